// What must happen before React hydrates a page: the clean URL shown, the data the prerender left in
// the markup put back, an interrupted navigation continued, the page's compiled MDX loaded, and on
// an error page, the modules of the routes its URL matches (error-page-hydration.ts).
// The root route's module starts it: Remix's inline script imports the route modules before the
// client entry, so it runs first, and the entry waits for it. In the entry, these helpers were
// modules it shared with the root and the routes, and each such set of sharers is a chunk of its
// own, costing a first visit a request and its own gzip overhead.
import type { MdxRef } from "./content-types";
import { loadMdxModule } from "./mdx-runtime";
import { continueInterruptedNavigation, type trackNavigations } from "./chunk-recovery";
import { normaliseUrl } from "./clean-url";
import { restoreDataFromMarkup } from "./data-from-markup";

export interface HydrationPlan {
  /** The page is being left for an interrupted navigation's target: nothing to hydrate. */
  leaving: boolean;
  /**
   * Settles once the page's modules are loaded (or failed to: the route's error screen reports it),
   * with the route modules the entry registers before hydrating, if any.
   */
  ready: Promise<Record<string, unknown> | undefined>;
}

declare global {
  interface Window {
    __remixContext: { basename?: string; state: { loaderData?: Record<string, unknown>; errors?: unknown } };
    __remixRouteModules: Record<string, unknown>;
    __remixRouter: Parameters<typeof trackNavigations>[0];
    __palaverHydration?: HydrationPlan;
  }
}

// The page's compiled MDX must be registered before hydration, or the first client render would
// differ from the server's HTML.
async function preloadPageModules() {
  const loaderData = window.__remixContext.state.loaderData ?? {};
  const refs = Object.values(loaderData)
    .map((data) => (data as { mdx?: MdxRef } | null)?.mdx)
    .filter((ref): ref is MdxRef => Boolean(ref));
  const errorPage = window.__remixContext.state.errors ? import("./error-page-hydration").then((page) => page.errorPageRouteModules()) : undefined;
  const [routeModules] = await Promise.all([errorPage, ...refs.map(loadMdxModule)]);
  return routeModules;
}

/** Browser only, once per page load, before the client entry runs. */
export function prepareHydration(): void {
  normaliseUrl();
  restoreDataFromMarkup(window.__remixContext.state.loaderData ?? {});
  const leaving = continueInterruptedNavigation();
  window.__palaverHydration = { leaving, ready: leaving ? Promise.resolve(undefined) : preloadPageModules() };
}
