// Which entries a cache holds, on sites of any size. Chromium will not list a cache whose keys add
// up to more than 10 MiB (`cache.keys()` rejects with "Operation too large"): about 18,000 entries
// of a docs site's URLs, which a 5,000-page site's saved copy passes. Listing is tried first (one
// call); past the limit, the entries the caller knows of are looked up one by one, a batch at a time.

/** Lookups in flight at once: enough to keep the browser's cache backend busy, not to swamp it. */
const BATCH = 64;

/** Whether an error is the browser refusing to list a cache this large. */
export function isTooLargeToList(error: unknown): boolean {
  return error instanceof Error && /too large/i.test(error.message);
}

/**
 * The keys (absolute URLs) the cache holds. `candidates` are those looked up when the cache is too
 * large to list; anything else it holds is then not found (the caller knows every key it may need).
 */
export async function heldKeys(cache: Cache, candidates: Iterable<string>): Promise<Set<string>> {
  try {
    return new Set((await cache.keys()).map((request) => request.url));
  } catch (error) {
    if (!isTooLargeToList(error)) throw error;
  }
  const held = new Set<string>();
  const keys = [...new Set(candidates)];
  for (let start = 0; start < keys.length; start += BATCH) {
    const batch = keys.slice(start, start + BATCH);
    const found = await Promise.all(batch.map((key) => cache.match(key).then((response) => response !== undefined)));
    batch.forEach((key, index) => found[index] && held.add(key));
  }
  return held;
}
