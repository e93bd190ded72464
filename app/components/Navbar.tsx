import { Suspense, useEffect, useState, type ComponentProps, type ComponentType } from "react";
import { Link, NavLink, useLocation, useMatches, useNavigate, useRouteLoaderData } from "@remix-run/react";
import { site, type NavbarItem, type NavLink as SiteLink } from "~/site.config";
import type { DocsRouteData, SiteData } from "~/lib/content-types";
import { docItemTarget, readPreferredVersion, savePreferredVersion, versionedHref } from "~/lib/preferred-version";
import { useHideOnScroll } from "~/lib/use-hide-on-scroll";
import { Dropdown } from "./Dropdown";
import { NavbarItemBoundary } from "./NavbarItemBoundary";
import { SearchBox } from "./search/SearchBox";
import { onFirstUse } from "~/lib/on-first-use";
import type { MobileMenu as MobileMenuWidget } from "./MobileMenu";
import { withBase } from "~/lib/base-path";
import { Icon } from "./Icon";
import { SmartLink } from "./SmartLink";
import { hasProtocol, isSitePath, pathnameOf } from "~/lib/pathname-link";

// The side menu of narrow screens loads when the reader reaches for its button.
const loadMobileMenu = onFirstUse(() => import("./MobileMenu").then((module) => module.MobileMenu));
type MobileMenuType = ComponentType<ComponentProps<typeof MobileMenuWidget>>;
const preloadMobileMenu = () => void loadMobileMenu().catch(() => undefined);

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
  const [MobileMenu, setMobileMenu] = useState<MobileMenuType>();
  const hidden = useHideOnScroll(!menuOpen);

  useEffect(() => setPreferred(readPreferredVersion()), []);
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const lastVersion = versions.find((v) => v.isLast) ?? versions[0];
  const activeVersion = docs?.version.name ?? preferred ?? lastVersion?.name;
  const activeLabel = versions.find((v) => v.name === activeVersion)?.label ?? site.currentVersionLabel;
  const docsHref = (href: string) => versionedHref(href, versions, preferred);
  // Items of type doc, docSidebar and docsVersion follow the version being read, and are active on
  // every page of their doc's sidebar there (Docusaurus's DocNavbarItem, DocSidebarNavbarItem). A
  // page of another docs plugin instance is in no version of these docs (Docusaurus's active
  // version is per instance).
  const readVersion = docs && !docs.version.instance ? docs.version.name : undefined;
  // An item's activeBaseRegex or activeBasePath decides where it is active, as in Docusaurus.
  const activeByConfig = (item: Extract<NavbarItem, { type: "link" }>) =>
    item.activeBaseRegex !== undefined ? new RegExp(item.activeBaseRegex).test(location.pathname) : item.activeBasePath !== undefined ? location.pathname.startsWith(withBase(item.activeBasePath)) : undefined;
  const itemLink = (item: SiteLink) => {
    if (!item.docsLink) return { to: docsHref(item.href), inSidebar: false };
    const target = docItemTarget(item, versions, readVersion, preferred);
    return { to: target.route, inSidebar: target.sidebar !== undefined && target.version === readVersion && target.sidebar === docs?.sidebarName };
  };

  const openMenu = () => {
    loadMobileMenu().then(
      (menu) => {
        setMobileMenu(() => menu);
        setMenuOpen(true);
      },
      (error: unknown) => console.error("The navigation menu could not be loaded; press the button again to retry.", error),
    );
  };

  const chooseVersion = (name: string, href: string) => {
    savePreferredVersion(name);
    setPreferred(name);
    navigate(href);
  };

  // The site's navbar items (its config's themeConfig.navbar.items), each where it asks to be.
  /** A link the config puts before or after a version or locale dropdown's own items. */
  const extraLink = (link: SiteLink) => ({ key: `link:${link.href}`, label: link.label, href: isSitePath(link.href) ? docsHref(link.href) : link.href, current: false });
  const renderItem = (item: NavbarItem, key: number) => {
    switch (item.type) {
      case "link":
        if (!isSitePath(item.href)) {
          // Another site, or `pathname:///x` (a path of the site outside its pages, such as another app).
          const name = item.label || item.ariaLabel || item.title || item.href;
          return (
            // An icon the site's stylesheet draws (iconOnly): its class on the link, as Docusaurus puts
            // it, within the reach of the site's CSS; another item without a label shows its name.
            // An icon's name is its aria-label, else its title (a tooltip), as in Docusaurus (site-config.server.ts).
            <li key={key} className={item.iconOnly ? "site-html" : item.className}>
              <SmartLink
                href={item.href}
                className={`navbar-link${hasProtocol(item.href) && pathnameOf(item.href) === undefined ? " navbar-link--external" : ""}${item.iconOnly ? ` ${item.className}` : ""}`}
                target={item.target}
                title={item.title}
                aria-label={item.label || item.iconOnly ? item.ariaLabel : undefined}
              >
                {item.iconOnly ? null : name}
              </SmartLink>
            </li>
          );
        }
        return (
          <li key={key} className={item.className}>
            {/* Suspense lets a failing item fall back to client rendering, where the boundary reports it. */}
            <Suspense fallback={null}>
              <NavbarItemBoundary config={item}>
                {/* A doc item is active on its doc and its sidebar's pages, not on every URL under its path (`end`); a plain link on its path and below. */}
                <NavLink discover="none" to={itemLink(item).to} end={item.docsLink} className={({ isActive }) => `navbar-link${(activeByConfig(item) ?? (isActive || itemLink(item).inSidebar)) ? " active" : ""}`}>
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
              items={item.items.map((link) => ({ key: link.href, label: link.label, href: link.docsLink ? itemLink(link).to : isSitePath(link.href) ? docsHref(link.href) : link.href, current: false }))}
              link={
                item.href && (
                  <SmartLink href={isSitePath(item.href) ? docsHref(item.href) : item.href} className="navbar-link">
                    {item.label}
                  </SmartLink>
                )
              }
            />
          </li>
        );
      case "docsVersionDropdown": {
        // The config's `versions` chooses which versions are listed, in its order and with its labels.
        const listed = item.versions
          ? item.versions.flatMap((choice) => versions.filter((v) => v.name === choice.name).map((v) => ({ ...v, label: choice.label ?? v.label })))
          : versions;
        // Its label: the first of the version being read, the chosen one and the last that it lists.
        const shown = [docs?.version.name, preferred, lastVersion?.name].flatMap((name) => listed.filter((v) => v.name === name))[0] ?? listed[0];
        const label = item.versions ? shown?.label ?? activeLabel : activeLabel;
        const choices = [
          ...(item.itemsBefore ?? []).map(extraLink),
          ...listed.map((version) => {
            const href = docs?.versionLinks.find((l) => l.name === version.name)?.href ?? version.firstRoute;
            return { key: version.name, label: version.label, href, current: version.name === activeVersion, onSelect: () => chooseVersion(version.name, href) };
          }),
          ...(item.itemsAfter ?? []).map(extraLink),
        ];
        return (
          <li key={key} className={item.className}>
            {/* One version and nothing else to choose: a link to its main doc, as Docusaurus draws it, not a menu of one. */}
            {choices.length > 1 ? (
              <Dropdown label={label} buttonLabel={`Docs version: ${label}`} items={choices} />
            ) : (
              <SmartLink href={(shown ?? listed[0])?.firstRoute ?? choices[0]?.href ?? "/"} className="navbar-link">
                {label}
              </SmartLink>
            )}
          </li>
        );
      }
      case "localeDropdown":
        return (
          <li key={key} className={item.className}>
            <Dropdown
              label={
                <>
                  <Icon name="globe" />
                  {site.locales[0]?.label}
                </>
              }
              buttonLabel={`Language: ${site.locales[0]?.label}`}
              items={[
                ...(item.itemsBefore ?? []).map(extraLink),
                ...site.locales.map((locale) => ({ key: locale.code, label: locale.label, href: location.pathname, current: true })),
                ...(item.itemsAfter ?? []).map(extraLink),
              ]}
            />
          </li>
        );
      case "html":
        return <li key={key} className={`${item.className ?? ""} site-html`} dangerouslySetInnerHTML={{ __html: item.value }} />;
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
        <button type="button" className="navbar-toggle" aria-label="Toggle navigation bar" aria-expanded={menuOpen} onPointerEnter={preloadMobileMenu} onFocus={preloadMobileMenu} onClick={openMenu}>
          <Icon name="menu" />
        </button>
        {/* A site whose navbar has no title (and a logo without alt text) still names its home link. */}
        <Link discover="none" to={site.navbar.logo?.href ?? "/"} className="navbar-brand" aria-label={site.navbar.title || site.navbar.logo?.alt ? undefined : site.title || "Home"}>
          {site.navbar.logo && <img src={withBase(site.navbar.logo.src)} alt={site.navbar.logo.alt} width={site.navbar.logo.width} height={site.navbar.logo.height} />}
          {site.navbar.title && <span>{site.navbar.title}</span>}
        </Link>
        <div className="navbar-desktop">{navbarItems}</div>
        <SearchBox />
      </nav>
      {menuOpen && MobileMenu && <MobileMenu onClose={() => setMenuOpen(false)} items={navbarItems} sidebar={docs?.sidebar} sidebarUrl={docs?.sidebarUrl} current={location.pathname} />}
    </header>
  );
}
