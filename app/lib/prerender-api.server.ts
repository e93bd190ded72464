// What scripts/prerender needs from the app, exported through the server build's entry module
// so the scripts use the same compiled code as the loaders.

import { getContentModel, getContentScan, mdxFileOf } from "./content.server";
import { compileFile, compiledMdxByHash, loadSiteData, sidebarKeys, sidebarUrl } from "./docs-page.server";
import { searchRecordsFor } from "./search/search-records.server";
import { buildSearchFiles, searchPart, type SearchPart } from "./search/search-index.server";
import { compiledBody, mdxModuleSource } from "./mdx.server";
import { contentErrorsIn } from "./content-error.server";
import { cachedPageCheck, checkPage, contentCheckReport, pagesToCheck, type PageCheck } from "./content-check.server";
import { crawlerFiles, type CrawlerFiles } from "./sitemap.server";
import { routeInputs } from "./page-inputs.server";

export interface PrerenderRoute {
  path: string;
  /** The leaf route that renders it; its loader data is written for client navigation. */
  routeId: string;
  /** Whether that route has a loader (pages without one need no data file). */
  hasData: boolean;
}

export const prerenderApi = {
  /** Reads and validates the content tree (throws ContentError) and lists every route of the site. */
  routes(model = getContentModel()): PrerenderRoute[] {
    return [
      { path: "/", routeId: "routes/_index", hasData: false },
      { path: "/search", routeId: "routes/search", hasData: false },
      { path: "/offline", routeId: "routes/offline", hasData: false },
      { path: "/blog/authors", routeId: "routes/blog.authors._index", hasData: true },
      ...model.authors.map((a) => ({ path: `/blog/authors/${a.slug}`, routeId: "routes/blog.authors.$name", hasData: true })),
      ...[...model.pages.keys()].map((path) => ({ path, routeId: "routes/$", hasData: true })),
      // Docs under another routeBasePath than `docs` are answered by the catch-all route.
      ...[...model.docsRoutes.keys()].map((path) => ({ path, routeId: path.startsWith("/docs/") || path === "/docs" ? "routes/docs.$" : "routes/$", hasData: true })),
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
  /** A route's share of the search files (its page and sections); none for pages search should skip. */
  async searchPart(route: string): Promise<SearchPart | undefined> {
    return searchPart(route, await searchRecordsFor(route));
  },
  buildSearchFiles,
  /** sitemap.xml and robots.txt for the routes `routes()` listed. */
  crawlerFiles(routes: PrerenderRoute[]): Promise<CrawlerFiles> {
    return crawlerFiles(loadSiteData().siteUrl, routes.map((route) => route.path), (route) => prerenderApi.sourceOf(route));
  },
  /** The URLs of the whole-sidebar files, written next to the pages. */
  sidebarFiles(): string[] {
    return sidebarKeys().map(([version, name]) => sidebarUrl(version, name));
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
