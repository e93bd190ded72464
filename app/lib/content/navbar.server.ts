// The navbar's items once the docs are read: items of type doc, docSidebar and docsVersion name
// docs, which become the routes of those docs in the last version (the one at /docs), as
// Docusaurus's navbar links lead there by default.

import type { SidebarItem } from "../content-types";
import type { NavbarItem, NavLink, SiteConfig } from "~/site.config";

interface VersionDocs {
  info: { name: string; path: string; isLast?: boolean; instance?: string };
  docs: { route: string }[];
  docsById: Map<string, { route: string }>;
  sidebars: Map<string, SidebarItem[]>;
}

export function resolveNavbarItems(
  site: SiteConfig,
  versions: VersionDocs[],
  navbarSections: NavLink[] | undefined,
  withoutConfig: boolean,
  report: (problem: string, snippet: string) => void,
): SiteConfig {
  const last = versions.find((v) => v.info.isLast) ?? versions.find((v) => !v.info.instance);
  let items: NavbarItem[] = site.navbar.items;
  if (withoutConfig) {
    // A content folder without a config: its navbar.json links, or one link into its docs.
    const links = navbarSections ?? (last ? [{ label: "Docs", href: firstRoute(last) }] : []);
    items = [
      ...links.map((link): NavbarItem => ({ type: "link", label: link.label, href: link.href, position: "left", docsLink: true })),
      { type: "docsVersionDropdown", position: "right" },
      { type: "localeDropdown", position: "right" },
    ];
  }
  const resolveHref = (href: string): string | undefined => {
    const [, kind, instance, ref] = /^(doc|docSidebar|docsVersion)(?:@([^:]+))?:(.*)$/.exec(href) ?? [];
    if (!kind) return href;
    // An item of another docs plugin instance (docsPluginId) leads into that instance's docs.
    const docs = instance ? versions.find((v) => v.info.instance === instance) : last;
    if (instance && !docs) report(`navbar item names docs plugin instance "${instance}", which the config does not have`, instance);
    if (!docs) return undefined;
    if (kind === "doc") {
      const route = docs.docsById.get(ref)?.route;
      if (!route) report(`navbar item of type "doc" names unknown doc id "${ref}"`, ref);
      return route;
    }
    if (kind === "docSidebar") {
      const sidebar = docs.sidebars.get(ref);
      if (!sidebar) report(`navbar item of type "docSidebar" names unknown sidebar "${ref}"`, ref);
      return sidebar && firstInSidebar(sidebar);
    }
    return ref || firstRoute(docs);
  };
  const resolved = items.flatMap((item): NavbarItem[] => {
    if (item.type === "link") {
      const href = resolveHref(item.href);
      return href === undefined ? [] : [{ ...item, href }];
    }
    const resolveLinks = (links: NavLink[]) => links.flatMap((link) => (resolveHref(link.href) === undefined ? [] : [{ ...link, href: resolveHref(link.href)! }]));
    if (item.type === "dropdown") {
      return [{ ...item, items: resolveLinks(item.items) }];
    }
    if (item.type === "docsVersionDropdown") {
      // Docusaurus stops on a version the docs do not have; so does the check, naming the ones they have.
      const names = versions.map((v) => v.info.name);
      for (const listed of item.versions ?? []) {
        if (!names.includes(listed.name)) report(`navbar item of type "docsVersionDropdown" lists version "${listed.name}", which the docs do not have (they have: ${names.join(", ")})`, listed.name);
      }
      return [
        {
          ...item,
          ...(item.versions ? { versions: item.versions.filter((v) => names.includes(v.name)) } : {}),
          ...(item.itemsBefore ? { itemsBefore: resolveLinks(item.itemsBefore) } : {}),
          ...(item.itemsAfter ? { itemsAfter: resolveLinks(item.itemsAfter) } : {}),
        },
      ];
    }
    return [item];
  });
  // Pages that stand in for a missing one list these without the navbar's error boundary: a
  // navbar.json label that is not text stays in the navbar, where its error is shown, only.
  const sections = resolved.flatMap((item): NavLink[] =>
    item.type === "link" && typeof item.label === "string" && item.href.startsWith("/") && (item.docsLink || versions.some((v) => item.href.startsWith(`${v.info.path}/`)))
      ? [{ label: item.label, href: item.href }]
      : [],
  );
  return { ...site, sections, navbar: { ...site.navbar, items: resolved } };
}

/**
 * The navbar's links that follow the version being read: the sections, and the doc items inside
 * its dropdowns (Docusaurus's DocNavbarItem is the same wherever it is placed).
 */
export function versionedNavbarLinks(site: SiteConfig): NavLink[] {
  const inDropdowns = site.navbar.items.flatMap((item) => (item.type === "dropdown" ? item.items.filter((link) => link.docsLink && link.href.startsWith("/")) : []));
  const hrefs = new Set(site.sections.map((section) => section.href));
  return [...site.sections, ...inDropdowns.filter((link) => !hrefs.has(link.href))];
}

function firstInSidebar(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.href) return item.href;
    if (item.type === "category") {
      const inner = firstInSidebar(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

function firstRoute(version: VersionDocs): string {
  const [first] = version.sidebars.values();
  return (first && firstInSidebar(first)) ?? version.docs[0]?.route ?? version.info.path;
}
