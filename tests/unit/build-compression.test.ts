// What a rebuild compresses: nothing when nothing changed, and after a one-page edit only what
// the edit changed (the search manifest, the service worker's files; a page's own files, the search
// shards and llms-full.txt have no copies), every copy still its file's. And the offline budget's sizes, taken from those copies or
// measured by the page's worker, are each file's gzip size.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { offlineManifestOf } from "../support/offline-manifest";
import { runBuild } from "../support/run-build";
import { copyTree, doc } from "./fixture-tree";

/** Every compressed copy of the output, with its inode and modification time: a rewrite changes either. */
function copiesIn(out: string): Map<string, string> {
  const copies = new Map<string, string>();
  for (const entry of fs.readdirSync(out, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(gz|br)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stat = fs.statSync(file);
    copies.set(path.relative(out, file).split(path.sep).join("/"), `${stat.ino}:${stat.mtimeMs}`);
  }
  return copies;
}

function decompressed(out: string, rel: string): string {
  const copy = fs.readFileSync(path.join(out, rel));
  return (rel.endsWith(".br") ? zlib.brotliDecompressSync(copy) : zlib.gunzipSync(copy)).toString("utf8");
}

/** The offline manifest's sizes (sw.js's and its shards'), by URL. */
function offlineSizes(out: string): Map<string, number> {
  return new Map([...offlineManifestOf(out)].map(([url, entry]) => [url, entry.transferBytes]));
}

async function builtSite() {
  const content = copyTree();
  // Long enough for compressed copies (over 1 KiB), with words of their own for the search files
  // (and sections enough for a search shard over 1 KiB too).
  const section = (topic: string, i: number) => `### ${topic} setting ${(i * 7919).toString(36)}\n\nThe ${topic} setting ${(i * 7919).toString(36)} decides how often relays retry.`;
  const body = (topic: string) => `## ${topic}\n\n${`Palaver relays ${topic} between servers; a moderator may pin a ${topic} for the room. `.repeat(20)}\n\n${Array.from({ length: 30 }, (_, i) => section(topic, i)).join("\n\n")}\n`;
  fs.writeFileSync(path.join(content, "docs/guides/relays.mdx"), doc("Relays", body("heartbeat")));
  fs.writeFileSync(path.join(content, "docs/guides/pins.mdx"), doc("Pinned messages", body("announcement")));
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-compression-"));
  const out = path.join(base, "dist");
  const env = { CONTENT_DIR: content, OUT_DIR: out, PALAVER_CACHE_DIR: path.join(base, "cache") };
  const first = await runBuild(env);
  expect(first.status, first.stderr).toBe(0);
  return { content, out, env };
}

describe("compressed copies made by a rebuild", () => {
  it("are none when nothing changed, and the offline sizes are each file's gzip size", async () => {
    const { out, env } = await builtSite();
    const before = copiesIn(out);
    // A page's own files get none: hosts gzip them as they send them, and a copy is a file more to
    // create for each (page-renderer.mjs).
    expect(fs.statSync(path.join(out, "docs/guides/relays.html")).size).toBeGreaterThan(1024);
    expect([...before.keys()].filter((rel) => /\.(html|md)\.(gz|br)$/.test(rel) && rel !== "404.html.gz" && rel !== "404.html.br")).toEqual([]);
    expect([...before.keys()].filter((rel) => /^(_data\/docs|mdx)\//.test(rel))).toEqual([]);
    // Nor do llms.txt and llms-full.txt, made again whenever any page changes (megabytes on a large site).
    expect(fs.statSync(path.join(out, "llms-full.txt")).size).toBeGreaterThan(1024);
    expect([...before.keys()].filter((rel) => rel.startsWith("llms"))).toEqual([]);
    // Nor do search shards, thousands of a few KB each on a large site.
    const shards = fs.readdirSync(path.join(out, "_search")).filter((name) => fs.statSync(path.join(out, "_search", name)).size > 1024);
    expect(shards.length).toBeGreaterThan(0);
    expect([...before.keys()].filter((rel) => rel.startsWith("_search/"))).toEqual([]);
    const rebuild = await runBuild(env);
    expect(rebuild.status, rebuild.stderr).toBe(0);
    expect(copiesIn(out)).toEqual(before);

    // Pages' sizes come from their worker's measure, the other files' from the copies
    // made after them, small files' from a gzip of their own: all are the file's gzip size.
    const sizes = offlineSizes(out);
    expect(sizes.has("docs/guides/relays.html")).toBe(true);
    expect([...sizes.keys()].some((url) => url.startsWith("_search/"))).toBe(true);
    for (const [url, size] of sizes) expect(size, url).toBe(zlib.gzipSync(fs.readFileSync(path.join(out, url)), { level: 6 }).length);
  });

  it("after a one-page edit, are those of the files listing the changed search shards only", async () => {
    const { content, out, env } = await builtSite();
    const before = copiesIn(out);
    const edited = path.join(content, "docs/guides/relays.mdx");
    fs.writeFileSync(edited, fs.readFileSync(edited, "utf8") + "\nA relay drops a heartbeat after the quokkasync timeout.\n");
    const rebuild = await runBuild(env);
    expect(rebuild.status, rebuild.stderr).toBe(0);
    const after = copiesIn(out);

    const rewritten = [...after].filter(([rel, stamp]) => before.get(rel) !== stamp).map(([rel]) => rel);
    expect(rewritten).toEqual(expect.arrayContaining(["sw.js.br", "sw.js.gz"]));
    // What else is new belongs to the edit (the search manifest, the shard of the worker's manifest
    // listing the new search files); the page's own files, search shards and llms-full.txt have none.
    const others = rewritten.filter((rel) => !/^(search-manifest\.json|sw\.js|_site\/offline\/[0-9a-f]+\.json)\.(gz|br)$/.test(rel));
    expect(others).toEqual([]);
    expect(after.get("404.html.gz")).toBeDefined();
    expect(after.get("404.html.gz")).toBe(before.get("404.html.gz"));
    // No copy is left of a file the output no longer has (the page's old module).
    for (const rel of after.keys()) expect(fs.existsSync(path.join(out, rel.slice(0, -3))), rel).toBe(true);

    // The rewritten copies are the new files'.
    const full = fs.readFileSync(path.join(out, "llms-full.txt"), "utf8");
    expect(full).toContain("quokkasync");
    expect([...after.keys()].filter((rel) => rel.startsWith("llms"))).toEqual([]);
    for (const rel of rewritten) expect(decompressed(out, rel), rel).toBe(fs.readFileSync(path.join(out, rel.slice(0, -3)), "utf8"));
  });
});
