// The service worker's manifest of a built site, whole: the entries sw.js carries and those of
// every shard it names (scripts/lib/offline-manifest.mjs writes them).
import fs from "node:fs";
import path from "node:path";

export interface ManifestEntry {
  revision: string | null;
  /** gzip size, as the offline plan counts it */
  transferBytes: number;
}

interface PlanInSource {
  transferBytes: number;
  files: number;
  autoSave: boolean;
  sizes: number[];
  shards: { from: string; url: string }[];
  shellAssets: string[];
  offlinePage: string;
}

/** The offline plan written into sw.js (scripts/lib/offline-plan.mjs). */
export function offlinePlanOf(dir: string): PlanInSource {
  const source = fs.readFileSync(path.join(dir, "sw.js"), "utf8");
  const start = source.indexOf('{"transferBytes":');
  if (start < 0) throw new Error(`no offline plan found in ${dir}/sw.js`);
  // The plan is one JSON object: read it by parsing ever longer prefixes up to a closing brace.
  for (let end = source.indexOf("}", start); end >= 0; end = source.indexOf("}", end + 1)) {
    try {
      return JSON.parse(source.slice(start, end + 1)) as PlanInSource;
    } catch {
      // not the end yet
    }
  }
  throw new Error(`the offline plan in ${dir}/sw.js does not parse`);
}

/** The entries sw.js carries itself, in its order. */
export function inlineEntriesOf(dir: string): { url: string; revision: string | null }[] {
  const source = fs.readFileSync(path.join(dir, "sw.js"), "utf8");
  return [...source.matchAll(/\{"revision":(null|"[^"]*"),"url":"([^"]+)"\}/g)].map((match) => ({ url: match[2], revision: match[1] === "null" ? null : (JSON.parse(match[1]) as string) }));
}

/** Every entry of the deploy in `dir`, by URL path. */
export function offlineManifestOf(dir: string): Map<string, ManifestEntry> {
  const plan = offlinePlanOf(dir);
  const inline = inlineEntriesOf(dir);
  const entries = new Map<string, ManifestEntry>(inline.map((entry, index) => [entry.url, { revision: entry.revision, transferBytes: plan.sizes[index] }]));
  for (const shard of plan.shards) {
    const listed = JSON.parse(fs.readFileSync(path.join(dir, shard.url), "utf8")) as [string, string | null, number][];
    for (const [url, revision, transferBytes] of listed) entries.set(url, { revision, transferBytes });
  }
  return entries;
}
