// A second docs plugin instance has options of its own, as in Docusaurus: its pages' "Edit this
// page" links follow its editUrl (another repository, say) and its showLastUpdateTime, not the
// default instance's. Links into an instance whose folder is missing (a script of the site makes
// it) are warnings, as links into other parts the build does not render; and a link to a page's
// `.html` file, which Docusaurus leaves as written, is named.
// Fixture: tests/fixtures/docusaurus/two-instances-site (a harbour's charts and crew handbook),
// copied and given the options under test.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { reportLines, runBuild, runCheck } from "../support/run-build";

const fixture = path.resolve(__dirname, "../fixtures/docusaurus/two-instances-site");

function siteWith(config: string, files: Record<string, string> = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-instance-options-"));
  fs.cpSync(fixture, root, { recursive: true });
  fs.writeFileSync(path.join(root, "docusaurus.config.js"), config);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  return root;
}

const config = (docs: string, handbook: string, extra = "") => `module.exports = {
  title: 'Tidewater',
  url: 'https://tidewater.example.org',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js', ${docs} } }]],
  plugins: [
    ['@docusaurus/plugin-content-docs', { id: 'handbook', path: 'handbook', routeBasePath: 'handbook', sidebarPath: './sidebarsHandbook.js', ${handbook} }],
    ${extra}
  ],
};
`;

/** The footer under a doc's text, where its edit link and date are. */
const docFooter = (file: string) => /<footer class="doc-footer">[\s\S]*?<\/footer>/.exec(fs.readFileSync(file, "utf8"))?.[0] ?? "";

const dated = (title: string, text: string) => `---\ntitle: ${title}\nlast_update:\n  date: 2024-05-01\n---\n\n${text}\n`;

describe("a second docs plugin instance's own options", () => {
  it("edits its pages where its editUrl says, and shows their date only if its showLastUpdateTime does", async () => {
    const site = siteWith(
      config(
        "editUrl: 'https://code.example.org/tidewater/charts/edit/main/', showLastUpdateTime: true",
        "editUrl: ({ docPath }) => `https://code.example.org/tidewater/crew-handbook/edit/main/pages/${docPath}`, showLastUpdateTime: false",
      ),
      { "docs/reading-charts.md": dated("Reading charts", "Soundings are in metres."), "handbook/watch-rota.md": dated("Watch rota", "Four hours on, eight off.") },
    );
    const out = `${site}-dist`;
    const result = await runBuild({ CONTENT_DIR: site, OUT_DIR: out, PALAVER_CACHE_DIR: `${site}-cache` });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    const charts = docFooter(path.join(out, "docs/reading-charts.html"));
    const rota = docFooter(path.join(out, "handbook/watch-rota.html"));
    expect(charts).toContain('href="https://code.example.org/tidewater/charts/edit/main/docs/reading-charts.md"');
    expect(charts).toContain("Last updated on");
    expect(rota).toContain('href="https://code.example.org/tidewater/crew-handbook/edit/main/pages/watch-rota.md"');
    expect(rota).not.toContain("tidewater/charts/edit");
    expect(rota).not.toContain("Last updated on");
  });

  it("has no edit link where it has no editUrl, though the default instance has one", async () => {
    const site = siteWith(config("editUrl: 'https://code.example.org/tidewater/charts/edit/main/'", "showLastUpdateTime: false"));
    const out = `${site}-dist`;
    const result = await runBuild({ CONTENT_DIR: site, OUT_DIR: out, PALAVER_CACHE_DIR: `${site}-cache` });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(docFooter(path.join(out, "docs/reading-charts.html"))).toContain("Edit this page");
    expect(docFooter(path.join(out, "handbook/watch-rota.html"))).not.toContain("Edit this page");
  });
});

describe("a second docs plugin instance's version banner", () => {
  it("leads to the latest version of its own docs, not the default instance's (superset's admin docs led to /docs)", async () => {
    const site = siteWith(config("", "versions: { current: { label: 'Next', banner: 'unreleased' } }"));
    const out = `${site}-dist`;
    const result = await runBuild({ CONTENT_DIR: site, OUT_DIR: out, PALAVER_CACHE_DIR: `${site}-cache` });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    const rota = fs.readFileSync(path.join(out, "handbook/watch-rota.html"), "utf8");
    // Its only version is its latest too: the banner leads to the same page, as Docusaurus's does.
    expect(rota).toMatch(/unreleased documentation[^]*?<a [^>]*href="\/handbook\/watch-rota"[^>]*>latest version<\/a>/);
    expect(fs.readFileSync(path.join(out, "docs/reading-charts.html"), "utf8")).not.toContain("unreleased documentation");
  });
});

