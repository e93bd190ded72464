// The pages the service worker has saved, for the "Saved for offline reading" page: read from its
// cache (the worker keeps one entry per file of this deploy), or asked of the worker when the cache
// is too large for the browser to list (app/lib/pwa/cache-keys.ts).
import { basePath } from "../base-path";
import { isTooLargeToList } from "./cache-keys";
import { askWorker } from "./offline-save";

export interface SavedPage {
  route: string;
  title: string;
}

/** Pages that stand in for others, not pages to read. */
const STAND_INS = new Set(["/404", "/offline", "/saved"]);
/** Titles are read from the saved HTML for this many pages; the rest are listed by path. */
const TITLES_READ = 300;

export async function listSavedPages(): Promise<SavedPage[]> {
  if (typeof caches === "undefined" || !(await caches.has("palaver-precache"))) return [];
  const cache = await caches.open("palaver-precache");
  const base = basePath();
  const pages: { route: string; request: string }[] = [];
  for (const request of await cachedUrls(cache)) {
    const path = new URL(request).pathname.slice(base.length);
    if (!path.endsWith(".html")) continue;
    const route = path === "/index.html" ? "/" : path.slice(0, -".html".length);
    if (!STAND_INS.has(route)) pages.push({ route, request });
  }
  pages.sort((a, b) => a.route.localeCompare(b.route));
  return Promise.all(
    pages.map(async ({ route, request }, index) => ({ route, title: (index < TITLES_READ && titleOf(await (await cache.match(request))?.text())) || route })),
  );
}

async function cachedUrls(cache: Cache): Promise<string[]> {
  try {
    return (await cache.keys()).map((request) => request.url);
  } catch (error) {
    if (!isTooLargeToList(error)) throw error;
    return (await askWorker<string[]>({ type: "SAVED_PAGES" })) ?? [];
  }
}

function titleOf(html: string | undefined): string | undefined {
  const title = html && /<title>([^<]*)<\/title>/.exec(html)?.[1];
  if (!title) return undefined;
  const text = new DOMParser().parseFromString(title, "text/html").documentElement.textContent ?? title;
  // "Page | Site": the site's name is the same on every line.
  return text.replace(/\s+\|\s+[^|]+$/, "");
}
