// A file link to no doc, left as written (onBrokenMarkdownLinks: "warn"), is a URL from the page's:
// Docusaurus's link check then finds it leads to no page and stops the build under onBrokenLinks'
// default. Its `.md` URL here is at best a page's Markdown copy (`b.md` where the doc is b.mdx),
// which is not the page and which Docusaurus does not publish: it was accepted (sequelize's
// `raw-queries.md`). And under trailingSlash: true the page's URL ends in `/`, which the URL is
// taken from.
import { describe, expect, it } from "vitest";
import { doc, writeTree } from "./fixture-tree";
import { reportLines, runCheck } from "../support/run-build";

const config = (extra = "") =>
  `module.exports = { title: 'Moorings', url: 'https://moorings.example.org', baseUrl: '/', ${extra}markdown: { hooks: { onBrokenMarkdownLinks: 'warn' } }, presets: [['classic', { docs: {} }]] };\n`;

describe("a file link to no doc, left as written", () => {
  it("stops the check where it leads to a page's Markdown copy only, as Docusaurus's link check stops at it", async () => {
    const site = writeTree({
      "docusaurus.config.js": config(),
      "docs/intro.md": doc("Intro", "Read [the buoys page](./guide/buoys.md) first."),
      "docs/guide/buoys.mdx": doc("Buoys", "Each buoy has a number."),
    });
    const result = await runCheck({ CONTENT_DIR: site, PALAVER_CACHE_DIR: `${site}-cache` });
    expect(result.status).toBe(1);
    expect(reportLines(result.stdout, site).filter((line) => line.startsWith("docs/"))).toEqual([
      "docs/intro.md:5:6 link to ./guide/buoys.md: no such page (left as written, it leads to /docs/guide/buoys.md)",
    ]);
  });

  it("leads where the page's URL takes it under trailingSlash: true, from the page as a folder", async () => {
    const site = writeTree({
      "docusaurus.config.js": config("trailingSlash: true, "),
      "docs/models/defining.mdx": doc("Defining moorings", "See [the raw queries](../querying/raw-queries.md)."),
      "docs/querying/raw-queries.mdx": doc("Raw queries", "Write them by hand."),
    });
    const result = await runCheck({ CONTENT_DIR: site, PALAVER_CACHE_DIR: `${site}-cache` });
    expect(result.status).toBe(1);
    expect(reportLines(result.stdout, site).filter((line) => line.startsWith("docs/"))).toEqual([
      "docs/models/defining.mdx:5:5 link to ../querying/raw-queries.md: no such page (left as written, it leads to /docs/models/querying/raw-queries.md)",
    ]);
  });
});
