// Compiles a page's MDX with mdx-bundler, caching by content hash in memory and on disk so an
// unchanged page is never compiled twice (across builds too). A compile is kept in two parts: what
// every build reads of every page (links, anchors, TOC, module hash: about 7 % of the bytes), and
// the module code and search text, read only for a page that is rendered again.

import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { siteMarkdownPlugins, siteMarkdownPluginsKey } from "./mdx/site-markdown-plugins.server";
import { fileURLToPath, pathToFileURL } from "node:url";
import { LRUCache } from "lru-cache";
import { VFile } from "vfile";
import type { Element as HastElement, Root as HastRoot } from "hast";
import type { Processor, Transformer } from "unified";
import { ContentError, isContentError, throwIfAny } from "./content-error.server";
import { basePath } from "./base-path";
import {
  normalizeAdmonitionTitles,
  remarkAdmonitions,
  admonitionNames,
  remarkAnchors,
  remarkCodeTitles,
  remarkDocLinks,
  remarkScriptElements,
  remarkHeadings,
  remarkImageSizes,
  remarkSearchSections,
  type TextSection,
  localImageSize,
  type LinkResolver,
  type LinkRef,
  NO_DOC,
} from "./mdx-plugins.server";
import { remarkExcerpt, type Excerpt } from "./mdx-excerpt.server";
import { THEME_SCOPE, themeImports } from "./mdx-theme-imports.server";
import { remarkOperations } from "./openapi/operation-markdown.server";
import { descriptionHash } from "./openapi/description.server";
import type { StaticHead, TocEntry } from "./content-types";
import { contentRoot, docsOptionsFor, getContentScan, type ContentScan } from "./content.server";
import { mathKey, mathPlugins } from "./mdx/math.server";
import { npm2yarnKey, remarkNpm2Yarn, remarkNpm2YarnNames } from "./mdx/npm2yarn.server";
import { remarkTabBlocks, tabBlocksKey } from "./mdx/tab-blocks.server";
import { siteThemeFile } from "./content/swizzled-theme.server";
import { readSiteConfig, type DocsOptions } from "./content/site-config.server";
import { readSiteMdxComponents, remarkSiteMdxComponents, type SiteMdxComponents } from "./mdx/site-mdx-components.server";
import { engineProvides } from "~/components/theme/provided-components";
import { docusaurusSource, pageFormat, type SiteMarkdownFormat } from "./mdx/docusaurus-source.server";
import { fileDepsFresh, rawImportFile, resolveSiteImport, siteImportsPlugin, type FileDeps } from "./mdx/site-imports.server";
import { flattenToc, remarkContentTitle, remarkTocExport, type TocParts } from "./mdx/toc-export.server";
import { remarkFrontMatterExport } from "./mdx/front-matter-export.server";
import { remarkStaticHead, staticHeadOf } from "./mdx/static-head.server";
import { MDX_PROVIDER } from "~/components/theme/mdx-provider";
import { perFile } from "./mdx/per-file.server";
import { remarkCodeSites, renderedAnchors, renderFailure, renderProblem, worthRendering, type CodeSites } from "./mdx/render-check.server";
import { remarkUnknownDirectives, type CompileNotice } from "./mdx/compile-notices.server";
import { pageStylesheet, withStylesheet } from "./mdx/css-modules.server";
import { readTextIfPresent } from "./read-text.server";
import { DOCUSAURUS_DEFAULT_LANGUAGES, rehypeLineClasses, remarkMagicComments } from "./mdx/code-blocks.server";
import { buildCacheDir, writeAtomically } from "./build-cache.server";
import { site } from "~/site.config";

/** Bump when the compile pipeline's output changes, to invalidate every cached compile. */
const COMPILER_VERSION = "62";

/** What a compile tells about a page. Its code and text are in its `CompiledBody` (`compiledBody`). */
export interface CompiledMdx {
  /** The cache key of the compile: where its body is found. */
  key: string;
  /** Hash of the client module source: names the emitted `/mdx/<hash>.js`. */
  hash: string;
  toc: TocEntry[];
  /** The first paragraph as plain text: the page's description when its front matter has none. */
  excerpt?: string;
  /** Doc files this page links to, with the routes they had when it was compiled. */
  linkDeps: Record<string, string>;
  /** Images it shows, with the sizes they had when it was compiled. */
  imageDeps: Record<string, string>;
  /** Images beside the page, published with it: output path (`assets/images/x-<hash>.png`) → source file. */
  assets?: Record<string, string>;
  /** Site files its bundle holds (partials, components, data), with their content hashes. */
  fileDeps?: FileDeps;
  /** What rendering it threw, when it holds code (rendered once at compile for the check; see render-check.server.ts). */
  renderError?: string;
  /** The line of its file that threw it, where known. */
  renderErrorAt?: { line: number; column: number };
  /** Whether it starts with its own `# Title`, shown as the page's title (Docusaurus's `contentTitle`). */
  contentTitle?: boolean;
  /** What its own `<head>` writes in plain text (title, meta, canonical): for the prerendered document head. */
  head?: StaticHead;
  /** Its links within the site, and the anchors it offers to links: checked across pages. */
  links: LinkRef[];
  anchors: string[];
  /** Code blocks in a language the site does not highlight: shown as plain text, and worth a warning. */
  unhighlighted: UnhighlightedCode[];
  /** Warnings the compile found (unknown admonition types, file links to no doc the site does not throw on). */
  notices?: CompileNotice[];
  /** The theme modules (`@theme/Tabs`, …) its module reads: loaded before it is evaluated. */
  modules: string[];
  /** The scoped rules of the CSS modules it imports (itself or through its components), which its code renders in a <style>; absent when none. */
  css?: string;
}

