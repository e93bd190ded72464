import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { runBuild } from "../support/run-build";
import { doc, writeTree } from "./fixture-tree";


function build(contentDir: string, outDir: string, cacheDir = path.join(outDir, "..", "cache")) {
  return runBuild({ CONTENT_DIR: contentDir, OUT_DIR: outDir, PALAVER_CACHE_DIR: cacheDir });
}

function treeHash(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = path.join(rel, entry.name);
      if (entry.isDirectory()) walk(child);
      else out[child] = crypto.createHash("sha256").update(fs.readFileSync(path.join(dir, child))).digest("hex");
    }
  };
  walk("");
  return out;
}

const good = {
  "docs/intro.mdx": doc("Introduction", "Read [the guide](./guides/first.mdx) next."),
  "docs/guides/_category_.json": JSON.stringify({ label: "Guides", link: { type: "generated-index" } }),
  "docs/guides/first.mdx": doc("First guide", "## Steps\n\nDo this, then [go back](/docs/intro)."),
};

describe("npm run build", () => {
  it("builds a content tree into HTML, data and module files", async () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "palaver-out-")), "dist");
    const result = await build(writeTree(good), out);
    expect(result.status, result.stderr).toBe(0);
    for (const file of ["index.html", "404.html", "docs/intro.html", "docs/guides/first.html", "docs/category/guides.html", "_data/docs/intro.json"]) {
      expect(fs.existsSync(path.join(out, file)), file).toBe(true);
    }
    const data = JSON.parse(fs.readFileSync(path.join(out, "_data/docs/intro.json"), "utf8"));
    expect(fs.existsSync(path.join(out, data.mdx.url))).toBe(true);

    // The service worker's manifest: every page and data file, each revision the file's own hash.
    const sw = fs.readFileSync(path.join(out, "sw.js"), "utf8");
    const manifest: { url: string; revision: string | null }[] = JSON.parse(/\[\{"(?:url|revision)"[\s\S]*?\}\](?=\.map)/.exec(sw)![0]);
    const listed = new Set(manifest.map((entry) => entry.url));
    for (const file of Object.keys(treeHash(out)).filter((f) => /\.(html|json)$/.test(f))) expect(listed.has(file), file).toBe(true);
    for (const { url, revision } of manifest) {
      const content = fs.readFileSync(path.join(out, url));
      if (/^(build|mdx)\//.test(url)) expect(revision, url).toBeNull();
      else expect(revision, url).toBe(crypto.createHash("md5").update(content).digest("hex"));
    }
  });

  it("produces byte-for-byte identical output for the same input", async () => {
    const content = writeTree(good);
    const base = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-repro-"));
    expect((await build(content, path.join(base, "a"))).status).toBe(0);
    fs.rmSync(path.join(base, "cache"), { recursive: true, force: true });
    expect((await build(content, path.join(base, "b"))).status).toBe(0);
    expect(treeHash(path.join(base, "b"))).toEqual(treeHash(path.join(base, "a")));
  });

  it("reuses cached compiles and renders after an edit, producing exactly what a cold build does", async () => {
    const content = writeTree(good);
    const base = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-warm-"));
    const build2 = (out: string, cache: string) => build(content, out, cache);
    expect((await build2(path.join(base, "warm"), path.join(base, "warm-cache"))).status).toBe(0);
    // Edit one page and add another: titles, sidebars and pagers of other pages change too.
    fs.writeFileSync(path.join(content, "docs/guides/first.mdx"), doc("First guide, revised", "## Steps\n\nDo this, then [go back](/docs/intro)."));
    fs.writeFileSync(path.join(content, "docs/guides/second.mdx"), doc("Second guide", "More steps."));
    expect((await build2(path.join(base, "warm"), path.join(base, "warm-cache"))).status).toBe(0);
    expect((await build2(path.join(base, "cold"), path.join(base, "cold-cache"))).status).toBe(0);
    expect(treeHash(path.join(base, "warm"))).toEqual(treeHash(path.join(base, "cold")));
    expect(fs.readFileSync(path.join(base, "warm/docs/intro.html"), "utf8")).toContain("Second guide");
  });

  const broken: [string, Record<string, string>, RegExp][] = [
    ["malformed front matter", { "docs/guides/first.mdx": "---\ntitle: First\ndescription: [oops\n---\n\nText\n" }, /docs\/guides\/first\.mdx:\d+:\d+ invalid front matter/],
    ["an MDX syntax error", { "docs/guides/first.mdx": doc("First", "Line one.\n\nAn <unclosed tag.\n") }, /docs\/guides\/first\.mdx:7:17 MDX error: Unexpected character/],
    ["a relative link to a missing doc", { "docs/intro.mdx": doc("Introduction", "See [this](./nowhere.mdx).") }, /docs\/intro\.mdx:5:5 link to \.\/nowhere\.mdx: no such doc/],
    ["an absolute link to a missing page", { "docs/intro.mdx": doc("Introduction", "See [this](/docs/nowhere).") }, /docs\/intro\.mdx links to \/docs\/nowhere, which does not exist/],
    ["two files claiming one route", { "docs/guides/second.mdx": doc("Second", "x", "slug: first\n") }, /docs\/guides\/second\.mdx route \/docs\/guides\/first is already used by/],
    [
      "a category link to a missing doc",
      { "docs/guides/_category_.json": JSON.stringify({ label: "Guides", link: { type: "doc", id: "guides/missing" } }) },
      /docs\/guides\/_category_\.json category link names doc id "guides\/missing", which does not exist/,
    ],
  ];

  it.each(broken)("stops on %s, names the problem, and leaves the previous output intact", async (_name, change, message) => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-broken-"));
    const out = path.join(base, "dist");
    fs.mkdirSync(out);
    fs.writeFileSync(path.join(out, "index.html"), "previous deploy");
    const result = await build(writeTree({ ...good, ...change }), out);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toContain("previous output");
    expect(fs.readdirSync(out)).toEqual(["index.html"]);
    expect(fs.readFileSync(path.join(out, "index.html"), "utf8")).toBe("previous deploy");
    expect(fs.readdirSync(base).filter((name) => name.startsWith("dist."))).toEqual([]);
  });
});
