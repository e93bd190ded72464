// The content's own configuration: its `docusaurus.config.{ts,js,mjs}` read as Docusaurus reads it
// (Palaver's is content/docusaurus.config.ts), turned into the site settings the frame shows
// (SiteConfig) and the docs options the content model follows (DocsOptions). A content folder
// without one gets neutral defaults: the engine knows no site's name.
//
// Nothing in a config is silently dropped: plugins and themes that cannot run here, options this
// engine does not implement and packages the site has not installed are each named in one warning.

import fs from "node:fs";
import { imageSize } from "image-size";
import path from "node:path";
import { createRequire } from "node:module";
import { evaluateModuleFile, findConfigFile, isStandIn, moduleFileMentions, packageNameOf, runningInFolder, withSettledFunctions } from "./module-file.server.mjs";
import { DEFAULT_CONVERTERS, KNOWN_CONVERTERS, type Npm2YarnConverter, type Npm2YarnOptions } from "../mdx/npm2yarn.server";
import { DEFAULT_TAB_LABELS, type TabBlocksOptions } from "../mdx/tab-blocks.server";
import { prismHasGrammar } from "../mdx/code-blocks.server";
import { ContentError } from "../content-error.server";
import type { AdmonitionOptions } from "../mdx-plugins.server";
import { hasProtocol, isSitePath } from "../pathname-link";
import { installSettings } from "../pwa/web-app-manifest.server";
import { compileSiteStylesheet, type SiteStylesheet } from "../styles/site-stylesheet.server";
import { katexStylesheet, type KatexOptions, type MathOptions } from "../mdx/math.server";
import { infimaUtilities, usesInfimaClasses } from "../styles/infima-utilities.server";
import { searchableText } from "./config-text.server";
import type { BrokenLinkAction, DropdownExtras, FooterGroup, FooterLink, InstallSettings, MagicComment, MarkdownPreprocessor, NavbarItem, NavbarPosition, NavLink, SiteConfig } from "~/site.config";

/**
 * A docs plugin's `editUrl` string as a pattern with `{path}` where the file's path in the site
 * goes: Palaver's own form names the place; Docusaurus's appends the path.
 */
export function editUrlPattern(editUrl: string | undefined): string | undefined {
  if (editUrl === undefined) return undefined;
  return editUrl.includes("{path}") ? editUrl : `${editUrl.replace(/\/*$/, "/")}{path}`;
}

/** A remark or rehype plugin of the site's config: the function, its options, and a name for messages. */
export interface SiteMarkdownPlugin {
  plugin: (...args: unknown[]) => unknown;
  options: unknown;
  name: string;
}

export interface SiteMarkdownPlugins {
  beforeDefaultRemark: SiteMarkdownPlugin[];
  remark: SiteMarkdownPlugin[];
  beforeDefaultRehype: SiteMarkdownPlugin[];
  rehype: SiteMarkdownPlugin[];
}

/** `createRedirects` of `@docusaurus/plugin-client-redirects`: the old paths that lead to a page, given its path. */
export type RedirectsOfPage = (path: string) => string | string[] | undefined | null;

/** A redirect of `@docusaurus/plugin-client-redirects`: from a path of the site (no base path) to a page or URL. */
export interface Redirect {
  from: string;
  to: string;
}

/** Arguments of a docs `editUrl` function, as Docusaurus passes them. */
export interface EditUrlParams {
  version: string;
  versionDocsDirPath: string;
  docPath: string;
  permalink: string;
  locale: string;
}

export interface VersionOptions {
  label?: string;
  path?: string;
  banner?: "none" | "unreleased" | "unmaintained";
  badge?: boolean;
  className?: string;
  noIndex?: boolean;
}

/** The classic preset's docs options this engine follows (plugin-content-docs). */
export interface DocsOptions {
  /** The docs folder, absolute. */
  path: string;
  /** Route prefix of the docs, without slashes ("docs"; "" for docs at the site's root). */
  routeBasePath: string;
  /** The sidebars file, absolute; false for no sidebars; undefined for one generated sidebar. */
  sidebarPath?: string | false;
  editUrl?: string | ((params: EditUrlParams) => string | undefined);
  editCurrentVersion: boolean;
  /** Which version is served at the docs' root: `current` or a name from versions.json. */
  lastVersion?: string;
  versions: Record<string, VersionOptions>;
  onlyIncludeVersions?: string[];
  includeCurrentVersion: boolean;
  /** Docusaurus's disableVersioning: versions.json is not read, the current docs are the only version. */
  disableVersioning?: boolean;
  showLastUpdateTime: boolean;
  breadcrumbs: boolean;
  sidebarCollapsed: boolean;
  sidebarCollapsible: boolean;
  /** Globs of files under the docs folder that are not docs. */
  exclude: string[];
  /** Globs of the files under the docs folder that are docs (Docusaurus's include). */
  include: string[];
  /** The tags file (tags.yml) relative to the docs folder; null for none. */
  tags?: string | null;
  /** The npm2yarn remark plugin, when the site's config lists it: run on its docs' code blocks. */
  npm2yarn?: Npm2YarnOptions;
  /** The tab-blocks remark plugin, when the site's config lists it. */
  tabBlocks?: TabBlocksOptions;
  /** Math (`$…$`, `$$…$$`), when the config lists remark-math and rehype-katex: KaTeX's options. */
  math?: MathOptions;
  /** The `admonitions` option, when the config gives one: keywords of the site's own, or false for none. */
  admonitions?: AdmonitionOptions;
  /**
   * The site's own remark and rehype plugins (functions the config gives, with their options), run
   * on its pages where Docusaurus runs them: `beforeDefaultRemarkPlugins` before the theme's, the
   * others after. Server-only: functions.
   */
  markdownPlugins?: SiteMarkdownPlugins;
  /** Whether there was a config file: a Docusaurus site follows Docusaurus's version defaults. */
  fromConfigFile: boolean;
}

export interface LoadedSiteConfig {
  site: SiteConfig;
  docs: DocsOptions;
  /** The config file, if the content has one. */
  file?: string;
  /** Docs plugin instances beyond the default one (`plugins: [['@docusaurus/plugin-content-docs', { id, path, routeBasePath }]]`). */
  docsInstances: DocsInstance[];
  /**
   * The webpack `resolve.alias` entries the site's plugins add (`configureWebpack`): what pages'
   * imports are resolved through first (`@site/src/components/X$` → another file). Server-only: it holds paths.
   */
  aliases: Record<string, string>;
  /**
   * The routes plugins that are not run here would have made (a changelog's `routeBasePath`, the
   * paths a local plugin adds): links there are warnings, as links into the site's blog are.
   */
  pluginRoutes: PluginRoutes[];
  /** `@docusaurus/plugin-client-redirects`'s `redirects`: each written as a page that sends the reader on. */
  redirects: Redirect[];
  /** Its `createRedirects`, asked of every page (content/redirect-pages.server.ts). Server-only: a function. */
  createRedirects?: RedirectsOfPage;
  /**
   * The presets and themes of the config that are not run here (a company's own preset, a theme
   * package): what may provide the components a page uses without an import, named when one is missing.
   */
  unrunThemes: string[];
  /**
   * The classic preset's blog, which this engine does not render: its folder (its `path`) and
   * route (its `routeBasePath`); false when the config turns it off. Links there are warnings.
   */
  blog: { dir: string; route: string } | false;
  /** The site's own stylesheet (theme.customCss), with the files it names. Server-only: it holds paths. */
  stylesheet?: SiteStylesheet;
  /**
   * The folders published at the site root (config `staticDirectories`, else `static/`), in the
   * order a site path is looked for in them. Server-only: they are paths.
   */
  staticDirs: string[];
  /**
   * The packages stood in for while reading the config (not installed in the site's node_modules):
   * a site plugin that uses one works otherwise once it is installed, so compiles are keyed by them.
   */
  standIns: string[];
  /**
   * The config's `themeConfig` as data (functions and cycles left out), for the pages whose code
   * reads it through useDocusaurusContext: only they carry it, not every page's frame.
   */
  themeConfig: Record<string, unknown>;
  /** Problems that stop the build (a config that cannot be read). */
  problems: ContentError[];
  /** `file message` lines worth knowing that do not stop the build. */
  warnings: ContentError[];
}

const DEFAULT_INCLUDE = ["**/*.{md,mdx}"];
const DEFAULT_EXCLUDE = ["**/_*.{js,jsx,ts,tsx,md,mdx}", "**/_*/**", "**/*.test.{js,jsx,ts,tsx}", "**/__tests__/**"];

/** Packages pages are rendered with, always this engine's own copies: a site's alias for one is not applied. */
const ENGINE_PACKAGES = new Set(["react", "react-dom", "react/jsx-runtime", "react-dom/server", "react-dom/client"]);

const ENGINE_SEARCH: SiteConfig["search"] = {
  maxHits: 8,
  highlightResult: true,
  weights: { title: 3, heading: 2, keywords: 2, text: 1 },
  threshold: 0.35,
};

const cache = new Map<string, LoadedSiteConfig>();
/** The async configs read so far, by content folder: what settleSiteConfig() waits for. */
const pendingConfigs = new Map<string, { evaluated: EvaluatedConfig; settled?: Promise<boolean> }>();

type EvaluatedConfig = ReturnType<typeof evaluateModuleFile>;

/** The configuration of the content folder at `root`, read once per process. */
export function readSiteConfig(root: string): LoadedSiteConfig {
  let loaded = cache.get(root);
  if (!loaded) {
    loaded = loadSiteConfig(root);
    cache.set(root, loaded);
  }
  return loaded;
}

/**
 * An async config (`export default async function createConfig()`) is first read synchronously,
 * as data settled in another process, without its functions (readSiteConfig()). A reader that can
 * wait (the build, the check, the server) waits here for the same config settled in this process,
 * and reads it again with its functions: its `markdown.preprocessor`, `editUrl`, … Resolves true
 * when the configuration changed (what was made from the first reading is to be made again).
 */
