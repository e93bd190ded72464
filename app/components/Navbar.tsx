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
                <NavLink to={section.href} className="navbar-link">
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
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                  <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.93 6h-2.95a15.6 15.6 0 0 0-1.38-3.56A8.03 8.03 0 0 1 18.93 8zM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96zM4.26 14a8.2 8.2 0 0 1 0-4h3.38a16.5 16.5 0 0 0 0 4H4.26zm.81 2h2.95c.32 1.25.78 2.45 1.38 3.56A8 8 0 0 1 5.07 16zm2.95-8H5.07a8 8 0 0 1 4.33-3.56A15.6 15.6 0 0 0 8.02 8zM12 19.96A14.1 14.1 0 0 1 10.09 16h3.82A14.1 14.1 0 0 1 12 19.96zM14.34 14H9.66a14.7 14.7 0 0 1 0-4h4.68a14.7 14.7 0 0 1 0 4zm.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95a8.03 8.03 0 0 1-4.33 3.56zM16.36 14a16.5 16.5 0 0 0 0-4h3.38a8.2 8.2 0 0 1 0 4h-3.38z" />
                </svg>
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
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path fill="currentColor" d="M9.37 5.51A7.35 7.35 0 0 0 9.1 7.5c0 4.08 3.32 7.4 7.4 7.4.68 0 1.35-.09 1.99-.27A7.014 7.014 0 0 1 12 19c-3.86 0-7-3.14-7-7 0-2.93 1.81-5.45 4.37-6.49zM12 3a9 9 0 1 0 9 9c0-.46-.04-.92-.1-1.36a5.389 5.389 0 0 1-4.4 2.26 5.403 5.403 0 0 1-3.14-9.8c-.44-.06-.9-.1-1.36-.1z" />
            </svg>
          </button>
        </li>
      </ul>
    </>
  );

  return (
    <header className={`navbar${hidden ? " navbar--hidden" : ""}`}>
      <nav aria-label="Main" className="navbar-inner">
        <button type="button" className="navbar-toggle" aria-label="Toggle navigation bar" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
          <svg viewBox="0 0 30 30" width="28" height="28" aria-hidden="true">
            <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
          </svg>
        </button>
        <Link to="/" className="navbar-brand">
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
