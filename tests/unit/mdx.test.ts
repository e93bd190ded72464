import path from "node:path";
import fs from "node:fs";
import os from "node:os";
import { pathToFileURL } from "node:url";
import { describe, expect, it, vi } from "vitest";
import * as React from "react";
import * as ReactDOM from "react-dom";
import * as jsxRuntime from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { getMDXComponent } from "mdx-bundler/client/index.js";
import { checkMdx, compiledBody, compileMdx, mdxModuleSource } from "~/lib/mdx.server";
import { normalizeAdmonitionTitles } from "~/lib/mdx-plugins.server";

process.env.PALAVER_CACHE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-mdx-cache-"));
// The content folder the pages belong to: its config adds Prism's http grammar and stops on a broken Markdown link; its static/ holds an image.
const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-mdx-content-"));
process.env.CONTENT_DIR = contentDir;
fs.writeFileSync(
  path.join(contentDir, "docusaurus.config.js"),
  'module.exports = { title: "Lanternfish", url: "https://lanternfish.example.org", baseUrl: "/", onBrokenMarkdownLinks: "throw", themeConfig: { prism: { additionalLanguages: ["http"] } } };\n',
);
// A real 3×2 PNG, so the compiler can read its size.
const PNG_3x2 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAEklEQVR4nGP4z8DwHwYYkDkAmK4L9eRPcK0AAAAASUVORK5CYII=",
  "base64",
);
fs.mkdirSync(path.join(contentDir, "static/img"), { recursive: true });
fs.writeFileSync(path.join(contentDir, "static/img/pic.png"), PNG_3x2);
// shenyu's copy had placeholders where images were: an empty file, and text saved as .png.
fs.writeFileSync(path.join(contentDir, "static/img/empty.png"), "");
fs.writeFileSync(path.join(contentDir, "static/img/notes.png"), "a chart goes here\n");

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-mdx-"));
const routes: Record<string, string> = {
  [path.join(dir, "guides/other.mdx")]: "/docs/guides/other",
  [path.join(dir, "intro.md")]: "/docs/intro",
};
const resolver = { routeForFile: (file: string) => routes[file] };

async function render(source: string, file = path.join(dir, "guides/page.mdx")) {
  const compiled = await compileMdx(file, source, resolver);
  const Component = getMDXComponent(compiledBody(compiled).code, { React, ReactDOM, _jsx_runtime: jsxRuntime });
  return { compiled, html: renderToStaticMarkup(React.createElement(Component)) };
}

