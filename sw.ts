/// <reference lib="webworker" />
// The service worker: offline reading on the reader's terms, one deploy at a time. Workbox keeps the
// manifest's revisions and integrity values, the cache keys and the routing; old deploys' entries
// are cleaned up here, by recorded keys (a large site's cache cannot be listed); what is downloaded
// when is decided in app/lib/pwa/offline-plan.ts:
// - install: the app shell (on 2g or with data saver: only what the current page already loaded);
// - always: every page the reader opens, and what its page asks to keep;
// - the whole site: without asking while it is under the site's budget, else once the app is
//   installed or the reader asks ("Save for offline reading"), and again after each deploy;
// - prefetches for the next click, never on 2g or with data saver.
// Every revisioned file is fetched with its revision as subresource integrity: a response of
// another deploy (the host was updated since this worker was built) is never stored under this
// deploy's key. Meeting one stops any save and looks for the new worker, whose prompt takes over.
// sw.js lists the shell's files; the other files' entries are in shards loaded as they are needed
// (app/lib/pwa/manifest-shards.ts), so a first visit does not download a list of the whole site.
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from "workbox-precaching";
import { Route, registerRoute, setCatchHandler } from "workbox-routing";
import { copyResponse } from "workbox-core";
import type { RouteHandlerCallbackOptions } from "workbox-core/types";
import {
  bytesToSave,
  isShellFile,
  isSlow,
  pageOfData,
  shellFetchMode,
  shouldSaveWholeSite,
  type ConnectionInfo,
  type FromWorker,
  type OfflinePlan,
  type OfflineStatus,
  type SaveChoice,
  type SaveProgress,
  type SaveStop,
  type ToWorker,
} from "./app/lib/pwa/offline-plan";
import { fillQueue, type FillOutcome, type SaveResult } from "./app/lib/pwa/fill-queue";
import { heldKeys, isTooLargeToList } from "./app/lib/pwa/cache-keys";
import { manifestShards, type ShardEntry } from "./app/lib/pwa/manifest-shards";
import { NAMED_BY_CONTENT } from "./app/lib/pwa/offline-index.mjs";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[]; __PALAVER_OFFLINE_PLAN: OfflinePlan };

const plan = self.__PALAVER_OFFLINE_PLAN;
// The shell's entries. Revisions are base64 SHA-256 digests of the files (scripts/lib/precache-revision.mjs).
const shell = self.__WB_MANIFEST.map((entry) => (typeof entry === "string" ? { url: entry, revision: null } : entry));
const withIntegrity = (entry: PrecacheEntry): PrecacheEntry => (entry.revision ? { ...entry, integrity: `sha256-${entry.revision}` } : entry);
const PRECACHE = "palaver-precache";
// The manifest's shards this worker loaded: one deploy's, named by their content.
const SHARD_CACHE = "palaver-offline-index";
const PREFETCH_CACHE = "palaver-prefetch";
// The reader's choice about the saved copy outlives the deploy (and its precache entries).
const SETTINGS_CACHE = "palaver-offline-settings";
const CHOICE_KEY = "/__offline-choice";
// The precache keys this deploy's worker (and any earlier one whose clean-up was cut short) may have
// stored: what a new deploy's worker deletes without listing the cache, which the browser refuses
// to do for a large site's saved copy (app/lib/pwa/cache-keys.ts).
const DEPLOY_KEYS = "/__deploy-keys";

const controller = new PrecacheController({ cacheName: PRECACHE });
controller.addToCacheList(shell.map(withIntegrity));

const absolute = (url: string) => new URL(url, self.registration.scope).href;
/** The site's path on the host (the base path): read once, since every request is matched against it. */
let scope: string | undefined;
const scopePath = () => (scope ??= new URL(self.registration.scope).pathname);
/** A URL's path in the site (what the manifest names), from an absolute URL or cache key. */
const sitePath = (url: string) => new URL(url).pathname.slice(scopePath().length);

const shellAssets = new Set(plan.shellAssets);
/** The app shell: its own files and what its pages load. */
const inShell = (url: string) => isShellFile(url) || shellAssets.has(url);

