// Shapes that cross the loader boundary (server → JSON → client). Plain data only.
import type { DocItemTarget, SiteConfig } from "~/site.config";

export interface SidebarLink {
  type: "link";
  label: string;
  href: string;
  docId?: string;
  /** Sidebar item `className` (or the doc's `sidebar_class_name`). */
  className?: string;
  /** Sidebar item `customProps` (or the doc's `sidebar_custom_props`): kept for theme components. */
  customProps?: Record<string, unknown>;
  /**
   * Raw HTML shown in place of a link (Docusaurus's `type: "html"` item, from the site's own
   * sidebars file); its `href` is empty and `label` its text.
   */
  html?: string;
}

export interface SidebarCategory {
  type: "category";
  label: string;
  /** Where the category label links to: its generated index or its linked doc. */
  href?: string;
  collapsible: boolean;
  collapsed: boolean;
  items: SidebarItem[];
  /** The page's copy leaves this collapsed category's items out: they load when it is expanded. */
  lazy?: boolean;
  className?: string;
  customProps?: Record<string, unknown>;
  /** Shown on its generated index's card. */
  description?: string;
}

export type SidebarItem = SidebarLink | SidebarCategory;

export interface TocEntry {
  id: string;
  text: string;
  level: number;
}

export interface Crumb {
  label: string;
  href?: string;
}

export interface PagerLink {
  label: string;
  href: string;
}

export interface VersionInfo {
  name: string;
  label: string;
  /** Route prefix of this version's docs, e.g. `/docs` or `/docs/1.0`. */
  path: string;
  /** The version served at the docs' root (Docusaurus's lastVersion): the navbar's default. */
  isLast?: boolean;
  /** The notice above its docs, as Docusaurus shows it for versions other than the last. */
  banner?: "unreleased" | "unmaintained";
  /** Whether its docs show a "Version: <label>" badge. */
  badge?: boolean;
  /** Its pages are not for search engines (config versions.<name>.noIndex). */
  noIndex?: boolean;
  className?: string;
  /** Set for the docs of another docs plugin instance (its id): a docs section of its own, not a version. */
  instance?: string;
}

export interface CategoryCard {
  label: string;
  href: string;
  description?: string;
  /** Set for sub-categories: how many entries they hold. */
  itemCount?: number;
}

/** What client code needs to load a page's compiled MDX without eval. */
export interface MdxRef {
  hash: string;
  url: string;
  /** The theme modules its module reads (`@theme/Tabs`, …), loaded with it; absent when none. */
  modules?: string[];
}

/** A docs version as the navbar offers it, with where its links lead. */
export interface VersionChoice extends VersionInfo {
  /** The first page of the version's first sidebar. */
  firstRoute: string;
  /** For each navbar section link (a current-version route), the page it opens in this version. */
  sectionLinks: Record<string, string>;
  /**
   * The section links whose page this version has too (no first-page stand-in), for navbar.json's
   * links into the docs: that page's route, and the sidebar it is in (the item is active on that
   * sidebar's pages). A config's doc items carry their own (NavLink's `byVersion`).
   */
  docItemTargets?: Record<string, DocItemTarget>;
}

export interface SiteData {
  /** Origin (and any path) the site is deployed at, without the base path or a trailing slash: SITE_URL or site.siteUrl. */
  siteUrl: string;
  versions: VersionChoice[];
  /** Navbar links into the docs: site configuration, or the content tree's navbar.json. */
  sections: { label: string; href: string }[];
  /** The site's configuration, for the browser (`site` in app/site.config.ts reads it there). */
  site: SiteConfig;
}

export interface DocFrame {
  version: VersionInfo;
  /** The same page in each version, or that version's first page where it does not exist. */
  versionLinks: { name: string; href: string }[];
  sidebarName?: string;
  sidebar: SidebarItem[];
  /** Where the whole sidebar is, for categories whose items were left out (`lazy`). */
  sidebarUrl?: string;
  /** The categories that lead to the page; false when the docs options turn breadcrumbs off (none shown). */
  breadcrumbs: Crumb[] | false;
  prev?: PagerLink;
  next?: PagerLink;
  /** Docusaurus's notice on a version other than the last, linking to the same page there. */
  versionBanner?: { kind: "unreleased" | "unmaintained"; label: string; latestLabel: string; latestHref: string };
  /** "Version: <label>" above the page, when the version shows a badge. */
  versionBadge?: string;
}

/** Under a doc's text: when its file last changed and where to edit it. */
export interface DocFooterData {
  /**
   * The file's last commit (its modification time outside git), or front matter last_update.date,
   * ISO 8601 UTC; none when the docs option showLastUpdateTime is off.
   */
  lastUpdatedAt?: string;
  /** Front matter last_update.author. */
  lastUpdatedBy?: string;
  editUrl?: string;
}