export function settleSiteConfig(root: string): Promise<boolean> {
  readSiteConfig(root);
  const pending = pendingConfigs.get(root);
  if (!pending) return Promise.resolve(false);
  pending.settled ??= (pending.evaluated.pending as Promise<unknown>).then(
    (settled) => {
      const value = withSettledFunctions(pending.evaluated.value, settled);
      cache.set(root, loadSiteConfig(root, { ...pending.evaluated, value, droppedFunctions: [], pending: undefined }));
      return true;
    },
    // It threw here as it did in the other process, where it was reported.
    () => false,
  );
  return pending.settled;
}

function loadSiteConfig(root: string, evaluated?: EvaluatedConfig): LoadedSiteConfig {
  const file = findConfigFile(root, (f: string) => fs.existsSync(f));
  const problems: ContentError[] = [];
  const warnings: ContentError[] = [];
  let raw: Record<string, unknown> = {};
  let standIns: string[] = [];
  if (file) {
    try {
      const result = evaluated ?? evaluateForDefaultLocale(file);
      if (result.pending) pendingConfigs.set(root, { evaluated: result });
      const { value: config, missingPackages, droppedFunctions } = result;
      standIns = [...missingPackages].sort();
      if (droppedFunctions?.length) {
        warnings.push(new ContentError(file, `the config is async: it was settled apart, and its functions (${droppedFunctions.join(", ")}) are not used here`));
      }
      if (!config || typeof config !== "object") {
        problems.push(new ContentError(file, "the config must export an object (export default { title, url, … })"));
      } else raw = config as Record<string, unknown>;
      // A package's name, or a module path the installed package does not have (module-file.server.mjs).
      const isModulePath = (name: string) => name.split("/").length > (name.startsWith("@") ? 2 : 1);
      const missing = missingPackages.filter((name: string) => !RUN_HERE.has(name) && !isModulePath(name));
      if (missing.length) {
        warnings.push(
          new ContentError(file, `packages not installed in the site's node_modules, stood in for while reading the config: ${missing.join(", ")} (run npm install in the site folder to use them)`),
        );
      }
      const absent = missingPackages.filter(isModulePath);
      if (absent.length) {
        warnings.push(
          new ContentError(file, `modules the site's installed packages do not have, stood in for while reading the config: ${absent.join(", ")} (the installed version has another layout: Docusaurus would fail to load the config; use the path that version documents)`),
        );
      }
    } catch (error) {
      const e = error as { file?: string; line?: number; column?: number; problem?: string; message: string };
      problems.push(new ContentError(e.file ?? file, `cannot read the config: ${e.problem ?? e.message}`, { line: e.line, column: e.column }));
    }
  }
  const reader = new ConfigReader(root, file, raw, warnings, problems);
  const docs = reader.docs();
  const docsInstances = reader.docsInstances();
  // KaTeX's stylesheet (and its fonts) first, so that the site's own rules for math win.
  const math = [docs, ...docsInstances.map((instance) => instance.docs)].some((options) => options.math);
  const folders = [docs.path, ...docsInstances.map((instance) => instance.docs.path), path.join(root, "versioned_docs"), path.join(root, "src")];
  const infima = reader.infima() && usesInfimaClasses(folders) ? [infimaUtilities()] : [];
  const staticDirs = reader.staticDirs();
  const styles = compileSiteStylesheet([...infima, ...(math ? [katexStylesheet()] : []), ...reader.customCss], root, staticDirs);
  problems.push(...styles.problems);
  warnings.push(...styles.warnings);
  const site = withIconLinks(reader.site(styles.stylesheet?.href), styles.stylesheet?.css ?? "");
  return { site, docs, docsInstances, aliases: reader.aliases, pluginRoutes: reader.pluginRoutes, redirects: reader.redirects, createRedirects: reader.createRedirects, unrunThemes: reader.unrunThemes, blog: reader.blog, stylesheet: styles.stylesheet, staticDirs, standIns, themeConfig: reader.themeConfig(), file, problems, warnings };
}

type Dict = Record<string, unknown>;

/**
 * The config as a Docusaurus build of its default locale (the one locale built here) reads it:
 * Docusaurus sets DOCUSAURUS_CURRENT_LOCALE before loading the config, and sites pick settings
 * with it. As in Docusaurus, the default locale is known only from a first read of the config;
 * a config that never mentions the variable is not read twice.
 */
function evaluateForDefaultLocale(file: string): ReturnType<typeof evaluateModuleFile> {
  const first = evaluateModuleFile(file);
  const i18n = isDict(first.value) && isDict(first.value.i18n) ? first.value.i18n : {};
  const defaultLocale = str(i18n.defaultLocale) ?? "en";
  if (process.env.DOCUSAURUS_CURRENT_LOCALE === defaultLocale) return first;
  process.env.DOCUSAURUS_CURRENT_LOCALE = defaultLocale;
  return moduleFileMentions(file, "DOCUSAURUS_CURRENT_LOCALE") ? evaluateModuleFile(file) : first;
}

/** The math plugins Docusaurus documents, by package or by the name of the function a config imports. */
const REMARK_MATH = new Set(["remark-math", "remarkMath"]);
const REHYPE_KATEX = new Set(["rehype-katex", "rehypeKatex"]);

/** Docusaurus's npm2yarn remark plugin, which this engine runs itself (app/lib/mdx/npm2yarn.server.ts). */
const NPM2YARN_PLUGIN = "@docusaurus/remark-plugin-npm2yarn";
/** The tab-blocks remark plugin, which this engine runs itself too (app/lib/mdx/tab-blocks.server.ts). */
const TAB_BLOCKS_PLUGIN = "docusaurus-remark-plugin-tab-blocks";
/** The remark plugins this engine runs itself: a site need not have them installed. */
const RUN_HERE = new Set([NPM2YARN_PLUGIN, TAB_BLOCKS_PLUGIN, "remark-math", "rehype-katex"]);
/**
 * themeConfig options of Docusaurus's own themes (theme-classic, theme-mermaid, theme-search-algolia,
 * theme-live-codeblock, and Docusaurus 2's) that this engine does not honour: its frame is its own.
 */
const DOCUSAURUS_THEME_OPTIONS_NOT_USED = new Set(["colorMode", "docs", "blog", "mermaid", "algolia", "liveCodeBlock", "hideableSidebar", "autoCollapseSidebarCategories", "sidebarCollapsible", "hideOnScroll"]);
/** The docs options that list remark, rehype or recma plugins. */
const MARKDOWN_PLUGIN_OPTIONS = ["beforeDefaultRemarkPlugins", "remarkPlugins", "beforeDefaultRehypePlugins", "rehypePlugins", "recmaPlugins"];

/**
 * Marks the navbar links that the site draws as icons: no label, and a class its stylesheet has
 * rules for (HertzBeat's have no aria-label either: the link is then named by its address). Without
 * such rules the link keeps a name as text, or it would be an invisible link.
 */
function withIconLinks(site: SiteConfig, css: string): SiteConfig {
  const drawn = (className: string) => className.split(/\s+/).some((name) => name && new RegExp(`\\.${name.replace(/[^\w-]/g, "\\$&")}(?![\\w-])`).test(css));
  // Named by its aria-label, else its title (a tooltip, as in Docusaurus), else its address.
  const items = site.navbar.items.map((item) =>
    item.type === "link" && !item.label && item.className && drawn(item.className) ? { ...item, iconOnly: true, ...(item.ariaLabel || item.title ? {} : { ariaLabel: item.href }) } : item,
  );
  return { ...site, navbar: { ...site.navbar, items } };
}

const isDict = (value: unknown): value is Dict => typeof value === "object" && value !== null && !Array.isArray(value) && !isStandIn(value);
const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
const bool = (value: unknown): boolean | undefined => (typeof value === "boolean" ? value : undefined);

/** Reads the fields of a Docusaurus config, noting what it cannot honour. */
class ConfigReader {
  private readonly theme: Dict;
  private readonly docsOptions: Dict;
  /** The options of the docs plugin instances other than the default one, by id. */
  private readonly instanceOptions: { id: string; options: Dict }[] = [];
  /** The id of the instance built as the site's main docs when the preset's are off (`docs: false`). */
  private mainDocsId?: string;
  /** The webpack aliases the site's plugins add (see LoadedSiteConfig). */
  readonly aliases: Record<string, string> = {};
  /** The routes of plugins that are not run here, as far as the config or their code says (pluginRoutes()). */
  readonly pluginRoutes: PluginRoutes[] = [];
  /** See LoadedSiteConfig.blog: the classic preset's default until its options say otherwise. */
  blog: LoadedSiteConfig["blog"];
  /** The client-redirects plugin's redirects and its createRedirects function (readRedirects()). */
  readonly redirects: Redirect[] = [];
  createRedirects?: RedirectsOfPage;
  /** The presets and themes that are not run here (see LoadedSiteConfig.unrunThemes). */
  readonly unrunThemes: string[] = [];
  /** `@docusaurus/plugin-pwa`'s options, when the config lists it. */
  private pwaOptions?: Dict;
  /** The CSS and Sass files the classic preset's `theme.customCss` lists, as absolute paths, in order. */
  readonly customCss: string[] = [];

  constructor(
    private readonly root: string,
    private readonly file: string | undefined,
    private readonly raw: Dict,
    private readonly warnings: ContentError[],
    private readonly problems: ContentError[] = [],
  ) {
    this.theme = isDict(raw.themeConfig) ? raw.themeConfig : {};
    this.blog = { dir: path.join(root, "blog"), route: "/blog" };
    this.docsOptions = this.findDocsOptions();
  }

  private warn(problem: string, snippet?: string) {
    if (!this.file) return;
    this.warnings.push(new ContentError(this.file, problem, snippet ? locate(this.file, snippet) : undefined));
  }

