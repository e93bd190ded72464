import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineEntriesOf, offlineManifestOf, offlinePlanOf } from "../support/offline-manifest";
import { runBuild, runCheck } from "../support/run-build";
import { brokenCases, copyTree, doc, expectedProblems } from "./fixture-tree";

const projectRoot = path.resolve(__dirname, "../..");

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

/** A copy of the good fixture tree, built once into `<base>/dist`: the start of every rebuild test. */
async function builtTree(prefix: string) {
  const content = copyTree();
  const base = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const out = path.join(base, "dist");
  expect((await build(content, out)).status).toBe(0);
  return { content, base, out };
}

/** A rebuild's whole output is what a first build of the same content gives. */
async function expectSameAsFirstBuild(content: string, base: string, out: string) {
  expect((await build(content, path.join(base, "cold"), path.join(base, "cold-cache"))).status).toBe(0);
  expect(treeHash(out)).toEqual(treeHash(path.join(base, "cold")));
}

/** The `file:line:col message` lines of a report, with paths relative to the content folder. */
function problemLines(lines: string[], content: string): string[] {
  const prefix = `${path.relative(projectRoot, content)}/`;
  return lines.map((line) => line.trim().replaceAll(prefix, ""));
}

describe("npm run build", () => {
  it("builds a content tree into HTML, data and module files", async () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "palaver-out-")), "dist");
    const result = await build(copyTree(), out);
    expect(result.status, result.stderr).toBe(0);
    for (const file of ["index.html", "404.html", "docs/intro.html", "docs/guides/first.html", "docs/category/guides.html", "_data/docs/intro.json"]) {
      expect(fs.existsSync(path.join(out, file)), file).toBe(true);
    }
    // Pages were rendered by the server build bundled with Remix's runtime, and compiled with the
    // MDX toolchain bundled beside it (scripts/lib/server-bundles.mjs).
    for (const bundle of ["build/server.cjs", "build/mdx-toolchain.cjs"]) expect(fs.existsSync(path.join(projectRoot, bundle)), bundle).toBe(true);
    const data = JSON.parse(fs.readFileSync(path.join(out, "_data/docs/intro.json"), "utf8"));
    expect(fs.existsSync(path.join(out, data.mdx.url))).toBe(true);

    // The service worker's manifest: every page and data file, each revision the file's own
    // SHA-256 (base64), which the worker also checks as the response's subresource integrity.
    // sw.js carries the shell's entries; the pages' are in its shards, a page's with its data.
    const manifest = [...offlineManifestOf(out)].map(([url, entry]) => ({ url, revision: entry.revision }));
    const listed = new Set(manifest.map((entry) => entry.url));
    for (const file of Object.keys(treeHash(out)).filter((f) => /\.(html|json)$/.test(f) && !f.startsWith("_site/offline/"))) expect(listed.has(file), file).toBe(true);
    const inline = inlineEntriesOf(out).map((entry) => entry.url);
    expect(inline).toContain("index.html");
    expect(inline.filter((url) => url.startsWith("docs/") || url.startsWith("mdx/") || url.startsWith("_search/"))).toEqual([]);
    const shardWith = (url: string) => offlinePlanOf(out).shards.find((shard) => fs.readFileSync(path.join(out, shard.url), "utf8").includes(`"${url}"`))?.url;
    expect(shardWith("docs/intro.html")).toBeDefined();
    expect(shardWith("_data/docs/intro.json")).toBe(shardWith("docs/intro.html"));
    expect(shardWith(data.mdx.url.slice(1))).toBe(shardWith("docs/intro.html"));
    for (const { url, revision } of manifest) {
      const content = fs.readFileSync(path.join(out, url));
      if (/^(build|mdx|_search)\//.test(url)) expect(revision, url).toBeNull();
      else expect(revision, url).toBe(crypto.createHash("sha256").update(content).digest("base64"));
    }
  });

  it("produces byte-for-byte identical output for the same input, with or without the page cache", async () => {
    const content = copyTree();
    const base = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-repro-"));
    expect((await build(content, path.join(base, "a"))).status).toBe(0);
    fs.rmSync(path.join(base, "cache"), { recursive: true, force: true });
    expect((await build(content, path.join(base, "b"))).status).toBe(0);
    expect(treeHash(path.join(base, "b"))).toEqual(treeHash(path.join(base, "a")));
    // With the cache b left, every page comes from the page cache: the very file b has (a hard link).
    expect((await build(content, path.join(base, "c"))).status).toBe(0);
    expect(treeHash(path.join(base, "c"))).toEqual(treeHash(path.join(base, "a")));
    const inode = (out: string) => fs.statSync(path.join(base, out, "docs/guides/first.html")).ino;
    expect(inode("c")).toBe(inode("b"));
    expect(inode("b")).not.toBe(inode("a"));
  });

  it("reuses cached compiles and renders after an edit, producing exactly what a cold build does", async () => {
    const content = copyTree();
    const base = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-warm-"));
    const build2 = (out: string, cache: string) => build(content, out, cache);
    expect((await build2(path.join(base, "warm"), path.join(base, "warm-cache"))).status).toBe(0);
    // Edit one page and add another: titles, sidebars and pagers of other pages change too.
    fs.writeFileSync(path.join(content, "docs/guides/first.mdx"), doc("First guide, revised", "## Steps\n\nDo this, then [go back](/docs/intro)."));
    fs.writeFileSync(path.join(content, "docs/guides/third.mdx"), doc("Third guide", "More steps."));
    expect((await build2(path.join(base, "warm"), path.join(base, "warm-cache"))).status).toBe(0);
    expect((await build2(path.join(base, "cold"), path.join(base, "cold-cache"))).status).toBe(0);
    expect(treeHash(path.join(base, "warm"))).toEqual(treeHash(path.join(base, "cold")));
    expect(fs.readFileSync(path.join(base, "warm/docs/intro.html"), "utf8")).toContain("Third guide");
  });

  it("re-renders only the page whose text changed, keeping the other pages' files", async () => {
    const { content, base, out } = await builtTree("palaver-incremental-");
    const inode = (rel: string) => fs.statSync(path.join(out, rel)).ino;
    const recordShards = () => fs.readdirSync(path.join(out, "_search")).filter((name) => name.startsWith("records."));
    const shardsBefore = new Map(recordShards().map((name) => [name, inode(`_search/${name}`)]));
    const kept = ["docs/intro.html", "_data/docs/intro.json", "docs/category/guides.html"].map((rel) => [rel, inode(rel)]);
    const edited = inode("docs/guides/first.html");
    fs.appendFileSync(path.join(content, "docs/guides/first.mdx"), "\nOne more paragraph, added after the first build.\n");
    const result = await build(content, out);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/prerender: 1 of \d+ routes changed/);
    // Unchanged pages are the previous build's files, left in place; the edited one is new.
    expect(kept.map(([rel]) => [rel, inode(rel as string)])).toEqual(kept);
    expect(inode("docs/guides/first.html")).not.toBe(edited);
    expect(fs.readFileSync(path.join(out, "docs/guides/first.html"), "utf8")).toContain("One more paragraph, added after the first build.");
    // Its search records are in a new shard, replacing its group's old one (a records shard holds
    // a group of pages; a small site is one group); the shards of other groups stay where they were.
    const groupOf = (name: string) => name.split(".")[1];
    const added = recordShards().filter((name) => !shardsBefore.has(name));
    expect(added).toHaveLength(1);
    expect(fs.readFileSync(path.join(out, "_search", added[0]), "utf8")).toContain("One more paragraph");
    expect(recordShards()).toHaveLength(shardsBefore.size);
    const others = recordShards().filter((name) => shardsBefore.has(name));
    expect(others.map((name) => inode(`_search/${name}`))).toEqual(others.map((name) => shardsBefore.get(name)));
    expect(JSON.parse(fs.readFileSync(path.join(out, "search-manifest.json"), "utf8")).records.hashes).toContain(groupOf(added[0]));
    await expectSameAsFirstBuild(content, base, out);
  });

  it("follows a renamed and a removed page into every page they touch, and leaves no stale file", async () => {
    const { content, base, out } = await builtTree("palaver-incremental-structure-");
    const intro = path.join(content, "docs/intro.mdx");
    fs.writeFileSync(intro, fs.readFileSync(intro, "utf8").replace("title: Introduction", "title: Welcome aboard"));
    fs.rmSync(path.join(content, "docs/guides/second.mdx"));
    const first = path.join(content, "docs/guides/first.mdx");
    fs.writeFileSync(first, fs.readFileSync(first, "utf8").replace(" or read about [the options](./second.mdx#options)", ""));
    const result = await build(content, out);
    expect(result.status, result.stderr).toBe(0);
    // A page whose own file did not change shows the new title in its sidebar and pager.
    expect(fs.readFileSync(path.join(out, "docs/guides/first.html"), "utf8")).toContain("Welcome aboard");
    for (const gone of ["docs/guides/second.html", "_data/docs/guides/second.json"]) expect(fs.existsSync(path.join(out, gone)), gone).toBe(false);
    expect([...offlineManifestOf(out).keys()].filter((url) => url.includes("guides/second"))).toEqual([]);
    await expectSameAsFirstBuild(content, base, out);
  });

  it("fails an edit that breaks a link after a good build, leaving that build's output intact", async () => {
    const { content, base, out } = await builtTree("palaver-incremental-broken-");
    const good = treeHash(out);
    const page = path.join(content, "docs/guides/first.mdx");
    // Moved aside whole, so that putting it back restores its time too ("last updated", outside git).
    const original = path.join(base, "first.mdx");
    fs.renameSync(page, original);
    fs.writeFileSync(page, `${fs.readFileSync(original, "utf8")}\nSee [the missing page](./missing.mdx).\n`);
    const result = await build(content, out);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("missing.mdx");
    expect(treeHash(out)).toEqual(good);
    // Mended, the next build goes through and matches the first.
    fs.renameSync(original, page);
    expect((await build(content, out)).status).toBe(0);
    expect(treeHash(out)).toEqual(good);
  });

  it("still says what it warns of when a problem stops it: a failed build hides none of the check's findings", async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-broken-"));
    const content = copyTree("missing-page-link");
    const intro = path.join(content, "docs/intro.mdx");
    fs.writeFileSync(intro, `${fs.readFileSync(intro, "utf8")}\n\n\`\`\`elixir\nIO.puts("hello")\n\`\`\`\n`);
    const result = await build(content, path.join(base, "dist"));
    expect(result.status).not.toBe(0);
    expect(result.stdout).toMatch(/warning: \S*docs\/intro\.mdx:\d+:1 code in "elixir" is shown without highlighting/);
    expect(result.stderr).toContain("Build failed");
  });

  // Each case in tests/fixtures/broken: its files over the good tree, and the problems expected.
  it.each(brokenCases)("reports every problem of %s and leaves the previous output intact", async (name) => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-broken-"));
    const out = path.join(base, "dist");
    fs.mkdirSync(out);
    fs.writeFileSync(path.join(out, "index.html"), "previous deploy");
    const content = copyTree(name);
    const result = await build(content, out);
    expect(result.status).not.toBe(0);
    const [before, report = ""] = result.stderr.split(`Build failed: the previous output in ${out} is unchanged.\n`);
    expect(before.trim()).toBe("");
    expect(problemLines(report.trim().split("\n"), content)).toEqual(expectedProblems(name));
    expect(fs.readdirSync(out)).toEqual(["index.html"]);
    expect(fs.readFileSync(path.join(out, "index.html"), "utf8")).toBe("previous deploy");
    expect(fs.readdirSync(base).filter((name) => name.startsWith("dist."))).toEqual([]);
  });
});

