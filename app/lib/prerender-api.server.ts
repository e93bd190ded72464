// What scripts/prerender needs from the app, exported through the server build's entry module
// so the scripts use the same compiled code as the loaders.

import { contentRoot, docsOptionsFor, frameLinkSource, getContentModel, getContentScan, mdxFileOf, pageSource, settleContent } from "./content.server";
import { untrackedDatesWarning } from "./git-dates.server";
import { readSiteConfig } from "./content/site-config.server";
import { compileFile, compiledMdxByHash, loadSiteData, sidebarKeys, sidebarUrl } from "./docs-page.server";
import { searchRecordsFor } from "./search/search-records.server";
import { buildSearchFiles, searchPart, type SearchPart } from "./search/search-index.server";
import { cachedMdx, compiledBody, mdxModuleSource } from "./mdx.server";
import { contentErrorsIn } from "./content-error.server";
import { importedBy } from "./mdx/render-check.server";
import { cachedPageCheck, checkFrameLinks, checkPage, contentCheckReport, docsFileMissing, leftToTheCrawl, pagesToCheck, rawHtmlOnlyLinks, routeOf, type PageCheck } from "./content-check.server";
import { crawlerFiles, type CrawlerFiles } from "./sitemap.server";
import { redirectPages } from "./content/redirect-pages.server";
import { routeInputs } from "./page-inputs.server";
import { linkResolver, unrenderedPart } from "./mdx/link-targets.server";
import type { LinkRef } from "./mdx-plugins.server";
import { reportRenderErrorsToCaller, takeRenderError } from "./render-failures.server";
import path from "node:path";
import { publishedDescriptionFiles } from "./openapi/description-check.server";
import { offlineSettings } from "./pwa/offline-settings.server";
import { GENERATED_MANIFEST, generatedManifest } from "./pwa/web-app-manifest.server";
import { markdownSourceOf, pageMarkdown, parseArticle, type Element } from "./markdown-export/html-to-markdown.server";
import { renderedSections } from "./search/rendered-sections.server";
import { readerFiles, readerSections } from "./markdown-export/llms-files.server";
import { markdownUrlFor } from "./markdown-export/markdown-url";
import { basePath } from "./base-path";
import { currentSiteStylesheet } from "./content/current-site.server";
import { site, type BrokenLinkAction } from "~/site.config";

export interface PrerenderRoute {
  path: string;
  /** The leaf route that renders it; its loader data is written for client navigation. */
  routeId: string;
  /** Whether that route has a loader (pages without one need no data file). */
  hasData: boolean;
}

/** The cached compile of a route's own content file (the check compiled every page); none for other routes. */
function cachedCheckOf(route: string) {
  const file = prerenderApi.sourceOf(route);
  return file && mdxFileOf(getContentModel(), route) === file ? cachedMdx(file, pageSource(file), linkResolver(getContentModel())) : undefined;
}

/** The links a page's compile found (its Markdown's and its JSX's), with their places in its source. */
function linksOf(route: string): LinkRef[] {
  return cachedCheckOf(route)?.links ?? [];
}