  /**
   * The folders published at the site root: `staticDirectories` (relative to the site folder, as
   * Docusaurus resolves them; ory keeps its files in src/static), else `static/`.
   */
  staticDirs(): string[] {
    this.staticDirsRead ??= (() => {
      const value = this.raw.staticDirectories;
      if (value === undefined) return [path.join(this.root, "static")];
      const listed = Array.isArray(value) ? value : [value];
      const dirs = listed.filter((dir): dir is string => typeof dir === "string");
      if (dirs.length !== listed.length) this.warn(`staticDirectories must be a list of folder paths; ${JSON.stringify(listed.filter((dir) => typeof dir !== "string"))} is left out`, "staticDirectories");
      return dirs.map((dir) => path.resolve(this.root, dir));
    })();
    return this.staticDirsRead;
  }

  private staticDirsRead?: string[];

  /** Static file paths are relative to the site's base URL in Docusaurus; routes here. */
  private staticRoute(value: unknown): string | undefined {
    const src = str(value);
    if (!src) return undefined;
    if (/^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith("//")) return src;
    // Written with the base URL already (ory's logo: `/docs/img/logo.svg` on a site at /docs/), it
    // gets it once, as useBaseUrl adds it only to a path that does not start with it.
    const base = this.baseUrl();
    const route = base !== "/" && src.startsWith(base) ? src.slice(base.length) : src;
    return `/${route.replace(/^\/+/, "")}`;
  }

  /**
   * The favicon's route. One the site does not have is said here, once: Docusaurus's link check
   * reads links only, so such a site builds there and browsers get a 404 for the icon.
   */
  private favicon(): string | undefined {
    const route = this.staticRoute(this.raw.favicon);
    if (route?.startsWith("/") && !route.startsWith("//") && !siteFile(this.staticDirs(), route)) {
      const where = this.staticDirs().map((dir) => `${path.relative(this.root, dir) || "."}/`).join(" or ");
      this.warn(`favicon ${str(this.raw.favicon)}: no such file in ${where} (browsers get a 404 for the icon; Docusaurus builds the site all the same)`, "favicon");
    }
    return route;
  }

  /**
   * The install tags: the PWA plugin's pwaHead, or the engine's manifest. The plugin's other
   * options are about its own service worker: this engine has its own, and says which were given.
   */
  private install(): InstallSettings {
    const options = this.pwaOptions ?? {};
    const pwaHead = Array.isArray(options.pwaHead) ? options.pwaHead : undefined;
    const { settings, skipped } = installSettings(pwaHead, this.baseUrl());
    const unused = Object.keys(options).filter((key) => key !== "pwaHead" && key !== "id");
    if (unused.length) {
      this.warn(
        `@docusaurus/plugin-pwa: its pwaHead is used (the site's manifest, icons and theme colour); not its ${unused.join(", ")}: this engine's own service worker keeps the pages a reader opens and saves the whole site as customFields.offline says`,
        "pwaHead",
      );
    }
    if (skipped.length) this.warn(`@docusaurus/plugin-pwa: pwaHead entries not added to pages (a <link> with rel and href, or a <meta>, is): ${skipped.join(", ")}`, "pwaHead");
    return settings;
  }

  /** A remark or rehype plugin as a config lists it (`plugin` or `[plugin, options]`), by its package's name where known. */
  private markdownPluginName(entry: unknown): string {
    const plugin = Array.isArray(entry) ? entry[0] : entry;
    const fromPackage = packageNameOf(plugin);
    if (fromPackage) return fromPackage;
    if (typeof plugin === "function" && typeof plugin.name === "string" && plugin.name) return plugin.name;
    return typeof plugin === "string" ? plugin : "(an unnamed plugin)";
  }

  /**
   * Math as Docusaurus documents it, remark-math with rehype-katex in a docs plugin's options, which
   * this engine runs (mdx/math.server.ts): both or neither, since either alone shows nothing of the
   * formulas. KaTeX's options are those given to rehype-katex.
   */
  private mathOptions(options: Dict): MathOptions | undefined {
    const listed = (lists: string[], names: Set<string>) =>
      lists.flatMap((key) => (Array.isArray(options[key]) ? (options[key] as unknown[]) : [])).find((entry) => names.has(this.markdownPluginName(entry)));
    const katexEntry = listed(["beforeDefaultRehypePlugins", "rehypePlugins"], REHYPE_KATEX);
    if (katexEntry === undefined || listed(["beforeDefaultRemarkPlugins", "remarkPlugins"], REMARK_MATH) === undefined) return undefined;
    return { katex: Array.isArray(katexEntry) && isDict(katexEntry[1]) ? (katexEntry[1] as KatexOptions) : {} };
  }

  /** The npm2yarn plugin's options (`sync`, `converters`); converters npm-to-yarn does not know are named in a warning and left out. */
  private npm2yarnOptions(value: unknown, key: string): Npm2YarnOptions {
    const options = isDict(value) ? value : {};
    const converters: Npm2YarnConverter[] = [];
    const unknown: string[] = [];
    for (const converter of Array.isArray(options.converters) ? options.converters : DEFAULT_CONVERTERS) {
      if (typeof converter === "string" && (KNOWN_CONVERTERS as readonly string[]).includes(converter)) converters.push(converter);
      else if (Array.isArray(converter) && typeof converter[0] === "string" && typeof converter[1] === "function") converters.push([converter[0], converter[1] as (code: string) => string]);
      else unknown.push(typeof converter === "string" ? `"${converter}"` : Array.isArray(converter) && typeof converter[0] === "string" ? `"${converter[0]}" (its function did not reach this build)` : JSON.stringify(converter) ?? String(converter));
    }
    if (unknown.length) this.warn(`${NPM2YARN_PLUGIN} converters left out: ${unknown.join(", ")} (it converts to ${KNOWN_CONVERTERS.join(", ")}, or [name, function] of your own)`, key);
    return { sync: options.sync === true, converters };
  }

  /** The tab-blocks plugin's options (`labels`, `groupId`, `sync`); anything else it is given is named in a warning. */
  private tabBlocksOptions(value: unknown, key: string): TabBlocksOptions {
    const options = isDict(value) ? value : {};
    const labels: [string, string][] = [...DEFAULT_TAB_LABELS];
    const bad: string[] = [];
    for (const pair of Array.isArray(options.labels) ? options.labels : []) {
      if (Array.isArray(pair) && typeof pair[0] === "string" && typeof pair[1] === "string") labels.push([pair[0], pair[1]]);
      else bad.push(JSON.stringify(pair) ?? String(pair));
    }
    const unknown = Object.keys(options).filter((name) => !["labels", "groupId", "sync"].includes(name));
    if (bad.length) this.warn(`${TAB_BLOCKS_PLUGIN} labels left out (each is ["language", "Label"]): ${bad.join(", ")}`, key);
    if (unknown.length) this.warn(`${TAB_BLOCKS_PLUGIN} options not supported here, left unused: ${unknown.join(", ")}`, key);
    return { labels, groupId: str(options.groupId) || "code-examples", sync: bool(options.sync) ?? true };
  }

  /**
   * A navbar's or footer's logo: its picture (a route into the static files), alt text, size, and the
   * link around it if any. The frame's one theme is dark, so a `srcDark` is the picture shown, as
   * Docusaurus shows it in its dark mode (and @theme/ThemedImage here shows the dark source).
   */
  private logo(value: unknown): { src: string; alt: string; href?: string; width?: number | string; height?: number | string } | undefined {
    if (!isDict(value) || !str(value.src)) return undefined;
    const size = (dimension: unknown) => (typeof dimension === "number" || typeof dimension === "string" ? dimension : undefined);
    const href = this.linkTarget(value);
    return {
      src: this.staticRoute(str(value.srcDark) ?? value.src)!,
      alt: str(value.alt) ?? "",
      ...(href ? { href } : {}),
      ...(size(value.width) !== undefined ? { width: size(value.width) } : {}),
      ...(size(value.height) !== undefined ? { height: size(value.height) } : {}),
    };
  }

  /**
   * A link's `to` (a route; another site's URL as it is, which Docusaurus's Link leaves alone) or
   * `href` (a URL, or a route when it starts with the base URL or `/`). Either one written with the
   * base URL gets it once, as useBaseUrl adds it only to paths without it.
   */
  private linkTarget(item: Dict): string | undefined {
    const base = this.baseUrl();
    const withoutBase = (url: string) => (base !== "/" && url.startsWith(base) ? `/${url.slice(base.length)}` : url);
    const to = str(item.to);
    if (to !== undefined) {
      // Another site, or an anchor of the page the reader is on (`to: '#'`), which Docusaurus's
      // useBaseUrl leaves as written.
      if (hasProtocol(to) || to.startsWith("#")) return to;
      return to.startsWith("/") ? withoutBase(to) : `/${to}`;
    }
    const href = str(item.href);
    return href === undefined ? undefined : withoutBase(href);
  }

  baseUrl(): string {
    const base = str(this.raw.baseUrl) ?? "/";
    return `/${base.replace(/^\/+|\/+$/g, "")}/`.replace(/^\/\/$/, "/");
  }

  /**
   * `trailingSlash: true` resolves pages' relative links as Docusaurus does with it; the pages are
   * published at `/x` (x.html), not `/x/`: said once, as what is not done.
   */
  private trailingSlash(): boolean | undefined {
    // false: Docusaurus publishes pages as x.html (a link to x.html is one to the page there).
    if (this.raw.trailingSlash === false) return false;
    if (this.raw.trailingSlash !== true) return undefined;
    this.warn("trailingSlash: true: pages are published at /x (x.html), not at /x/ (x/index.html), and their links and canonical URLs end without a slash; relative links in pages are resolved as from /x/, as in Docusaurus", "trailingSlash");
    return true;
  }

  /** Whether the site's pages may get Infima's layout and utility classes (when they use them): unless its customFields say `infima: false`. */
  infima(): boolean {
    return !(isDict(this.raw.customFields) && this.raw.customFields.infima === false);
  }

