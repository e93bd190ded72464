import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import type { HydrationPlan } from "~/lib/hydration";

/** Offline reading and prefetching: production builds only, once the page has loaded. */
function afterLoad() {
  if (process.env.NODE_ENV !== "production") return;
  const start = () => {
    // Neither is needed to paint or hydrate: their code comes after the load event.
    void import("~/lib/pwa/prefetch").then((prefetch) => prefetch.startPrefetching());
    if ("serviceWorker" in navigator) void import("~/lib/pwa/sw-client").then((client) => client.registerServiceWorker());
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}

// The root route's module, which runs before this entry, prepared the page (app/lib/hydration.ts).
const plan: HydrationPlan = window.__palaverHydration ?? { leaving: false, ready: Promise.resolve(undefined) };
if (!plan.leaving) {
  // An error page's route modules are registered here: Remix's inline script has set the list by now.
  plan.ready.then((modules) => Object.assign(window.__remixRouteModules, modules), () => undefined).finally(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RemixBrowser />
        </StrictMode>,
      );
    });
    afterLoad();
  });
}
