// The worker's side of the manifest's shards (offline-index.mjs): loads the shard that lists a file
// when the worker first needs that file's entry, once, and keeps it in a cache of its own so that
// the entries of saved pages are known offline too.
import { groupKeyOf, isFoundByKey, shardIndexFor } from "./offline-index.mjs";

/** A shard as sw.js names it: its first group key and its file. */
export interface ShardRef {
  from: string;
  url: string;
}

/** One file's entry: its URL path, its revision (null when named by its content) and its gzip size. */
export type ShardEntry = [url: string, revision: string | null, transferBytes: number];

/** Why a shard could not be had: the host no longer has it (another deploy is live), or no connection. */
export type ShardMiss = "newer-deploy" | "offline";

export interface ManifestShards {
  /**
   * Loads the shards that may list these paths (relative to the site, no leading slash). On a slow
   * or metered connection only from what the device has (the files' entries are then unknown),
   * unless `forReader`: for a file the reader's page asks for now, which it keeps.
   */
  lookUp(paths: Iterable<string>, options?: { forReader?: boolean }): Promise<ShardMiss | undefined>;
  /** Loads every shard, whatever the connection: for saving the whole site, or finding what a large saved copy holds. */
  loadAll(): Promise<ShardMiss | undefined>;
  /** The shard files' URLs, which the cleanup of an earlier deploy's shards keeps. */
  readonly urls: string[];
}

/**
 * `absolute` makes a site path a URL; `cacheName` is where loaded shards are kept; `onLoad` takes
 * each shard's entries (the worker adds them to its precache list); `slow` says whether the
 * connection is slow or metered (2g, data saver); `known` whether a file's entry is known already.
 */
export function manifestShards(
  shards: readonly ShardRef[],
  {
    absolute,
    cacheName,
    onLoad,
    slow,
    known,
  }: { absolute: (path: string) => string; cacheName: string; onLoad: (entries: ShardEntry[]) => void; slow: () => Promise<boolean>; known: (path: string) => boolean },
): ManifestShards {
  const loaded = new Map<number, Promise<ShardMiss | undefined>>();

  async function fetchShard(url: string, anyConnection: boolean): Promise<ShardEntry[] | ShardMiss> {
    const cache = await caches.open(cacheName);
    const kept = await cache.match(url);
    if (kept) return (await kept.json()) as ShardEntry[];
    let response: Response;
    try {
      // Named by its content: any copy the browser has is this deploy's.
      response = await fetch(url, { mode: "same-origin", cache: anyConnection || !(await slow()) ? "default" : "only-if-cached" });
    } catch {
      return "offline";
    }
    if (response.status === 404) return "newer-deploy";
    if (!response.ok) return "offline";
    const entries = (await response.clone().json()) as ShardEntry[];
    await cache.put(url, response);
    return entries;
  }

  function load(index: number, anyConnection: boolean): Promise<ShardMiss | undefined> {
    let pending = loaded.get(index);
    if (!pending) {
      pending = fetchShard(absolute(shards[index].url), anyConnection).then((result) => {
        if (typeof result === "string") {
          // Tried again the next time it is needed (the connection may be back).
          loaded.delete(index);
          return result;
        }
        onLoad(result);
        return undefined;
      });
      loaded.set(index, pending);
    }
    return pending;
  }

  async function loadEach(indexes: Iterable<number>, anyConnection = false): Promise<ShardMiss | undefined> {
    const misses = await Promise.all([...new Set(indexes)].filter((index) => index >= 0).map((index) => load(index, anyConnection)));
    return misses.find((miss) => miss === "newer-deploy") ?? misses.find(Boolean);
  }

  return {
    lookUp(paths, { forReader = false } = {}) {
      const indexes: number[] = [];
      for (const path of paths) {
        const name = decoded(path);
        if (isFoundByKey(name) && !known(name)) indexes.push(shardIndexFor(shards, groupKeyOf(name)));
      }
      return loadEach(indexes, forReader);
    },
    loadAll: () => loadEach(shards.keys(), true),
    urls: shards.map((shard) => absolute(shard.url)),
  };
}

/** File names are written decoded in the manifest; requests come percent-encoded. */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