/** An author as a page's byline shows them, linking to their author page. */
export interface Byline {
  key: string;
  name: string;
  title?: string;
  imageUrl?: string;
}

export interface DocPageData extends DocFrame {
  kind: "doc";
  /** Who wrote the page (front matter `authors`), in the order given. */
  authors: Byline[];
  route: string;
  docId: string;
  title: string;
  description?: string;
  mdx: MdxRef;
  toc: TocEntry[];
  hideTableOfContents: boolean;
  /** The page's MDX starts with its own h1, which is its title: the page adds none. */
  contentTitle?: boolean;
  footer: DocFooterData;
  /** Front matter hide_title: the page shows no title of its own. */
  hideTitle?: boolean;
  /** Front matter keywords, for the keywords meta tag. */
  keywords?: string[];
  /** Front matter image: the page's social card (a route or URL). */
  image?: string;
  /** Not for search engines: an unlisted page, or a version marked noIndex. */
  noindex?: boolean;
  /** Docusaurus's banners for an unlisted page, and a draft in `npm run dev`. */
  unlisted?: boolean;
  draft?: boolean;
  tags: { label: string; href: string }[];
  /**
   * The cards of the category this doc is the page of, for a page that shows <DocCardList />
   * (Docusaurus's useCurrentSidebarCategory); absent otherwise.
   */
  categoryCards?: CategoryCard[];
  /** The site config's themeConfig, for a page whose code reads it (useDocusaurusContext); absent otherwise. */
  themeConfig?: Record<string, unknown>;
  /** What the page's own `<head>` says in plain text (static-head.server.ts), for its document head. */
  head?: StaticHead;
}

/**
 * What a page's `<head>` element writes as plain text: its document title (the whole title, as
 * Docusaurus has it), meta tags (replacing the site's of the same name or property) and canonical URL.
 */
export interface StaticHead {
  title?: string;
  meta?: ({ name: string; content: string } | { property: string; content: string })[];
  canonical?: string;
}

/** A version's tags (`/docs/tags`). */
export interface TagsListPageData extends DocFrame {
  kind: "tags";
  route: string;
  title: string;
  tags: { label: string; href: string; count: number }[];
  /** The tags of a version marked noIndex: published, not for search engines. */
  noindex?: boolean;
}

/** The docs with one tag (`/docs/tags/<tag>`). */
export interface TagPageData extends DocFrame {
  kind: "tag";
  route: string;
  title: string;
  description?: string;
  allTagsHref: string;
  docs: { title: string; href: string; description?: string }[];
  /** A tag only unlisted docs have (Docusaurus's unlisted tag): published, not for search engines. */
  noindex?: boolean;
}

export interface CategoryPageData extends DocFrame {
  kind: "category";
  route: string;
  title: string;
  description?: string;
  /** The category link's keywords and image (Docusaurus's generated-index options). */
  keywords?: string[];
  image?: string;
  cards: CategoryCard[];
}

export type DocsRouteData = DocPageData | CategoryPageData | TagsListPageData | TagPageData;

/** A Markdown page of the site's own (content/pages, a Docusaurus site's src/pages). */
export interface StandalonePageData {
  route: string;
  title: string;
  description?: string;
  mdx: MdxRef;
  authors: Byline[];
  /** Its MDX starts with its own h1 (a Docusaurus src/pages page), which is its title. */
  contentTitle?: boolean;
  /** As DocPageData's. */
  themeConfig?: Record<string, unknown>;
  head?: StaticHead;
}

export interface Author {
  /** The author's key in authors.yml, as blog posts name it: any string, such as "Eli White". */
  key: string;
  /** The URL-safe form of the key: the author's page is `/blog/authors/<slug>`. */
  slug: string;
  email?: string;
  name: string;
  title?: string;
  imageUrl?: string;
  url?: string;
  bio?: string;
  socials: { network: string; url: string }[];
  /** False for an author of a Docusaurus blog's authors.yml whose entry asks for no page (Docusaurus's `page` option). */
  page?: false;
}

/** A link on the home page: a task, one of its shortcuts, or a section of the docs. */
export interface HomeLink {
  label: string;
  href: string;
}

/** The home page (content/home.yml): the readers' top tasks first, then the sections of the docs. */
export interface HomePage {
  title: string;
  intro?: string;
  tasks: (HomeLink & { text: string; links: HomeLink[] })[];
  sections: (HomeLink & { text: string; action: string })[];
}