/** Every entry known so far, by URL path, with its gzip size: sw.js's, then each loaded shard's. */
const sizes = new Map<string, number>(shell.map((entry, index) => [entry.url, plan.sizes[index] ?? 0]));
const shards = manifestShards(plan.shards, {
  absolute,
  cacheName: SHARD_CACHE,
  slow: () => slowConnection(),
  known: (url) => sizes.has(url),
  onLoad(entries: ShardEntry[]) {
    controller.addToCacheList(entries.map(([url, revision]) => withIntegrity({ url, revision })));
    for (const [url, , bytes] of entries) sizes.set(url, bytes);
  },
});

/**
 * The cache key of a file of this deploy (a path in the site or an absolute URL), once its entry is
 * known. A page's module named by its content is this deploy's under its name even before.
 */
function keyFor(url: string): string | undefined {
  const href = absolute(url);
  return controller.getCacheKeyForURL(href) ?? (NAMED_BY_CONTENT.test(sitePath(href)) ? href.split("?")[0] : undefined);
}

/**
 * What the pages say of their connection. A page can know better than the worker (the reader's
 * data saver setting as the page sees it, or as a test emulates it); either being slow counts.
 */
let pagesSaySlow: Promise<boolean> | undefined;
// Kept across the worker's restarts (the browser stops an idle worker).
const CONNECTION_KEY = "/__page-connection";

function reportedSlow(): Promise<boolean> {
  pagesSaySlow ??= caches
    .open(SETTINGS_CACHE)
    .then((cache) => cache.match(CONNECTION_KEY))
    .then(async (stored) => Boolean(stored && ((await stored.json()) as { slow?: boolean }).slow));
  return pagesSaySlow;
}

async function pagesReport(slow: boolean): Promise<void> {
  pagesSaySlow = Promise.resolve(slow);
  await (await caches.open(SETTINGS_CACHE)).put(CONNECTION_KEY, Response.json({ slow }));
}

async function slowConnection(): Promise<boolean> {
  return isSlow((self.navigator as WorkerNavigator & { connection?: ConnectionInfo }).connection) || (await reportedSlow());
}

/** At install no page has spoken yet: ask the open ones (one that does not answer in time has no say). */
async function askPagesAboutConnection(): Promise<void> {
  const pages = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const answers = await Promise.all(
    pages.map(
      (page) =>
        new Promise<boolean | undefined>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve(Boolean((event.data as { slow?: boolean })?.slow));
          page.postMessage({ type: "CONNECTION?" } satisfies FromWorker, [channel.port2]);
          setTimeout(() => resolve(undefined), 1_000);
        }),
    ),
  );
  const heard = answers.filter((answer) => answer !== undefined);
  if (heard.length) await pagesReport(heard.some(Boolean));
}

async function broadcast(message: FromWorker): Promise<void> {
  for (const client of await self.clients.matchAll({ type: "window" })) client.postMessage(message);
}

/**
 * Static hosts answer `/x.html` with a redirect to `/x`; a redirected response cannot answer a
 * navigation, so keep a plain copy.
 */
async function cacheable(response: Response): Promise<Response> {
  return response.redirected ? copyResponse(response) : response;
}

let lookingForUpdate = false;

/** The host serves another deploy than this worker's: stop saving, and let the new worker's prompt take over. */
function newerDeployFound(): void {
  saving?.stop("newer-deploy");
  void broadcast({ type: "NEWER_DEPLOY" });
  if (lookingForUpdate) return;
  lookingForUpdate = true;
  void self.registration
    .update()
    .catch(() => undefined)
    .finally(() => setTimeout(() => (lookingForUpdate = false), 30_000));
}

type FetchMode = "network" | "already-downloaded";

/**
 * Saves manifest entries not saved yet, a few at a time, at low priority. Each is checked against
 * this deploy's revision; the first that is not this deploy's (or is gone from the host) ends the fill.
 */