export interface CompiledBody {
  /** mdx-bundler's function body: evaluated on the server, wrapped as an ES module for the client. */
  code: string;
  /** The page's text by h2/h3 section, for search. */
  sections: TextSection[];
}

export interface UnhighlightedCode {
  language: string;
  line?: number;
  /** The file the block is written in (a partial's, for a block the page imports). */
  file?: string;
}

/**
 * Where site images (`/img/…` in content) are: the site's static folders (its config's
 * `staticDirectories`, else `static/`), published at the site root. The engine's public/ is
 * published there too, but holds nothing of a site's: content never names an image from it.
 */
function imageDirs(): string[] {
  // Looked in (and named when an image is missing) whether or not they exist yet.
  return readSiteConfig(contentRoot()).staticDirs;
}

const memory = new Map<string, CompiledMdx>();
/**
 * Bodies are a page's bulk (about 20 KB each) and a process uses each once or twice in a row (its
 * module and search text when the page renders): only the latest are kept, or a build worker would
 * hold thousands of them.
 */
const bodies = new LRUCache<string, CompiledBody>({ max: 64 });

function cacheDir(): string {
  return buildCacheDir("mdx");
}

/** A page's compile as the content check sees it: every problem, and its links even when it has some. */
export interface MdxCheck {
  /** Absent when the page has problems. */
  compiled?: CompiledMdx;
  problems: ContentError[];
  links: LinkRef[];
  /** Absent when the page could not be parsed. */
  anchors?: string[];
}

/** Compiles a page, throwing its problems (all of them) if it has any. */
export async function compileMdx(file: string, source: string, resolver: LinkResolver): Promise<CompiledMdx> {
  const { compiled, problems } = await checkMdx(file, source, resolver);
  throwIfAny(problems);
  return compiled!;
}

/** Compiles a page, or reuses its cached compile, and reports its problems instead of throwing them. */
export async function checkMdx(file: string, written: string, resolver: LinkResolver): Promise<MdxCheck> {
  let source: string;
  try {
    source = preprocessed(file, written);
  } catch (error) {
    return { problems: [isContentError(error) ? error : new ContentError(file, `the site config's markdown.preprocessor threw on this file: ${(error as Error)?.message ?? String(error)}`)], links: [] };
  }
  const entry = cacheEntry(file, source);
  const cached = fromCache(entry, resolver);
  if (cached) return cached;
  const { key, diskFile } = entry;
  // A page with problems is not cached: what is wrong may be another file (a missing doc or image).
  const check = await compileUncached(key, file, source, resolver);
  const compiled = check.compiled;
  if (!compiled) return check;
  memory.set(key, compiled);
  bodies.set(key, check.body!);
  // One file for the two, the compile's line first: creating files is a large share of a cold
  // build's time on a disk that has just deleted many (the previous build's), so a compile costs
  // one file, not two. Write-then-rename keeps a concurrent reader (the other build worker) from
  // seeing half a file.
  writeAtomically(diskFile, `${JSON.stringify(compiled)}\n${JSON.stringify(check.body)}`);
  return check;
}

/**
 * A cache file's compile line, or its body line: JSON has no raw line break, so the first one ends
 * the compile. For the compile only the file's start is read, most often (the body is most of the
 * file, and the check of a cached page, which a rebuild makes of every page, never needs it).
 * Throws if the file is missing or not in this form.
 */
function cacheFileLine(diskFile: string, line: "compile" | "body"): unknown {
  if (line === "compile") {
    const fd = fs.openSync(diskFile, "r");
    try {
      const read = fs.readSync(fd, compileLineBuffer, 0, compileLineBuffer.length, 0);
      const end = compileLineBuffer.subarray(0, read).indexOf(0x0a);
      if (end >= 0) return JSON.parse(compileLineBuffer.toString("utf8", 0, end));
    } finally {
      fs.closeSync(fd);
    }
  }
  const bytes = fs.readFileSync(diskFile);
  const end = bytes.indexOf(0x0a);
  if (end < 0) throw new Error(`${diskFile}: not a compile of this engine`);
  return JSON.parse(line === "compile" ? bytes.toString("utf8", 0, end) : bytes.toString("utf8", end + 1));
}
/** Most compile lines fit (a page's links and headings, a few KB); a longer one is read with its file. */
const compileLineBuffer = Buffer.alloc(16384);

