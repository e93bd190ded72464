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
