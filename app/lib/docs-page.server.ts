// Turns a docs route into the loader data of its page: compiled MDX reference, TOC,
// sidebar with the active path expanded, breadcrumbs and previous/next links.

import { getMDXComponent } from "mdx-bundler/client/index.js";
import * as React from "react";
import * as ReactDOM from "react-dom";
import * as jsxRuntime from "react/jsx-runtime";
import { LRUCache } from "lru-cache";
import { getContentModel, pageSource, type ContentModel, type DocRecord, type VersionModel } from "./content.server";
import { compiledBody, compileMdx, type CompiledMdx } from "./mdx.server";
import { registerMdxFactory, type MdxComponent } from "./mdx-runtime";
import { loadDocFooter } from "./doc-footer.server";
import type { CategoryCard, Crumb, MdxRef, DocFrame, DocsRouteData, PagerLink, SidebarCategory, SidebarItem, SidebarLink, SiteData } from "./content-types";
import { site } from "~/site.config";
import { withBase } from "./base-path";
import { linkResolver } from "./mdx/link-targets.server";
import { versionedNavbarLinks } from "./content/navbar.server";
import { THEME_SCOPE } from "./mdx-theme-imports.server";
import { rememberAssets } from "./dev-site-files.server";
import { loadThemeModules, themeScope } from "~/components/theme/registry";
import { bylinesOf } from "./authors.server";
import { currentThemeConfig } from "./content/current-site.server";

// For the standalone pages' route, which imports its server code from here: importing
// authors.server there too added a browser chunk it shares with the author routes, and the
// not-found page (rendered by that route's tree) then failed to hydrate cleanly.
export { bylinesOf };

/** The URL the browser imports a compiled page from (under the base path). */
export function mdxUrl(hash: string): string {
  return withBase(`/mdx/${hash}.js`);
}

/**
 * The site config's themeConfig for a page whose code reads it (Docusaurus's useDocusaurusContext):
 * in that page's data only, since a site's themeConfig (navbar, footer, Prism themes) is kilobytes.
 */
export function themeConfigFor(compiled: CompiledMdx): { themeConfig?: Record<string, unknown> } {
  // theme-common's usePrismTheme reads the config's prism themes from it too.
  return compiled.modules.includes("@docusaurus/useDocusaurusContext") || compiled.modules.includes("@docusaurus/theme-common") ? { themeConfig: currentThemeConfig() } : {};
}

/** What the browser needs to load a compiled page: its module and the theme modules it imports. */
export function mdxRefOf(compiled: CompiledMdx): MdxRef {
  return { hash: compiled.hash, url: mdxUrl(compiled.hash), ...(compiled.modules.length ? { modules: compiled.modules } : {}) };
}

const compiledByHash = new Map<string, CompiledMdx>();
/**
 * Evaluated pages, each holding its code and functions: a build renders each page once, so only
 * the latest are kept (a build worker renders thousands).
 */
const evaluated = new LRUCache<string, MdxComponent>({ max: 64 });

/** The client module source of a compiled page, for the `/mdx/<hash>.js` resource route. */
export function compiledMdxByHash(hash: string): CompiledMdx | undefined {
  return compiledByHash.get(hash);
}

export async function compileFile(model: ContentModel, file: string): Promise<CompiledMdx> {
  const compiled = await compileMdx(file, pageSource(file), linkResolver(model));
  // Before its first render: its module reads them as it is evaluated.
  await loadThemeModules(compiled.modules);
  // `npm run dev` serves its images from beside it (the build copies them).
  if (process.env.NODE_ENV === "development") rememberAssets(compiled.assets);
  if (!compiledByHash.has(compiled.hash)) {
    compiledByHash.set(compiled.hash, compiled);
    registerMdxFactory(compiled.hash, () => {
      let component = evaluated.get(compiled.hash);
      if (!component) {
        component = getMDXComponent(compiledBody(compiled).code, { React, ReactDOM, _jsx_runtime: jsxRuntime, [THEME_SCOPE]: themeScope }) as MdxComponent;
        evaluated.set(compiled.hash, component);
      }
      return component;
    });
  }
  return compiled;
}