/** A compile's module code and search text: from memory, or read from the cache on first use. */
export function compiledBody(compiled: CompiledMdx): CompiledBody {
  let body = bodies.get(compiled.key);
  if (!body) {
    body = cacheFileLine(diskFileOf(compiled.key), "body") as CompiledBody;
    bodies.set(compiled.key, body);
  }
  return body;
}

interface CacheEntry {
  key: string;
  diskFile: string;
}

/**
 * Whether the page's URL-relative links stop at the site's root as a browser's do: for a Docusaurus
 * site at the root of its host, as Docusaurus's link checker resolves them. Under a base path that
 * would leave the site, and a content folder without a config keeps refusing such links.
 */
function clampsAboveRoot(file: string): boolean {
  return docsOptionsFor(file).fromConfigFile && !basePath();
}

/** The last entry worked out per file: a build looks each page up twice (check, then render). */
const entries = new Map<string, { source: string; format?: SiteMarkdownFormat; api: string; plugins: string; entry: CacheEntry }>();

function cacheEntry(file: string, source: string): CacheEntry {
  const known = entries.get(file);
  const format = siteMarkdownFormat();
  const api = descriptionHash();
  const plugins = `${pluginsKey(docsOptionsFor(file))}\0${siteMdxComponents()?.hash ?? ""}`;
  if (known?.source === source && known.format === format && known.api === api && known.plugins === plugins) return known.entry;
  const languages = `${site.prism.additionalLanguages.join(",")}\0${JSON.stringify(site.prism.magicComments ?? null)}`;
  // A page's operations and examples come from the API description too: a new description, a new compile.
  const key = crypto.createHash("sha256").update(`${COMPILER_VERSION}\0${basePath()}\0${clampsAboveRoot(file)}\0${site.trailingSlash === true}\0${languages}\0${site.onBrokenMarkdownLinks}\0${format ?? ""}\0${api}\0${plugins}\0${file}\0${source}`).digest("hex");
  const entry = { key, diskFile: diskFileOf(key) };
  entries.set(file, { source, format, api, plugins, entry });
  return entry;
}

/**
 * The part of the key a docs plugin's pages share: the site's remark plugins this engine runs
 * (npm2yarn, tab blocks, math, the site's own) with their options, and the site's aliases, static
 * folders and stood-in packages. Worked out once per docs options object, which a content scan makes
 * (a dev rebuild starts a new process): hashing the site's plugin options for each of a thousand
 * pages, twice, was a tenth of a one-page rebuild.
 */
const pluginsKeys = new WeakMap<DocsOptions, string>();
function pluginsKey(docs: DocsOptions): string {
  let key = pluginsKeys.get(docs);
  if (key === undefined) {
    key = `${npm2yarnKey(docs.npm2yarn)}\0${tabBlocksKey(docs.tabBlocks)}\0${mathKey(docs.math)}\0${siteMarkdownPluginsKey(docs.markdownPlugins)}\0${JSON.stringify(docs.admonitions ?? null)}\0${JSON.stringify(siteAliases())}\0${imageDirs().join("\0")}\0${readSiteConfig(contentRoot()).standIns.join(",")}`;
    pluginsKeys.set(docs, key);
  }
  return key;
}

/**
 * One folder for all: a folder per two hex digits meant hundreds of folders to create in a cold
 * build, each costlier than a file, and a folder of thousands of names is quick to search.
 */
const diskFileOf = (key: string) => path.join(cacheDir(), `${key}.json`);

/** A page's check from its cached compile, or undefined if it has none still valid (it must be compiled). */
export function cachedMdx(file: string, written: string, resolver: LinkResolver): MdxCheck | undefined {
  let source: string;
  try {
    source = preprocessed(file, written);
  } catch {
    return undefined; // Compiling it reports the failure.
  }
  return fromCache(cacheEntry(file, source), resolver);
}

/**
 * A Markdown file's text as the site's `markdown.preprocessor` rewrites it, which Docusaurus runs on
 * each file it compiles. Titles and front matter are still read here from the file as written.
 */
function preprocessed(file: string, source: string): string {
  const preprocessor = site.markdown?.preprocessor;
  if (!preprocessor) return source;
  const result: unknown = preprocessor({ filePath: file, fileContent: source });
  if (typeof result !== "string") throw new ContentError(file, `the site config's markdown.preprocessor returned ${result === undefined ? "nothing" : `a ${typeof result}`} for this file, not its text`);
  return result;
}

