import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadMdxModule } from "~/lib/mdx-runtime";
import type { MdxRef } from "~/lib/content-types";
import { continueInterruptedNavigation, trackNavigations } from "~/lib/chunk-recovery";
import { keepUrlsClean, normaliseUrl } from "~/lib/clean-url";
import { restoreDataFromMarkup } from "~/lib/data-from-markup";

declare global {
  interface Window {
    __remixContext: { basename?: string; state: { loaderData?: Record<string, unknown> } };
    __remixRouter: Parameters<typeof trackNavigations>[0];
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

/**
 * Runs once the whole document has hydrated: the router exists by then. Here rather than in the
 * root route, so that the navigation helpers are the entry's own code and not chunks shared with
 * the root (each shared chunk costs a first visit its request and its own gzip overhead). The
 * attribute lets tests (and curious readers) tell a hydrated page from static HTML. It wraps the
 * app rather than sitting beside it: a sibling would change every useId id from the server's.
 */
function AfterHydration({ children }: { children: ReactNode }) {
  useEffect(() => {
    trackNavigations(window.__remixRouter);
    keepUrlsClean(window.__remixRouter);
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <>{children}</>;
}

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

normaliseUrl();
restoreDataFromMarkup(window.__remixContext.state.loaderData ?? {});
if (!continueInterruptedNavigation()) {
  preloadPageModules().finally(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <AfterHydration>
            <RemixBrowser />
          </AfterHydration>
        </StrictMode>,
      );
    });
    afterLoad();
  });
}