  themeConfig(): Record<string, unknown> {
    return plainData(this.theme) as Record<string, unknown>;
  }

  /** The site's settings; `stylesheet` is the path of its own stylesheet, when it has one. */
  site(stylesheet?: string): SiteConfig {
    const raw = this.raw;
    const custom = isDict(raw.customFields) ? raw.customFields : {};
    const title = str(raw.title) ?? "Documentation";
    const navbar = isDict(this.theme.navbar) ? this.theme.navbar : {};
    const announcement = isDict(this.theme.announcementBar) ? this.theme.announcementBar : undefined;
    const footer = isDict(this.theme.footer) ? this.theme.footer : {};
    const install = this.install();
    const toc = isDict(this.theme.tableOfContents) ? this.theme.tableOfContents : {};
    const prism = isDict(this.theme.prism) ? this.theme.prism : {};
    const image = this.staticRoute(this.theme.image);
    const items = this.navbarItems(navbar.items);
    const docsOptions = this.docsOptions;
    const versions = isDict(docsOptions.versions) ? docsOptions.versions : {};
    const current = isDict(versions.current) ? versions.current : {};
    const logo = isDict(navbar.logo) ? navbar.logo : undefined;
    return {
      productName: str(custom.productName) ?? title,
      title,
      tagline: str(raw.tagline) ?? "",
      siteUrl: (str(raw.url) ?? "http://localhost").replace(/\/+$/, ""),
      baseUrl: this.baseUrl(),
      favicon: this.favicon(),
      titleDelimiter: str(raw.titleDelimiter) ?? "|",
      editUrl: this.editUrlPattern(),
      socialImage: image ? { path: image, ...staticImageSize(this.staticDirs(), image), alt: str(custom.socialImageAlt) ?? title } : undefined,
      metadata: this.metadata(),
      // Docusaurus labels the current version "Next" with or without a versions.json (a site's
      // version dropdown says so); a content folder without a config, unversioned, keeps "Docs".
      currentVersionLabel: str(current.label) ?? (this.file || fs.existsSync(path.join(this.root, "versions.json")) ? "Next" : "Docs"),
      announcement:
        announcement && str(announcement.content)
          ? {
              id: str(announcement.id) ?? "announcement-bar",
              content: str(announcement.content)!,
              backgroundColor: str(announcement.backgroundColor),
              textColor: str(announcement.textColor),
              isCloseable: bool(announcement.isCloseable) ?? true,
            }
          : undefined,
      links: Object.fromEntries(Object.entries(isDict(custom.links) ? custom.links : {}).filter(([, v]) => typeof v === "string")) as Record<string, string>,
      sections: items.flatMap((item): NavLink[] => (item.type === "link" && isSitePath(item.href) ? [{ label: item.label, href: item.href }] : [])),
      navbar: {
        title: str(navbar.title),
        logo: logo && this.logo(logo) ? { ...this.logo(logo)!, href: this.linkTarget(logo) ?? "/" } : undefined,
        items,
      },
      footer: this.footerGroups(footer.links),
      footerLogo: this.logo(footer.logo),
      copyright: str(footer.copyright) ?? "",
      toc: {
        minHeadingLevel: typeof toc.minHeadingLevel === "number" ? toc.minHeadingLevel : 2,
        maxHeadingLevel: typeof toc.maxHeadingLevel === "number" ? toc.maxHeadingLevel : 3,
      },
      locales: this.locales(),
      prism: { additionalLanguages: this.prismLanguages(prism.additionalLanguages), ...(prism.magicComments !== undefined ? { magicComments: this.magicComments(prism.magicComments) } : {}) },
      search: ENGINE_SEARCH,
      markdown: this.markdownOptions(),
      ...optional("trailingSlash", this.trailingSlash()),
      customFields: plainData(custom) as Record<string, unknown>,
      // Docusaurus has no such setting: a site sets it in its customFields (`offline: { autoSaveBudgetBytes }`).
      offline: isDict(custom.offline) && typeof custom.offline.autoSaveBudgetBytes === "number" ? { autoSaveBudgetBytes: custom.offline.autoSaveBudgetBytes } : undefined,
      install,
      // Its stylesheet first: right after this theme's, as Docusaurus puts a site's CSS after Infima's.
      headLinks: [...(stylesheet ? [{ rel: "stylesheet", href: stylesheet }] : []), ...install.links],
      // Docusaurus's defaults for a Docusaurus site; a content folder without a config stays strict.
      onBrokenLinks: brokenLinkAction(raw.onBrokenLinks, "throw"),
      onBrokenAnchors: brokenLinkAction(raw.onBrokenAnchors, this.file ? "warn" : "throw"),
      onBrokenMarkdownLinks: brokenLinkAction(
        raw.onBrokenMarkdownLinks ?? (isDict(raw.markdown) && isDict(raw.markdown.hooks) ? raw.markdown.hooks.onBrokenMarkdownLinks : undefined),
        this.file ? "warn" : "throw",
      ),
    };
  }

  private metadata(): SiteConfig["metadata"] {
    const items = Array.isArray(this.theme.metadata) ? this.theme.metadata : [];
    const tags: NonNullable<SiteConfig["metadata"]> = [];
    for (const item of items) {
      const content = isDict(item) ? str(item.content) : undefined;
      const name = isDict(item) ? str(item.name) : undefined;
      const property = isDict(item) ? str(item.property) : undefined;
      if (content !== undefined && name) tags.push({ name, content });
      else if (content !== undefined && property) tags.push({ property, content });
      else this.warn("themeConfig.metadata: an item needs a name or property and a content; it is left out", "metadata");
    }
    this.warnUnusedThemeConfig();
    return tags.length ? tags : undefined;
  }

  /**
   * Prism's names of the languages the site adds. Docusaurus 3 takes them in any case (its own site
   * lists 'PHp'); one Prism does not have stops a Docusaurus build, so it is a problem of the config,
   * reported once at its line rather than by every page's compile.
   */
  private prismLanguages(listed: unknown): string[] {
    const names = Array.isArray(listed) ? listed.filter((name): name is string => typeof name === "string") : [];
    return names.flatMap((name) => {
      const language = name.trim().toLowerCase();
      if (prismHasGrammar(language)) return [language];
      if (this.file) {
        const where = locate(this.file, `'${name}'`) ?? locate(this.file, `"${name}"`);
        this.problems.push(new ContentError(this.file, `themeConfig.prism.additionalLanguages lists "${name}", which is no language of Prism's: code in it is shown without highlighting`, where));
      }
      return [];
    });
  }

  /**
   * `prism.magicComments`, which replace Docusaurus's default highlight comments. An entry without
   * a className, or with neither a line directive nor a block, is one Docusaurus refuses: a problem.
   */
  private magicComments(value: unknown): MagicComment[] {
    const where = this.file ? locate(this.file, "magicComments") : undefined;
    if (!Array.isArray(value)) {
      this.problems.push(new ContentError(this.file ?? "docusaurus.config", "themeConfig.prism.magicComments must be a list of { className, line, block: { start, end } }", where));
      return [];
    }
    const comments: MagicComment[] = [];
    for (const entry of value) {
      const block = isDict(entry) && isDict(entry.block) && str(entry.block.start) && str(entry.block.end) ? { start: str(entry.block.start)!, end: str(entry.block.end)! } : undefined;
      const line = isDict(entry) ? str(entry.line) : undefined;
      const className = isDict(entry) ? str(entry.className) : undefined;
      if (!className || (!line && !block) || (isDict(entry) && entry.block !== undefined && !block)) {
        this.problems.push(
          new ContentError(this.file ?? "docusaurus.config", `themeConfig.prism.magicComments: ${JSON.stringify(entry)} needs a className and a line directive or a block { start, end }`, where),
        );
        continue;
      }
      comments.push({ className, ...(line ? { line } : {}), ...(block ? { block } : {}) });
    }
    return comments;
  }

  /**
   * The themeConfig options of Docusaurus's own themes that this engine has no use for, named in
   * one warning. Other keys are the site's own (or a community plugin's, which is named among the
   * plugins not run): pages read them through useDocusaurusContext, so they are not ignored.
   */
  private warnUnusedThemeConfig() {
    const unused = Object.keys(this.theme).filter((key) => DOCUSAURUS_THEME_OPTIONS_NOT_USED.has(key));
    const prism = isDict(this.theme.prism) ? this.theme.prism : {};
    unused.push(...Object.keys(prism).filter((key) => key !== "additionalLanguages" && key !== "magicComments").map((key) => `prism.${key}`));
    // The footer's links, logo and copyright are shown; its style (dark or light) is the theme's.
    const footer = isDict(this.theme.footer) ? this.theme.footer : {};
    unused.push(...Object.keys(footer).filter((key) => !["links", "logo", "copyright"].includes(key)).map((key) => `footer.${key}`));
    if (unused.length) this.warn(`themeConfig options not used here (this engine has its own theme): ${unused.join(", ")}`, "themeConfig");
  }

