// A search engine over search files built in memory, recording the shards each query fetched.
import { SearchEngine } from "~/lib/search/search-engine";
import type { ShardFile } from "~/lib/search/search-shards.server";
import type { SearchManifest } from "~/lib/search/search-types";

export interface InMemorySearch {
  engine: SearchEngine;
  /** Paths of the shards fetched so far, in order. */
  fetched: string[];
  /**
   * For each fetched path, the round of requests it was in, as a browser would send them: 1 for
   * those asked for before any shard had arrived, n + 1 for those asked for once one of round n had.
   */
  rounds: number[];
  /** Shards that fail to load as if offline and not saved. */
  unavailable: Set<string>;
}

export function inMemorySearch(files: { manifest: SearchManifest; shards: Pick<ShardFile, "path" | "content">[] }): InMemorySearch {
  const contents = new Map(files.shards.map((shard) => [shard.path, shard.content.toString()]));
  const fetched: string[] = [];
  const rounds: number[] = [];
  let round = 1;
  const unavailable = new Set<string>();
  // Through JSON, as the browser gets it.
  const manifest = JSON.parse(JSON.stringify(files.manifest)) as SearchManifest;
  const engine = new SearchEngine(manifest, async (path) => {
    fetched.push(path);
    const sent = round;
    rounds.push(sent);
    // Each shard arrives in a later task than the one that asked for it, as over a network.
    await new Promise((resolve) => setTimeout(resolve, 0));
    round = Math.max(round, sent + 1);
    const content = contents.get(path);
    if (content === undefined || unavailable.has(path)) throw new Error(`${path}: not available`);
    return JSON.parse(content);
  });
  return { engine, fetched, rounds, unavailable };
}
