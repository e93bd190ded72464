// The site's configuration: whose site this is (title, URLs, navbar, footer, announcement) and how
// its docs are shown. The engine holds none of it: it is the content's own config
// (`docusaurus.config.{ts,js,mjs}` in the content folder, Palaver's in content/), read on the
// server by app/lib/content/site-config.server.ts and handed to the browser in the root route's
// data. `site` reads whichever applies, so components use it as a plain object.

import { currentSiteConfig } from "~/lib/content/current-site.server";

export interface NavLink {
  label: string;
  href: string;
  /** The config item's `aria-label` and `className` (a footer item's icon link, say), given to the link as Docusaurus gives them. */
  ariaLabel?: string;
  className?: string;
  /** A dropdown's item of type doc/docSidebar/docsVersion: it follows the version being read. */
  docsLink?: boolean;
  /** Such an item's page in each version of the docs that has it, by version name (see DocItemTarget). */
  byVersion?: Record<string, DocItemTarget>;
}

/**
 * Where a navbar item of type doc, docSidebar or docsVersion leads in one version: its doc, the
 * first doc of its sidebar, or the version's first page; and the sidebar that page is in (the item
 * is active on that sidebar's pages in that version, as Docusaurus marks it).
 */
export interface DocItemTarget {
  route: string;
  sidebar?: string;
}

/** A footer item the site's config writes as HTML (Docusaurus's `{ html: "<a …>…</a>" }`). */
export interface FooterHtml {
  html: string;
}

/** A footer entry: a link, or an item written as HTML. */
export type FooterLink = NavLink | FooterHtml;

export interface FooterGroup {
  /** Empty for a footer of plain links (Docusaurus's `links: [{ label, to }]`). */
  title: string;
  links: (NavLink | FooterHtml)[];
}

export type NavbarPosition = "left" | "right";

/** A navbar item as the frame renders it: doc and sidebar items already resolved to routes. */
/** A version or locale dropdown's config `dropdownItemsBefore` / `dropdownItemsAfter`: links around its own items. */
export interface DropdownExtras {
  itemsBefore?: NavLink[];
  itemsAfter?: NavLink[];
}

export type NavbarItem =
  | {
      type: "link";
      /** Empty for an item the site shows as an icon of its own CSS (its aria-label names it). */
      label: string;
      /** A route, another site's URL, or `pathname:///x` (a plain link to a path of the site, as Docusaurus has it). */
      href: string;
      position: NavbarPosition;
      className?: string;
      docsLink?: boolean;
      byVersion?: Record<string, DocItemTarget>;
      /** The item's own `target` (`_self` keeps an outside link in this tab). */
      target?: string;
      /**
       * Where it is active instead of on its own path and below (config `activeBaseRegex`, matched
       * against the page's path, or `activeBasePath`, a path prefix without the base path).
       */
      activeBaseRegex?: string;
      activeBasePath?: string;
      ariaLabel?: string;
      /** The item's `title`: the link's tooltip, and the name of an icon link without an aria-label (crowdsec's GitHub link). */
      title?: string;
      /**
       * An item without a label whose `className` the site's stylesheet draws (`.header-github-link::before`,
       * an icon): shown as Docusaurus shows it, an empty link named by its aria-label (its address
       * when the config gives neither aria-label nor title).
       */
      iconOnly?: boolean;
    }
  | { type: "dropdown"; label: string; position: NavbarPosition; className?: string; items: NavLink[]; /** Its own page (config `to`/`href`): its label links there. */ href?: string }
  | ({
      type: "docsVersionDropdown";
      position: NavbarPosition;
      className?: string;
      /** Config `versions`: the versions listed, in this order, with their own labels; all when absent. */
      versions?: { name: string; label?: string }[];
    } & DropdownExtras)
  | ({ type: "localeDropdown"; position: NavbarPosition; className?: string } & DropdownExtras)
  | { type: "html"; value: string; position: NavbarPosition; className?: string };