function fromCache({ key, diskFile }: CacheEntry, resolver: LinkResolver): MdxCheck | undefined {
  const fresh = (entry: CompiledMdx) =>
    Object.entries(entry.linkDeps).every(([target, route]) => (resolver.routeForFile(target) ?? NO_DOC) === route) &&
    Object.entries(entry.imageDeps ?? {}).every(([image, size]) => localImageSize(image) === size) &&
    fileDepsFresh(entry.fileDeps);

  const clean = (compiled: CompiledMdx): MdxCheck => ({ compiled, problems: [], links: compiled.links, anchors: compiled.anchors });

  const inMemory = memory.get(key);
  if (inMemory && fresh(inMemory)) return clean(inMemory);
  try {
    const onDisk = cacheFileLine(diskFile, "compile") as CompiledMdx;
    if (fresh(onDisk)) {
      memory.set(key, onDisk);
      return clean(onDisk);
    }
  } catch {
    // Not cached yet (or unreadable).
  }
  return undefined;
}

async function compileUncached(key: string, file: string, source: string, resolver: LinkResolver): Promise<MdxCheck & { body?: CompiledBody }> {
  const toc: TocEntry[] = [];
  const linkDeps: Record<string, string> = {};
  const imageDeps: Record<string, string> = {};
  const sections: TextSection[] = [];
  const excerpt: Excerpt = {};
  const links: LinkRef[] = [];
  const anchors: string[] = [];
  const unhighlighted: UnhighlightedCode[] = [];
  const notices: CompileNotice[] = [];
  const codeSites: CodeSites = { expressions: [], elements: [] };
  const fileDeps: FileDeps = {};
  const assets: Record<string, string> = {};
  const styles = new Map<string, string>();
  const starts: { contentTitle?: boolean } = {};
  const head: StaticHead = {};
  const tocParts: TocParts = new Map();
  const format = pageFormat(file, source, siteMarkdownFormat());
  // The plugins record problems here and carry on, so one compile reports all of a page's problems.
  const failures: ContentError[] = [];
  const { bundleMDX, remarkGfm, remarkDirective } = await compiler();
  // A CommonMark page's HTML is parsed as HTML, as Docusaurus does for `format: md`; only such pages load the parser.
  const rawHtml = format === "md" ? [[(await import("rehype-raw")).default, { passThrough: MDX_NODE_TYPES }] as const] : [];
  // `$…$` and `$$…$$` are math only where the site's config turns it on, as in Docusaurus.
  const mathOptions = docsOptionsFor(file).math;
  const math = mathOptions ? await mathPlugins(mathOptions) : { remark: [], rehype: [] };
  const theme = themeImports(file, source, failures, (specifier, from) => rawImportFile(specifier, from, contentRoot()), (name) => siteThemeFile(contentRoot(), name), readSiteConfig(contentRoot()).unrunThemes);
  let result: Awaited<ReturnType<typeof bundleMDX>>;
  try {
    result = await bundleMDX({
      source: new VFile({ path: file, value: normalizeAdmonitionTitles(docusaurusSource(withoutFrontMatter(source), format), docsOptionsFor(file).admonitions) }),
      cwd: path.dirname(file),
      mdxOptions(options) {
        // Docusaurus compiles `.md` as MDX too unless the site or the page says otherwise; partials
        // (`.md` or `.mdx`) are always MDX, as they are imported from MDX.
        options.format = format;
        // Every module (the page and its partials) renders its elements with the site's components.
        options.providerImportSource = MDX_PROVIDER;
        options.mdxExtensions = format === "mdx" ? [".mdx", ".md"] : [".mdx"];
        options.mdExtensions = format === "md" ? [".md"] : [];
        // Partials imported by the page go through the same plugins; what is collected for the
        // page (its TOC, anchors, search text, excerpt) is collected from the page's own file only.
        const own = siteMarkdownPlugins(docsOptionsFor(file).markdownPlugins, notices);
        options.remarkPlugins = [
          ...(options.remarkPlugins ?? []),
          ...(math.remark as NonNullable<typeof options.remarkPlugins>),
          remarkGfm,
          remarkDirective,
          // The site's own, where Docusaurus runs them: before its admonitions and headings, or after.
          ...own.beforeDefaultRemark,
          [remarkAdmonitions, docsOptionsFor(file).admonitions],
          remarkUnknownDirectives(notices, admonitionNames(docsOptionsFor(file).admonitions)),
          remarkOperations({ file, failures }),
          ...sitePlugins(file, failures),
          ...own.remark,
          remarkNpm2YarnNames(),
          remarkSiteMdxComponents(siteMdxComponents(), engineProvides, contentRoot()),
          // After <Operation> is expanded and the site's plugins made tabs: they use the theme's tabs.
          theme.remarkThemeElements,
          remarkDocLinks({ file, resolver, deps: linkDeps, failures, links, notices, onBrokenMarkdownLinks: site.onBrokenMarkdownLinks, clampAboveRoot: clampsAboveRoot(file), trailingSlash: site.trailingSlash, assets, fileDeps }),
          remarkScriptElements({ file, failures }),
          remarkImageSizes({ file, imageDirs: imageDirs(), deps: imageDeps, failures, assets, notices, siteDir: contentRoot() }),
          perFile(file, remarkHeadings(toc), remarkHeadings([])),
          perFile(file, remarkAnchors(anchors)),
          perFile(file, remarkSearchSections(sections)),
          perFile(file, remarkExcerpt(excerpt)),
          remarkTocExport(tocParts, (importSource, from) => resolveSiteImport(importSource, from, contentRoot())),
          remarkFrontMatterExport,
          perFile(file, remarkContentTitle(starts)),
          perFile(file, remarkStaticHead(head)),
          perFile(file, remarkCodeSites(codeSites)),
          [remarkMagicComments, site.prism.magicComments],
          remarkCodeTitles,
        ];
        options.rehypePlugins = [...rawHtml, ...own.beforeDefaultRehype, ...(options.rehypePlugins ?? []), ...math.rehype, ...own.rehype, [rehypeCodeBlocks, unhighlighted], rehypeLineClasses, theme.rehypeCodeFrames] as typeof options.rehypePlugins;
        return options;
      },
      esbuildOptions(options) {
        // The page is compiled from the source given (front matter blanked, admonition titles
        // normalised) only if mdx-bundler's in-memory plugin answers for it: as mdx-bundler lists
        // them, node-resolve comes first and would read the file from disk instead.
        const plugins = options.plugins ?? [];
        const inMemory = plugins.findIndex((plugin) => plugin.name === "inMemory");
        const nodeResolve = plugins.findIndex((plugin) => plugin.name === "node-resolve");
        if (inMemory > nodeResolve && nodeResolve >= 0) plugins.splice(nodeResolve, 0, ...plugins.splice(inMemory, 1));
        // The MDX plugin loads the page and its partials from mdx-bundler's memory or the disk;
        // ahead of the in-memory plugin, which would hand a `.md` page to esbuild as is.
        const mdx = plugins.findIndex((plugin) => plugin.name === "@mdx-js/esbuild");
        const memoryAt = plugins.findIndex((plugin) => plugin.name === "inMemory");
        if (mdx > memoryAt && memoryAt >= 0) plugins.splice(memoryAt, 0, ...plugins.splice(mdx, 1));
        // Partials are MDX whatever the page's format (Docusaurus imports them as components).
        // The site's markdown.preprocessor too: Docusaurus runs it on every Markdown file it compiles.
        const prepareMarkdown = (text: string, partial: string) => normalizeAdmonitionTitles(docusaurusSource(preprocessed(partial, text), "mdx"), docsOptionsFor(file).admonitions);
        plugins.unshift(siteImportsPlugin({ siteDir: contentRoot(), entry: file, deps: fileDeps, prepareMarkdown, assets, notices, entrySource: source, aliases: siteAliases(), styles, roots: [...imageDirs(), contentRoot()] }));
        // Theme imports are answered before node-resolve looks for them in node_modules.
        plugins.unshift(theme.esbuildPlugin);
        options.plugins = plugins;
        // Docusaurus sites write components with JSX in `.js` files.
        options.loader = { ...options.loader, ".js": "jsx" };
        options.minify = true;
        options.target = "es2020";
        options.logLevel = "silent";
        return options;
      },
    });
  } catch (error) {
    return { problems: [...failures, ...toContentErrors(error, file, source)], links };
  }
  const css = styles.size ? pageStylesheet(styles.values()) : undefined;
  const code = css ? withStylesheet(result.code, css) : result.code;
  if (tocParts.size > 1) withPartialsToc(file, tocParts, toc, anchors);
  // Only a page that holds code (imports, exports, expressions, components) can throw where the
  // compile could not see it. A page with other problems is rendered too, so that all of them are
  // reported at once, unless a missing module stood in for by nothing would make it throw.
  // Its components may give elements ids that `#anchor` links lead to: counted with the page's own.
  // A Markdown link inside a component is judged only when the render draws it, as Docusaurus
  // judges the links a page renders (buck2's internal-only blocks render nothing).
  const addRendered = (html: string, hrefs: Set<string>) => {
    anchors.push(...renderedAnchors(html).filter((id) => !anchors.includes(id)));
    for (let i = links.length - 1; i >= 0; i--) if (links[i].inComponent && !hrefs.has(links[i].target) && !hrefs.has(links[i].url)) links.splice(i, 1);
  };
  const thrown = worthRendering(codeSites) && !theme.hasStandIns() ? await renderFailure(code, theme.modules(), codeSites, addRendered) : undefined;
  if (failures.length) {
    const at = thrown?.line ? { line: thrown.line, column: thrown.column ?? 1 } : undefined;
    return { problems: thrown ? [...failures, renderProblem(file, { message: thrown.message, at }, fileDeps, readSiteConfig(contentRoot()).unrunThemes)] : failures, links, anchors };
  }
  const hash = crypto.createHash("sha256").update(mdxModuleSource(code)).digest("hex").slice(0, 16);
  return {
    compiled: { key, hash, toc, excerpt: excerpt.text, ...(staticHeadOf(head) ? { head } : {}), linkDeps, imageDeps, ...(Object.keys(fileDeps).length ? { fileDeps } : {}), ...(Object.keys(assets).length ? { assets } : {}), ...starts, ...(thrown ? { renderError: thrown.message, ...(thrown.line ? { renderErrorAt: { line: thrown.line, column: thrown.column ?? 1 } } : {}) } : {}), links, anchors, unhighlighted, ...(notices.length ? { notices } : {}), modules: theme.modules(), ...(css ? { css } : {}) },
    body: { code, sections },
    problems: [],
    links,
    anchors,
  };
}