/** The route a page's link leads to; none for an `#anchor` on the page itself. */
function linkRoute(link: LinkRef): string | undefined {
  return link.target.startsWith("#") ? undefined : routeOf(link.target.replace(/#.*$/, ""));
}

function decodeAnchor(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The routes of the frame links the content check reported, found once per process. */
let reportedFrameRoutes: Set<string> | undefined;
/** The routes the config links to only in its raw HTML (rawHtmlOnlyLinks()), found once per process. */
let rawHtmlOnly: Set<string> | undefined;
/** Every route of the site, for the crawl's questions about the links it finds broken (read once). */
let siteRoutes: Set<string> | undefined;

export const prerenderApi = {
  /** Waits for what the content's config gives only asynchronously (settleContent()): called before anything else. */
  settle: settleContent,
  /** Reads and validates the content tree (throws ContentError) and lists every route of the site. */
  routes(model = getContentModel()): PrerenderRoute[] {
    // A Docusaurus site's authors whose entries ask for no page have none (readAuthors()).
    const withPages = model.authors.filter((author) => author.page !== false);
    return [
      { path: "/", routeId: "routes/_index", hasData: true },
      { path: "/search", routeId: "routes/search", hasData: false },
      { path: "/offline", routeId: "routes/offline", hasData: false },
      { path: "/saved", routeId: "routes/saved", hasData: false },
      // A site without authors (with pages) has no authors page (Docusaurus publishes none without a blog).
      ...(withPages.length > 0 ? [{ path: "/blog/authors", routeId: "routes/blog.authors._index", hasData: true }] : []),
      ...withPages.map((a) => ({ path: `/blog/authors/${a.slug}`, routeId: "routes/blog.authors.$name", hasData: true })),
      // A doc or page at `/` (docs-only mode, src/pages/index.md) is the home route's.
      ...[...model.pages.keys()].filter((path) => path !== "/").map((path) => ({ path, routeId: "routes/$", hasData: true })),
      // Docs under another routeBasePath than `docs` are answered by the catch-all route.
      ...[...model.docsRoutes.keys()].filter((path) => path !== "/").map((path) => ({ path, routeId: path.startsWith("/docs/") || path === "/docs" ? "routes/docs.$" : "routes/$", hasData: true })),
    ];
  },
  /**
   * Compiles the MDX behind a route, so a content error surfaces here with its file and line
   * instead of as a rendered error page. Later renders reuse the compile.
   */
  async prepare(path: string): Promise<void> {
    const model = getContentModel();
    const file = mdxFileOf(model, path);
    if (file) await compileFile(model, file);
  },
  /** The hash of what a route's loader data is made from: a page with the same inputs has the same output. */
  routeInputs,
  /** The content file behind a route, for error messages. */
  sourceOf(path: string): string | undefined {
    const model = getContentModel();
    const routed = model.docsRoutes.get(path);
    if (routed?.kind === "doc") return routed.doc.file;
    if (routed?.kind === "category") return routed.index.file;
    // Tag pages come from the docs' front matter: no one file.
    if (routed) return undefined;
    return model.pages.get(path)?.file;
  },
  /** The prerender reports pages that fail to render (renderFailure): the server need not log them. */
  reportRenderErrorsToCaller,
  /**
   * Why a route answered with an error, as a content problem: its source file, the error, and the
   * site files the page imports (a component there may be what threw). Render errors are then
   * reported here only, not logged by the server too.
   */
  renderFailure(route: string, pathname: string, status: number): string {
    const error = takeRenderError(pathname) ?? `it answered ${status}`;
    const file = prerenderApi.sourceOf(route);
    if (!file) return `${route}: failed to render: ${error}`;
    return `${path.relative(process.cwd(), file)}: the page failed to render: ${error}${importedBy(cachedCheckOf(route)?.compiled?.fileDeps)}`;
  },
  /** The site's favicon (a site path, or undefined): no link, so not the crawl's to report (the content check said it is missing). */
  faviconPath(): string | undefined {
    return getContentModel().site.favicon;
  },
  /** Whether a site path is in a part of a Docusaurus site this build does not render (its blog, src/pages): the check warned of links there. */
  isUnrendered(path: string): boolean {
    return unrenderedPart(getContentScan().model, path) !== undefined;
  },
  /**
   * Whether a page's link to `target` (a site path) is a file link to no doc the content check
   * already reported as the site's onBrokenMarkdownLinks asked: left as written, not reported again.
   */
  reportedMarkdownLink(route: string, target: string): boolean {
    return cachedCheckOf(route)?.compiled?.notices?.some((notice) => notice.kind === "markdown-link" && notice.target === target) ?? false;
  },
  /**
   * Where a link of the frame comes from, as the start of a message: the site config's or a
   * sidebars file's `file:line`, and what holds it ("in the navbar, footer or announcement bar",
   * "a sidebar link item"); what names it when the content has no config file.
   */
  frameLinkSource(target: string): { where: string; what: string } {
    const at = frameLinkSource(target);
    const what = at?.sidebar ? "a sidebar link item" : "in the navbar, footer or announcement bar";
    if (!at) return { where: "the site's navbar or footer", what };
    return { where: `${path.relative(process.cwd(), at.file)}${at.line ? `:${at.line}:${at.column ?? 1}` : ""}`, what };
  },
  /** The site's onBrokenLinks: what a content link the build's crawl finds leading nowhere does to the build. */
  brokenLinkAction(): BrokenLinkAction {
    return getContentModel().site.onBrokenLinks;
  },
  /**
   * Whether a frame link to `target` (a site path) is written only in the config's raw HTML (the
   * footer's copyright, navbar and footer `html` items, the announcement): Docusaurus's check reads
   * the links its Link component renders, not those, so neither does the crawl (homarr's copyright
   * links a page the site did not have yet). A link item to the same path is still checked.
   */
  rawHtmlFrameLink(target: string): boolean {
    rawHtmlOnly ??= rawHtmlOnlyLinks(getContentModel().site);
    return rawHtmlOnly.has(routeOf(target));
  },
  /** Whether a frame link to `target` (a site path) is one the content check reported (checkFrameLinks()): not reported again. */
  reportedFrameLink(target: string): boolean {
    const model = getContentScan().model;
    reportedFrameRoutes ??= new Set(checkFrameLinks(model, new Set(prerenderApi.routes(model).map((route) => route.path))).map((miss) => miss.route));
    return reportedFrameRoutes.has(routeOf(target));
  },
  /**
   * How the page's source writes its links to `target` (a site path): "anchor" when only as `<a>`
   * elements (whose links Docusaurus's check does not read: the content check said so in a
   * warning), "written" otherwise, undefined when it writes none (a component renders the link).
   */
  linkWriting(route: string, target: string): "anchor" | "written" | undefined {
    const missed = routeOf(target);
    const links = linksOf(route).filter((link) => linkRoute(link) === missed);
    if (!links.length) return undefined;
    return links.every((link) => link.rawAnchor) ? "anchor" : "written";
  },
  /**
   * Whether the content check already reported a page's link to `target` (a site path) as leading
   * to no page, as the site's onBrokenLinks asked: the crawl does not report it a second time.
   */
  reportedBrokenLink(route: string, target: string): boolean {
    const missed = routeOf(target);
    const model = getContentModel();
    siteRoutes ??= new Set(prerenderApi.routes(model).map((page) => page.path));
    const judged = !leftToTheCrawl(missed) || docsFileMissing(model, missed, siteRoutes);
    return judged && linksOf(route).some((link) => linkRoute(link) === missed);
  },
  /**
   * Where in its source a page links to `target` (a site path, with its `#anchor` if any), for a
   * report of the crawl's with the file's line: the link to that anchor, else (unless `exactly`)
   * the first to that page.
   */
  linkPosition(route: string, target: string, exactly = false): { line: number; column: number } | undefined {
    const [pathPart, anchor] = target.split("#", 2);
    const missed = routeOf(pathPart);
    const toPage = linksOf(route).filter((candidate) => linkRoute(candidate) === missed && candidate.line);
    const link = toPage.find((candidate) => anchor !== undefined && candidate.target.endsWith(`#${anchor}`)) ?? (exactly ? undefined : toPage[0]);
    return link?.line ? { line: link.line, column: link.column ?? 1 } : undefined;
  },
  /** The site's onBrokenAnchors: what a link the build's crawl finds to an anchor its page lacks does to the build. */
  brokenAnchorAction(): BrokenLinkAction {
    return getContentModel().site.onBrokenAnchors;
  },
  /**
   * Whether the content check already reported a page's link to `anchor` on `target` (a route; the
   * page's own for its `#anchor` links) as naming no anchor there: it judged the links of the
   * page's Markdown and JSX against the anchors of the target's compile, and the crawl does not
   * report such a link a second time. Links a component renders are the crawl's alone.
   */
  reportedBrokenAnchor(route: string, target: string, anchor: string): boolean {
    const known = cachedCheckOf(target)?.anchors;
    if (!known || known.includes(anchor)) return false;
    return linksOf(route).some((link) => {
      const hash = link.target.indexOf("#");
      return hash >= 0 && (linkRoute(link) ?? route) === target && decodeAnchor(link.target.slice(hash + 1)) === anchor;
    });
  },
  /**
   * A route's share of the search files (its page and sections); none for pages search should skip.
   * `article`: gives the page's rendered article (parseArticle()), whose text its sections are then
   * made of; asked for only by routes whose records hold their text.
   */
  async searchPart(route: string, article?: () => Element | undefined): Promise<SearchPart | undefined> {
    const rendered = article && (() => {
      const tree = article();
      return tree && renderedSections(tree);
    });
    return searchPart(route, await searchRecordsFor(route, rendered));
  },
  buildSearchFiles,
  /** The warning for docs that would show a "Last updated" date and have none (untrackedDatesWarning()). */
  lastUpdatedWarning(): Promise<string | undefined> {
    const model = getContentModel();
    const files = [...model.docsByFile.values()].filter((doc) => docsOptionsFor(doc.file).showLastUpdateTime && !doc.frontMatter.last_update?.date).map((doc) => doc.file);
    return untrackedDatesWarning(files, { root: model.root });
  },
  /** How the service worker saves the site for offline reading (the site config's `offline`). */
  offlineSettings,
  /** sitemap.xml and robots.txt for the routes `routes()` listed. */
  crawlerFiles(routes: PrerenderRoute[]): Promise<CrawlerFiles> {
    return crawlerFiles(loadSiteData().siteUrl, routes.map((route) => route.path), (route) => prerenderApi.sourceOf(route));
  },
  /** The pages of the client-redirects plugin's redirects, by file. */
  redirectFiles(routes: PrerenderRoute[]): Record<string, string> {
    return redirectPages(getContentModel().root, loadSiteData().siteUrl, new Set(routes.map((route) => route.path)));
  },
  /** The web app manifest made from the site's config; none when the site names its own (its pwaHead). */
  webAppManifestFiles(): Record<string, string> {
    const text = generatedManifest(site, basePath());
    return text === undefined ? {} : { [GENERATED_MANIFEST]: text };
  },
  /** The folders published at the site root besides the engine's public/: the site's static folders (a copy, the caller's to reorder). */
  staticDirectories(): string[] {
    return [...readSiteConfig(contentRoot()).staticDirs];
  },
  /** The site's own stylesheet and the images it names: `[published path, text]` and `[published path, source file]`. */
  siteStylesheetFiles(): { texts: Record<string, string>; copies: Record<string, string> } {
    const stylesheet = currentSiteStylesheet();
    return stylesheet ? { texts: { [stylesheet.href.slice(1)]: stylesheet.css }, copies: stylesheet.files } : { texts: {}, copies: {} };
  },
  /** /openapi.yaml and /openapi.json, when the content tree has an API description. */
  apiDescriptionFiles: () => publishedDescriptionFiles(),
  /** The URLs of the whole-sidebar files, written next to the pages. */
  sidebarFiles(): string[] {
    return sidebarKeys().map(([version, name]) => sidebarUrl(version, name));
  },
  /** The images a compiled page publishes beside its module: `[output path, source file]`. */
  mdxAssets(hash: string): [string, string][] {
    return Object.entries(compiledMdxByHash(hash)?.assets ?? {});
  },
  /** Where a doc page's Markdown goes (`docs/x.md`); undefined for routes that have none. */
  markdownFileOf(route: string): string | undefined {
    // `/` is the home page, whatever doc claims it (docs-only mode): it has no Markdown copy.
    return route !== "/" && getContentModel().docsRoutes.get(route)?.kind === "doc" ? markdownUrlFor(route).slice(1) : undefined;
  },
  /** A page's `<article class="markdown">`, parsed once for its Markdown and its search text. */
  parseArticle,
  /** A doc page's Markdown, made from its rendered HTML (`article`: parseArticle(html), when made already). */
  pageMarkdown(route: string, html: string, article?: Element): string | undefined {
    return pageMarkdown({ html, route, basePath: basePath() }, article ?? parseArticle(html));
  },
  /** What a doc page's Markdown is made from, out of its HTML: equal sources, equal Markdown. */
  markdownSource(html: string): string {
    return markdownSourceOf(html).source;
  },
  /** llms.txt and llms-full.txt; `readFile(rel)`: a file of the finished site (the pages' `.md`). */
  readerFiles(readFile: (rel: string) => string | undefined): Record<string, string> {
    const model = getContentModel();
    const siteData = loadSiteData();
    return readerFiles({
      model,
      title: site.title,
      summary: site.tagline,
      siteUrl: siteData.siteUrl + basePath(),
      sections: readerSections(siteData.sections, site.navbar.items),
      markdownOf: (route) => {
        const rel = prerenderApi.markdownFileOf(route);
        return rel === undefined ? undefined : readFile(rel);
      },
    });
  },
  mdxModule(hash: string): string | undefined {
    const compiled = compiledMdxByHash(hash);
    return compiled && mdxModuleSource(compiledBody(compiled).code);
  },
  /**
   * The content check, in the parts the scripts spread over worker threads: the pages to compile,
   * one page's compile, then the report of everything found.
   */
  check: {
    pages: pagesToCheck,
    page: checkPage,
    /** A page's check from its cached compile, or undefined when it must be compiled. */
    cachedPage: cachedPageCheck,
    report(pages: PageCheck[]) {
      const routes = prerenderApi.routes(getContentScan().model);
      return contentCheckReport(pages, new Set(routes.map((route) => route.path)));
    },
  },
  /** Whether an error is about content (one problem or several), to report without a stack trace. */
  isContentError: (error: unknown) => contentErrorsIn(error) !== undefined,
};
