import { Suspense, useEffect, useState } from "react";
import { Link, NavLink, useLocation, useMatches, useNavigate, useRouteLoaderData } from "@remix-run/react";
import { site } from "~/site.config";
import type { DocsRouteData, SiteData } from "~/lib/content-types";
import { readPreferredVersion, savePreferredVersion, versionedHref } from "~/lib/preferred-version";
import { useHideOnScroll } from "~/lib/use-hide-on-scroll";
import { Dropdown } from "./Dropdown";
import { MobileMenu } from "./MobileMenu";
import { NavbarItemBoundary } from "./NavbarItemBoundary";
import { SearchBar } from "./search/SearchBar";
import { withBase } from "~/lib/base-path";
import { Icon } from "./Icon";

/** The docs data of the current page, when it is a docs page. */
export function useDocsData(): DocsRouteData | undefined {
  const match = useMatches().find((m) => m.id === "routes/docs.$");
  return (match?.data as DocsRouteData | undefined) ?? undefined;
}

export function Navbar() {
  const siteData = useRouteLoaderData<SiteData>("root");
  const versions = siteData?.versions ?? [];
  const docs = useDocsData();
  const navigate = useNavigate();
  const location = useLocation();
  const [preferred, setPreferred] = useState<string | undefined>();
  const [menuOpen, setMenuOpen] = useState(false);
  const hidden = useHideOnScroll(!menuOpen);

  useEffect(() => setPreferred(readPreferredVersion()), []);
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const activeVersion = docs?.version.name ?? preferred ?? versions[0]?.name;
  const activeLabel = versions.find((v) => v.name === activeVersion)?.label ?? site.currentVersionLabel;
  const sections = (siteData?.sections ?? site.sections).map((s) => ({ ...s, href: versionedHref(s.href, versions, preferred) }));

  const chooseVersion = (name: string, href: string) => {
    savePreferredVersion(name);
    setPreferred(name);
    navigate(href);
  };

  const external = [
    { label: "Donate", href: site.links.donate },
    { label: "Source", href: site.links.source },
    { label: "Website", href: site.links.website },
    { label: "Status", href: site.links.status },
  ];

  const navbarItems = (
    <>
      <ul className="navbar-items">
        {sections.map((section) => (
          <li key={section.href}>
            {/* Suspense lets a failing item fall back to client rendering, where the boundary reports it. */}
            <Suspense fallback={null}>
              <NavbarItemBoundary config={section}>
                <NavLink discover="none" to={section.href} className="navbar-link">
                  {section.label}
                </NavLink>
              </NavbarItemBoundary>
            </Suspense>
          </li>
        ))}
      </ul>
      <ul className="navbar-items navbar-items--right">
        <li>
          <Dropdown
            label={activeLabel}
            buttonLabel={`Docs version: ${activeLabel}`}
            items={versions.map((version) => {
              const href = docs?.versionLinks.find((l) => l.name === version.name)?.href ?? version.firstRoute;
              return {
                key: version.name,
                label: version.label,
                href,
                current: version.name === activeVersion,
                onSelect: () => chooseVersion(version.name, href),
              };
            })}
          />
        </li>
        <li>
          <Dropdown
            label={
              <>
                <Icon name="globe" />
                English
              </>
            }
            buttonLabel="Language: English"
            items={site.locales.map((locale) => ({ key: locale.code, label: locale.label, href: location.pathname, current: true }))}
          />
        </li>
        {external.map((link) => (
          <li key={link.href}>
            <a className="navbar-link navbar-link--external" href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="colour-toggle" disabled aria-label="Switch between dark and light mode (currently dark mode)" title="Dark mode">
            <Icon name="moon" />
          </button>
        </li>
      </ul>
    </>
  );

  return (
    <header className={`navbar${hidden ? " navbar--hidden" : ""}`}>
      <nav aria-label="Main" className="navbar-inner">
        <button type="button" className="navbar-toggle" aria-label="Toggle navigation bar" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
          <Icon name="menu" />
        </button>
        <Link discover="none" to="/" className="navbar-brand">
          <img src={withBase("/img/logo.svg")} alt="" width={28} height={28} />
          <span>{site.title}</span>
        </Link>
        <div className="navbar-desktop">{navbarItems}</div>
        <SearchBar />
      </nav>
      {menuOpen && <MobileMenu onClose={() => setMenuOpen(false)} items={navbarItems} sidebar={docs?.sidebar} sidebarUrl={docs?.sidebarUrl} current={location.pathname} />}
    </header>
  );
}