export async function loadDocsRoute(route: string): Promise<DocsRouteData | undefined> {
  const model = getContentModel();
  const page = model.docsRoutes.get(route);
  if (!page) return undefined;
  if (page.kind === "category") {
    const { index } = page;
    const version = versionOf(model, index.version.name);
    return {
      kind: "category",
      route,
      title: index.title,
      description: index.description,
      ...(index.keywords ? { keywords: index.keywords } : {}),
      ...(index.image ? { image: index.image } : {}),
      cards: index.category.items.map((item) => cardFor(item, version)),
      ...frame(model, version, index.sidebarName, route),
    };
  }
  if (page.kind === "tags") {
    return {
      kind: "tags",
      route,
      title: "Tags",
      tags: page.tags.map(({ tag, docs }) => ({ label: tag.label, href: tag.route, count: docs.length })),
      ...(page.version.noIndex ? { noindex: true } : {}),
      ...frame(model, versionOf(model, page.version.name), undefined, route),
    };
  }
  if (page.kind === "tag") {
    const count = page.docs.length;
    return {
      kind: "tag",
      route,
      // Docusaurus's wording.
      title: `${count} doc${count === 1 ? "" : "s"} tagged with "${page.tag.label}"`,
      description: page.tag.description,
      allTagsHref: `${page.version.path}/tags`.replace(/\/+/g, "/"),
      docs: page.docs.map((doc) => ({ title: doc.title, href: doc.route, description: doc.description })),
      ...(page.unlisted || page.version.noIndex ? { noindex: true } : {}),
      ...frame(model, versionOf(model, page.version.name), undefined, route),
    };
  }
  const { doc } = page;
  const version = versionOf(model, doc.version.name);
  const compiled = await compileFile(model, doc.file);
  const docFrame = frame(model, version, doc.sidebarName, route);
  const { frontMatter } = doc;
  const tocMin = frontMatter.toc_min_heading_level ?? site.toc.minHeadingLevel;
  const tocMax = frontMatter.toc_max_heading_level ?? site.toc.maxHeadingLevel;
  return {
    kind: "doc",
    route,
    docId: doc.id,
    title: doc.title,
    authors: bylinesOf(doc.frontMatter),
    description: doc.frontMatter.description ?? compiled.excerpt,
    mdx: mdxRefOf(compiled),
    toc: compiled.toc.filter((entry) => entry.level >= tocMin && entry.level <= tocMax),
    hideTableOfContents: doc.frontMatter.hide_table_of_contents === true,
    ...(compiled.contentTitle ? { contentTitle: true } : {}),
    footer: await loadDocFooter(model.root, doc.file),
    ...(frontMatter.hide_title ? { hideTitle: true } : {}),
    ...(frontMatter.keywords ? { keywords: frontMatter.keywords } : {}),
    ...(frontMatter.image ? { image: frontMatter.image } : {}),
    ...(doc.unlisted || version.info.noIndex ? { noindex: true } : {}),
    ...(doc.unlisted ? { unlisted: true } : {}),
    ...(doc.draft ? { draft: true } : {}),
    tags: doc.tags.map((tag) => ({ label: tag.label, href: tag.route })),
    ...(compiled.modules.some((module) => CATEGORY_READERS.has(module)) ? categoryCardsOf(version, doc.sidebarName, route) : {}),
    ...themeConfigFor(compiled),
    ...(compiled.head ? { head: compiled.head } : {}),
    ...docFrame,
    ...paginationOverrides(doc, version, docFrame),
  };
}

function versionOf(model: ContentModel, name: string): VersionModel {
  return model.versions.find((v) => v.info.name === name)!;
}