describe("npm run check", () => {
  const check = (content: string) => runCheck({ CONTENT_DIR: content, PALAVER_CACHE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "palaver-cache-")) });

  it("says in one line that a good tree has no problems", async () => {
    const result = await check(copyTree());
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toBe("no problems in 4 files\n");
  });

  it("warns about code in a language the site does not highlight, from a fresh or a cached compile, without failing", async () => {
    const content = copyTree();
    const intro = path.join(content, "docs/intro.mdx");
    const line = fs.readFileSync(intro, "utf8").split("\n").length + 1;
    fs.appendFileSync(intro, "\n```elixir\nIO.puts(\"hello\")\n```\n");
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-cache-"));
    for (const run of ["compiled", "cached"]) {
      const result = await runCheck({ CONTENT_DIR: content, PALAVER_CACHE_DIR: cache });
      expect(result.status, `${run}: ${result.stderr}`).toBe(0);
      expect(problemLines(result.stdout.trim().split("\n"), content)).toEqual([
        `warning: docs/intro.mdx:${line}:1 code in "elixir" is shown without highlighting: add the language to themeConfig.prism.additionalLanguages in the site config (docusaurus.config)`,
        "no problems in 4 files",
      ]);
    }
  });

  it("reports the problems of several files in one run, each with its file, line and column", async () => {
    const content = copyTree("many-problems");
    const result = await check(content);
    expect(result.status).toBe(1);
    const [report, summary] = result.stdout.split("\n\n");
    const expected = expectedProblems("many-problems");
    expect(new Set(expected.map((line) => line.split(":")[0])).size).toBeGreaterThan(3);
    expect(problemLines(report.split("\n"), content)).toEqual(expected);
    expect(summary).toBe(`${expected.length} problems in 6 files\n`);
  });
});
