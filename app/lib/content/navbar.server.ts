// The navbar's items once the docs are read: items of type doc, docSidebar and docsVersion name
// docs, which become the routes of those docs in the last version (the one at /docs), as
// Docusaurus's navbar links lead there by default, and where they lead in each other version
// (`byVersion`): Docusaurus takes the item's doc, or its sidebar's first doc, in the version being
// read, so the frame picks one of these for the page it shows.

import type { SidebarItem } from "../content-types";
import type { DocItemTarget, NavbarItem, NavLink, SiteConfig } from "~/site.config";
import { isSitePath } from "../pathname-link";

interface VersionDocs {
  info: { name: string; path: string; isLast?: boolean; instance?: string };
  docs: { route: string; sidebarName?: string }[];
  docsById: Map<string, { route: string; sidebarName?: string }>;
  sidebars: Map<string, SidebarItem[]>;
}

/** A navbar item's reference (`doc:intro`, `docSidebar@community:guides`, `docsVersion:`) taken apart. */
type DocsRef = { kind: "doc" | "docSidebar" | "docsVersion"; instance?: string; ref: string };

/** A navbar item's route as the last version has it, and its page in each version of the docs. */
type ResolvedLink = { href: string; byVersion?: Record<string, DocItemTarget>; activeBasePath?: string };

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
  const resolveHref = (href: string): ResolvedLink | undefined => {
    const [, kind, instance, ref] = /^(doc|docSidebar|docsVersion)(?:@([^:]+))?:(.*)$/.exec(href) ?? [];
    if (!kind) return { href };
    const docsRef = { kind, instance, ref } as DocsRef;
    // An item of another docs plugin instance (docsPluginId) leads into that instance's docs.
    const docs = instance ? versions.find((v) => v.info.instance === instance) : last;
    if (instance && !docs) report(`navbar item names docs plugin instance "${instance}", whose docs are not built (the config has no such instance, or its docs folder is missing)`, instance);
    if (!docs) return undefined;
    if (kind === "doc" && !docs.docsById.has(ref)) report(`navbar item of type "doc" names unknown doc id "${ref}"`, ref);
    if (kind === "docSidebar" && !docs.sidebars.has(ref)) report(`navbar item of type "docSidebar" names unknown sidebar "${ref}"`, ref);
    // An empty sidebar (its folder holds no doc yet) leaves the item nowhere to lead: Docusaurus's
    // DocSidebarNavbarItem stops the build there too.
    else if (kind === "docSidebar" && firstInSidebar(docs.sidebars.get(ref)!) === undefined) report(`navbar item of type "docSidebar" names sidebar "${ref}", which has no doc or page to link to`, ref);
    const target = targetIn(docs, docsRef);
    if (!target) return undefined;
    // Another instance's items keep to its first version: the version dropdown and the reader's
    // chosen version are the default docs'. Docusaurus shows a docSidebar item active on its
    // sidebar's pages: for an instance of one sidebar (verdaccio's "Developers"), its pages.
    if (instance) return { href: target.route, ...(kind === "docSidebar" && docs.sidebars.size === 1 && docs.info.path !== "/" ? { activeBasePath: docs.info.path } : {}) };
    const byVersion = Object.fromEntries(
      versions.filter((v) => !v.info.instance).flatMap((v) => {
        const inVersion = targetIn(v, docsRef);
        return inVersion ? [[v.info.name, inVersion]] : [];
      }),
    );
    return { href: target.route, byVersion };
  };
  const resolveLinks = (links: NavLink[]) =>
    links.flatMap((link): NavLink[] => {
      const resolved = resolveHref(link.href);
      if (!resolved) return [];
      // A dropdown's link is never shown active.
      const { activeBasePath: _notShown, ...target } = resolved;
      return [{ ...link, ...target }];
    });
  const resolved = items.flatMap((item): NavbarItem[] => {
    if (item.type === "link") {
      const resolved = resolveHref(item.href);
      return resolved ? [{ ...item, ...resolved }] : [];
    }
    if (item.type === "dropdown") {
      const own = item.href ? resolveHref(item.href) : undefined;
      return [{ ...item, items: resolveLinks(item.items), ...(item.href ? { href: own?.href } : {}) }];
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
    if (item.type === "localeDropdown") {
      return [{ ...item, ...(item.itemsBefore ? { itemsBefore: resolveLinks(item.itemsBefore) } : {}), ...(item.itemsAfter ? { itemsAfter: resolveLinks(item.itemsAfter) } : {}) }];
    }
    return [item];
  });
  // Pages that stand in for a missing one list these without the navbar's error boundary: a
  // navbar.json label that is not text stays in the navbar, where its error is shown, only.
  const sections = resolved.flatMap((item): NavLink[] =>
    item.type === "link" && typeof item.label === "string" && isSitePath(item.href) && (item.docsLink || versions.some((v) => item.href.startsWith(`${v.info.path}/`)))
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

/**
 * Where an item leads in one version (none when the version lacks its doc or sidebar): its doc, the
 * first doc of its sidebar there (DocSidebarNavbarItem), or the version's first page; a docsVersion
 * item's own `to` is a fixed route.
 */
function targetIn(version: VersionDocs, { kind, ref }: DocsRef): DocItemTarget | undefined {
  if (kind === "doc") {
    const doc = version.docsById.get(ref);
    return doc && { route: doc.route, ...(doc.sidebarName ? { sidebar: doc.sidebarName } : {}) };
  }
  if (kind === "docSidebar") {
    const sidebar = version.sidebars.get(ref);
    const route = sidebar && firstInSidebar(sidebar);
    return route === undefined ? undefined : { route, sidebar: ref };
  }
  if (ref) return { route: ref };
  const route = firstRoute(version);
  const sidebar = version.docs.find((doc) => doc.route === route)?.sidebarName;
  return { route, ...(sidebar ? { sidebar } : {}) };
}

/**
 * A sidebar's first page, as Docusaurus's getFirstLink finds it: its first doc, or first category
 * with a page of its own. Link items are passed over: ory's sidebars open with a link home, and
 * their navbar items led there rather than to the sidebar's first doc.
 */
function firstInSidebar(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === "link" && !item.docId) continue;
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