/**
 * The page's TOC with its partials' headings where the partials are shown (Docusaurus 3.2+), and
 * their ids among the page's anchors. Only pages that show partials are changed.
 */
function withPartialsToc(file: string, parts: TocParts, toc: TocEntry[], anchors: string[]): void {
  const flat = flattenToc(parts, file);
  toc.splice(0, toc.length, ...flat.map(({ id, text, level }) => ({ id, text, level })));
  const known = new Set(anchors);
  for (const { id } of flat) if (!known.has(id)) anchors.push(id);
}

/** What MDX adds to a syntax tree: HTML parsing must leave them as they are (the `toc` export is one). */
const MDX_NODE_TYPES = ["mdxjsEsm", "mdxFlowExpression", "mdxTextExpression", "mdxJsxFlowElement", "mdxJsxTextElement"];

type Toolchain = typeof import("./mdx-toolchain.server");

let loadingCompiler: Promise<Toolchain> | undefined;

/**
 * The compiler is loaded on the first compile, not with the server build: a rebuild whose pages are
 * all cached (or a process that only renders) never pays for it. A production build loads it as
 * one module (mdx-toolchain.server.ts, bundled beside the server build); otherwise (development,
 * tests) the packages themselves are loaded.
 */
function compiler(): Promise<Toolchain> {
  loadingCompiler ??= (async () => {
    const bundle = fileURLToPath(new URL("./mdx-toolchain.cjs", import.meta.url));
    if (process.env.NODE_ENV === "production" && fs.existsSync(bundle)) return (await import(/* @vite-ignore */ pathToFileURL(bundle).href)) as Toolchain;
    const [{ bundleMDX }, { default: remarkGfm }, { default: remarkDirective }] = await Promise.all([
      import("mdx-bundler"),
      import("remark-gfm"),
      import("remark-directive"),
    ]);
    return { bundleMDX, remarkGfm, remarkDirective };
  })();
  return loadingCompiler;
}

