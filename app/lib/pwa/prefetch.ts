// Prefetches what a linked page needs (its route modules not loaded yet, its data file, and through
// the data its content module) when the link scrolls into view or is pointed at: by the service
// worker when it controls the page, with <link rel="prefetch"> before that. Never on a slow or
// data-saving connection.
import { matchRoutes } from "@remix-run/react";
import { dataPath } from "../static-data";
import { basePath, withoutBase } from "../base-path";
import { isSlowConnection } from "./connection";

interface RemixGlobals {
  __remixManifest: { routes: Record<string, { module: string; imports?: string[]; hasLoader?: boolean }> };
  __remixRouteModules: Record<string, unknown>;
  __remixRouter: { routes: Parameters<typeof matchRoutes>[0] };
}

const requested = new Set<string>();

function assetsFor(link: HTMLAnchorElement): string[] {
  // A `pathname://` link leads to a path of the site outside its pages: Docusaurus does not prefetch
  // it. It is the only link to a site path rendered with rel="noreferrer" (see ../pathname-link.ts);
  // told apart here rather than with a helper of that module, which would split it from the first
  // visit's link code into a chunk of its own.
  if (link.relList.contains("noreferrer")) return [];
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return [];
  const path = url.pathname.replace(/\/+$/, "") || "/";
  if (/\.[a-z0-9]+$/i.test(path)) return [];
  const remix = window as unknown as RemixGlobals;
  const matches = matchRoutes(remix.__remixRouter.routes, path, basePath() || undefined) ?? [];
  const assets: string[] = [];
  for (const { route } of matches) {
    const entry = route.id ? remix.__remixManifest.routes[route.id] : undefined;
    if (entry && !remix.__remixRouteModules[route.id!]) assets.push(entry.module, ...(entry.imports ?? []));
  }
  const leaf = matches[matches.length - 1]?.route.id;
  if (leaf && leaf !== "root" && remix.__remixManifest.routes[leaf]?.hasLoader) assets.push(dataPath(withoutBase(path)));
  return assets;
}

function prefetch(link: HTMLAnchorElement): void {
  if (isSlowConnection()) return;
  const urls = assetsFor(link).filter((url) => !requested.has(url));
  if (urls.length === 0) return;
  urls.forEach((url) => requested.add(url));
  const worker = navigator.serviceWorker?.controller;
  if (worker) {
    worker.postMessage({ type: "PREFETCH", urls });
    return;
  }
  for (const url of urls) {
    const hint = document.createElement("link");
    hint.rel = "prefetch";
    hint.href = url;
    hint.as = "fetch";
    document.head.append(hint);
  }
}

/** Starts once the app has hydrated (the router tells what a link needs), which on a busy device can come after the load event. */
export function startPrefetching(): void {
  if (!(window as unknown as Partial<RemixGlobals>).__remixRouter) {
    window.setTimeout(startPrefetching, 50);
    return;
  }
  const onPoint = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href^="/"]');
    if (link) prefetch(link);
  };
  document.addEventListener("pointerover", onPoint, { passive: true });
  document.addEventListener("touchstart", onPoint, { passive: true });
  if ("IntersectionObserver" in window) prefetchLinksInView();
}

/** Links that scroll into view, watched again as client navigation replaces the page's links. */
function prefetchLinksInView(): void {
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) {
        observer.unobserve(entry.target);
        prefetch(entry.target as HTMLAnchorElement);
      }
    }
  });
  const watched = new WeakSet<Element>();
  const scan = () => {
    if (isSlowConnection()) return;
    document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]').forEach((link) => {
      if (!watched.has(link)) {
        watched.add(link);
        observer.observe(link);
      }
    });
  };
  // Client navigation replaces the page's links: look again when the DOM settles.
  let pending = 0;
  new MutationObserver(() => {
    window.clearTimeout(pending);
    pending = window.setTimeout(scan, 100);
  }).observe(document.body, { childList: true, subtree: true });
  scan();
}
