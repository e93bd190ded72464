// What must happen before React hydrates a page: the clean URL shown, the data the prerender left in
// the markup put back, an interrupted navigation continued, and the page's compiled MDX loaded.
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
  /** Settles once the page's modules are loaded (or failed to: the route's error screen reports it). */
  ready: Promise<void>;
}

declare global {
  interface Window {
    __remixContext: { basename?: string; state: { loaderData?: Record<string, unknown> } };
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
  await Promise.all(refs.map(loadMdxModule));
}

/** Browser only, once per page load, before the client entry runs. */
export function prepareHydration(): void {
  normaliseUrl();
  restoreDataFromMarkup(window.__remixContext.state.loaderData ?? {});
  const leaving = continueInterruptedNavigation();
  window.__palaverHydration = { leaving, ready: leaving ? Promise.resolve() : preloadPageModules() };
}