  private markdownOptions(): SiteConfig["markdown"] {
    const markdown = isDict(this.raw.markdown) ? this.raw.markdown : {};
    const format = markdown.format === "md" || markdown.format === "mdx" || markdown.format === "detect" ? markdown.format : undefined;
    const preprocessor = typeof markdown.preprocessor === "function" ? (runningInFolder(this.root, markdown.preprocessor) as MarkdownPreprocessor) : undefined;
    // hooks.onBrokenMarkdownLinks is read with the other link options.
    const hooks = isDict(markdown.hooks) ? markdown.hooks : {};
    // MDX 1 compatibility is what this engine always does (HTML comments, `:::` admonitions,
    // `{#id}` headings: Docusaurus's defaults); only turning one off goes unheeded.
    const compat = isDict(markdown.mdx1Compat) ? markdown.mdx1Compat : {};
    const compatOff = Object.keys(compat).filter((key) => compat[key] !== undefined && compat[key] !== true);
    const unused = [
      ...Object.keys(markdown).filter((key) => !["format", "mermaid", "preprocessor", "hooks", "mdx1Compat"].includes(key) && markdown[key] !== undefined),
      ...(markdown.mdx1Compat !== undefined && !isDict(markdown.mdx1Compat) ? ["mdx1Compat"] : compatOff.map((key) => `mdx1Compat.${key}: ${JSON.stringify(compat[key])}`)),
      ...Object.keys(hooks).filter((key) => key !== "onBrokenMarkdownLinks" && hooks[key] !== undefined).map((key) => `hooks.${key}`),
    ];
    if (unused.length && this.file) {
      // At the option itself: a config often names a function of its own after the option it is for.
      const text = fs.readFileSync(this.file, "utf8");
      const from = Math.max(0, text.search(/\bmarkdown\s*:/));
      const at = text.indexOf(unused[0].replace(/^(hooks|mdx1Compat)\./, "").replace(/:.*$/, ""), from);
      this.warnings.push(new ContentError(this.file, `markdown options not supported here, left unused: ${unused.join(", ")}`, at < 0 ? undefined : positionAt(text, at)));
    }
    return { ...(format ? { format } : {}), ...(typeof markdown.mermaid === "boolean" ? { mermaid: markdown.mermaid } : {}), ...(preprocessor ? { preprocessor } : {}) };
  }

  private locales(): SiteConfig["locales"] {
    const i18n = isDict(this.raw.i18n) ? this.raw.i18n : {};
    const defaultLocale = str(i18n.defaultLocale) ?? "en";
    const configs = isDict(i18n.localeConfigs) ? i18n.localeConfigs : {};
    const codes = Array.isArray(i18n.locales) ? i18n.locales.filter((c): c is string => typeof c === "string") : [defaultLocale];
    if (codes.some((code) => code !== defaultLocale)) {
      this.warn(`i18n: only the default locale "${defaultLocale}" is built; ${codes.filter((c) => c !== defaultLocale).join(", ")} are not (translations are not supported)`, "locales");
    }
    return [defaultLocale].map((code) => {
      const config = isDict(configs[code]) ? (configs[code] as Dict) : {};
      return { code, label: str(config.label) ?? localeName(code) };
    });
  }

  private navbarItems(value: unknown): NavbarItem[] {
    if (!Array.isArray(value)) return [];
    const items: NavbarItem[] = [];
    for (const entry of value) {
      if (!isDict(entry)) continue;
      const item = this.navbarItem(entry);
      if (item) items.push(item);
    }
    return items;
  }

  private navbarItem(entry: Dict): NavbarItem | undefined {
    const position: NavbarPosition = entry.position === "right" ? "right" : "left";
    const className = str(entry.className);
    const type = str(entry.type) ?? (Array.isArray(entry.items) ? "dropdown" : "default");
    const label = str(entry.label) ?? str(entry.html) ?? "";
    switch (type) {
      case "doc":
      case "docSidebar": {
        const ref = str(type === "doc" ? entry.docId : entry.sidebarId);
        if (!ref) {
          this.warn(`navbar item of type "${type}" needs ${type === "doc" ? "docId" : "sidebarId"}; it is left out`, type);
          return undefined;
        }
        // Resolved to a route once the docs are read (resolveNavbarItems), in the docs plugin instance named.
        const instance = str(entry.docsPluginId);
        const inInstance = this.isOtherInstance(instance) ? `@${instance}` : "";
        return { type: "link", label, href: `${type}${inInstance}:${ref}`, position, className, docsLink: true };
      }
      case "docsVersion":
        return { type: "link", label: label || "Docs", href: `docsVersion:${str(entry.to) ?? ""}`, position, className, docsLink: true };
      case "docsVersionDropdown": {
        // Another docs plugin instance's versions are not built here (its current docs are): its
        // dropdown is the one link Docusaurus draws for a single version, to that version's main
        // doc, labelled as its current version is (airbyte's platform docs).
        const instance = str(entry.docsPluginId);
        if (this.isOtherInstance(instance)) {
          const versions = this.instanceOptions.find((option) => option.id === instance)?.options.versions;
          const current = isDict(versions) && isDict(versions.current) ? str(versions.current.label) : undefined;
          return { type: "link", label: current ?? "Next", href: `docsVersion@${instance}:`, position, className, docsLink: true };
        }
        return { type: "docsVersionDropdown", position, ...(className ? { className } : {}), ...this.versionDropdownOptions(entry), ...this.dropdownExtras(entry, type) };
      }
      case "localeDropdown":
        // The one locale built is listed between the site's own links, as Docusaurus lists them.
        return { type: "localeDropdown", position, ...(className ? { className } : {}), ...this.dropdownExtras(entry, type) };
      case "search":
        // The frame always has its search box.
        return undefined;
      case "html":
        return { type: "html", value: str(entry.value) ?? "", position, className };
      case "dropdown": {
        const notShown: string[] = [];
        const links = (Array.isArray(entry.items) ? entry.items : []).flatMap((child): NavLink[] => {
          if (!isDict(child)) return [];
          const inner = this.navbarItem(child);
          if (inner && inner.type !== "link") notShown.push(inner.type);
          return inner?.type === "link" ? [{ label: inner.label, href: inner.href, ...(inner.docsLink ? { docsLink: true } : {}) }] : [];
        });
        // A divider or heading written as HTML (stellar's `<hr><small>SDF Platforms</small>`): the
        // dropdown here lists links only.
        if (notShown.length) this.warn(`navbar dropdown "${label}" holds items of type ${[...new Set(notShown)].join(", ")}, which are not shown in a dropdown here (it lists its links)`, label || undefined);
        // Its own page, which Docusaurus draws its label as a link to (dagger's "Resources").
        const href = entry.to !== undefined || entry.href !== undefined ? this.linkTarget(entry) : undefined;
        return { type: "dropdown", label, position, className, items: links, ...(href ? { href } : {}) };
      }
      case "default": {
        const href = this.linkTarget(entry);
        if (href === undefined) {
          this.warn(`navbar item "${label}" has neither "to" nor "href"; it is left out`, label || undefined);
          return undefined;
        }
        const title = str(entry.title);
        return { type: "link", label, href, position, className, target: str(entry.target), ariaLabel: str(entry["aria-label"]), ...(title ? { title } : {}), ...this.activeBase(entry, label) };
      }
      default:
        this.warn(`navbar items of type "${type}" are not supported; it is left out`, type);
        return undefined;
    }
  }

  /** A navbar link's `activeBaseRegex` (a regular expression that compiles) or `activeBasePath` (made a path from the root). */
  private activeBase(entry: Dict, label: string): { activeBaseRegex?: string; activeBasePath?: string } {
    const regex = str(entry.activeBaseRegex);
    if (regex !== undefined) {
      try {
        new RegExp(regex);
        return { activeBaseRegex: regex };
      } catch (error) {
        this.warn(`navbar item "${label}": activeBaseRegex is no regular expression (${(error as Error).message}); the item is active on its own path`, "activeBaseRegex");
        return {};
      }
    }
    const base = str(entry.activeBasePath);
    return base === undefined ? {} : { activeBasePath: `/${base.replace(/^\/+/, "")}` };
  }

  /** A version or locale dropdown's links before and after its own items (`dropdownItemsBefore` / `dropdownItemsAfter`). */
  private dropdownExtras(entry: Dict, type: string): DropdownExtras {
    const links = (key: string): NavLink[] | undefined => {
      const value = entry[key];
      if (value === undefined) return undefined;
      if (!Array.isArray(value)) {
        this.warn(`${type}: ${key} must be a list of links; it is left out`, key);
        return undefined;
      }
      const notShown: string[] = [];
      const shown = value.flatMap((child): NavLink[] => {
        if (!isDict(child)) return [];
        const inner = this.navbarItem(child);
        if (inner && inner.type !== "link") notShown.push(inner.type);
        return inner?.type === "link" ? [{ label: inner.label, href: inner.href }] : [];
      });
      // A separator or heading written as HTML (pptr.dev's "Archived versions"): the dropdown lists links only.
      if (notShown.length) this.warn(`${type}: ${key} holds items of type ${[...new Set(notShown)].join(", ")}, which are not shown in a dropdown here (it lists its links)`, key);
      return shown;
    };
    const before = links("dropdownItemsBefore");
    const after = links("dropdownItemsAfter");
    return { ...(before?.length ? { itemsBefore: before } : {}), ...(after?.length ? { itemsAfter: after } : {}) };
  }

  /** A docsVersionDropdown's `versions` (names, or names to `{label}`). */
  private versionDropdownOptions(entry: Dict): { versions?: { name: string; label?: string }[] } {
    let versions: { name: string; label?: string }[] | undefined;
    const listed = entry.versions;
    if (Array.isArray(listed)) versions = listed.flatMap((name) => (typeof name === "string" ? [{ name }] : []));
    else if (isDict(listed)) versions = Object.entries(listed).map(([name, options]) => ({ name, ...(isDict(options) && str(options.label) ? { label: str(options.label) } : {}) }));
    else if (listed !== undefined) this.warn("docsVersionDropdown: versions must be a list of version names or an object of them; all versions are listed", "versions");
    return versions ? { versions } : {};
  }

  private footerGroups(value: unknown): FooterGroup[] {
    if (!Array.isArray(value)) return [];
    const linkOf = (item: unknown): FooterGroup["links"] => {
      if (!isDict(item)) return [];
      // Written by the site's owner and shown as written, as Docusaurus's footer does.
      if (typeof item.html === "string") return [{ html: item.html }];
      const href = this.linkTarget(item);
      if (href === undefined) {
        this.warn(`footer item "${str(item.label) ?? ""}" has neither "to", "href" nor "html"; it is left out`, str(item.label));
        return [];
      }
      const ariaLabel = str(item["aria-label"]);
      const className = str(item.className);
      return [{ label: str(item.label) ?? href, href, ...(ariaLabel ? { ariaLabel } : {}), ...(className ? { className } : {}) }];
    };
    // Docusaurus accepts columns ({ title, items }) or one row of plain links.
    if (value.every((entry) => isDict(entry) && Array.isArray(entry.items))) {
      return value.map((column: Dict) => ({ title: str(column.title) ?? "", links: (column.items as unknown[]).flatMap(linkOf) }));
    }
    return [{ title: "", links: value.flatMap(linkOf) }];
  }

