/// <reference lib="webworker" />
// The service worker: offline reading of the whole site, cache-first repeat visits, and prefetching
// that stays quiet on slow or metered connections. Workbox keeps the manifest's revisions, the cache
// keys, the routing and the clean-up of old entries; what is downloaded when is decided here:
// - install: the app shell only (scripts, styles, icons, the home, not-found and offline pages);
// - the rest of the site (every page, its data and content module, the search files) once the page
//   asks for it and this worker also sees a connection that is not 2g or data-saving;
// - prefetches the page asks for, under the same rule.
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from "workbox-precaching";
import { NavigationRoute, registerRoute, setCatchHandler } from "workbox-routing";
import { copyResponse } from "workbox-core";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

const manifest = self.__WB_MANIFEST.map((entry) => (typeof entry === "string" ? { url: entry, revision: null } : entry));
const SHELL = /^(build\/|img\/|icons\/|manifest\.webmanifest$|index\.html$|404\.html$|offline\.html$|_data\/__site\.json$)/;
const PREFETCH_CACHE = "palaver-prefetch";

const controller = new PrecacheController({ cacheName: "palaver-precache" });
controller.addToCacheList(manifest);

function slowConnection(): boolean {
  const connection = (self.navigator as WorkerNavigator & { connection?: NetworkInformationLike }).connection;
  return Boolean(connection && (connection.saveData || connection.effectiveType === "2g" || connection.effectiveType === "slow-2g"));
}

/** Downloads the entries not cached yet, a few at a time, at low priority. */
async function fill(urls: string[]): Promise<void> {
  const cache = await caches.open(controller.strategy.cacheName);
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      const key = controller.getCacheKeyForURL(new URL(url, self.registration.scope).href);
      if (!key || (await cache.match(key))) continue;
      const response = await fetch(new URL(url, self.registration.scope).href, { cache: "no-cache", priority: "low" } as RequestInit);
      if (response.ok) await cache.put(key, await cacheable(response));
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

/**
 * Static hosts answer `/x.html` with a redirect to `/x`; a redirected response cannot answer a
 * navigation, so keep a plain copy.
 */
async function cacheable(response: Response): Promise<Response> {
  return response.redirected ? copyResponse(response) : response;
}

let siteCaching: Promise<void> | undefined;

function cacheWholeSite(): Promise<void> {
  siteCaching ??= fill(manifest.map((entry) => entry.url)).finally(() => (siteCaching = undefined));
  return siteCaching;
}

self.addEventListener("install", (event) => {
  event.waitUntil(fill(manifest.filter((entry) => SHELL.test(entry.url)).map((entry) => entry.url)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      // Entries of older deploys go; so do prefetches, which belong to the deploy they came from.
      await controller.activate(event);
      await caches.delete(PREFETCH_CACHE);
      await self.clients.claim();
    })(),
  );
});

type Message = { type: "SKIP_WAITING" } | { type: "CACHE_SITE" } | { type: "PREFETCH"; urls: string[] };

self.addEventListener("message", (event: ExtendableMessageEvent) => {
  const message = event.data as Message;
  if (message?.type === "SKIP_WAITING") void self.skipWaiting();
  // The page checked its connection; check again here, where the downloads happen.
  if (message?.type === "CACHE_SITE" && !slowConnection()) {
    event.waitUntil(cacheWholeSite().then(() => event.source?.postMessage({ type: "SITE_CACHED" })));
  }
  if (message?.type === "PREFETCH" && !slowConnection()) event.waitUntil(prefetch(message.urls));
});

const prefetched = new Set<string>();

/**
 * Fetches what a link's page needs, once per URL: into the precache entry when the URL belongs to
 * this deploy's manifest (that is where the route looks), otherwise into the prefetch cache. A
 * page's data names its content module, which follows.
 */
async function prefetch(urls: string[]): Promise<void> {
  for (const raw of urls) {
    const url = new URL(raw, self.registration.scope).href;
    if (prefetched.has(url)) continue;
    prefetched.add(url);
    const key = controller.getCacheKeyForURL(url);
    const cache = await caches.open(key ? controller.strategy.cacheName : PREFETCH_CACHE);
    if (await cache.match(key ?? url)) continue;
    const response = await fetch(url, { priority: "low" } as RequestInit).catch(() => undefined);
    if (!response?.ok) continue;
    await cache.put(key ?? url, await cacheable(response.clone()));
    if (url.includes("/_data/")) {
      const module = ((await response.json()) as { mdx?: { url?: string } }).mdx?.url;
      if (module) await prefetch([module]);
    }
  }
}

// Pages, data, modules and assets of this deploy: from the cache first, else from the network.
registerRoute(new PrecacheRoute(controller, { cleanURLs: true, directoryIndex: "index.html", ignoreURLParametersMatching: [/.*/] }));

// Anything else the page fetches: a prefetched copy first.
registerRoute(
  ({ request, url }) => request.method === "GET" && url.origin === self.location.origin && request.mode !== "navigate",
  async ({ request }) => (await caches.match(request, { cacheName: PREFETCH_CACHE })) ?? fetch(request),
);

// Paths that are not part of the site: the host's not-found page, or ours when offline.
registerRoute(new NavigationRoute(async ({ request }) => fetch(request)));

setCatchHandler(async ({ request, url }) => {
  if (request.destination !== "document") return Response.error();
  const known = controller.getCacheKeyForURL(url.href.replace(/\/$/, "") + ".html") ?? controller.getCacheKeyForURL(url.href);
  const fallback = known ? "offline.html" : "404.html";
  const key = controller.getCacheKeyForURL(new URL(fallback, self.registration.scope).href);
  const page = key ? await caches.match(key) : undefined;
  return page ? new Response(page.body, { status: known ? 503 : 404, headers: page.headers }) : Response.error();
});