/** What every page needs to know about the docs: the versions and where their links lead. */
export function loadSiteData(): SiteData {
  const model = getContentModel();
  // Navbar links lead into the last version (the one at /docs); sectionLinks translate them.
  const current = model.versions.find((v) => v.info.isLast) ?? model.versions[0];
  const sections = model.site.sections;
  // Where each versioned navbar link leads in each version: the sections, and dropdowns' doc items.
  const versionedLinks = versionedNavbarLinks(model.site);
  // Another docs plugin instance's docs are a section of their own, not a version in the menu.
  const versions = model.versions.filter((version) => !version.info.instance);
  return {
    siteUrl: (process.env.SITE_URL || site.siteUrl).replace(/\/+$/, ""),
    sections,
    site: model.site,
    versions: versions.map((version) => ({
      ...version.info,
      firstRoute: firstRoute(version),
      // A link to no page of the last version (a redirect's old path, a page another tool makes)
      // is no page to find in another version: it is kept as written, not taken to a first page.
      sectionLinks: Object.fromEntries(
        versionedLinks.filter((section) => model.docsRoutes.has(section.href)).map((section) => [section.href, sameRouteIn(model, current, section.href, version) ?? firstRoute(version)]),
      ),
      docItemTargets: Object.fromEntries(
        versionedLinks.flatMap((section) => {
          const route = sameRouteIn(model, current, section.href, version);
          const page = route ? model.docsRoutes.get(route) : undefined;
          // The sidebar the item is active on is that of a doc of this version: a doc of another
          // docs plugin instance (opendal's community docs, whose sidebar is also named "docs") is
          // in no sidebar of these docs.
          const own = page?.kind === "doc" && page.doc.sidebarName && version.docsById.get(page.doc.id) === page.doc;
          return route ? [[section.href, { route, ...(own ? { sidebar: page.doc.sidebarName } : {}) }]] : [];
        }),
      ),
    })),
  };
}

/**
 * A version's main doc, where its version dropdown item (or the link drawn for a version alone)
 * and its banner's "latest version" lead, as Docusaurus picks it: the doc at the version's own path
 * (slug `/`), else the first doc of its first sidebar (a category's own doc counts; a generated
 * index is no doc), else its first doc.
 */
function firstRoute(version: VersionModel): string {
  const home = version.docs.find((doc) => doc.route === version.info.path);
  if (home) return home.route;
  const generated = new Set(version.categoryIndexes.map((index) => index.route));
  const firstDoc = (items: SidebarItem[]): string | undefined => {
    for (const item of items) {
      if (item.href && !generated.has(item.href) && (item.type === "category" || item.docId)) return item.href;
      const inner = item.type === "category" ? firstDoc(item.items) : undefined;
      if (inner) return inner;
    }
    return undefined;
  };
  const [first] = version.sidebars.values();
  return (first && firstDoc(first)) ?? version.docs[0]?.route ?? version.info.path;
}

/** The route of the page at `route` of version `from` in version `to`, if it exists there. */
function sameRouteIn(model: ContentModel, from: VersionModel, route: string, to: VersionModel): string | undefined {
  if (from === to) return model.docsRoutes.has(route) ? route : undefined;
  const page = model.docsRoutes.get(route);
  if (page?.kind === "doc") return to.docsById.get(page.doc.id)?.route;
  const translated = to.info.path + route.slice(from.info.path.length);
  return to.categoryIndexes.some((c) => c.route === translated) ? translated : undefined;
}