  private editUrlPattern(): string | undefined {
    return editUrlPattern(str(this.docsOptions.editUrl));
  }

  /**
   * The client-redirects plugin's `redirects` (`from`, a path or a list of them, to `to`), written
   * here as pages that send the reader on, as the plugin writes them. What it computes with
   * functions (`createRedirects`) or extensions is named as not run.
   */
  private readRedirects(options: Dict, name: string): void {
    const entries = Array.isArray(options.redirects) ? options.redirects : [];
    for (const entry of entries) {
      const to = isDict(entry) ? str(entry.to) : undefined;
      const froms = isDict(entry) ? [entry.from].flat().filter((from): from is string => typeof from === "string" && from.startsWith("/")) : [];
      if (!to || !froms.length) {
        this.warn(`plugin ${name}: a redirect needs "from" (a path starting with /, or a list of them) and "to"; this one is left out`, isDict(entry) ? str(entry.to) ?? "redirects" : "redirects");
        continue;
      }
      for (const from of froms) this.redirects.push({ from: from.replace(/(.)\/+$/, "$1"), to });
    }
    // createRedirects(path) names the old paths of each page: asked of every page once its routes are known.
    if (typeof options.createRedirects === "function" && !isStandIn(options.createRedirects)) this.createRedirects = options.createRedirects as RedirectsOfPage;
    const notRun = Object.keys(options).filter((key) => key !== "redirects" && key !== "id" && !(key === "createRedirects" && this.createRedirects));
    if (notRun.length) this.warn(`plugin ${name}: ${notRun.join(", ")} not run here (its "redirects" are written as pages that send the reader on)`, notRun[0]);
  }

  /** The docs options: of the classic preset, or of a docs plugin listed on its own. */
  private findDocsOptions(): Dict {
    const unsupported: string[] = [];
    let docs: Dict | undefined;
    const nameOf = (entry: unknown): string => {
      // A plugin given by require.resolve('./plugins/x') is named by its path in the site folder.
      if (typeof entry === "string") return path.isAbsolute(entry) && !path.relative(this.root, entry).startsWith("..") ? `./${path.relative(this.root, entry)}` : entry;
      if (Array.isArray(entry)) return nameOf(entry[0]);
      if (typeof entry === "function") return entry.name || "(an inline plugin function)";
      if (isDict(entry) && typeof entry.name === "string") return entry.name;
      return "(an unnamed plugin)";
    };
    const optionsOf = (entry: unknown): Dict => (Array.isArray(entry) && isDict(entry[1]) ? entry[1] : {});
    const presets = configuredEntries(this.raw.presets);
    const isClassic = (entry: unknown) => /^(@docusaurus\/preset-)?classic$|^@docusaurus\/preset-classic$/.test(nameOf(entry));
    // A preset that wraps the classic one (a company's own, which adds its plugins) takes the same
    // `docs` options and hands them on: with no classic preset beside it, they are this site's docs
    // options, not lost.
    const wrapper = presets.some(isClassic) ? undefined : presets.find((entry) => isDict(optionsOf(entry).docs) || optionsOf(entry).docs === false);
    for (const preset of presets) {
      const name = nameOf(preset);
      if (!isClassic(preset) && preset !== wrapper) {
        unsupported.push(`preset ${name}`);
        this.unrunThemes.push(name);
        continue;
      }
      const options = optionsOf(preset);
      if (options.docs === false) docs = { __disabled: true };
      else if (isDict(options.docs)) docs = options.docs;
      if (preset === wrapper) {
        unsupported.push(`preset ${name} (beyond its docs options, which are used as the classic preset's)`);
        this.unrunThemes.push(name);
        // The plugins it adds beside the docs (docusaurus-preset-openapi's `api`, at /api by
        // default): routes of plugins not run here, which links may lead to.
        for (const [key, value] of Object.entries(options)) {
          if (key === "docs" || key === "theme" || !isDict(value)) continue;
          const routes = pluginRoutes(`${name}/${key}`, value, this.root);
          if (routes.length) this.pluginRoutes.push({ plugin: `${name}'s ${key}`, routes });
        }
        continue;
      }
      if (options.blog !== undefined && options.blog !== false) unsupported.push("the classic preset's blog (only blog/authors.yml is read)");
      if (options.blog === false) this.blog = false;
      else if (isDict(options.blog)) {
        const route = str(options.blog.routeBasePath)?.replace(/^\/+|\/+$/g, "") ?? "blog";
        this.blog = { dir: path.resolve(this.root, str(options.blog.path) ?? "blog"), route: `/${route}` };
      }
      if (isDict(options.theme)) this.readCustomCss(options.theme.customCss);
      for (const key of ["pages", "sitemap", "gtag", "googleTagManager", "googleAnalytics", "svgr"]) {
        if (isDict(options[key]) || (options[key] !== undefined && options[key] !== false && key !== "pages" && key !== "sitemap")) unsupported.push(`the classic preset's ${key} options`);
      }
    }
    for (const plugin of configuredEntries(this.raw.plugins)) {
      const name = nameOf(plugin);
      const options = optionsOf(plugin);
      const isDocs = /(^|\/)plugin-content-docs$|^content-docs$/.test(name);
      if (isDocs && (options.id === undefined || options.id === "default") && !docs) docs = options;
      // Another instance is another docs section, built with its own sidebar under its routeBasePath.
      else if (isDocs && typeof options.id === "string" && !this.instanceOptions.some((instance) => instance.id === options.id)) this.instanceOptions.push({ id: options.id, options });
      else if (/(^|\/)plugin-pwa$|^pwa$/.test(name) && !this.pwaOptions) this.pwaOptions = options;
      else if (/(^|\/)plugin-client-redirects$|^client-redirects$/.test(name)) this.readRedirects(options, name);
      // What it does, compiling the site's Sass, this engine does itself (styles/stylesheet-source.server.ts);
      // its options (sass-loader's) are not.
      else if (/(^|\/)docusaurus-plugin-sass$/.test(name)) {
        if (Object.keys(options).length) unsupported.push(`plugin ${name}'s options (${Object.keys(options).join(", ")}: Sass is compiled here with the site's packages as its load path)`);
      } else if (/(^|\/)docusaurus-plugin-less$/.test(name)) {
        // Less too (styles/stylesheet-source.server.ts); its options (less-loader's) are not used.
        if (Object.keys(options).length) unsupported.push(`plugin ${name}'s options (${Object.keys(options).join(", ")}: Less is compiled here with the site's packages as its load path)`);
      } else {
        const aliased = /(^|\/)docusaurus-plugin-module-alias$/.test(name) ? this.readModuleAliasOptions(options, name) : this.readAliases(plugin, name);
        // Its component is provided (components/theme/IdealImage.tsx); its resizing is what is not run.
        const idealImage = /(^|\/)plugin-ideal-image$/.test(name) ? " (beyond @theme/IdealImage, which shows each image as it is, not resized)" : "";
        unsupported.push(`plugin ${name}${options.id ? ` (id "${String(options.id)}")` : ""}${aliased ? " (beyond the import aliases it adds, which are applied)" : ""}${idealImage}`);
        const routes = pluginRoutes(name, options, this.root);
        if (routes.length) this.pluginRoutes.push({ plugin: name, routes });
      }
    }
    for (const theme of configuredEntries(this.raw.themes)) {
      unsupported.push(`theme ${nameOf(theme)}`);
      this.unrunThemes.push(nameOf(theme));
    }
    // What a Docusaurus site adds to every page's head or bundle: these pages carry only the
    // engine's own code (the Content-Security-Policy allows no other script).
    // KaTeX's stylesheet, which Docusaurus's math guide has a site load from a CDN, is served by
    // this site where math is run: that entry is not one left out.
    const math = [docs ?? {}, ...this.instanceOptions.map((instance) => instance.options)].some((options) => this.mathOptions(options));
    const isKatex = (entry: unknown) => /katex/i.test(typeof entry === "string" ? entry : isDict(entry) ? String(entry.href ?? "") : "");
    for (const key of ["scripts", "stylesheets", "headTags", "clientModules"]) {
      const entries = Array.isArray(this.raw[key]) ? (this.raw[key] as unknown[]) : [];
      if (entries.some((entry) => !(math && key === "stylesheets" && isKatex(entry)))) unsupported.push(key);
    }
    if (unsupported.length) this.warn(`not run here (this engine has its own theme, search and sitemap): ${unsupported.join("; ")}`, "plugins:");
    // `docs: false` (superset's): the classic preset's docs are off, and the site's docs are those of
    // its docs plugin instances. The first is built as the site's main docs (its versions, the version
    // dropdown), under its own id; no docs/ folder of the preset's is read or published.
    if (docs?.__disabled === true && this.instanceOptions.length) {
      const [main] = this.instanceOptions.splice(0, 1);
      this.mainDocsId = main.id;
      return main.options;
    }
    return docs ?? {};
  }

  /** Whether a navbar item's docsPluginId names an instance other than the site's main docs. */
  private isOtherInstance(id: string | undefined): id is string {
    return Boolean(id) && id !== "default" && id !== this.mainDocsId;
  }

