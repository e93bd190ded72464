import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildServiceWorker } from "../../scripts/lib/service-worker.mjs";

/** The precache manifest written into sw.js, by URL. */
function manifestOf(dir: string): Map<string, string | null> {
  const sw = fs.readFileSync(path.join(dir, "sw.js"), "utf8");
  const entries: { url: string; revision: string | null }[] = JSON.parse(/\[\{"(?:url|revision)"[\s\S]*?\}\](?=\.map)/.exec(sw)![0]);
  return new Map(entries.map((entry) => [entry.url, entry.revision]));
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
    const plan = JSON.parse(/\{"transferBytes":\d+,"autoSave":(?:true|false),"sizes":\[[\d,]*\],"offlinePage":""\}/.exec(fs.readFileSync(path.join(dir, "sw.js"), "utf8"))![0]);
    expect(plan.sizes).toHaveLength(3);
    expect(plan.sizes.reduce((a: number, b: number) => a + b, 0)).toBe(small.transferBytes);

    const large = await buildServiceWorker(dir, files, known, { autoSaveBudgetBytes: small.transferBytes - 1 });
    expect(large.autoSave).toBe(false);
    expect(fs.readFileSync(path.join(dir, "sw.js"), "utf8")).toContain('"autoSave":false');
  });
});