async function fill(urls: string[], { mode = "network", signal, onSaved }: { mode?: FetchMode; signal?: AbortSignal; onSaved?: (url: string) => void } = {}): Promise<FillOutcome> {
  const cache = await caches.open(PRECACHE);
  // Entries of shards that cannot be had now are not known: those files are not downloaded.
  if ((await shards.lookUp(urls.map((url) => sitePath(absolute(url))))) === "newer-deploy") {
    newerDeployFound();
    return "newer-deploy";
  }
  const outcome = await fillQueue(
    urls,
    async (url) => {
      const key = keyFor(url);
      if (!key) return "not-downloaded";
      if (await cache.match(key)) return "already-saved";
      return saveOnce(key, () =>
        fetchForDeploy(absolute(url), key, mode, signal).then(async (fetched) => {
          if (typeof fetched === "string") return fetched;
          // Rejects if the reader cancels while the body is still arriving, or the device is full.
          await cache.put(key, await cacheable(fetched));
          return "saved" as const;
        }),
      );
    },
    { signal, onSaved },
  );
  if (outcome === "newer-deploy") newerDeployFound();
  return outcome;
}

const inFlight = new Map<string, Promise<SaveResult>>();

/** Two fills wanting one entry at once (a save and a prefetch) download it once. */
function saveOnce(key: string, save: () => Promise<SaveResult>): Promise<SaveResult> {
  let pending = inFlight.get(key);
  if (!pending) {
    pending = save().finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

/** One entry of this deploy, fetched with its integrity. */
async function fetchForDeploy(url: string, key: string, mode: FetchMode, signal?: AbortSignal): Promise<Response | "not-downloaded" | SaveStop> {
  const integrity = controller.getIntegrityForCacheKey(key);
  let response: Response;
  try {
    response = await fetch(url, {
      integrity,
      // Only what the browser already has (the HTTP cache): no request leaves the device. A file
      // named by its content is the same in any copy, so the page's own download serves.
      cache: mode === "already-downloaded" ? "only-if-cached" : integrity ? "no-cache" : "default",
      mode: "same-origin",
      signal,
      priority: "low",
    } as RequestInit);
  } catch {
    if (signal?.aborted) return "cancelled";
    if (mode === "already-downloaded") return "not-downloaded";
    // Offline, or the host's copy is another deploy's (the integrity check failed): ask it plainly.
    const live = await fetch(url, { method: "HEAD", cache: "no-store" }).catch(() => undefined);
    return live ? "newer-deploy" : "offline";
  }
  if (response.status === 404) return mode === "already-downloaded" ? "not-downloaded" : "newer-deploy";
  if (!response.ok) return mode === "already-downloaded" ? "not-downloaded" : "offline";
  return response;
}

/** The whole-site save in progress, if any: one at a time, stoppable, reporting to every page. */
let saving: { stop(reason: SaveStop): void; progress: SaveProgress; done: Promise<FillOutcome> } | undefined;

async function readChoice(): Promise<SaveChoice> {
  const stored = await (await caches.open(SETTINGS_CACHE)).match(CHOICE_KEY);
  return stored ? ((await stored.json()) as { choice: SaveChoice }).choice : undefined;
}

async function writeChoice(choice: SaveChoice): Promise<void> {
  await (await caches.open(SETTINGS_CACHE)).put(CHOICE_KEY, Response.json({ choice }));
}

/** The cache keys of this deploy's entries known so far (the shell's and the loaded shards'). */
function knownKeys(): string[] {
  return [...sizes.keys()].map((url) => controller.getCacheKeyForURL(absolute(url))).filter((key): key is string => Boolean(key));
}

/**
 * The keys of this deploy's entries the cache holds. The cache is listed, and the shards listing
 * what it holds loaded; one too large to list (a large saved copy) is checked against every entry.
 */
async function heldCurrentKeys(): Promise<Set<string>> {
  const cache = await caches.open(PRECACHE);
  let listed: string[] | undefined;
  try {
    listed = (await cache.keys()).map((request) => request.url);
  } catch (error) {
    if (!isTooLargeToList(error)) throw error;
  }
  if (listed) await shards.lookUp(listed.map(sitePath));
  else await shards.loadAll();
  const current = knownKeys();
  const held = listed ? new Set(listed) : await heldKeys(cache, current);
  return new Set(current.filter((key) => held.has(key)));
}

async function savedUrls(): Promise<Set<string>> {
  const keys = await heldCurrentKeys();
  return new Set([...sizes.keys()].filter((url) => keys.has(controller.getCacheKeyForURL(absolute(url)) ?? "")));
}

/** The cache keys of the saved pages (their HTML), for the saved pages' list. */
async function savedPageKeys(): Promise<string[]> {
  return [...(await heldCurrentKeys())].filter((key) => new URL(key).pathname.endsWith(".html"));
}

async function recordedKeys(): Promise<string[]> {
  const stored = await (await caches.open(SETTINGS_CACHE)).match(DEPLOY_KEYS);
  return stored ? ((await stored.json()) as { keys: string[] }).keys : [];
}

async function recordKeys(keys: string[]): Promise<void> {
  await (await caches.open(SETTINGS_CACHE)).put(DEPLOY_KEYS, Response.json({ keys }));
}

async function saveWholeSite(): Promise<FillOutcome> {
  if (saving) return saving.done;
  const miss = await shards.loadAll();
  if (miss) {
    if (miss === "newer-deploy") newerDeployFound();
    void broadcast({ type: "SAVE_STOPPED", reason: miss });
    return miss;
  }
  // A copy this large may be too large to list: the next deploy's worker finds it by these keys.
  await recordKeys([...new Set([...(await recordedKeys()), ...knownKeys()])]);
  const urls = [...sizes.keys()];
  const saved = await savedUrls();
  const missing = bytesToSave(urls, (url) => sizes.get(url) ?? 0, (url) => saved.has(url));
  const abort = new AbortController();
  const progress: SaveProgress = { doneFiles: 0, totalFiles: missing.files, doneBytes: 0, totalBytes: missing.bytes };
  let reported = 0;
  const report = () => {
    reported = Date.now();
    void broadcast({ type: "SAVE_PROGRESS", progress: { ...progress } });
  };
  let stopped: SaveStop | undefined;
  const done = fill(
    urls.filter((url) => !saved.has(url)),
    {
      signal: abort.signal,
      onSaved: (url) => {
        progress.doneFiles += 1;
        progress.doneBytes += sizes.get(url) ?? 0;
        if (Date.now() - reported > 250) report();
      },
    },
  ).then((outcome) => {
    saving = undefined;
    const reason = stopped ?? outcome;
    void broadcast(reason === "done" ? { type: "SAVE_FINISHED" } : { type: "SAVE_STOPPED", reason });
    return reason;
  });
  saving = {
    progress,
    done,
    stop(reason) {
      stopped ??= reason;
      abort.abort();
    },
  };
  report();
  return done;
}

/** Deletes the saved copy: everything but the app shell. */
async function removeSaved(): Promise<void> {
  saving?.stop("cancelled");
  await saving?.done;
  const cache = await caches.open(PRECACHE);
  for (const key of await heldKeys(cache, [...(await recordedKeys()), ...knownKeys()])) if (!inShell(sitePath(key))) await cache.delete(key);
}

/** What the saved copy holds. Only the shards that list what the cache holds are loaded. */
async function status(): Promise<OfflineStatus> {
  const saved = await savedUrls();
  let savedBytes = 0;
  for (const url of saved) savedBytes += sizes.get(url) ?? 0;
  return {
    totalFiles: plan.files,
    savedFiles: saved.size,
    totalBytes: plan.transferBytes,
    missingBytes: Math.max(0, plan.transferBytes - savedBytes),
    saving: saving ? { ...saving.progress } : null,
    choice: await readChoice(),
    autoSave: plan.autoSave,
  };
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      await askPagesAboutConnection();
      const outcome = await fill(
        shell.filter((entry) => inShell(entry.url)).map((entry) => entry.url),
        { mode: shellFetchMode(await slowConnection()) },
      );
      // A shell that is not whole, or not this deploy's, must not take over: the next visit tries again.
      if (outcome !== "done") throw new Error(`service worker install: ${outcome}`);
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      // Entries of older deploys go; so do prefetches, which belong to the deploy they came from,
      // and earlier deploys' shards.
      const cache = await caches.open(PRECACHE);
      const earlier = await recordedKeys();
      let held: Set<string>;
      try {
        held = new Set((await cache.keys()).map((request) => request.url));
      } catch (error) {
        // A saved copy too large to list: found by the keys its deploy recorded and this deploy's.
        if (!isTooLargeToList(error)) throw error;
        await shards.loadAll();
        held = await heldKeys(cache, [...earlier, ...knownKeys()]);
      }
      // This deploy's entries for what is held. A shard that cannot be had now (offline) leaves
      // its files' entries unknown: then only files known to have changed go, and the rest are
      // decided by the next activation.
      const undecided = Boolean(await shards.lookUp([...held].map(sitePath)));
      const current = new Set(knownKeys());
      const stale = (key: string) => !current.has(key) && (!undecided || sizes.has(sitePath(key)));
      // Recorded before deleting: a clean-up cut short is finished by the next deploy's worker.
      await recordKeys([...new Set([...earlier, ...current])]);
      for (const key of held) if (stale(key)) await cache.delete(key);
      await recordKeys([...new Set([...held].filter((key) => !stale(key)).concat([...current]))]);
      // The pages the reader kept under the previous deploy, saved again as this deploy's (only those that changed).
      const kept = new Set([...held].map(withoutRevision));
      await caches.delete(PREFETCH_CACHE);
      const index = await caches.open(SHARD_CACHE);
      const shardUrls = new Set(shards.urls);
      for (const request of await index.keys()) if (!shardUrls.has(request.url)) await index.delete(request);
      await self.clients.claim();
      const slow = await slowConnection();
      // Here only the reader's earlier choice counts: a site under the budget is saved when a page
      // asks, having checked its own connection. Not awaited: pages wait for activation to finish.
      if (shouldSaveWholeSite({ reason: "auto", plan: { autoSave: false }, slow, choice: await readChoice() })) void saveWholeSite();
      else if (!slow) void fill([...sizes.keys()].filter((url) => kept.has(absolute(url))));
    })(),
  );
});

