// The home route's data. The route imports only this module: a server module the docs routes
// share would become a chunk of its own in the browser build, fetched again whenever a link to
// the home page is prefetched.
import { getContentModel } from "./content.server";
import { loadSiteData } from "./docs-page.server";
import { loadHomePage } from "./home-page.server";
import type { HomePage } from "./content-types";
import { site } from "~/site.config";

export function loadHomePageData(): { home: HomePage } {
  return { home: loadHomePage(getContentModel(), loadSiteData().sections, site.title) };
}