/**
 * Highlights code blocks with Prism (rehype-prism-plus) in refractor's common languages (bash, JSON,
 * JavaScript, TypeScript, YAML, Python, …) and the site's `prism.additionalLanguages`, as Docusaurus
 * does: loading every language refractor knows takes about 0.25 s, the common set a fifth of that.
 * The set is fixed, so a page is highlighted the same whichever process compiles it (registering a
 * language can extend another's grammar). A page without code blocks loads nothing. Blocks in
 * another language stay plain text and are listed in `unhighlighted`.
 */
function rehypeCodeBlocks(this: Processor, unhighlighted: UnhighlightedCode[]): Transformer<HastRoot> {
  const processor = this;
  return async (tree, file) => {
    const blocks = codeBlocks(tree);
    if (blocks.length === 0) return;
    const { rehypePrism, refractor } = await highlighter();
    for (const code of blocks) {
      const language = languageOf(code);
      if (language && !refractor.registered(language)) unhighlighted.push({ language, line: code.position?.start.line, ...(file.path ? { file: file.path } : {}) });
    }
    // Its transformer works in place and synchronously.
    rehypePrism.call(processor, { ignoreMissing: true, showLineNumbers: false })?.(tree, file, () => {});
    // Its own mark on the <code> goes: a site's component reads the language from the class as
    // Docusaurus gives it, `language-x` alone (stellar's CodeExample splits it at "-": "toml code").
    for (const code of blocks) {
      const classes = code.properties?.className;
      if (Array.isArray(classes)) code.properties!.className = classes.filter((name) => name !== "code-highlight");
    }
  };
}

let loadingHighlighter: Promise<{ rehypePrism: typeof import("rehype-prism-plus/common").default; refractor: typeof import("refractor").refractor }> | undefined;

