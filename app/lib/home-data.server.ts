// The home route's data. The route imports only this module: a server module the docs routes
// share would become a chunk of its own in the browser build, fetched again whenever a link to
// the home page is prefetched.
import { getContentModel } from "./content.server";
import { loadSiteData } from "./docs-page.server";
import { loadHomePage } from "./home-page.server";
import { loadSitePath } from "./standalone-page.server";
import type { DocsRouteData, HomePage, StandalonePageData } from "./content-types";
import { site } from "~/site.config";

/** What `/` shows: a doc there (docs-only mode), a Markdown page there (src/pages/index.md), else the home page. */
export type HomeRouteData = { home: HomePage } | DocsRouteData | StandalonePageData;

export function loadHomePageData(): { home: HomePage } {
  return { home: loadHomePage(getContentModel(), loadSiteData().sections, site.title, site.tagline) };
}

/**
 * The home route's data. As in Docusaurus, a doc whose route is `/` (routeBasePath '/' and slug
 * '/') is the home page, and so is src/pages/index.md; the doc wins when both claim it (the
 * content model has warned of the page).
 */
export async function loadHomeRoute(): Promise<HomeRouteData> {
  return (await loadSitePath("/")) ?? loadHomePageData();
}