function withoutRevision(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete("__WB_REVISION__");
  return parsed.href;
}

self.addEventListener("message", (event: ExtendableMessageEvent) => {
  const message = event.data as ToWorker;
  const reply = (answer: unknown) => event.ports[0]?.postMessage(answer);
  switch (message?.type) {
    case "SKIP_WAITING":
      void self.skipWaiting();
      break;
    case "CONNECTION":
      event.waitUntil(pagesReport(message.slow));
      break;
    case "SAVE_SITE":
      event.waitUntil(
        (async () => {
          if (message.reason === "reader" || message.reason === "installed") await writeChoice("saved");
          // The page checked its connection; check again here, where the downloads happen.
          if (shouldSaveWholeSite({ reason: message.reason, plan, slow: await slowConnection(), choice: await readChoice() })) {
            reply({ started: true });
            await saveWholeSite();
          } else reply({ started: false });
        })(),
      );
      break;
    case "CANCEL_SAVE":
      saving?.stop("cancelled");
      reply({ ok: true });
      break;
    case "REMOVE_SAVED":
      event.waitUntil(
        (async () => {
          await writeChoice("removed");
          await removeSaved();
          void broadcast({ type: "SAVE_REMOVED" });
          reply({ ok: true });
        })(),
      );
      break;
    case "OFFLINE_STATUS":
      // Always answered: a page waiting for the answer shows nothing new until it comes.
      event.waitUntil(status().then(reply, () => reply(undefined)));
      break;
    case "SAVED_PAGES":
      event.waitUntil(savedPageKeys().then(reply, () => reply([])));
      break;
    case "KEEP_PAGE":
      event.waitUntil(keepPage(message.files));
      break;
    case "PREFETCH":
      event.waitUntil(slowConnection().then((slow) => (slow ? undefined : prefetch(message.urls))));
      break;
  }
});