export interface SiteConfig {
  productName: string;
  title: string;
  tagline: string;
  siteUrl: string;
  /** The path the site is served under, with slashes ("/" at the root of a host): config `baseUrl`. */
  baseUrl: string;
  /** A route into the site's static files, such as `/img/favicon.ico`. */
  favicon?: string;
  /** Between a page's title and the site's in the document title. */
  titleDelimiter: string;
  /** "Edit this page" link of a doc: `{path}` is the file's path in the content folder (`docs/intro.mdx`). None: no link. */
  editUrl?: string;
  /** The picture a shared link shows (og:image, twitter:image): a route into the static files, 1200×630. */
  /** `themeConfig.image`, with its pixel size when the build could measure it. */
  socialImage?: { path: string; width?: number; height?: number; alt: string };
  /** Meta tags of every page (themeConfig.metadata): one of the same name or property replaces the engine's. */
  metadata?: ({ name: string; content: string } | { property: string; content: string })[];
  /** Label of the docs in `docs/` (the current version), shown in the version dropdown. */
  currentVersionLabel: string;
  /** `content` is HTML, as in Docusaurus. */
  announcement?: { id: string; content: string; backgroundColor?: string; textColor?: string; isCloseable: boolean };
  /** The content's named external links (its config's `customFields.links`). */
  links: Record<string, string>;
  /** Navbar links into the documentation (internal routes), for the pages that stand in for a missing one. */
  sections: NavLink[];
  navbar: {
    title?: string;
    logo?: { src: string; alt: string; href: string; width?: number | string; height?: number | string };
    items: NavbarItem[];
  };
  footer: FooterGroup[];
  /** The footer's logo (themeConfig.footer.logo), a link when it has an `href`. */
  footerLogo?: { src: string; alt: string; href?: string; width?: number | string; height?: number | string };
  copyright: string;
  toc: { minHeadingLevel: number; maxHeadingLevel: number };
  locales: { code: string; label: string }[];
  /**
   * Code-block languages highlighted besides refractor's common set (bash, C-family, CSS, diff, Go,
   * INI, Java, JavaScript, JSON, Kotlin, Markdown, HTML/XML, PHP, Python, Ruby, Rust, SQL, Swift,
   * TypeScript, YAML and a few more): names of refractor's language files, such as "http" or "toml".
   */
  prism: { additionalLanguages: string[]; magicComments?: MagicComment[] };
  search: { maxHits: number; highlightResult: boolean; weights: { title: number; heading: number; keywords: number; text: number }; threshold: number };
  /**
   * Docusaurus's `markdown` options: `format` of `.md` files (mdx by default), `mermaid`, and the
   * `preprocessor` that rewrites each Markdown file's text before it is compiled.
   */
  markdown?: { format?: "mdx" | "md" | "detect"; mermaid?: boolean; preprocessor?: MarkdownPreprocessor };
  /**
   * Docusaurus's `trailingSlash: true`: its pages' URLs end in `/`, so a page's relative links are
   * resolved from the page as a folder. (Pages are published at `/x` all the same: see README.)
   * `false`: Docusaurus publishes its pages as `x.html`, so a link to `x.html` is one to the page.
   */
  trailingSlash?: boolean;
  /** The content config's `customFields`, as Docusaurus hands them to theme components. */
  customFields: Record<string, unknown>;
  /** What a broken link, anchor or Markdown link does to the build (Docusaurus's defaults: throw, warn, warn). */
  onBrokenLinks: BrokenLinkAction;
  onBrokenAnchors: BrokenLinkAction;
  onBrokenMarkdownLinks: BrokenLinkAction;
  /**
   * Offline reading. The whole site is saved on a reader's device without asking only while its
   * gzip size is under `autoSaveBudgetBytes` (default 15 MB); above it, when the app is installed or
   * the reader asks ("Save for offline reading"). The pages a reader opens are always kept.
   */
  offline?: { autoSaveBudgetBytes?: number };
  /** What makes the site installable: see InstallSettings. */
  install: InstallSettings;
  /**
   * The links of every page's head that are the site's own: its stylesheet (the CSS files of
   * `theme.customCss`, confined to the page's content), then its install links.
   */
  headLinks: InstallSettings["links"];
}

/**
 * The link and meta tags of every page's head that make the site installable: the site's own
 * (`@docusaurus/plugin-pwa`'s pwaHead: its manifest, icons, theme colour), or the engine's
 * manifest made from the config. File paths in them are site routes, put under the base path as
 * the page is rendered.
 */
export interface InstallSettings {
  links: ({ rel: string; href: string } & Record<string, string>)[];
  meta: Record<string, string>[];
  /** Whether the site names a manifest of its own (the engine writes none then). */
  ownManifest: boolean;
}

/**
 * A magic comment as `themeConfig.prism.magicComments` defines one: the class its lines get, the
 * directive that marks the next line, and the pair that marks a block. One of Docusaurus's
 * highlight class (`theme-code-block-highlighted-line`) gives this theme's highlighted lines.
 */
export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

export type BrokenLinkAction = "ignore" | "log" | "warn" | "throw";

let browserConfig: SiteConfig | undefined;

function currentConfig(): SiteConfig {
  if (typeof window !== "undefined") {
    // The root route's data of the page as served; it never revalidates.
    browserConfig ??= (window.__remixContext?.state.loaderData?.root as { site?: SiteConfig } | undefined)?.site;
    if (!browserConfig) throw new Error("The page was served without the site configuration (the root route's data).");
    return browserConfig;
  }
  return currentSiteConfig();
}

/** Docusaurus's `markdown.preprocessor`: a file's text in, the text to compile out. */
export type MarkdownPreprocessor = (args: { filePath: string; fileContent: string }) => string;

/** The current site's configuration, read field by field from the content's config. */
export const site: SiteConfig = new Proxy({} as SiteConfig, {
  get: (_, key) => currentConfig()[key as keyof SiteConfig],
  has: (_, key) => key in currentConfig(),
  ownKeys: () => Reflect.ownKeys(currentConfig()),
  getOwnPropertyDescriptor: (_, key) => {
    const descriptor = Reflect.getOwnPropertyDescriptor(currentConfig(), key);
    return descriptor && { ...descriptor, configurable: true };
  },
});
