// The home route's data. The route imports only this module: a server module the docs routes
// share would become a chunk of its own in the browser build, fetched again whenever a link to
// the home page is prefetched.
import { getContentModel } from "./content.server";
import { bylinesOf, compileFile, loadDocsRoute, loadSiteData, mdxRefOf } from "./docs-page.server";
import { loadHomePage } from "./home-page.server";
import type { DocsRouteData, HomePage, StandalonePageData } from "./content-types";
import { site } from "~/site.config";

export function loadHomePageData(): { home: HomePage } {
  return { home: loadHomePage(getContentModel(), loadSiteData().sections, site.title) };
}

/**
 * What `/` shows: a doc whose route is `/` (Docusaurus's docs-only mode, routeBasePath '/'), else a
 * Docusaurus site's `src/pages/index.md`, else the home page (home.yml, or the navbar's sections
 * under the site's title and tagline).
 */
export async function loadHomeRoute(): Promise<{ home: HomePage } | DocsRouteData | StandalonePageData> {
  const model = getContentModel();
  const docs = model.docsRoutes.has("/") ? await loadDocsRoute("/") : undefined;
  if (docs) return docs;
  const page = model.pages.get("/");
  if (page) {
    const compiled = await compileFile(model, page.file);
    return { route: "/", title: page.title, description: page.frontMatter.description ?? compiled.excerpt, mdx: mdxRefOf(compiled), authors: bylinesOf(page.frontMatter), ...(compiled.contentTitle ? { contentTitle: true } : {}) };
  }
  return loadHomePageData();
}
