// The docs route's data. The route imports only this server module: each server module a route
// imports is an empty module in the browser build, and one that several routes import becomes a
// chunk of its own there, a request on every first visit (home-data.server.ts does the same).
import { joinRoute } from "./content.server";
import { loadDocsRoute } from "./docs-page.server";
import type { DocsRouteData } from "./content-types";

/** The data of `/docs/<splat>`, or undefined when no docs page is there. */
export function loadDocsSplat(splat: string): Promise<DocsRouteData | undefined> {
  return loadDocsRoute(joinRoute("/docs", splat));
}