/** rehype-prism-plus and its refractor (the same module instance), with the site's languages added. */
function highlighter() {
  loadingHighlighter ??= (async () => {
    const [{ default: rehypePrism }, { refractor }] = await Promise.all([import("rehype-prism-plus/common"), import("refractor")]);
    // Docusaurus highlights these without configuration (prism-react-renderer's defaults).
    for (const language of [...DOCUSAURUS_DEFAULT_LANGUAGES, ...site.prism.additionalLanguages]) {
      let syntax;
      try {
        syntax = (await import(/* @vite-ignore */ `refractor/${language}`)).default;
      } catch {
        throw new Error(`the site config's themeConfig.prism.additionalLanguages lists "${language}", which is not a language refractor has`);
      }
      refractor.register(syntax);
    }
    return { rehypePrism, refractor };
  })();
  return loadingHighlighter;
}

/**
 * The `<code>` elements of a tree's `<pre>`s: the only elements rehype-prism-plus changes. Also those
 * inside JSX elements (`<details>`, `<TabItem>`), which rehype-prism-plus visits too: a page whose
 * only code sits in tabs is highlighted like any other.
 */
function codeBlocks(node: { children?: unknown[] }, found: HastElement[] = []): HastElement[] {
  for (const child of (node.children ?? []) as { type: string; children?: unknown[] }[]) {
    const element = child.type === "element" ? (child as HastElement) : undefined;
    const code = element?.tagName === "pre" ? element.children.find((inner): inner is HastElement => inner.type === "element" && inner.tagName === "code") : undefined;
    if (code) found.push(code);
    else if (Array.isArray(child.children)) codeBlocks(child, found);
  }
  return found;
}

/** A code block's language as rehype-prism-plus reads it: `language-diff-js` is highlighted as `js`. */
function languageOf(code: HastElement): string | undefined {
  const classes = code.properties?.className;
  const name = (Array.isArray(classes) ? classes : []).map(String).find((c) => c.startsWith("language-"));
  const language = name?.slice("language-".length).toLowerCase();
  return language?.includes("diff-") ? language.split("-")[1] : language;
}

/**
 * The source with its front matter blanked out (line numbers stay): the content scan has read it,
 * and mdx-bundler would parse the YAML twice more and export it from the page's module.
 */
function withoutFrontMatter(source: string): string {
  const lines = source.split("\n");
  // `---js` too: mdx-bundler reads the source with gray-matter, which would run that block.
  if (!/^---[\w-]*$/.test(lines[0].trimEnd())) return source;
  const end = lines.findIndex((line, i) => i > 0 && line.trimEnd() === "---");
  if (end < 0) return source;
  return "\n".repeat(end + 1) + lines.slice(end + 1).join("\n");
}

/** The ES module the browser imports for a page: no eval, the globals are passed in by the caller. */
export function mdxModuleSource(code: string): string {
  return `export default function(React,ReactDOM,_jsx_runtime,${THEME_SCOPE}){${code}}\n`;
}

interface EsbuildFailure {
  errors?: { text: string; location?: { file: string; line: number; column: number } | null }[];
}

/** Every problem esbuild found (a page's unresolved imports are all reported at once), in the file it found each in. */
function toContentErrors(error: unknown, file: string, source: string): ContentError[] {
  if (isContentError(error)) return [error];
  const failure = error as EsbuildFailure;
  if (!failure.errors?.length) return [new ContentError(file, `MDX error: ${(error as Error).message ?? String(error)}`)];
  const problems = failure.errors.map(({ text, location }) => {
    // "Cannot process MDX file with esbuild:\n7:17: Unexpected …" → "Unexpected …" (the position goes up front).
    const message = text.replace(/^Cannot process MDX file with esbuild:\s*/i, "").replace(/^\d+:\d+(-\d+:\d+)?:\s*/, "");
    // esbuild names files relative to the page's folder (its working directory); a partial's problem is the partial's.
    const where = location?.file ? path.resolve(path.dirname(file), location.file) : file;
    const inFile = where.includes("_mdx_bundler_entry_point") ? file : where;
    const unresolved = /^Could not resolve "([^"]+)"|^cannot import (\S+):/.exec(message);
    // A stylesheet the page's components import that cannot be applied says so itself: it is no MDX problem.
    const label = /^cannot read the (CSS|Sass|Less|stylesheet)/.test(message) ? "" : "MDX error: ";
    if (!unresolved) return new ContentError(inFile, `${label}${message}${siteSyntaxHint(message, inFile === file ? source : undefined, inFile, location?.line)}`, location?.line ? { line: location.line, column: location.column + 1 } : spanStart(message));
    // esbuild places it in the JavaScript MDX made of the page: the import line is found in the page itself.
    const specifier = unresolved[1] ?? unresolved[2];
    const text_ = inFile === file ? source : (readTextIfPresent(inFile) ?? "");
    return new ContentError(inFile, `import error: ${message.replace(/^Could not resolve "([^"]+)"/, (_, name: string) => `cannot import ${name}: ${unresolvedReason(name, inFile)}`)}`, importPosition(text_, specifier));
  });
  return problems.sort((a, b) => (a.file === b.file ? (a.line ?? 0) - (b.line ?? 0) : a.file < b.file ? -1 : 1));
}

