// The Docusaurus-shaped fixture through the real commands: what `npm run check` reports (warnings
// once each, every problem of a page), a page that fails to render, static files, and rebuilds
// that follow what pages import.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runBuild, runCheck, reportLines } from "../support/run-build";

const fixture = path.resolve(__dirname, "../fixtures/docusaurus/content");

function copyFixture(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-docusaurus-"));
  fs.cpSync(fixture, root, { recursive: true });
  return root;
}

/** The text search holds for a result's URL (`/docs/x#section`), from the built search files. */
function searchTextOf(out: string, url: string): string | undefined {
  const dir = path.join(out, "_search");
  for (const name of fs.readdirSync(dir).filter((n) => n.startsWith("records.") && n.endsWith(".json"))) {
    const found = (JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as { url: string; text: string }[]).find((record) => record.url === url);
    if (found) return found.text;
  }
  return undefined;
}

const cacheFor = (content: string) => ({ PALAVER_CACHE_DIR: path.join(content, "..", `${path.basename(content)}-cache`) });

describe("the Docusaurus fixture", () => {
  it("checks clean, with one warning per unhighlighted language and one per link into a part this build does not render", async () => {
    const content = copyFixture();
    const result = await runCheck({ CONTENT_DIR: content, ...cacheFor(content) });
    expect(result.status).toBe(0);
    expect(reportLines(result.stdout, content).filter((line) => line.startsWith("warning:"))).toEqual([
      'warning: docs/getting-started/configure.mdx:25:1 code in "toml" is shown without highlighting: add the language to themeConfig.prism.additionalLanguages in the site config (docusaurus.config)',
      'warning: docs/reference/code.mdx:36:1 "mermaid" blocks are diagrams that @docusaurus/theme-mermaid draws in Docusaurus; this build shows their code, unhighlighted (and 1 more like it)',
      'warning: docs/reference/code.mdx:44:1 code in "npm2yarn" is shown without highlighting: Prism has no language of that name (a remark plugin may be meant to turn such blocks into something else: none of the site\'s that run here did)',
      'warning: docs/reference/links.md:8:71 link to getting-started/install.md/#reqs: Docusaurus does not read a file name followed by "/" as a file link (its build reports the link as broken); it leads to the doc here. Write getting-started/install.md#reqs',
      "warning: docs/reference/links.md:11:9 link to /blog/hello-lanternfish: leads to the blog (blog/), which this build does not render",
      "warning: docs/reference/links.md:12:24 link to /community/support: leads to the docs plugin instance in community/, which this build does not render",
      "warning: docs/reference/links.md:13:24 link to /showcase: leads to a page of src/pages/, which this build does not render",
    ]);
  });

  it("reports every problem of a page at once: unresolved theme and site imports and a broken link", async () => {
    const content = copyFixture();
    fs.writeFileSync(
      path.join(content, "docs/reference/tabs.mdx"),
      "---\ntitle: Tabs\n---\nimport Tabs from '@theme/ApiTabs';\nimport Chart from '@site/src/components/Chart';\n\n<Tabs><Chart /></Tabs>\n\nSee [nothing](/docs/nothing).\n",
    );
    const result = await runCheck({ CONTENT_DIR: content, ...cacheFor(content) });
    expect(result.status).not.toBe(0);
    const problems = reportLines(result.stdout, content).filter((line) => line.startsWith("docs/"));
    expect(problems).toEqual([
      expect.stringMatching(/^docs\/reference\/tabs\.mdx:4:18 imports @theme\/ApiTabs, which this site does not provide\. It provides @theme\/Tabs, /),
      expect.stringMatching(/^docs\/reference\/tabs\.mdx:5:19 import error: cannot import @site\/src\/components\/Chart: no such file in the site folder/),
      "docs/reference/tabs.mdx:9:5 link to /docs/nothing: no such page",
    ]);
  });

  it("finds in the check a page whose imported component throws when rendered, at the component's line, naming what it imports", async () => {
    const content = copyFixture();
    fs.writeFileSync(path.join(content, "src/components/Depth.js"), "export default function Depth({ readings }) {\n  return <p>{readings.length} readings</p>;\n}\n");
    fs.writeFileSync(path.join(content, "docs/reference/depth.mdx"), "---\ntitle: Depth\n---\nimport Depth from '@site/src/components/Depth';\n\n<Depth />\n");
    for (const run of [1, 2]) {
      // The second run reads the compile from the cache: the problem must still be there.
      const result = await runCheck({ CONTENT_DIR: content, ...cacheFor(content) });
      expect(result.status, `run ${run}`).not.toBe(0);
      expect(reportLines(result.stdout, content)).toContain(
        "docs/reference/depth.mdx:6:1 the page failed to render: TypeError: Cannot read properties of undefined (reading 'length') (thrown by its MDX or by what it imports: src/components/Depth.js)",
      );
    }
  });

  it("names the source file, the line and the error of a page that would fail to render in the build, without a stack trace", async () => {
    const content = copyFixture();
    fs.writeFileSync(path.join(content, "docs/reference/tides.mdx"), "---\ntitle: Tides\n---\nexport const readings = [];\n\nThe last reading was {readings.at(-1).depth} m.\n");
    const out = path.join(content, "..", `${path.basename(content)}-dist`);
    const result = await runBuild({ CONTENT_DIR: content, OUT_DIR: out, ...cacheFor(content) });
    expect(result.status).not.toBe(0);
    // The check before the render finds it, at the expression that throws.
    expect(reportLines(result.stderr, content)).toContain("  docs/reference/tides.mdx:6:22 the page failed to render: TypeError: Cannot read properties of undefined (reading 'depth')");
    expect(result.stderr + result.stdout).not.toMatch(/answered 500|\n\s+at /);
  });

  it("publishes static/ at the site root and images beside pages, and re-renders exactly the pages that import an edited file, their search text too", async () => {
    const content = copyFixture();
    const out = path.join(content, "..", `${path.basename(content)}-dist`);
    const env = { CONTENT_DIR: content, OUT_DIR: out, ...cacheFor(content) };
    expect((await runBuild(env)).status).toBe(0);
    expect(fs.readFileSync(path.join(out, "img/lantern.png"))).toEqual(fs.readFileSync(path.join(content, "static/img/lantern.png")));
    expect(fs.readdirSync(path.join(out, "assets/images"))).toEqual([expect.stringMatching(/^tide-diagram-[0-9a-f]{8}\.png$/)]);

    const configure = () => fs.readFileSync(path.join(out, "docs/getting-started/configure.html"), "utf8");
    // Search finds what the page shows: the steps of the partial it imports, the component's chart.
    expect(searchTextOf(out, "/docs/getting-started/configure#shared-steps")).toBe("Open the config file. Add a [station] table per buoy. Several buoys Each table gets its own id. Order does not matter. Restart Lanternfish.");
    expect(searchTextOf(out, "/docs/getting-started/configure#station-data")).toMatch(/^Depth at North Mole 0:00 1\.2 m /);
    const edits: [string, string, string][] = [
      ["docs/getting-started/_shared-steps.mdx", "Restart Lanternfish.", "Restart Lanternfish, then wait a minute."],
      ["docs/_reuse/_license-note.md", "is free software", "is free and open software"],
      ["src/components/TideChart.jsx", "Depth at", "Water depth at"],
      ["src/data/stations.json", "North Mole", "North Pier"],
    ];
    for (const [rel, from, to] of edits) {
      const file = path.join(content, rel);
      fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(from, to));
      const rebuild = await runBuild(env);
      expect(rebuild.status).toBe(0);
      expect(rebuild.stdout).toMatch(/prerender: 1 of \d+ routes changed/);
      expect(configure()).toContain(to);
      expect(searchTextOf(out, "/docs/getting-started/configure#shared-steps")! + searchTextOf(out, "/docs/getting-started/configure#station-data") + searchTextOf(out, "/docs/getting-started/configure#lanternfishtoml-reference"), rel).toContain(to);
    }
  });
});