describe("links the check names without failing", () => {
  it("into an instance whose folder is missing, and to a page's .html file", async () => {
    const site = siteWith(config("", "", "['@docusaurus/plugin-content-docs', { id: 'tides', path: 'generated/tide-tables', routeBasePath: 'tides' }],"), {
      "docs/reading-charts.md": [
        "---",
        "title: Reading charts",
        "description: Depths, hazards and lights.",
        "---",
        "",
        "Soundings are in metres; the [tide tables](/tides/this-week) give the height to add.",
        "",
        "Who keeps the chart table tidy is on the [watch rota](../handbook/watch-rota.html#top).",
        "",
      ].join("\n"),
    });
    const result = await runCheck({ CONTENT_DIR: site, PALAVER_CACHE_DIR: `${site}-cache` });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    const lines = reportLines(result.stdout + result.stderr, site);
    expect(lines).toContain('warning: docs/reading-charts.md:6:30 link to /tides/this-week: leads to the docs plugin instance "tides", whose folder generated/tide-tables/ is missing, which this build does not render');
    expect(lines.filter((line) => line.includes("watch-rota.html"))).toEqual([
      "warning: docs/reading-charts.md:8:42 link to ../handbook/watch-rota.html#top: Docusaurus leaves a link to an .html file as written and publishes this page as /handbook/watch-rota/ (index.html), so its link is broken there; it leads to the page here. Link to the page's Markdown file or to /handbook/watch-rota",
    ]);
  });

  it("says nothing of a link to a page's .html file where Docusaurus publishes pages so (trailingSlash: false)", async () => {
    const site = siteWith(config("", "").replace("baseUrl: '/',", "baseUrl: '/',\n  trailingSlash: false,"), {
      "docs/reading-charts.md": "---\ntitle: Reading charts\n---\n\nSee the [watch rota](../handbook/watch-rota.html).\n",
    });
    const result = await runCheck({ CONTENT_DIR: site, PALAVER_CACHE_DIR: `${site}-cache` });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(result.stdout + result.stderr).not.toContain("watch-rota.html");
  });
});

describe("the classic preset's docs turned off (docs: false)", () => {
  it("builds the first docs instance as the site's docs, and no /docs of the preset's (superset's user docs)", async () => {
    const site = siteWith(`module.exports = {
  title: 'Tidewater',
  url: 'https://tidewater.example.org',
  baseUrl: '/',
  presets: [['classic', { docs: false, blog: false }]],
  plugins: [
    ['@docusaurus/plugin-content-docs', { id: 'charts', path: 'docs', routeBasePath: 'charts', sidebarPath: './sidebars.js' }],
    ['@docusaurus/plugin-content-docs', { id: 'handbook', path: 'handbook', routeBasePath: 'handbook', sidebarPath: './sidebarsHandbook.js' }],
    ['@docusaurus/plugin-client-redirects', { createRedirects(path) { return path.startsWith('/charts/') ? [path.replace('/charts/', '/docs/')] : undefined; } }],
  ],
  themeConfig: { navbar: { items: [{ type: 'doc', docId: 'reading-charts', docsPluginId: 'charts', label: 'Charts' }, { type: 'doc', docId: 'watch-rota', docsPluginId: 'handbook', label: 'Rota' }] } },
};
`);
    const out = `${site}-dist`;
    const result = await runBuild({ CONTENT_DIR: site, OUT_DIR: out, PALAVER_CACHE_DIR: `${site}-cache` });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    const charts = fs.readFileSync(path.join(out, "charts/reading-charts.html"), "utf8");
    expect(charts).toContain("<h1>Reading charts</h1>");
    // The old /docs address is the site's redirect, not a second copy of the page.
    expect(fs.readFileSync(path.join(out, "docs/reading-charts.html"), "utf8")).toContain('<meta http-equiv="refresh" content="0; url=/charts/reading-charts">');
    expect(result.stdout).not.toMatch(/that is a page of the site/);
    expect(fs.readFileSync(path.join(out, "sitemap.xml"), "utf8")).not.toContain("/docs/");
    // The navbar's items of either instance lead into it.
    expect(charts).toMatch(/<a [^>]*href="\/charts\/reading-charts"[^>]*>Charts<\/a>/);
    expect(charts).toMatch(/<a [^>]*href="\/handbook\/watch-rota"[^>]*>Rota<\/a>/);
    expect(fs.existsSync(path.join(out, "handbook/watch-rota.html"))).toBe(true);
  });
});