/**
 * The page the reader opened before this worker controlled it: kept from what the browser already
 * downloaded (`from`, the URL it used), under the manifest entry (`entry`) it stands for.
 */
async function keepPage(files: { from: string; entry: string }[]): Promise<void> {
  const cache = await caches.open(PRECACHE);
  await shards.lookUp(files.map((file) => file.entry));
  for (const { from, entry } of files) {
    const key = keyFor(entry);
    if (!key || (await cache.match(key))) continue;
    const result = await fetchForDeploy(absolute(from), key, "already-downloaded");
    if (typeof result !== "string") await cache.put(key, await cacheable(result));
  }
}

const prefetched = new Set<string>();

/**
 * Fetches what a link's page needs, once per URL, at low priority: into the precache entry when
 * the URL belongs to this deploy's manifest (checked against its revision), otherwise into the
 * prefetch cache. A page's data names its content module, which follows.
 */
async function prefetch(urls: string[]): Promise<void> {
  for (const raw of urls) {
    const url = absolute(raw);
    if (prefetched.has(url)) continue;
    prefetched.add(url);
    await shards.lookUp([sitePath(url)]);
    const key = keyFor(url);
    if (key) {
      if ((await fill([url])) !== "done") return;
      const data = url.includes("/_data/") ? await (await caches.open(PRECACHE)).match(key) : undefined;
      const module = data ? ((await data.json()) as { mdx?: { url?: string } }).mdx?.url : undefined;
      if (module) await prefetch([module]);
      continue;
    }
    const cache = await caches.open(PREFETCH_CACHE);
    if (await cache.match(url)) continue;
    const response = await fetch(url, { priority: "low" } as RequestInit).catch(() => undefined);
    if (response?.ok) await cache.put(url, await cacheable(response));
  }
}

