// Shapes that cross the loader boundary (server → JSON → client). Plain data only.

export interface SidebarLink {
  type: "link";
  label: string;
  href: string;
  docId?: string;
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
}

/** A docs version as the navbar offers it, with where its links lead. */
export interface VersionChoice extends VersionInfo {
  /** The first page of the version's first sidebar. */
  firstRoute: string;
  /** For each navbar section link (a current-version route), the page it opens in this version. */
  sectionLinks: Record<string, string>;
}

export interface SiteData {
  /** Origin (and any path) the site is deployed at, without the base path or a trailing slash: SITE_URL or site.siteUrl. */
  siteUrl: string;
  versions: VersionChoice[];
  /** Navbar links into the docs: site configuration, or the content tree's navbar.json. */
  sections: { label: string; href: string }[];
}

export interface DocFrame {
  version: VersionInfo;
  /** The same page in each version, or that version's first page where it does not exist. */
  versionLinks: { name: string; href: string }[];
  sidebarName?: string;
  sidebar: SidebarItem[];
  /** Where the whole sidebar is, for categories whose items were left out (`lazy`). */
  sidebarUrl?: string;
  breadcrumbs: Crumb[];
  prev?: PagerLink;
  next?: PagerLink;
}

/** Under a doc's text: when its file last changed and where to edit it. */
export interface DocFooterData {
  /** The file's last commit (its modification time outside git), ISO 8601 UTC. */
  lastUpdatedAt: string;
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
  footer: DocFooterData;
}

export interface CategoryPageData extends DocFrame {
  kind: "category";
  route: string;
  title: string;
  description?: string;
  cards: CategoryCard[];
}

export type DocsRouteData = DocPageData | CategoryPageData;

export interface Author {
  key: string;
  name: string;
  title?: string;
  imageUrl?: string;
  url?: string;
  bio?: string;
  socials: { network: string; url: string }[];
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
