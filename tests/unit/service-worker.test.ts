import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildServiceWorker } from "../../scripts/lib/service-worker.mjs";
import { inlineEntriesOf, offlineManifestOf, offlinePlanOf } from "../support/offline-manifest";

/** The precache manifest written into sw.js and its shards, by URL. */
function manifestOf(dir: string): Map<string, string | null> {
  return new Map([...offlineManifestOf(dir)].map(([url, entry]) => [url, entry.revision]));
}

describe("the service worker's precache manifest", () => {
  it("leaves out files over 20 MiB, except the search files offline search needs", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-sw-"));
    const files = ["index.html", "img/huge.png", "search-manifest.json", "_search/postings.0a1b2c3d.json"].map((rel) => ({ rel, file: path.join(dir, rel) }));
    fs.mkdirSync(path.join(dir, "img"));
    fs.mkdirSync(path.join(dir, "_search"));
    for (const { file } of files) fs.writeFileSync(file, "{}");
    // Sparse: 21 MiB on paper, nothing on disk.
    for (const rel of ["img/huge.png", "search-manifest.json", "_search/postings.0a1b2c3d.json"]) fs.truncateSync(path.join(dir, rel), 21 * 2 ** 20);

    const { tooLarge } = await buildServiceWorker(dir, files);
    expect(tooLarge).toEqual(["img/huge.png"]);
    const manifest = manifestOf(dir);
    expect([...manifest.keys()].sort()).toEqual(["_search/postings.0a1b2c3d.json", "index.html", "search-manifest.json"]);
    expect(manifest.get("search-manifest.json")).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    // Shards are named by their content, like the build's assets: no revision to keep.
    expect(manifest.get("_search/postings.0a1b2c3d.json")).toBeNull();
  });

  it("takes the revisions and sizes the prerender knows instead of reading the files", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-sw-"));
    fs.writeFileSync(path.join(dir, "page.html"), "<p>on disk</p>");
    const files = [{ rel: "page.html", file: path.join(dir, "page.html") }];

    const { size, transferBytes } = await buildServiceWorker(dir, files, new Map([["page.html", { revision: "known-revision", bytes: 1234, transferBytes: 321 }]]));
    expect(size).toBe(1234);
    expect(transferBytes).toBe(321);
    expect(manifestOf(dir).get("page.html")).toBe("known-revision");
  });

  it("saves the whole site without asking only while its gzip size is within the budget", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-sw-"));
    const files = ["index.html", "docs/a.html", "_data/docs/a.json"].map((rel) => ({ rel, file: path.join(dir, rel) }));
    fs.mkdirSync(path.join(dir, "docs"));
    fs.mkdirSync(path.join(dir, "_data/docs"), { recursive: true });
    // Text that compresses: the budget counts what a reader downloads, not the files' size.
    for (const { file } of files) fs.writeFileSync(file, "<p>Palaver keeps your messages on your own server.</p>\n".repeat(400));
    const known = new Map();
    const small = await buildServiceWorker(dir, files, known, { autoSaveBudgetBytes: 5_000 });
    expect(small.transferBytes).toBeLessThan(5_000);
    expect(small.autoSave).toBe(true);
    const sizes = [...offlineManifestOf(dir).values()].map((entry) => entry.transferBytes);
    expect(sizes).toHaveLength(3);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(small.transferBytes);
    expect(offlinePlanOf(dir)).toMatchObject({ transferBytes: small.transferBytes, files: 3, autoSave: true });

    const large = await buildServiceWorker(dir, files, known, { autoSaveBudgetBytes: small.transferBytes - 1 });
    expect(large.autoSave).toBe(false);
    expect(fs.readFileSync(path.join(dir, "sw.js"), "utf8")).toContain('"autoSave":false');
  });

  it("carries the shell's entries in sw.js, whose size does not grow with the site; each page's are in one shard with its data and module", async () => {
    /** A site of `pages` pages, each an HTML file, a data file and a module, known as the prerender knows them. */
    const site = async (pages: number) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-sw-"));
      const known = new Map<string, { revision: string | null; bytes: number; transferBytes: number; group?: string }>();
      const files: { rel: string; file: string }[] = [];
      const add = (rel: string, revision: string | null, group?: string) => {
        files.push({ rel, file: path.join(dir, rel) });
        known.set(rel, { revision, bytes: 4000, transferBytes: 1500, group });
      };
      for (const rel of ["index.html", "offline.html", "build/root-AB12CD.js", "_data/__site.json", "img/logo.svg", "img/diagram-1.png", "img/diagram-2.png"]) add(rel, rel.startsWith("build/") ? null : `rev-${rel}`);
      // The shell's pages load the logo; the diagrams are the docs' own (a Docusaurus site's static/img).
      fs.writeFileSync(path.join(dir, "offline.html"), '<header><img src="/img/logo.svg" alt="Palaver"></header><p>offline</p>');
      fs.writeFileSync(path.join(dir, "index.html"), '<link rel="icon" href="/img/logo.svg?v=2"><a href="https://example.org/img/diagram-1.png">x</a><a href="/docs/a">a</a>');
      for (let i = 0; i < pages; i++) {
        const html = `docs/section-${i % 40}/page-${i}.html`;
        add(html, `rev-${i}`, html);
        add(`_data/docs/section-${i % 40}/page-${i}.json`, `data-${i}`, html);
        add(`mdx/${i.toString(16).padStart(16, "0")}.js`, null, html);
      }
      await buildServiceWorker(dir, files, known);
      return dir;
    };
    const small = await site(100);
    const large = await site(3000);
    const swSize = (dir: string) => fs.statSync(path.join(dir, "sw.js")).size;
    // The shard list grows by a few bytes per 50 pages; the manifest of every page would be ~200 KB.
    expect(swSize(large) - swSize(small)).toBeLessThan(6_000);
    expect(inlineEntriesOf(large).map((entry) => entry.url).sort()).toEqual(["_data/__site.json", "build/root-AB12CD.js", "img/logo.svg", "index.html", "offline.html"]);
    expect(offlineManifestOf(large).size).toBe(7 + 3 * 3000);

    const plan = offlinePlanOf(large);
    expect(plan.files).toBe(7 + 3 * 3000);
    expect(plan.shellAssets).toEqual(["img/logo.svg"]);
    const shards = plan.shards.map((shard) => ({ ...shard, urls: (JSON.parse(fs.readFileSync(path.join(large, shard.url), "utf8")) as [string][]).map(([url]) => url) }));
    expect(shards.length).toBeGreaterThan(3000 * 3 / 200);
    for (const shard of shards) {
      // Named by content; a page's three files never split.
      expect(shard.url).toMatch(/^_site\/offline\/[0-9a-f]{16}\.json$/);
      expect(shard.urls.length).toBeLessThanOrEqual(152);
    }
    const shardOf = (url: string) => shards.findIndex((shard) => shard.urls.includes(url));
    for (const i of [0, 41, 1234, 2999]) {
      const html = `docs/section-${i % 40}/page-${i}.html`;
      expect(shardOf(`_data/docs/section-${i % 40}/page-${i}.json`), html).toBe(shardOf(html));
      expect(shardOf(`mdx/${i.toString(16).padStart(16, "0")}.js`), html).toBe(shardOf(html));
    }
    // Shards are in key order: the worker finds a page's by its first key.
    const froms = plan.shards.map((shard) => shard.from);
    expect([...froms].sort()).toEqual(froms);
  });
});