  /**
   * `theme.customCss`: a path or a list of them (relative ones from the site folder, as Docusaurus
   * resolves them). CSS, Sass and Less are applied; a file from a package that is not installed was
   * stood in for (and named) with the config.
   */
  private readCustomCss(value: unknown): void {
    const entries = Array.isArray(value) ? value : value === undefined ? [] : [value];
    const notCss: string[] = [];
    for (const entry of entries) {
      if (isStandIn(entry)) continue;
      if (typeof entry !== "string") {
        this.warn(`theme.customCss lists ${JSON.stringify(entry)}, which is not a file path: it is left out`, "customCss");
        continue;
      }
      const file = path.resolve(this.root, entry);
      // What require.resolve gave back for a package the site has not installed (named with the config's missing packages).
      const fromPackage = !entry.startsWith(".") && !path.isAbsolute(entry);
      if ((fromPackage || /[/\\]node_modules[/\\]/.test(entry)) && !fs.existsSync(file)) continue;
      if (/\.(css|scss|sass|less)$/i.test(file)) this.customCss.push(file);
      else notCss.push(path.relative(this.root, file));
    }
    if (notCss.length) this.warn(`theme.customCss: ${notCss.join(", ")} not applied (only CSS, Sass and Less files are)`, "customCss");
  }

  /**
   * A plugin written in the config (a function) is called as Docusaurus would, and its
   * `configureWebpack` given a bare webpack config, for the one thing of webpack's that decides
   * what a page's imports are: `resolve.alias`, which sites use to point `@site/…` imports at
   * other files. Whether it added any; a plugin that throws or is async is left out, said once.
   */
  private readAliases(entry: unknown, name: string): boolean {
    const [plugin, options] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined];
    if (typeof plugin !== "function") return false;
    const context = { siteDir: this.root, siteConfig: this.raw, baseUrl: this.baseUrl(), outDir: path.join(this.root, "build"), generatedFilesDir: path.join(this.root, ".docusaurus"), i18n: { currentLocale: "en", defaultLocale: "en", locales: ["en"] } };
    try {
      const instance = plugin(context, options ?? {});
      // An async plugin's promise is left unsettled: what it would add is not known here.
      if (instance instanceof Promise) instance.catch(() => undefined);
      if (!isDict(instance) || typeof instance.configureWebpack !== "function") return false;
      const config: { resolve: { alias: Dict } } = { resolve: { alias: {} } };
      const returned = instance.configureWebpack(config, false, { getStyleLoaders: () => [], getJSLoader: () => ({}) }, undefined);
      const added = { ...config.resolve.alias, ...(isDict(returned) && isDict(returned.resolve) && isDict(returned.resolve.alias) ? returned.resolve.alias : {}) };
      return this.addAliases(added, name);
    } catch (error) {
      this.warn(`plugin ${name} threw when called to read its import aliases (${(error as Error)?.message ?? String(error)}); imports it would redirect are resolved as written`, "plugins:");
      return false;
    }
  }

  /**
   * `docusaurus-plugin-module-alias` (a community plugin) hands its `alias` option to webpack's
   * `resolve.alias` as it is: read here as the aliases a plugin's configureWebpack adds.
   */
  private readModuleAliasOptions(options: Dict, name: string): boolean {
    return isDict(options.alias) ? this.addAliases(options.alias, name) : false;
  }

  /**
   * Takes a plugin's aliases to absolute paths, except two kinds, named in one warning: one for
   * React (pages render with this engine's own copy; two Reacts in a page break its hooks) and one
   * into a node_modules folder the site has not installed (its import then resolves as written, as
   * it would once the package were there). Whether any alias was taken.
   */
  private addAliases(aliases: Dict, name: string): boolean {
    const skipped: string[] = [];
    let any = false;
    for (const [key, target] of Object.entries(aliases)) {
      if (typeof target !== "string" || !path.isAbsolute(target)) continue;
      const modules = /[/\\]node_modules[/\\](.+)$/.exec(target);
      if (ENGINE_PACKAGES.has(key.replace(/\$$/, ""))) skipped.push(`${key} (pages render with this engine's own React)`);
      else if (modules && !fs.existsSync(target)) skipped.push(`${key} (leads into node_modules/${modules[1].replace(/\\/g, "/")}, which is not installed)`);
      else {
        this.aliases[key] = target;
        any = true;
      }
    }
    if (skipped.length) this.warn(`plugin ${name}: import aliases not applied: ${skipped.join("; ")}; those imports are resolved as written`, "plugins:");
    return any;
  }

  /** The other docs plugin instances: each one's options (its sidebars file only when it names one). */
  docsInstances(): DocsInstance[] {
    return this.instanceOptions.map(({ id, options }) => {
      const docs = this.docs({ ...options, path: options.path ?? id, routeBasePath: options.routeBasePath ?? id });
      return { id, docs: { ...docs, sidebarPath: options.sidebarPath === undefined ? undefined : docs.sidebarPath } };
    });
  }

  docs(options: Dict = this.docsOptions): DocsOptions {
    const known = new Set([
      "path", "routeBasePath", "sidebarPath", "editUrl", "editCurrentVersion", "lastVersion", "versions", "onlyIncludeVersions",
      "includeCurrentVersion", "showLastUpdateTime", "breadcrumbs", "sidebarCollapsed", "sidebarCollapsible", "exclude", "tags",
      "id", "__disabled", "include", "disableVersioning", "admonitions",
    ]);
    // Remark and rehype plugins change the Markdown: npm2yarn's, tab blocks' and math's are run by
    // this engine itself; the other functions the config gives are run as Docusaurus runs them.
    // What cannot run (a package the site has not installed, recma plugins) is named with its list,
    // since what it would change is shown as written.
    const markdownPlugins = MARKDOWN_PLUGIN_OPTIONS.filter((key) => Array.isArray(options[key]) && (options[key] as unknown[]).length);
    let npm2yarn: Npm2YarnOptions | undefined;
    let tabBlocks: TabBlocksOptions | undefined;
    const math = this.mathOptions(options);
    const run: SiteMarkdownPlugins = { beforeDefaultRemark: [], remark: [], beforeDefaultRehype: [], rehype: [] };
    const runList: Record<string, SiteMarkdownPlugin[] | undefined> = {
      beforeDefaultRemarkPlugins: run.beforeDefaultRemark,
      remarkPlugins: run.remark,
      beforeDefaultRehypePlugins: run.beforeDefaultRehype,
      rehypePlugins: run.rehype,
    };
    for (const key of markdownPlugins) {
      const isRemarkList = /remarkplugins$/i.test(key);
      const notRun: string[] = [];
      for (const entry of options[key] as unknown[]) {
        const name = this.markdownPluginName(entry);
        const plugin = Array.isArray(entry) ? entry[0] : entry;
        const pluginOptions = Array.isArray(entry) ? entry[1] : undefined;
        if (isRemarkList && name === NPM2YARN_PLUGIN) npm2yarn = this.npm2yarnOptions(pluginOptions, key);
        else if (isRemarkList && name === TAB_BLOCKS_PLUGIN) tabBlocks = this.tabBlocksOptions(pluginOptions, key);
        else if (math && (isRemarkList ? REMARK_MATH : REHYPE_KATEX).has(name)) continue;
        // Half of math (remark-math without rehype-katex) would show formulas as bare text: not run, and said so.
        else if (typeof plugin === "function" && !isStandIn(plugin) && runList[key] && !REMARK_MATH.has(name) && !REHYPE_KATEX.has(name)) {
          runList[key]!.push({ plugin: plugin as SiteMarkdownPlugin["plugin"], options: pluginOptions, name });
        }
        else notRun.push(name);
      }
      if (notRun.length) this.warn(`docs ${key} not run here: ${notRun.join(", ")} (Markdown they would change is shown as written)`, key);
    }
    const sitePlugins = Object.values(run).some((list) => list.length) ? run : undefined;
    const ignored = Object.keys(options).filter((key) => !known.has(key) && !markdownPlugins.includes(key));
    if (ignored.length) this.warn(`docs options not supported here, left unused: ${ignored.join(", ")}`, ignored[0]);
    const resolve = (value: unknown, fallback: string) => path.resolve(this.root, str(value) ?? fallback);
    const sidebarPath = options.sidebarPath === false ? false : str(options.sidebarPath) !== undefined ? resolve(options.sidebarPath, "") : defaultSidebarsFile(this.root);
    const versions: Record<string, VersionOptions> = {};
    if (isDict(options.versions)) {
      for (const [name, value] of Object.entries(options.versions)) {
        if (!isDict(value)) continue;
        const banner = str(value.banner);
        versions[name] = {
          label: str(value.label),
          path: str(value.path),
          banner: banner === "none" || banner === "unreleased" || banner === "unmaintained" ? banner : undefined,
          badge: bool(value.badge),
          className: str(value.className),
          noIndex: bool(value.noIndex),
        };
      }
    }
    const editUrl = typeof options.editUrl === "function" ? (runningInFolder(this.root, options.editUrl) as DocsOptions["editUrl"]) : str(options.editUrl);
    return {
      path: resolve(options.path, "docs"),
      routeBasePath: (str(options.routeBasePath) ?? "docs").replace(/^\/+|\/+$/g, ""),
      sidebarPath,
      editUrl,
      editCurrentVersion: bool(options.editCurrentVersion) ?? false,
      lastVersion: str(options.lastVersion),
      versions,
      onlyIncludeVersions: Array.isArray(options.onlyIncludeVersions) ? options.onlyIncludeVersions.filter((v): v is string => typeof v === "string") : undefined,
      includeCurrentVersion: bool(options.includeCurrentVersion) ?? true,
      ...(bool(options.disableVersioning) ? { disableVersioning: true } : {}),
      showLastUpdateTime: bool(options.showLastUpdateTime) ?? !this.file,
      breadcrumbs: bool(options.breadcrumbs) ?? true,
      sidebarCollapsed: bool(options.sidebarCollapsed) ?? true,
      sidebarCollapsible: bool(options.sidebarCollapsible) ?? true,
      exclude: Array.isArray(options.exclude) ? options.exclude.filter((g): g is string => typeof g === "string") : DEFAULT_EXCLUDE,
      include: Array.isArray(options.include) ? options.include.filter((g): g is string => typeof g === "string") : DEFAULT_INCLUDE,
      tags: options.tags === null || options.tags === false ? null : str(options.tags),
      ...(npm2yarn ? { npm2yarn } : {}),
      ...(tabBlocks ? { tabBlocks } : {}),
      ...(sitePlugins ? { markdownPlugins: sitePlugins } : {}),
      ...(math ? { math } : {}),
      ...(options.admonitions !== undefined && options.admonitions !== true ? { admonitions: this.admonitionOptions(options.admonitions) } : {}),
      fromConfigFile: Boolean(this.file),
    };
  }

  /**
   * The docs' `admonitions` option: `false`, or `{ keywords, extendDefaults }` (Docusaurus 3 keeps
   * its own types unless extendDefaults is false). Anything else it holds is named in a warning.
   */
  private admonitionOptions(value: unknown): AdmonitionOptions {
    if (value === false) return false;
    const options = isDict(value) ? value : {};
    const keywords = Array.isArray(options.keywords) ? options.keywords.filter((k): k is string => typeof k === "string" && /^[\w-]+$/.test(k)) : [];
    const unused = Object.keys(options).filter((key) => key !== "keywords" && key !== "extendDefaults");
    if (!isDict(value)) unused.push(String(value));
    if (unused.length) this.warn(`docs admonitions options not supported here, left unused: ${unused.join(", ")} (keywords and extendDefaults are)`, "admonitions");
    return { keywords, extendDefaults: bool(options.extendDefaults) ?? true };
  }
}