/**
 * What a page's `{@inject: file}` or `{@include: file}` is, when MDX cannot read it as an
 * expression: a site's own syntax, which a webpack loader or plugin of the site rewrites before MDX
 * sees the page (Sui's inject-code loader, docusaurus-plugin-includes). Empty for other errors.
 */
function siteSyntaxHint(message: string, source: string | undefined, file: string, line: number | undefined): string {
  if (!line || !/^Could not parse expression with acorn/.test(message)) return "";
  const text = (source ?? readTextIfPresent(file) ?? "").split("\n")[line - 1] ?? "";
  if (!/\{\s*@[\w-]+/.test(text)) return "";
  return ". `{@…}` here is no MDX expression: it is a site's own syntax, which a webpack loader or plugin of the site rewrites before MDX reads the page (Docusaurus runs it; this engine runs no plugins). Put the text in the page, or import it (a partial, or raw-loader for a code file)";
}

/**
 * Why esbuild could not resolve an import: for a package (a bare name, not one of Docusaurus's
 * aliases) that no node_modules above the importing file holds, that the site has not installed it.
 */
function unresolvedReason(specifier: string, from: string): string {
  // webpack's inline loader syntax (`!!loader?query!./file`): a loader a site plugin adds, not a package.
  const loader = /^!{0,2}([^!?]+)(?:\?[^!]*)?!(.+)$/.exec(specifier);
  if (loader) return `it asks for the webpack loader ${loader[1]} (added by a plugin of the site's, which is not run here) to load ${loader[2]}; only raw-loader is read here, as the file's text`;
  if (/^(?:[./~]|@site\/|@theme(?:-original|-init)?\/|@docusaurus\/|@generated\/)/.test(specifier)) return "not found";
  const name = specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/");
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "node_modules", name))) return "not found";
    if (path.dirname(dir) === dir) break;
  }
  return `the package ${name} is not installed in the site's node_modules (run npm install in the site folder)`;
}

/**
 * Where a problem esbuild placed nowhere (line 0) begins, from the span MDX wrote into its text: a
 * tag left open at the end of the page ("Expected a closing tag for `<br>` (13:1-13:5)") has no
 * place of its own, only the opening tag's.
 */
function spanStart(message: string): { line: number; column: number } | undefined {
  const span = /\((\d+):(\d+)-\d+:\d+\)/.exec(message);
  return span ? { line: Number(span[1]), column: Number(span[2]) } : undefined;
}


/** Where a module is imported in MDX source: the line and column of its quoted name. */
function importPosition(source: string, specifier: string): { line: number; column: number } | undefined {
  const lines = source.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const column = Math.max(lines[i].indexOf(`'${specifier}'`), lines[i].indexOf(`"${specifier}"`));
    if (column >= 0 && /\bimport\b|\bfrom\b/.test(lines[i])) return { line: i + 1, column: column + 1 };
  }
  return undefined;
}

/** The site's remark plugins this engine runs itself, those the page's docs plugin lists. */
function sitePlugins(file: string, failures: ContentError[]) {
  const { npm2yarn, tabBlocks } = docsOptionsFor(file);
  return [...(npm2yarn ? [remarkNpm2Yarn(npm2yarn, file, failures)] : []), ...(tabBlocks ? [remarkTabBlocks(tabBlocks, file, failures)] : [])];
}

/**
 * Where the site's src/theme/MDXComponents is, per content scan: finding it tries a dozen names,
 * for each page's cache key. Its text is still checked at each use (readSiteMdxComponents).
 */
const mdxComponentsFiles = new WeakMap<ContentScan, { file: string | undefined }>();

/** The components the site's src/theme/MDXComponents adds, when it has one. */
function siteMdxComponents(): SiteMdxComponents | undefined {
  const scan = getContentScan();
  let found = mdxComponentsFiles.get(scan);
  if (!found) mdxComponentsFiles.set(scan, (found = { file: siteThemeFile(contentRoot(), "MDXComponents") }));
  return readSiteMdxComponents(found.file, contentRoot(), engineProvides);
}

/** The import aliases the site's plugins add (webpack's resolve.alias). */
function siteAliases(): Record<string, string> {
  return readSiteConfig(contentRoot()).aliases;
}

/** Docusaurus's `markdown.format` for the site, when its config sets one: `'mdx'` otherwise. */
function siteMarkdownFormat(): SiteMarkdownFormat | undefined {
  return (site as { markdown?: { format?: SiteMarkdownFormat } }).markdown?.format;
}