function frame(model: ContentModel, version: VersionModel, sidebarName: string | undefined, route: string): DocFrame {
  const sidebar = sidebarName ? version.sidebars.get(sidebarName) ?? [] : [];
  // `breadcrumbs: false` in the docs options, or a doc in no sidebar: Docusaurus then shows no bar
  // at all, not even its home crumb.
  const trail = model.docsOptions.breadcrumbs && sidebarName ? findTrail(sidebar, route) ?? [] : false;
  const pages = flatten(sidebar).filter((page) => page.href);
  const at = pages.findIndex((p) => p.href === route);
  // The latest version of the page's own docs instance (Docusaurus's useDocVersionSuggestions for
  // its plugin id): another instance, whose other versions are not built here, has its current one.
  const instance = version.info.instance;
  const last = model.versions.find((v) => v.info.isLast && v.info.instance === instance) ?? (instance ? version : undefined);
  const banner = version.info.banner;
  return {
    ...(banner && last
      ? { versionBanner: { kind: banner, label: version.info.label, latestLabel: last.info.label, latestHref: sameRouteIn(model, version, route, last) ?? firstRoute(last) } }
      : {}),
    ...(version.info.badge ? { versionBadge: version.info.label } : {}),
    version: version.info,
    versionLinks: model.versions.filter((other) => !other.info.instance).map((other) => ({
      name: other.info.name,
      href: sameRouteIn(model, version, route, other) ?? firstRoute(other),
    })),
    sidebarName,
    sidebar: trimCollapsed(expandTrail(sidebar, route)),
    sidebarUrl: sidebarName ? withBase(sidebarUrl(version.info.name, sidebarName)) : undefined,
    breadcrumbs: trail,
    prev: at > 0 ? paginationLink(model, pages[at - 1]) : undefined,
    next: at >= 0 && at < pages.length - 1 ? paginationLink(model, pages[at + 1]) : undefined,
  };
}

/** A neighbour in the pager, labelled by its front matter pagination_label when it has one. */
/**
 * A pager link as Docusaurus labels it: a doc's (a category's own doc's too) `pagination_label`,
 * else its `sidebar_label`, else its title, whatever label the sidebars file gives its item
 * (mikro-orm's "Getting Started" category leads to its "Getting Started Guide"); a generated
 * index's, its category's label.
 */
function paginationLink(model: ContentModel, link: PagerLink): PagerLink {
  const page = model.docsRoutes.get(link.href);
  if (page?.kind !== "doc") return link;
  const { frontMatter, title } = page.doc;
  return { label: frontMatter.pagination_label ?? frontMatter.sidebar_label ?? title, href: link.href };
}

function paginationOverrides(doc: DocRecord, version: VersionModel, docFrame: DocFrame): Partial<DocFrame> {
  const pick = (id: string | null | undefined, fallback?: PagerLink): PagerLink | undefined => {
    if (id === null) return undefined;
    if (id === undefined) return fallback;
    const target = version.docsById.get(id);
    return target ? { label: target.frontMatter.pagination_label ?? target.sidebarLabel, href: target.route } : fallback;
  };
  return {
    prev: pick(doc.frontMatter.pagination_prev, docFrame.prev),
    next: pick(doc.frontMatter.pagination_next, docFrame.next),
  };
}

const flattened = new WeakMap<SidebarItem[], PagerLink[]>();

/**
 * Every page of a sidebar in reading order: category index pages and docs, each once. A `link`
 * item (to another site, or to any path of this one) is no step of the reading order, as in
 * Docusaurus's pagination.
 */
export function flatten(items: SidebarItem[]): PagerLink[] {
  let pages = flattened.get(items);
  if (pages) return pages;
  pages = [];
  const seen = new Set<string>();
  const walk = (list: SidebarItem[]) => {
    for (const item of list) {
      if (item.type === "link" && !item.docId) continue;
      if (item.href && !seen.has(item.href)) {
        seen.add(item.href);
        pages!.push({ label: item.label, href: item.href });
      }
      if (item.type === "category") walk(item.items);
    }
  };
  walk(items);
  // Sidebars do not change after the content model is read, so each is walked once.
  flattened.set(items, pages);
  return pages;
}

/** Breadcrumbs: the categories that lead to `route`, then the page itself (without a link). */
export function findTrail(items: SidebarItem[], route: string): Crumb[] | undefined {
  for (const item of items) {
    if (item.type === "link" && item.href === route) return [{ label: item.label }];
    if (item.type === "category") {
      if (item.href === route) return [{ label: item.label }];
      const inner = findTrail(item.items, route);
      if (inner) return [{ label: item.label, href: item.href }, ...inner];
    }
  }
  return undefined;
}

/** The sidebar as the page shows it first: categories on the way to the current page open. */
function expandTrail(items: SidebarItem[], route: string): SidebarItem[] {
  return items.map((item) => {
    if (item.type !== "category") return item;
    const items = expandTrail(item.items, route);
    const onTrail = item.href === route || containsRoute(item.items, route);
    return { ...item, collapsed: onTrail ? false : item.collapsed, items };
  });
}