/**
 * The pixel size of an image of the site's static folders, for link previews' og:image:width and
 * height; none for a URL or a file that cannot be measured (the tags are then left out, as
 * Docusaurus leaves them out).
 */
function staticImageSize(staticDirs: string[], route: string): { width?: number; height?: number } {
  const file = siteFile(staticDirs, route);
  if (!file) return {};
  try {
    const { width, height } = imageSize(fs.readFileSync(file));
    return width && height ? { width, height } : {};
  } catch {
    return {};
  }
}

/** The file a site path names in the site's static folders (the first that has it), if any. */
export function siteFile(staticDirs: string[], route: string): string | undefined {
  if (!route.startsWith("/") || route.startsWith("//")) return undefined;
  let rel: string;
  try {
    rel = decodeURIComponent(route.replace(/[?#].*$/, "")).slice(1);
  } catch {
    return undefined;
  }
  return staticDirs.map((dir) => path.join(dir, rel)).find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

function defaultSidebarsFile(root: string): string | undefined {
  return ["sidebars.js", "sidebars.ts", "sidebars.mjs", "sidebars.cjs", "sidebars.json"].map((name) => path.join(root, name)).find((file) => fs.existsSync(file));
}

/** A value as JSON keeps it (functions and stand-ins dropped): it travels to the browser. */
/** A plugin that is not run here, and the route prefixes it would have served. */
export interface PluginRoutes {
  plugin: string;
  routes: string[];
}

const ROUTE_BASE_DEFAULTS: [RegExp, string][] = [
  [/(^|\/)plugin-content-blog$|^content-blog$/, "blog"],
  // docusaurus-plugin-openapi, alone or as docusaurus-preset-openapi's `api`.
  [/(^|\/)docusaurus-plugin-openapi$|(^|\/)docusaurus-preset-openapi\/api$/, "api"],
  // docusaurus-plugin-typedoc-api's API pages (mikro-orm's).
  [/(^|\/)docusaurus-plugin-typedoc-api$/, "api"],
];
const PLUGIN_FILES = ["", ".js", ".mjs", ".cjs", ".ts", ".mts", "/index.js", "/index.mjs", "/index.ts"];

/**
 * The routes a plugin would have made, as far as can be known without running it: its
 * `routeBasePath` (a blog instance's defaults to `blog`), and for a plugin of the site's own
 * (`./src/plugins/x`) or a package the site has installed, the paths its code gives `addRoute`:
 * literal (`{ path: '/x' }`) or joined to the base URL (`normalizeUrl([baseUrl, 'contributors'])`,
 * verdaccio's).
 */
function pluginRoutes(name: string, options: Dict, root: string): string[] {
  const routes: string[] = [];
  const base = str(options.routeBasePath) ?? ROUTE_BASE_DEFAULTS.find(([pattern]) => pattern.test(name))?.[1];
  const trimmed = base?.replace(/^\/+|\/+$/g, "");
  // A routeBasePath of `/` would claim every path: no link would be found broken.
  if (trimmed) routes.push(`/${trimmed}`);
  const file = pluginFile(name, root);
  const source = file ? fs.readFileSync(file, "utf8") : "";
  for (const match of source.matchAll(/\baddRoute\(\s*\{[^}]*?\bpath\s*:\s*(?:(['"`])(\/[^'"`$]*)\1|normalizeUrl\(\s*\[\s*[\w.]*baseUrl\s*,((?:\s*(['"`])[^'"`$]*\4\s*,?)+)\])/g)) {
    const joined = match[3] ? `/${[...match[3].matchAll(/(['"`])([^'"`$]*)\1/g)].map((part) => part[2].replace(/^\/+|\/+$/g, "")).filter(Boolean).join("/")}` : match[2];
    const route = joined.replace(/\/+$/, "");
    if (route) routes.push(route);
  }
  return [...new Set(routes)];
}

/** A plugin's main file: of the site's own (`./src/plugins/x`), or of a package in the site's node_modules. */
function pluginFile(name: string, root: string): string | undefined {
  if (name.startsWith(".")) return PLUGIN_FILES.map((ext) => path.resolve(root, name + ext)).find((candidate) => fs.statSync(candidate, { throwIfNoEntry: false })?.isFile());
  try {
    return createRequire(path.join(root, "package.json")).resolve(name);
  } catch {
    return undefined;
  }
}

function plainData(value: unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(value ?? {}));
  } catch {
    return {};
  }
}

function brokenLinkAction(value: unknown, fallback: BrokenLinkAction): BrokenLinkAction {
  return value === "ignore" || value === "log" || value === "warn" || value === "throw" ? value : fallback;
}

function localeName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: "language" }).of(code);
    return name ? name.charAt(0).toUpperCase() + name.slice(1) : code;
  } catch {
    return code;
  }
}

/**
 * The entries of a config's plugins, themes or presets. Docusaurus skips `false`, `null` and
 * `undefined` ones, which conditional plugins leave (`isProfiling && ['rsdoctor', {...}]`).
 */
function configuredEntries(list: unknown): unknown[] {
  return Array.isArray(list) ? list.filter((entry) => entry !== false && entry !== null && entry !== undefined) : [];
}

/**
 * The line of `snippet` in the config, for a warning about it. An option's name is found where it is
 * a key (`name:`, or `name,` written shorthand), not where a function of the site's own named after
 * it is declared or a type comment mentions it; anything else at its first place.
 */
function locate(file: string, snippet: string): { line: number; column: number } | undefined {
  const text = searchableText(file, fs.readFileSync(file, "utf8"));
  const asKey = /^[A-Za-z_$][\w$]*$/.test(snippet) ? new RegExp(`(?<!\\b(?:const|let|var|function|class)\\s+)(?<=^|[\\s{,])${snippet.replace(/\$/g, "\\$")}(?=\\s*[:,}(])`, "m").exec(text) : null;
  const at = asKey ? asKey.index : text.indexOf(snippet);
  return at < 0 ? undefined : positionAt(text, at);
}

function positionAt(text: string, at: number): { line: number; column: number } {
  const before = text.slice(0, at).split("\n");
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

export interface DocsInstance {
  id: string;
  docs: DocsOptions;
}

type NavbarItemConfig =
  | { type?: "default"; label: string; to?: string; href?: string; position?: "left" | "right"; className?: string }
  | { type: "doc"; docId: string; label?: string; position?: "left" | "right"; className?: string }
  | { type: "docSidebar"; sidebarId: string; label?: string; position?: "left" | "right"; className?: string }
  | { type: "docsVersionDropdown" | "localeDropdown"; position?: "left" | "right"; className?: string; dropdownItemsBefore?: NavbarItemConfig[]; dropdownItemsAfter?: NavbarItemConfig[] }
  | { type: "search"; position?: "left" | "right" }
  | { type: "dropdown"; label: string; items: NavbarItemConfig[]; position?: "left" | "right" }
  | { type: "html"; value: string; position?: "left" | "right"; className?: string };

/**
 * The part of Docusaurus's config this engine reads, for a content folder's own
 * `docusaurus.config.ts` to be checked against (`satisfies DocusaurusConfig`).
 */
export interface DocusaurusConfig {
  title: string;
  tagline?: string;
  url: string;
  baseUrl: string;
  favicon?: string;
  titleDelimiter?: string;
  onBrokenLinks?: BrokenLinkAction;
  onBrokenAnchors?: BrokenLinkAction;
  onBrokenMarkdownLinks?: BrokenLinkAction;
  i18n?: { defaultLocale: string; locales: string[]; localeConfigs?: Record<string, { label?: string }> };
  presets?: unknown[];
  plugins?: unknown[];
  themes?: unknown[];
  customFields?: Record<string, unknown>;
  themeConfig?: {
    image?: string;
    announcementBar?: { id?: string; content: string; backgroundColor?: string; textColor?: string; isCloseable?: boolean };
    navbar?: { title?: string; logo?: { src: string; alt?: string; href?: string; width?: number; height?: number }; items?: NavbarItemConfig[] };
    footer?: { links?: ({ title?: string; items: { label: string; to?: string; href?: string }[] } | { label: string; to?: string; href?: string })[]; copyright?: string };
    tableOfContents?: { minHeadingLevel?: number; maxHeadingLevel?: number };
    prism?: { additionalLanguages?: string[] };
  };
}

/** `{ [key]: value }`, or nothing when the value is undefined: for optional fields of a spread object. */
function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