/**
 * This deploy's files: from the cache, else from the network, checked against the manifest's
 * revision and kept (every page the reader opens stays readable offline). A response of another
 * deploy is passed on, never stored: it is what the host serves now, and the page checks that its
 * data matches its code (app/lib/pwa/deploy-check.ts).
 */
async function fromThisDeploy({ request, params, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const { cacheKey, integrity } = params as { cacheKey: string; integrity?: string };
  const cache = await caches.open(PRECACHE);
  const hit = await cache.match(cacheKey);
  const html = pageOfData(new URL(request.url).pathname.slice(new URL(self.registration.scope).pathname.length));
  // The page was opened by link: keep its HTML too, unless the connection is slow or metered.
  if (html) (event as ExtendableEvent | undefined)?.waitUntil?.(slowConnection().then((slow) => (slow ? undefined : fill([html]).then(() => undefined))));
  if (hit) return hit;
  let response: Response;
  try {
    // A navigation request cannot be copied with options: fetch its URL.
    response = await fetch(request.url, { integrity, credentials: "same-origin" });
  } catch (error) {
    if (!integrity) throw error;
    const live = await fetch(request.url).catch(() => undefined);
    if (!live) throw error;
    newerDeployFound();
    return cacheable(live);
  }
  if (response.status === 404) newerDeployFound();
  if (!response.ok) return response;
  // Followed redirects (`/x.html` → `/x`) cannot answer a navigation as they are.
  const plain = await cacheable(response);
  await cache.put(cacheKey, plain.clone());
  return plain;
}

// Pages, data, modules and assets of this deploy, once the shard listing them is loaded; anything
// else the page fetches from a prefetched copy first; other paths (not part of the site) from the
// host, whose not-found page answers, or ours when offline.
const precached = new PrecacheRoute(controller, { cleanURLs: true, directoryIndex: "index.html", ignoreURLParametersMatching: [/.*/] });
registerRoute(
  new Route(
    ({ request, url }) => request.method === "GET" && url.origin === self.location.origin && url.pathname.startsWith(scopePath()),
    async (options) => {
      const path = sitePath(options.url.href);
      // A shard not to be had leaves the file unknown: it comes from the network, not kept.
      await shards.lookUp([path], { forReader: true });
      const params = precached.match({ ...options, sameOrigin: true }) ?? (NAMED_BY_CONTENT.test(path) ? { cacheKey: keyFor(path) } : undefined);
      if (params) return fromThisDeploy({ ...options, params });
      if (options.request.mode === "navigate") return fetch(options.request);
      return (await caches.match(options.request, { cacheName: PREFETCH_CACHE })) ?? fetch(options.request);
    },
  ),
);

setCatchHandler(async ({ request, url }) => {
  if (request.destination !== "document") return Response.error();
  // Without the shard that would say (offline, never loaded) the path may be a page of the site.
  const unsure = Boolean(await shards.lookUp([sitePath(url.href)], { forReader: true }));
  const known = unsure || controller.getCacheKeyForURL(url.href.replace(/\/$/, "") + ".html") || controller.getCacheKeyForURL(url.href);
  const fallback = known ? "offline.html" : "404.html";
  const key = controller.getCacheKeyForURL(absolute(fallback));
  const page = key ? await caches.match(key) : undefined;
  const status = known ? 503 : 404;
  if (page) return new Response(page.body, { status, headers: page.headers });
  return plan.offlinePage ? new Response(plan.offlinePage, { status, headers: { "Content-Type": "text/html; charset=utf-8" } }) : Response.error();
});
