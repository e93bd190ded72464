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
    expect(manifest.get("search-manifest.json")).toMatch(/^[0-9a-f]{32}$/);
    // Shards are named by their content, like the build's assets: no revision to keep.
    expect(manifest.get("_search/postings.0a1b2c3d.json")).toBeNull();
  });

  it("takes the revisions and sizes the prerender knows instead of reading the files", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-sw-"));
    fs.writeFileSync(path.join(dir, "page.html"), "<p>on disk</p>");
    const files = [{ rel: "page.html", file: path.join(dir, "page.html") }];

    const { size } = await buildServiceWorker(dir, files, new Map([["page.html", { revision: "known-revision", bytes: 1234 }]]));
    expect(size).toBe(1234);
    expect(manifestOf(dir).get("page.html")).toBe("known-revision");
  });
});
