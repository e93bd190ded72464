// siteConfig.markdown as Docusaurus 3 documents it: `preprocessor` rewrites each Markdown file's
// text before it is compiled (sites use it to swap a URL per deployment), and the hooks this engine
// does not run (`parseFrontMatter`, …) are named in one warning at their line, not dropped unsaid.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { doc, writeTree } from "./fixture-tree";

const site = writeTree({
  "docusaurus.config.js": `module.exports = {
  title: 'Reef', url: 'https://reef.example.com', baseUrl: '/',
  presets: [['classic', { docs: {} }]],
  markdown: {
    preprocessor: ({filePath, fileContent}) =>
      filePath.endsWith('.md') ? fileContent.replaceAll('https://tides.example.org/main/', 'https://tides.example.org/v2/') : fileContent,
    parseFrontMatter: async (params) => params.defaultParseFrontMatter(params),
    anchors: { maintainCase: true },
  },
};
`,
  "docs/tides.md": doc("Tides", "See the [tide tables](https://tides.example.org/main/tables).\n\nimport Almanac from './_almanac.md';\n\n<Almanac />"),
  "docs/_almanac.md": "The [almanac](https://tides.example.org/main/almanac) lists every spring tide.\n",
  "docs/broken.md": doc("Broken", "Text."),
});
process.env.PALAVER_CACHE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-preprocessor-cache-"));
process.env.CONTENT_DIR = site;

describe("markdown.preprocessor", () => {
  it("rewrites a page's text, and a partial's it imports, before they are compiled", async () => {
    const { scanContent } = await import("~/lib/content.server");
    const { linkResolver } = await import("~/lib/mdx/link-targets.server");
    const { compileMdx, compiledBody } = await import("~/lib/mdx.server");
    const file = path.join(site, "docs/tides.md");
    const compiled = await compileMdx(file, fs.readFileSync(file, "utf8"), linkResolver(scanContent(site).model));
    const body = compiledBody(compiled).code;
    expect(body).toContain("https://tides.example.org/v2/tables");
    expect(body).toContain("https://tides.example.org/v2/almanac");
    expect(body).not.toContain("/main/");
  });

  it("names the markdown hooks and options it does not run in one warning, at the first one's line", async () => {
    const { scanContent } = await import("~/lib/content.server");
    const { warnings } = scanContent(site);
    expect(warnings.map((w) => w.message).filter((m) => /markdown/.test(m))).toEqual([
      expect.stringMatching(/docusaurus\.config\.js:7:5 markdown options not supported here, left unused: parseFrontMatter, anchors$/),
    ]);
  });
});

describe("an async config's functions (export default async function createConfig())", () => {
  it("are used by the build: its preprocessor, its editUrl function, with no warning that they were left out", async () => {
    const { runBuild } = await import("../support/run-build");
    const asyncSite = writeTree({
      "docusaurus.config.mjs": `export default async function createConfig() {
  const release = await Promise.resolve('v3');
  return {
    title: 'Reef', url: 'https://reef.example.com', baseUrl: '/',
    presets: [['classic', { docs: { editUrl: ({docPath}) => \`https://git.example.org/reef/edit/\${release}/docs/\${docPath}\` } }]],
    markdown: { preprocessor: ({fileContent}) => fileContent.replaceAll('RELEASE', release) },
  };
}
`,
      "docs/tides.md": doc("Tides", "The tables of release RELEASE cover every harbour."),
    });
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-async-config-out-"));
    const build = await runBuild({ CONTENT_DIR: asyncSite, OUT_DIR: out, PALAVER_CACHE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "palaver-async-config-cache-")) });
    expect(build.status, build.stderr).toBe(0);
    expect(build.stdout).not.toMatch(/the config is async/);
    const html = fs.readFileSync(path.join(out, "docs/tides.html"), "utf8");
    expect(html).toContain("The tables of release v3 cover every harbour.");
    expect(html).toContain('href="https://git.example.org/reef/edit/v3/docs/tides.md"');
  });
});

describe("the config's functions the build calls", () => {
  it("run as from the site's folder, as the config does: a preprocessor that reads snippets from process.cwd(), an editUrl function that names it", async () => {
    const { runBuild } = await import("../support/run-build");
    // As crowdsec's preprocessor does: it collects <div data-extract> snippets from the docs under
    // the working folder (a Docusaurus build runs from the site's), then copies them into pages.
    const snippetSite = writeTree({
      "docusaurus.config.js": `const fs = require('fs');
const path = require('path');
const snippets = () => {
  const dir = path.resolve(process.cwd(), './docs');
  const found = new Map();
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const text = fs.readFileSync(path.join(dir, name), 'utf8');
    for (const m of text.matchAll(/<div data-extract="([^"]+)">([\\s\\S]*?)<\\/div>/g)) found.set(m[1], m[2].trim());
  }
  return found;
};
module.exports = {
  title: 'Reef', url: 'https://reef.example.com', baseUrl: '/',
  presets: [['classic', { docs: { editUrl: ({docPath}) => 'https://git.example.org/' + path.basename(process.cwd()) + '/' + docPath } }]],
  markdown: {
    preprocessor: ({fileContent}) => fileContent.replace(/<div data-extract-copy="([^"]+)" \\/>/g, (_, name) => snippets().get(name) ?? 'Snippet ' + name + ' not found in ' + process.cwd()),
  },
};
`,
      "docs/source.md": doc("Source", '<div data-extract="tide">\nThe spring tide peaks two days after the new moon.\n</div>'),
      "docs/copy.md": doc("Copy", 'Before.\n\n<div data-extract-copy="tide" />\n\nAfter.'),
    });
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-config-folder-out-"));
    const build = await runBuild({ CONTENT_DIR: snippetSite, OUT_DIR: out, PALAVER_CACHE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "palaver-config-folder-cache-")) });
    expect(build.status, build.stderr).toBe(0);
    const html = fs.readFileSync(path.join(out, "docs/copy.html"), "utf8");
    expect(html).toContain("The spring tide peaks two days after the new moon.");
    expect(html).not.toContain("not found");
    expect(html).toContain(`href="https://git.example.org/${path.basename(snippetSite)}/copy.md"`);
  });
});

describe("markdown.mdx1Compat", () => {
  it("is what the engine does when it keeps Docusaurus's defaults (gofiber's config sets them), and named when it turns one off", async () => {
    const { readSiteConfig } = await import("~/lib/content/site-config.server");
    const config = (compat: string) =>
      writeTree({
        "docusaurus.config.js": `module.exports = {\n  title: 'Reef', url: 'https://reef.example.com', baseUrl: '/',\n  markdown: { format: 'mdx', mdx1Compat: ${compat} },\n};\n`,
        "docs/tides.md": doc("Tides", "High water at noon."),
      });
    const markdownWarnings = (root: string) => readSiteConfig(root).warnings.map((w) => w.message).filter((m) => /markdown/.test(m));
    expect(markdownWarnings(config("{ comments: true, admonitions: true, headingIds: true }"))).toEqual([]);
    expect(markdownWarnings(config("{ comments: true, headingIds: false }"))).toEqual([
      expect.stringMatching(/docusaurus\.config\.js:3:\d+ markdown options not supported here, left unused: mdx1Compat\.headingIds: false$/),
    ]);
  });
});
