// A Docusaurus site's src/pages and its home page: Markdown pages are published at the routes their
// paths name, React pages are named in one warning each (never dropped in silence). As in
// Docusaurus, a doc whose route is `/` (docs-only mode, routeBasePath '/') or src/pages/index.md is
// the home page; without either, the home page shows the site's title, tagline and sections.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { searchShardPaths } from "~/lib/search/search-types";
import { runBuild, reportLines } from "../support/run-build";
import { writeTree } from "./fixture-tree";

async function build(site: string) {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-pages-"));
  const out = path.join(base, "dist");
  const result = await runBuild({ CONTENT_DIR: site, OUT_DIR: out, PALAVER_CACHE_DIR: path.join(base, "cache") });
  return { result, read: (rel: string) => fs.readFileSync(path.join(out, rel), "utf8"), exists: (rel: string) => fs.existsSync(path.join(out, rel)) };
}

describe("src/pages of a Docusaurus site", () => {
  it("publishes src/pages Markdown pages at their paths, index.md as the home page, warning of each React page", async () => {
    const site = writeTree({
      "docusaurus.config.js": "module.exports = { title: 'Tidepool', tagline: 'Rock-pool surveys', url: 'https://tp.example.org', baseUrl: '/' };\n",
      "docs/survey.md": "# Running a survey\n\nCount what you see in a quadrat. Read [the field guide](/guide/field) first.\n",
      "src/pages/index.md": "---\ntitle: Tidepool\n---\n\n# Welcome to Tidepool\n\nSurveys of the rock pools below the lighthouse, since 2019.\n",
      "src/pages/guide/field.mdx": "---\ntitle: Field guide\n---\n\nAnemones close when touched: count them before you kneel.\n",
      "src/pages/tides.md": "# Tide tables\n\nLow water is the only time to survey.\n",
      "src/pages/map.jsx": "export default function Map() { return <div>map</div>; }\n",
      "src/pages/_partial.md": "Not a page.\n",
      "src/pages/map.test.js": "test('map', () => {});\n",
    });
    const { result, read, exists } = await build(site);
    expect(result.status, result.stderr).toBe(0);
    expect(reportLines(result.stdout, site).filter((line) => line.includes("src/pages"))).toEqual([
      "warning: src/pages/map.jsx a React page, which this engine cannot render (it runs Docusaurus's theme code): /map is not published, and links to it are warnings; a .md or .mdx page there would be",
    ]);
    // The Markdown page is the home page, titled as a page.
    expect(read("index.html")).toContain("<title>Tidepool | Tidepool</title>");
    expect(read("index.html")).toMatch(/<h1[^>]*>Welcome to Tidepool<\/h1>/);
    expect(read("index.html")).toContain("Surveys of the rock pools below the lighthouse, since 2019.");
    expect(read("_data/index.json")).toContain('"route":"/"');
    expect(read("guide/field.html")).toContain("Anemones close when touched");
    // A page starting with its own h1 gets no second one.
    expect(read("tides.html").match(/<h1[ >]/g)).toHaveLength(1);
    expect(exists("_partial.html")).toBe(false);
    expect(exists("map.html")).toBe(false);
    expect(exists("map.test.html")).toBe(false);
  });

  it("shows the site's title and tagline for a React home page, saying so once, and keeps the doc of a route two files claim", async () => {
    const site = writeTree({
      "docusaurus.config.js": "module.exports = { title: 'Tidepool', tagline: 'Rock-pool surveys', url: 'https://tp.example.org', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/' } }]] };\n",
      "docs/survey.md": "# Running a survey\n\nCount what you see in a quadrat.\n",
      "src/pages/index.tsx": "export default function Home(): JSX.Element { return <main>Tidepool</main>; }\n",
      "src/pages/survey.md": "# Survey (old page)\n\nMoved to the docs.\n",
    });
    const { result, read } = await build(site);
    expect(result.status, result.stderr).toBe(0);
    expect(reportLines(result.stdout, site).filter((line) => line.includes("src/pages"))).toEqual([
      "warning: src/pages/index.tsx a React home page, which this engine cannot render (it runs Docusaurus's theme code): the home page shows the site's title, tagline and the navbar's sections instead",
      expect.stringMatching(/^warning: src\/pages\/survey\.md route \/survey is also a docs page's \(.*docs\/survey\.md\): the docs page is published there, this page is not$/),
    ]);
    expect(read("index.html")).toContain("<title>Tidepool | Rock-pool surveys</title>");
    expect(read("survey.html")).toContain("Count what you see in a quadrat.");
  });

  it("builds a docs-only site (routeBasePath '/'): the doc whose route is / is the home page, with its sidebar", async () => {
    const fixture = path.resolve(__dirname, "../fixtures/docusaurus/docs-only-site");
    const { result, read, exists } = await build(fixture);
    expect(result.status, result.stderr).toBe(0);
    expect(reportLines(result.stdout, fixture).filter((line) => /src\/pages|docs\/intro/.test(line))).toEqual([
      "warning: src/pages/index.tsx a React home page, which this engine cannot render (it runs Docusaurus's theme code): the home page shows the doc whose route is / instead",
    ]);
    const home = read("index.html");
    expect(home).toContain("<title>Plan a kelp farm | Kelpwise</title>");
    expect(home).toContain("Kelpwise sketches where each longline goes");
    // The doc's frame: its sidebar (where it is the current page) and the next page.
    expect(home).toMatch(/<nav[^>]*aria-label="Docs sidebar"/);
    expect(home).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/"|<a[^>]*href="\/"[^>]*aria-current="page"/);
    expect(home).toContain('href="/lines/spacing"');
    // Search finds it at /.
    const records = searchShardPaths(JSON.parse(read("search-manifest.json")))
      .filter((file) => file.startsWith("_search/records."))
      .map((file) => read(file))
      .join("\n");
    expect(records).toContain('"url":"/","page":"/"');
    expect(read("lines/spacing.html")).toContain('<h1 id="line-spacing">Line spacing</h1>');
    expect(read("crew.html")).toContain("We run <!-- -->3<!-- --> crews this year.");
    expect(exists("support.html")).toBe(true);
    expect(read("sitemap.xml").match(/<loc>https:\/\/kelpwise\.example\.org\/<\/loc>/g)).toHaveLength(1);
  });
});
