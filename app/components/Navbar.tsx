import { Suspense, useEffect, useState } from "react";
import { Link, NavLink, useLocation, useMatches, useNavigate, useRouteLoaderData } from "@remix-run/react";
import { site, type NavbarItem } from "~/site.config";
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
  // Docs under another routeBasePath than `docs` come through the catch-all route.
  const match = useMatches().find((m) => m.id === "routes/docs.$" || (m.id === "routes/$" && (m.data as { kind?: string } | undefined)?.kind !== undefined));
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

  const lastVersion = versions.find((v) => v.isLast) ?? versions[0];
  const activeVersion = docs?.version.name ?? preferred ?? lastVersion?.name;
  const activeLabel = versions.find((v) => v.name === activeVersion)?.label ?? site.currentVersionLabel;
  const docsHref = (href: string) => versionedHref(href, versions, preferred);

  const chooseVersion = (name: string, href: string) => {
    savePreferredVersion(name);
    setPreferred(name);
    navigate(href);
  };

  // The site's navbar items (its config's themeConfig.navbar.items), each where it asks to be.
  const renderItem = (item: NavbarItem, key: number) => {
    switch (item.type) {
      case "link":
        if (!item.href.startsWith("/")) {
          // `pathname:///x`: a path of the site outside its pages (another app, a file), loaded as a page.
          const sitePath = item.href.startsWith("pathname://") ? withBase(item.href.slice("pathname://".length)) : undefined;
          const target = item.target ?? (sitePath ? undefined : "_blank");
          return (
            <li key={key} className={item.className}>
              <a
                className={sitePath ? "navbar-link" : "navbar-link navbar-link--external"}
                href={sitePath ?? item.href}
                target={target}
                rel={target === "_blank" ? "noopener noreferrer" : undefined}
                aria-label={item.label ? item.ariaLabel : undefined}
                data-noBrokenLinkCheck={sitePath ? true : undefined}
              >
                {/* An item the site draws as an icon with its own CSS (not loaded here) shows its name. */}
                {item.label || item.ariaLabel}
              </a>
            </li>
          );
        }
        return (
          <li key={key} className={item.className}>
            {/* Suspense lets a failing item fall back to client rendering, where the boundary reports it. */}
            <Suspense fallback={null}>
              <NavbarItemBoundary config={item}>
                <NavLink discover="none" to={docsHref(item.href)} className="navbar-link">
                  {item.label}
                </NavLink>
              </NavbarItemBoundary>
            </Suspense>
          </li>
        );
      case "dropdown":
        return (
          <li key={key} className={item.className}>
            <Dropdown
              label={item.label}
              buttonLabel={item.label}
              items={item.items.map((link) => ({ key: link.href, label: link.label, href: link.href.startsWith("/") ? docsHref(link.href) : link.href, current: false }))}
            />
          </li>
        );
      case "docsVersionDropdown":
        return (
          <li key={key}>
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
        );
      case "localeDropdown":
        return (
          <li key={key}>
            <Dropdown
              label={
                <>
                  <Icon name="globe" />
                  {site.locales[0]?.label}
                </>
              }
              buttonLabel={`Language: ${site.locales[0]?.label}`}
              items={site.locales.map((locale) => ({ key: locale.code, label: locale.label, href: location.pathname, current: true }))}
            />
          </li>
        );
      case "html":
        return <li key={key} className={item.className} dangerouslySetInnerHTML={{ __html: item.value }} />;
    }
  };
  const items = site.navbar.items;

  const navbarItems = (
    <>
      <ul className="navbar-items">{items.map((item, i) => (item.position === "left" ? renderItem(item, i) : null))}</ul>
      <ul className="navbar-items navbar-items--right">
        {items.map((item, i) => (item.position === "right" ? renderItem(item, i) : null))}
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
        {/* A site whose navbar has no title (and a logo without alt text) still names its home link. */}
        <Link discover="none" to={site.navbar.logo?.href ?? "/"} className="navbar-brand" aria-label={site.navbar.title || site.navbar.logo?.alt ? undefined : site.title || "Home"}>
          {site.navbar.logo && <img src={withBase(site.navbar.logo.src)} alt={site.navbar.logo.alt} width={site.navbar.logo.width} height={site.navbar.logo.height} />}
          {site.navbar.title && <span>{site.navbar.title}</span>}
        </Link>
        <div className="navbar-desktop">{navbarItems}</div>
        <SearchBar />
      </nav>
      {menuOpen && <MobileMenu onClose={() => setMenuOpen(false)} items={navbarItems} sidebar={docs?.sidebar} sidebarUrl={docs?.sidebarUrl} current={location.pathname} />}
    </header>
  );
}
