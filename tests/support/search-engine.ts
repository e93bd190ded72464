// A search engine over search files built in memory, recording the shards each query fetched.
import { SearchEngine } from "~/lib/search/search-engine";
import type { ShardFile } from "~/lib/search/search-shards.server";
import type { SearchManifest } from "~/lib/search/search-types";

export interface InMemorySearch {
  engine: SearchEngine;
  /** Paths of the shards fetched so far, in order. */
  fetched: string[];
  /** Shards that fail to load as if offline and not saved. */
  unavailable: Set<string>;
}

export function inMemorySearch(files: { manifest: SearchManifest; shards: ShardFile[] }): InMemorySearch {
  const contents = new Map(files.shards.map((shard) => [shard.path, shard.content.toString()]));
  const fetched: string[] = [];
  const unavailable = new Set<string>();
  // Through JSON, as the browser gets it.
  const manifest = JSON.parse(JSON.stringify(files.manifest)) as SearchManifest;
  const engine = new SearchEngine(manifest, async (path) => {
    fetched.push(path);
    const content = contents.get(path);
    if (content === undefined || unavailable.has(path)) throw new Error(`${path}: not available`);
    return JSON.parse(content);
  });
  return { engine, fetched, unavailable };
}
