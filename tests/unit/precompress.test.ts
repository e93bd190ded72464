// The build's compressed copies follow their files: a rebuild writes new copies only for what it
// changed, and every copy is its file's.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { runBuild } from "../support/run-build";
import { copyTree, doc } from "./fixture-tree";

function copiesIn(out: string): Map<string, number> {
  const copies = new Map<string, number>();
  for (const entry of fs.readdirSync(out, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && /\.(gz|br)$/.test(entry.name)) {
      const file = path.join(entry.parentPath, entry.name);
      copies.set(path.relative(out, file), fs.statSync(file).mtimeMs);
    }
  }
  return copies;
}

describe("compressed copies across rebuilds", () => {
  it("are made again only for the files a rebuild changed, and each decompresses to its file", async () => {
    const content = copyTree();
    const base = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-precompress-"));
    const out = path.join(base, "dist");
    const env = { CONTENT_DIR: content, OUT_DIR: out, PALAVER_CACHE_DIR: path.join(base, "cache") };
    expect((await runBuild(env)).status).toBe(0);
    const before = copiesIn(out);
    const asset = [...before.keys()].find((rel) => /^build\/.*\.js\.br$/.test(rel))!;
    expect(asset).toBeDefined();

    fs.writeFileSync(path.join(content, "docs/guides/second.mdx"), doc("Second guide", "## Options\n\nThe options changed in this release: [the steps](./first.mdx#steps) still apply.".repeat(3)));
    const rebuild = await runBuild(env);
    expect(rebuild.status, rebuild.stderr).toBe(0);
    const after = copiesIn(out);
    // The edited page's module has a new name: its old copies went with it.
    expect(after.size).toBe(before.size);
    // The app's hashed assets and the not-found page, written again with the same bytes, keep their
    // copies. (A page's own files have none: the host compresses them as it sends them.)
    expect(after.get(asset)).toBe(before.get(asset));
    expect(after.get("404.html.gz")).toBeDefined();
    expect(after.get("404.html.gz")).toBe(before.get("404.html.gz"));
    expect([...after.keys()].filter((rel) => rel.startsWith("docs/") || rel.startsWith("mdx/"))).toEqual([]);
    // Every copy is of a file the output still has, with that file's bytes.
    for (const rel of after.keys()) {
      const original = fs.readFileSync(path.join(out, rel.slice(0, -3)));
      const copy = fs.readFileSync(path.join(out, rel));
      expect(rel.endsWith(".br") ? zlib.brotliDecompressSync(copy) : zlib.gunzipSync(copy), rel).toEqual(original);
    }
  });
});