describe("MDX compilation", () => {
  it("rewrites relative links to doc files into routes, keeping the anchor", async () => {
    const { html, compiled } = await render("See [other](./other.mdx#setup), [intro](../intro.md) and [web](https://example.org/a.md).\n");
    expect(html).toContain('href="/docs/guides/other#setup"');
    expect(html).toContain('href="/docs/intro"');
    expect(html).toContain('href="https://example.org/a.md"');
    expect(Object.values(compiled.linkDeps).sort()).toEqual(["/docs/guides/other", "/docs/intro"]);
  });

  it("takes a pathname:// link as a path of the site, not a file to resolve, and leaves it unchecked (Docusaurus's escape)", async () => {
    // Docusaurus's escape hatch for files its build does not know (written after it, or by another tool).
    const { html, compiled } = await render("The Markdown copy: [getting-started.md](pathname:///docs/intro.md), [made later](pathname:///llms-2.x.txt).\n");
    // Left for the page's link component, which renders it as a plain link that the build leaves unchecked.
    expect(html).toContain('href="pathname:///docs/intro.md"');
    expect(html).toContain('href="pathname:///llms-2.x.txt"');
    expect(compiled.links).toEqual([]);
    expect(compiled.linkDeps).toEqual({});
  });

  it("stops on a link to a doc that does not exist, naming file and line", async () => {
    await expect(render("# T\n\nText\n\nA [missing](./missing.mdx) link.\n")).rejects.toThrow(/guides\/page\.mdx:5:3 link to \.\/missing\.mdx: no such doc/);
  });

  it("stops on an MDX syntax error, naming file and line", async () => {
    await expect(render("---\ntitle: T\n---\n\nFine line.\n\nBroken <div> here\n")).rejects.toThrow(/guides\/page\.mdx:7:\d+ MDX error/);
  });

  it("renders admonitions with optional titles", async () => {
    const { html } = await render(":::warning Deletion is permanent\n\nThink twice.\n\n:::\n\n:::tip\n\nA tip.\n\n:::\n\n:::caution\n\nMind the step.\n\n:::\n\nIt is 10:30 now.\n");
    expect(html).toContain('class="theme-admonition theme-admonition-warning callout callout-warning"');
    expect(html).toMatch(/callout-heading">Deletion is permanent</);
    expect(html).toMatch(/callout-heading">Tip</);
    // Docusaurus 3's caution: a warning's colours under its own name.
    expect(html).toContain('<aside class="theme-admonition theme-admonition-caution callout callout-warning" aria-label="Caution"><p class="callout-heading">Caution</p>');
    // Docusaurus 3's stable class names, not Docusaurus 2's (a site's old `.admonition-tip` rules,
    // which Docusaurus 3 no longer applies, must not restyle these boxes either).
    expect(html).not.toMatch(/class="(?:[^"]*\s)?admonition(?:-tip|-warning)?[\s"]/);
    expect(html).toContain("It is 10:30 now.");
  });

  it("renders titled admonitions of a page that is on disk, as content files are", async () => {
    // The compiler must use the source it is given (titles normalised), not re-read the file.
    const file = path.join(dir, "guides/on-disk.mdx");
    const source = "Intro.\n\n:::danger After 30 days, deletion can't be undone\nGone for good.\n:::\n";
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, source);
    const { html } = await render(source, file);
    expect(html).toContain('class="theme-admonition theme-admonition-danger callout callout-danger"');
    expect(html).toMatch(/callout-heading">After 30 days, deletion can(’|&#x27;|')t be undone</);
    expect(html).not.toContain(":::");
  });

  it("collects h2–h4 into a table of contents and anchors every heading", async () => {
    const { html, compiled } = await render("## First part\n\ntext\n\n### Detail\n\ntext\n\n## First part\n");
    expect(compiled.toc).toEqual([
      { id: "first-part", text: "First part", level: 2 },
      { id: "detail", text: "Detail", level: 3 },
      { id: "first-part-1", text: "First part", level: 2 },
    ]);
    expect(html).toMatch(/<h2 id="first-part">First part<a href="#first-part" class="hash-link" aria-label="Direct link to First part"/);
  });

  it("highlights code at build time, with titles and highlighted lines", async () => {
    const { html } = await render('```json title="Response 200" {2}\n{\n  "ok": true\n}\n```\n');
    expect(html).toContain('<div class="code-block-title">Response 200</div>');
    expect(html).toContain('class="token property"');
    expect(html).toMatch(/class="code-line highlight-line">.*&quot;ok&quot;/);
  });

  it("highlights the site's additional languages, and leaves others plain, noting where they are", async () => {
    const http = await render("```http\nGET /v1/account/preferences HTTP/1.1\n```\n");
    expect(http.html).toContain('<span class="token method property">GET</span>');
    expect(http.compiled.unhighlighted).toEqual([]);
    const elixir = await render('Some text.\n\n```elixir\nIO.puts("hello")\n```\n');
    expect(elixir.html).not.toContain("token");
    expect(elixir.html).toContain("IO.puts(&quot;hello&quot;)");
    expect(elixir.compiled.unhighlighted).toEqual([{ language: "elixir", line: 3, file: expect.stringMatching(/page\.mdx$/) }]);
  });

  it("supports GFM tables, task lists and footnotes", async () => {
    const { html } = await render("| a | b |\n| - | - |\n| 1 | 2 |\n\n- [x] done\n- [ ] open\n\nText[^1]\n\n[^1]: The note.\n");
    expect(html).toContain("<table>");
    expect(html).toContain('type="checkbox"');
    expect(html).toMatch(/data-footnote-ref/);
  });

  it("emits an ES module for the browser instead of code to eval", async () => {
    const { compiled } = await render("Hello **world**\n");
    // Inside the project: Vitest's module loader does not serve files from outside it.
    const moduleFile = path.resolve("tests/.tmp", `${compiled.hash}.mjs`);
    fs.mkdirSync(path.dirname(moduleFile), { recursive: true });
    fs.writeFileSync(moduleFile, mdxModuleSource(compiledBody(compiled).code));
    const mod = await import(/* @vite-ignore */ pathToFileURL(moduleFile).href);
    const Component = mod.default(React, ReactDOM, jsxRuntime).default;
    expect(renderToStaticMarkup(React.createElement(Component))).toBe("<p>Hello <strong>world</strong></p>");
  });

  // Line numbers still count the front matter: see "stops on an MDX syntax error".
  it("leaves the front matter out of the page's module", async () => {
    const source = "---\ntitle: Setting up two-factor sign-in\ndescription: Keep your account safe\n---\n\nIntro\n\n## Steps\n";
    const { compiled, html } = await render(source);
    expect(html).toMatch(/^<p>Intro<\/p>\n<h2 id="steps">Steps/);
    expect(compiledBody(compiled).code).not.toContain("Keep your account safe");
  });

  it("gives site images their size and lazy loading, and stops on a missing one", async () => {
    const { html } = await render("![A picture](/img/pic.png)\n");
    expect(html).toContain('<img src="/img/pic.png" alt="A picture" width="3" height="2" loading="lazy" decoding="async"/>');
    // By its path in the site folder (near's docs), published with the page as Docusaurus bundles it.
    const { html: fromSite, compiled } = await render("![The same](@site/static/img/pic.png)\n");
    const [published] = Object.keys(compiled.assets ?? {});
    expect(published).toMatch(/^assets\/images\/pic-[0-9a-f]{8}\.png$/);
    expect(fromSite).toContain(`<img src="/${published}" alt="The same" width="3" height="2" loading="lazy" decoding="async"/>`);
    await expect(render("Text\n\n![Gone](/img/missing.png)\n")).rejects.toThrow(/guides\/page\.mdx:3:1 image \/img\/missing\.png not found/);
  });

  it("names an image file that is no image, once for each use, and publishes it without a size", async () => {
    const file = path.join(dir, "guides/placeholders.mdx");
    const check = await checkMdx(file, "Before.\n\n![Fork](/img/empty.png)\n\n![Chart](/img/notes.png)\n", resolver);
    expect(check.problems).toEqual([]);
    expect(check.compiled?.notices?.map((notice) => `${notice.line}:${notice.column} ${notice.problem}`)).toEqual([
      expect.stringMatching(/^3:1 image \/img\/empty\.png: \S*static\/img\/empty\.png cannot be read as an image \(empty, or not an image format\)/),
      expect.stringMatching(/^5:1 image \/img\/notes\.png: \S*static\/img\/notes\.png cannot be read as an image/),
    ]);
    const { html } = await render("![Fork](/img/empty.png)\n");
    expect(html).toContain('<img src="/img/empty.png" alt="Fork" loading="lazy" decoding="async"/>');
  });

  it("reports every problem of a page at once, still listing its links and anchors", async () => {
    const source = '## Setup\n\nA [missing](./missing.mdx) link, [other](./other.mdx#setup), [web](https://example.org), [abs](/docs/x#y), [self](#setup).\n\n![Gone](/img/gone.png)\n\n<span id="custom" /> <a href="/docs/z">z</a>\n';
    const file = path.join(dir, "guides/many.mdx");
    const check = await checkMdx(file, source, resolver);
    expect(check.compiled).toBeUndefined();
    expect(check.problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/guides\/many\.mdx:3:3 link to \.\/missing\.mdx: no such doc/),
      expect.stringMatching(/guides\/many\.mdx:5:1 image \/img\/gone\.png not found/),
    ]);
    expect(check.links).toEqual([
      { url: "./other.mdx#setup", target: "/docs/guides/other#setup", line: 3, column: 34 },
      { url: "/docs/x#y", target: "/docs/x#y", line: 3, column: 90 },
      { url: "#setup", target: "#setup", line: 3, column: 108 },
      { url: "/docs/z", target: "/docs/z", line: 7, column: 22, rawAnchor: true },
    ]);
    expect(check.anchors).toEqual(["setup", "custom"]);
    await expect(compileMdx(file, source, resolver)).rejects.toThrow(/no such doc[^]*\n.*image \/img\/gone\.png not found/);
  });

  it("reuses the cached compile for unchanged input", async () => {
    const source = "Cached page\n";
    const first = await compileMdx(path.join(dir, "cache.mdx"), source, resolver);
    const second = await compileMdx(path.join(dir, "cache.mdx"), source, resolver);
    expect(second).toBe(first);
  });

  it("keeps a compile on disk without its code and text, which are read when asked for", async () => {
    const file = path.join(dir, "disk.mdx");
    const source = "# On disk\n\nThe first paragraph.\n\n## Later\n\nWords deep in a section.\n";
    const first = await compileMdx(file, source, resolver);
    const body = compiledBody(first);
    // A new process: nothing in memory, everything from the cache folder.
    vi.resetModules();
    const fresh = await import("~/lib/mdx.server");
    const again = await fresh.compileMdx(file, source, resolver);
    expect(again).toEqual(first);
    expect(JSON.stringify(again)).not.toContain("deep in a section");
    expect(fresh.compiledBody(again)).toEqual(body);
    // One file a compile: its line, then its body's.
    const cacheFolder = path.join(process.env.PALAVER_CACHE_DIR!, "mdx");
    expect(fs.readdirSync(cacheFolder).filter((name) => name.startsWith(first.key))).toEqual([`${first.key}.json`]);
    const cacheFile = path.join(cacheFolder, `${first.key}.json`);
    const [compileLine, bodyLine, ...rest] = fs.readFileSync(cacheFile, "utf8").split("\n");
    expect(rest).toEqual([]);
    expect(JSON.parse(compileLine)).toEqual(first);
    expect(JSON.parse(bodyLine)).toEqual(body);
    // A compile whose body is missing (a file cut short) is not used: the page is compiled again.
    fs.writeFileSync(cacheFile, compileLine);
    vi.resetModules();
    const third = await import("~/lib/mdx.server");
    expect(third.compiledBody(await third.compileMdx(file, source, resolver))).toEqual(body);
  });

  it("reads back a compile whose line is longer than the start of the file read for most", async () => {
    const file = path.join(dir, "long.mdx");
    const source = Array.from({ length: 400 }, (_, i) => `## Section number ${i} of a long reference page\n\nSee [the next one](#section-number-${i + 1}-of-a-long-reference-page).\n`).join("\n");
    const first = await compileMdx(file, source, resolver);
    const compileLine = fs.readFileSync(path.join(process.env.PALAVER_CACHE_DIR!, "mdx", `${first.key}.json`), "utf8").split("\n")[0];
    expect(compileLine.length).toBeGreaterThan(16384);
    vi.resetModules();
    const fresh = await import("~/lib/mdx.server");
    expect(fresh.cachedMdx(file, source, resolver)?.compiled).toEqual(first);
  });
});

describe("admonition title normalisation", () => {
  it("turns `:::note Title` into directive labels outside code fences only", () => {
    expect(normalizeAdmonitionTitles(":::note My title\ntext\n:::\n```\n:::tip Not me\n```")).toBe(":::note[My title]\ntext\n:::\n```\n:::tip Not me\n```");
  });
});
