// An error page's route modules, loaded before it hydrates. The not-found page is one file
// (404.html), rendered as the catch-all route's and served for every unknown path; in the browser
// the router matches the URL to its own route (`/docs/x` to the docs route), whose code that page
// does not carry. Left to the router, that code loads while the page starts (the route is "lazy"),
// and once it is there the router drops the page's error: the title loses "Page not found", and when
// the code arrives before React hydrates, the first render no longer matches the HTML. With the
// modules of every route the URL matches registered first, the router starts with the error as the
// page was rendered. Loaded on error pages only: other pages carry the modules of their routes.
import { matchRoutes } from "@remix-run/react";
import { basePath } from "./base-path";

type RouteObject = Parameters<typeof matchRoutes>[0][number];

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: string;
}

declare global {
  interface Window {
    __remixManifest: { routes: Record<string, ManifestRoute> };
  }
}

/** The manifest's routes as the router nests them. */
function routeTree(routes: ManifestRoute[], parentId: string | undefined): RouteObject[] {
  return routes
    .filter((route) => route.parentId === parentId)
    .map((route) => ({ id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, children: route.index ? undefined : routeTree(routes, route.id) }) as RouteObject);
}

/**
 * The modules of the routes the page's URL matches, by route id (the root's aside: it is always
 * loaded; a module the page loaded already comes from the browser's module map): for the client
 * entry to register in `window.__remixRouteModules`, which Remix's inline script assigns only after
 * the route modules have run, so not before.
 */
export async function errorPageRouteModules(): Promise<Record<string, unknown>> {
  const { routes } = window.__remixManifest;
  const matches = matchRoutes(routeTree(Object.values(routes), undefined), window.location, basePath() || undefined) ?? [];
  const ids = matches.map(({ route }) => route.id!).filter((id) => id !== "root");
  return Object.fromEntries(await Promise.all(ids.map(async (id) => [id, await import(/* @vite-ignore */ routes[id].module)] as const)));
}
