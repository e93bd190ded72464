// Client navigation on a plain static host: there is no Remix server to answer `?_data=` requests,
// so the prerender writes each route's loader data to a file and clientLoaders fetch that instead.

import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { withBase, withoutBase } from "./base-path";
import { isFromOtherBuild, loadInFull, whileLeaving } from "./pwa/deploy-check";

/** The URL of the root route's loader data (versions and their links), the same for every page. */
export function siteDataUrl(): string {
  return withBase("/_data/__site.json");
}

/**
 * The URL of the loader data the prerender writes for `route` (a route path, without the base
 * path). A link may name the page's file (`/docs/x.html`, `/docs/x/index.html`), which a static
 * host serves as the page: its data is the page's too.
 */
export function dataPath(route: string): string {
  const clean = route.replace(/\/index\.html$/, "/").replace(/\.html$/, "").replace(/\/+$/, "") || "/";
  return withBase(`/_data${clean === "/" ? "/index" : clean}.json`);
}

/** A page's data or code could not be fetched: offline, a server error, a missing file. */
export class PageLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PageLoadError";
  }
}

export async function fetchRouteData<T>({ request, serverLoader }: ClientLoaderFunctionArgs): Promise<T> {
  // `npm run dev` has a live server and no prerendered files.
  if (process.env.NODE_ENV === "development") return (await serverLoader()) as T;
  const url = new URL(request.url);
  let response: Response;
  try {
    response = await fetch(dataPath(withoutBase(url.pathname)), { signal: request.signal });
  } catch (error) {
    if (request.signal.aborted) throw error;
    // The worker could not give this deploy's data (offline, not saved): a full load gets the
    // page from its saved copy, or the styled offline page.
    if (navigator.serviceWorker?.controller && loadInFull(url.pathname + url.search + url.hash)) return whileLeaving();
    throw new PageLoadError("Could not load this page: the network request failed. Check your connection.");
  }
  if (response.status === 404) {
    // No page of the app: the host may still have a file there (a redirect page of the
    // client-redirects plugin, a static HTML page). A full load gets it, or the host's not-found page.
    if (loadInFull(url.pathname + url.search + url.hash)) return whileLeaving();
    throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  }
  if (!response.ok || !response.headers.get("content-type")?.includes("json")) {
    throw new PageLoadError(`Could not load this page (HTTP ${response.status}).`);
  }
  const data = (await response.json()) as T;
  // The host has a newer deploy than this page's code: render it with its own code.
  if (isFromOtherBuild(data)) {
    if (loadInFull(url.pathname + url.search + url.hash)) return whileLeaving();
    throw new PageLoadError("This page belongs to a newer version of the docs: reload the page to read it.");
  }
  return data;
}