/**
 * Collapsed categories keep their label and link but not their items: a page does not carry every
 * link of a large site (the reader's browser loads them on expanding the category).
 */
function trimCollapsed(items: SidebarItem[]): SidebarItem[] {
  return items.map((item) => {
    if (item.type !== "category") return forBrowser(item);
    if (item.collapsed && item.items.length > 0) return { ...item, items: [], lazy: true };
    return { ...item, items: trimCollapsed(item.items) };
  });
}

/** A link as the browser needs it: every page carries its sidebar, so server-only fields stay home. */
function forBrowser({ docId: _docId, ...link }: SidebarLink): SidebarLink {
  return link;
}

function forBrowserTree(items: SidebarItem[]): SidebarItem[] {
  return items.map((item) => (item.type === "category" ? { ...item, items: forBrowserTree(item.items) } : forBrowser(item)));
}

/**
 * A sidebar's name as one file name: a sidebars file may name one anything (shenyu's versioned
 * sidebars are `version-2.4.0/tutorialSidebar`). Letters, digits, `.`, `_` and `-` stay; anything
 * else is `~<hex code>~`, so two names never share a file.
 */
export function sidebarFileName(sidebarName: string): string {
  return sidebarName.replace(/[^A-Za-z0-9._-]/gu, (c) => `~${c.codePointAt(0)!.toString(16)}~`);
}

/** The route of a whole sidebar's file (without the base path). */
export function sidebarUrl(version: string, sidebarName: string): string {
  return `/_data/sidebars/${version}/${sidebarFileName(sidebarName)}.json`;
}

/** A whole sidebar, as `/_data/sidebars/<version>/<file name>.json` serves it. */
export function loadSidebar(version: string, fileName: string): SidebarItem[] | undefined {
  const sidebars = getContentModel().versions.find((v) => v.info.name === version)?.sidebars;
  const name = [...(sidebars?.keys() ?? [])].find((candidate) => sidebarFileName(candidate) === fileName);
  const sidebar = name === undefined ? undefined : sidebars?.get(name);
  return sidebar && forBrowserTree(sidebar);
}

/** Every sidebar of every version, as [version, name] pairs. */
export function sidebarKeys(): [string, string][] {
  return getContentModel().versions.flatMap((v) => [...v.sidebars.keys()].map((name): [string, string] => [v.info.name, name]));
}

function containsRoute(items: SidebarItem[], route: string): boolean {
  return items.some((item) => item.href === route || (item.type === "category" && containsRoute(item.items, route)));
}

/** The theme modules that read the current sidebar category: a page importing one gets its cards. */
const CATEGORY_READERS = new Set(["@theme/DocCardList", "@docusaurus/plugin-content-docs/client", "@docusaurus/theme-common"]);

/** The cards of the sidebar category whose own page is `route` (its link is this doc), if there is one. */
function categoryCardsOf(version: VersionModel, sidebarName: string | undefined, route: string): { categoryCards?: CategoryCard[] } {
  const find = (items: SidebarItem[]): SidebarCategory | undefined => {
    for (const item of items) {
      if (item.type !== "category") continue;
      if (item.href === route) return item;
      const inner = find(item.items);
      if (inner) return inner;
    }
    return undefined;
  };
  const category = sidebarName ? find(version.sidebars.get(sidebarName) ?? []) : undefined;
  return category ? { categoryCards: category.items.map((item) => cardFor(item, version)) } : {};
}

function cardFor(item: SidebarItem, version: VersionModel): CategoryCard {
  if (item.type === "link") {
    const doc = item.docId ? version.docsById.get(item.docId) : undefined;
    return { label: item.label, href: item.href, description: doc?.description };
  }
  const first = flatten(item.items)[0];
  const index = version.categoryIndexes.find((c) => c.category === item);
  return {
    label: item.label,
    href: item.href ?? first?.href ?? "#",
    description: index?.description,
    itemCount: item.items.length,
  };
}
