// What a Docusaurus site gets told by `npm run check` beyond plain errors: file links to no doc
// as its onBrokenMarkdownLinks says (top level, or markdown.hooks since Docusaurus 3.9), container
// directives that are no admonition type, and pages that would throw when rendered (expressions
// with no imports, theme components given what they cannot use), each at its file and line.
// The fixture is tests/fixtures/docusaurus/gaps-site (a rowing club's logbook app).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runBuild, runCheck, reportLines } from "../support/run-build";

const fixture = path.resolve(__dirname, "../fixtures/docusaurus/gaps-site");

function copySite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-gaps-"));
  fs.cpSync(fixture, root, { recursive: true });
  return root;
}

const cacheFor = (site: string) => ({ PALAVER_CACHE_DIR: `${site}-cache` });

const setBrokenMarkdownLinks = (site: string, config: string) => {
  const file = path.join(site, "docusaurus.config.js");
  fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/ {2}markdown: \{[^]*?\n {2}\},\n/, config));
};

describe("file links to no doc, as onBrokenMarkdownLinks says", () => {
  it("warns with file:line under markdown.hooks 'warn', keeps the link as written, and builds", async () => {
    const site = copySite();
    const out = `${site}-dist`;
    const result = await runBuild({ CONTENT_DIR: site, OUT_DIR: out, ...cacheFor(site) });
    expect(result.status, result.stderr).toBe(0);
    const warnings = reportLines(result.stdout, site).filter((line) => line.includes("no such doc"));
    expect(warnings).toEqual([
      expect.stringMatching(/^warning: docs\/intro\.md:18:20 link to \.\/river-levels\.md: no such doc \(looked for .*docs\/river-levels\.md\); left as written \(onBrokenMarkdownLinks: "warn"\)$/),
      expect.stringMatching(/^warning: docs\/setup\/install\.md:19:14 link to \.\.\/crews\.md: no such doc /),
    ]);
    // Where a browser takes it from the page: a link to no page, as Docusaurus's link check then
    // finds it, under onBrokenLinks ('warn' here); the build's crawl does not report it a second time.
    expect(reportLines(result.stdout, site).filter((line) => line.includes("left as written, it leads to"))).toEqual([
      "warning: docs/intro.md:18:20 link to ./river-levels.md: no such page (left as written, it leads to /docs/river-levels.md)",
      "warning: docs/setup/install.md:19:14 link to ../crews.md#rosters: no such page (left as written, it leads to /docs/crews.md)",
    ]);
    expect(fs.readFileSync(path.join(out, "docs/intro.html"), "utf8")).toContain('<a href="/docs/river-levels.md">river levels</a>');
    expect(result.stdout + result.stderr).not.toContain("which does not exist");
  });

  it("stops the build at such a link under onBrokenLinks 'throw', Docusaurus's default, as its link check does (jitsi's handbook)", async () => {
    const site = copySite();
    const file = path.join(site, "docusaurus.config.js");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("onBrokenLinks: 'warn'", "onBrokenLinks: 'throw'"));
    const result = await runCheck({ CONTENT_DIR: site, ...cacheFor(site) });
    expect(result.status).toBe(1);
    expect(reportLines(result.stdout, site).filter((line) => line.startsWith("docs/"))).toEqual([
      "docs/intro.md:18:20 link to ./river-levels.md: no such page (left as written, it leads to /docs/river-levels.md)",
      "docs/setup/install.md:19:14 link to ../crews.md#rosters: no such page (left as written, it leads to /docs/crews.md)",
    ]);
  });

  it("stops the check at each such link under the deprecated top-level 'throw'", async () => {
    const site = copySite();
    setBrokenMarkdownLinks(site, "  onBrokenMarkdownLinks: 'throw',\n");
    const result = await runCheck({ CONTENT_DIR: site, ...cacheFor(site) });
    expect(result.status).not.toBe(0);
    expect(reportLines(result.stdout, site).filter((line) => line.startsWith("docs/"))).toEqual([
      expect.stringMatching(/^docs\/intro\.md:18:20 link to \.\/river-levels\.md: no such doc \(looked for [^)]*\)$/),
      expect.stringMatching(/^docs\/setup\/install\.md:19:14 link to \.\.\/crews\.md: no such doc \(looked for [^)]*\)$/),
    ]);
  });

  it("says nothing of them under 'ignore', and a config change takes effect over a cached compile", async () => {
    const site = copySite();
    // The first check caches the pages' compiles with the links as warnings.
    expect((await runCheck({ CONTENT_DIR: site, ...cacheFor(site) })).status).toBe(0);
    setBrokenMarkdownLinks(site, "  markdown: { hooks: { onBrokenMarkdownLinks: 'ignore' } },\n");
    const result = await runCheck({ CONTENT_DIR: site, ...cacheFor(site) });
    expect(result.status).toBe(0);
    expect(result.stdout).not.toContain("no such doc");
    expect(result.stdout).toContain('":::warn" is not an admonition type');
  });
});

describe("navbar and footer links, as onBrokenLinks says", () => {
  const withFooterLink = (site: string, onBrokenLinks: string) => {
    const file = path.join(site, "docusaurus.config.js");
    const config = fs.readFileSync(file, "utf8").replace(/onBrokenLinks: '\w+'/, `onBrokenLinks: '${onBrokenLinks}'`);
    // A footer column with a link to a page the site does not have (the crew rota was never written).
    fs.writeFileSync(file, config.replace("  themeConfig: {\n", "  themeConfig: {\n    footer: {\n      links: [{ title: 'Club', items: [{ label: 'Crew rota', to: '/club/rota' }] }],\n    },\n"));
    return fs.readFileSync(file, "utf8").split("\n").findIndex((line) => line.includes("/club/rota")) + 1;
  };

  it("stops the build at the config's line under 'throw', leaving the last good site in place", async () => {
    const site = copySite();
    const out = `${site}-dist`;
    expect((await runBuild({ CONTENT_DIR: site, OUT_DIR: out, ...cacheFor(site) })).status).toBe(0);
    const line = withFooterLink(site, "throw");
    const result = await runBuild({ CONTENT_DIR: site, OUT_DIR: out, ...cacheFor(site) });
    expect(result.status).not.toBe(0);
    expect(reportLines(result.stderr, site).join("\n")).toMatch(
      new RegExp(`docusaurus\\.config\\.js:${line}:\\d+ links to /club/rota \\(in the navbar, footer or announcement bar\\), which does not exist`),
    );
    expect(fs.existsSync(path.join(out, "docs/intro.html"))).toBe(true);
  });

  it("leave a file the frame shows (a missing logo) to one warning under 'throw': no link, as Docusaurus's check reads links only", async () => {
    const site = copySite();
    const file = path.join(site, "docusaurus.config.js");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("onBrokenLinks: 'warn'", "onBrokenLinks: 'throw'").replace("    navbar: {\n", "    navbar: {\n      logo: { alt: 'Driftwood oar', src: 'img/oar.svg' },\n"));
    // Without the two file links to pages that went away, which are broken links under 'throw'.
    for (const [rel, link] of [["docs/intro.md", "[river levels](./river-levels.md)"], ["docs/setup/install.md", "[crew roster guide](../crews.md#rosters)"]]) {
      const page = path.join(site, rel);
      fs.writeFileSync(page, fs.readFileSync(page, "utf8").replace(link, link.replace(/\]\(.*\)$/, "]").replace("[", "")));
    }
    const result = await runBuild({ CONTENT_DIR: site, OUT_DIR: `${site}-dist`, ...cacheFor(site) });
    expect(result.status, result.stderr).toBe(0);
    expect(reportLines(result.stdout, site)).toContain("warning: site configuration shows files this content does not have: /img/oar.svg");
  });

  it("leave the links of the config's raw HTML (copyright, html items, announcement) to one warning under 'throw', as Docusaurus's check reads only its Link's", async () => {
    // homarr's copyright linked a licence page the site did not have yet; Docusaurus built it.
    const site = copySite();
    const file = path.join(site, "docusaurus.config.js");
    const config = fs
      .readFileSync(file, "utf8")
      .replace("onBrokenLinks: 'warn'", "onBrokenLinks: 'throw'")
      .replace(
        "  themeConfig: {\n",
        "  themeConfig: {\n    announcementBar: { content: 'Read the <a href=\"/club/news\">club news</a>.' },\n    footer: { copyright: 'Driftwood club · <a href=\"/club/licence\">Licence</a>', links: [{ title: 'Club', items: [{ html: '<a href=\"/club/bylaws\">Bylaws</a>' }, { label: 'Intro', to: '/docs/intro' }] }] },\n",
      );
    fs.writeFileSync(file, config);
    for (const [rel, link] of [["docs/intro.md", "[river levels](./river-levels.md)"], ["docs/setup/install.md", "[crew roster guide](../crews.md#rosters)"]]) {
      const page = path.join(site, rel);
      fs.writeFileSync(page, fs.readFileSync(page, "utf8").replace(link, link.replace(/\]\(.*\)$/, "]").replace("[", "")));
    }
    const check = await runCheck({ CONTENT_DIR: site, ...cacheFor(site) });
    expect(check.status, check.stdout).toBe(0);
    const result = await runBuild({ CONTENT_DIR: site, OUT_DIR: `${site}-dist`, ...cacheFor(site) });
    expect(result.status, result.stderr).toBe(0);
    expect(reportLines(result.stdout, site).filter((line) => line.includes("/club/"))).toEqual([
      "warning: the site configuration's HTML (its copyright, html items or announcement) links to pages this content does not have: /club/news, /club/bylaws, /club/licence",
    ]);
  });

  it("warns once under 'warn' and builds", async () => {
    const site = copySite();
    const line = withFooterLink(site, "warn");
    const result = await runBuild({ CONTENT_DIR: site, OUT_DIR: `${site}-dist`, ...cacheFor(site) });
    expect(result.status, result.stderr).toBe(0);
    expect(reportLines(result.stdout, site).filter((l) => l.includes("/club/rota"))).toEqual([
      expect.stringMatching(new RegExp(`^warning: docusaurus\\.config\\.js:${line}:\\d+ links to /club/rota \\(in the navbar, footer or announcement bar\\), which does not exist \\(onBrokenLinks: "warn"\\)$`)),
    ]);
  });
});

describe("container directives that are no admonition type", () => {
  it("gets one warning each at its file:line naming the type, and renders its content as Docusaurus does: plain, without a box", async () => {
    const site = copySite();
    const out = `${site}-dist`;
    const result = await runBuild({ CONTENT_DIR: site, OUT_DIR: out, ...cacheFor(site) });
    expect(result.status, result.stderr).toBe(0);
    expect(reportLines(result.stdout, site).filter((line) => line.includes("not an admonition type"))).toEqual([
      'warning: docs/intro.md:10:1 ":::warn" is not an admonition type (Docusaurus knows note, tip, info, warning, danger, caution): its content is shown as plain text without a box or title. Use one of these types, or write "\\:::warn" to show the colons as text.',
      'warning: docs/setup/install.md:15:1 ":::Note" is not an admonition type (Docusaurus knows note, tip, info, warning, danger, caution): its content is shown as plain text without a box or title. Use one of these types, or write "\\:::Note" to show the colons as text.',
    ]);
    const intro = fs.readFileSync(path.join(out, "docs/intro.html"), "utf8");
    expect(intro).toContain("<div><p>The boathouse Wi-Fi drops out when the door is shut. Sync before you close up.</p></div>");
    expect(intro).toMatch(/<aside class="theme-admonition theme-admonition-tip callout callout-tip" aria-label="Cox tip">/);
    // Docusaurus's legacy aliases are admonitions, not unknown types: success is styled as a tip.
    const install = fs.readFileSync(path.join(out, "docs/setup/install.html"), "utf8");
    expect(install).toMatch(/<aside class="theme-admonition theme-admonition-important callout callout-important" aria-label="Important">/);
    expect(install).toMatch(/<aside class="theme-admonition theme-admonition-success callout callout-tip" aria-label="Success">/);
  });
});

describe("the check renders every page that holds code", () => {
  it("reports an expression that throws, in a page without imports, at its line", async () => {
    const site = copySite();
    fs.writeFileSync(
      path.join(site, "docs/records.mdx"),
      "---\ntitle: Club records\n---\n\nThe course record stands.\n\nHeld by the {recordCrew} since the spring regatta.\n",
    );
    fs.writeFileSync(
      path.join(site, "docs/gauge.mdx"),
      "---\ntitle: River gauge\n---\n\n{/* the feed stopped in March */}\nToday's level: {(() => { throw new Error('the gauge feed is gone'); })()}\n",
    );
    fs.writeFileSync(
      path.join(site, "docs/season.mdx"),
      "---\ntitle: Season\n---\nexport const outings = [];\n\n## Last outing\n\nThe last outing went {outings.at(-1).distance} km upstream.\n",
    );
    // A component nothing provides (a site adds such in its src/theme/MDXComponents; this one has none): the build fails on it, so the check says so.
    fs.writeFileSync(
      path.join(site, "docs/crews.md"),
      "---\ntitle: Crews\n---\n\nEvery crew has a cox.\n\n<CrewTabs crews={['Eights', 'Fours']} />\n",
    );
    const result = await runCheck({ CONTENT_DIR: site, ...cacheFor(site) });
    expect(result.status).not.toBe(0);
    expect(reportLines(result.stdout, site).filter((line) => line.startsWith("docs/"))).toEqual([
      "docs/crews.md:7:1 the page failed to render: <CrewTabs> is used without an import, and neither the theme nor the site's src/theme/MDXComponents provides it: import it in the page, or add it to src/theme/MDXComponents",
      "docs/gauge.mdx:6:16 the page failed to render: Error: the gauge feed is gone",
      "docs/records.mdx:7:13 the page failed to render: ReferenceError: recordCrew is not defined",
      "docs/season.mdx:8:22 the page failed to render: TypeError: Cannot read properties of undefined (reading 'distance')",
    ]);
  });

  it("renders pages using theme components with them, reporting a misuse at the component's line, and passes correct ones", async () => {
    const site = copySite();
    fs.writeFileSync(
      path.join(site, "docs/boats.mdx"),
      [
        "---",
        "title: Boats",
        "---",
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        "import Link from '@docusaurus/Link';",
        "import useBaseUrl from '@docusaurus/useBaseUrl';",
        "import TOCInline from '@theme/TOCInline';",
        "",
        "<TOCInline toc={toc} />",
        "",
        "## Hulls",
        "",
        "<Tabs groupId=\"hull\">",
        "  <TabItem value=\"single\" label=\"Single\">One seat. <Link to=\"/docs/intro\">Back to the start</Link>.</TabItem>",
        "  <TabItem value=\"double\" label=\"Double\">Two seats; the plan is at {useBaseUrl('/img/double.svg')}.</TabItem>",
        "</Tabs>",
        "",
      ].join("\n"),
    );
    expect((await runCheck({ CONTENT_DIR: site, ...cacheFor(site) })).status).toBe(0);

    fs.writeFileSync(
      path.join(site, "docs/oars.mdx"),
      [
        "---",
        "title: Oars",
        "---",
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        "",
        "Sculling and sweep oars differ in length.",
        "",
        "<Tabs>",
        "  <TabItem value=\"scull\" label=\"Sculls\">Two per rower.</TabItem>",
        "  <TabItem label=\"Sweep\">One per rower.</TabItem>",
        "</Tabs>",
        "",
      ].join("\n"),
    );
    const result = await runCheck({ CONTENT_DIR: site, ...cacheFor(site) });
    expect(result.status).not.toBe(0);
    const problems = reportLines(result.stdout, site).filter((line) => line.startsWith("docs/"));
    expect(problems).toEqual([expect.stringMatching(/^docs\/oars\.mdx:9:1 the page failed to render: Error: <Tabs>: /)]);
    expect(result.stdout + result.stderr).not.toMatch(/answered 500|\n\s+at /);
  });

  it("reports a page's render failure together with its other problems, not only once those are fixed", async () => {
    const site = copySite();
    // A missing image and a missing component on one page: both at once.
    fs.writeFileSync(
      path.join(site, "docs/moorings.md"),
      "---\ntitle: Moorings\n---\n\nThe pontoon plan:\n\n![Pontoon plan](./img/pontoon.png)\n\n<MooringTable berths={12} />\n",
    );
    // A theme module that does not exist stands in as nothing, so the page cannot render: only the import is reported.
    fs.writeFileSync(
      path.join(site, "docs/tides.mdx"),
      "---\ntitle: Tides\n---\nimport TideChart from '@theme/TideChart';\n\n![Tide table](./img/tides.png)\n\n<TideChart />\n",
    );
    const result = await runCheck({ CONTENT_DIR: site, ...cacheFor(site) });
    expect(result.status).not.toBe(0);
    expect(reportLines(result.stdout, site).filter((line) => line.startsWith("docs/"))).toEqual([
      expect.stringMatching(/^docs\/moorings\.md:7:1 image \.\/img\/pontoon\.png not found /),
      expect.stringMatching(/^docs\/moorings\.md:9:1 the page failed to render: <MooringTable> is used without an import/),
      expect.stringMatching(/^docs\/tides\.mdx:4:\d+ imports @theme\/TideChart, which this site does not provide/),
      expect.stringMatching(/^docs\/tides\.mdx:6:1 image \.\/img\/tides\.png not found /),
    ]);
  });
});

describe("a docs plugin instance beyond the default one", () => {
  it("is built as a docs section of its own: its routes under its routeBasePath, its own sidebar, navbar items naming it, links into it", async () => {
    const site = copySite();
    const out = `${site}-dist`;
    const result = await runBuild({ CONTENT_DIR: site, OUT_DIR: out, ...cacheFor(site) });
    expect(result.status, result.stderr).toBe(0);
    // Neither "not run here" nor a link warning: it is built.
    expect(result.stdout).not.toMatch(/not run here|plugin instance|which this build does not render/);
    const rules = fs.readFileSync(path.join(out, "club/rules.html"), "utf8");
    expect(rules).toContain("<h1>Boathouse rules</h1>");
    const sidebar = /<nav aria-label="Docs sidebar"[^]*?<\/nav>/.exec(rules)?.[0] ?? "";
    expect(sidebar).toContain('<a class="sidebar-link" aria-current="page" href="/club/rules">Boathouse rules</a>');
    expect(sidebar).toContain("Rotas");
    expect(sidebar).not.toContain("Welcome aboard");
    expect(rules).toMatch(/class="navbar-link active" href="\/club\/rules">Club</);
    expect(rules).toContain('href="/club/rotas/launch-duty"');
    // Not a version of the logbook docs: no version menu entry, no banner.
    expect(rules).not.toContain("doc-version-banner");
    expect(fs.readFileSync(path.join(out, "club/rotas/launch-duty.html"), "utf8")).toContain('href="/club/rules"');
    expect(fs.readFileSync(path.join(out, "docs/setup/install.html"), "utf8")).toContain('href="/club/rules"');
  });

  it("says once that its own versions are not built", async () => {
    const site = copySite();
    fs.writeFileSync(path.join(site, "club_versions.json"), '["2023"]\n');
    const result = await runCheck({ CONTENT_DIR: site, ...cacheFor(site) });
    expect(result.status).toBe(0);
    expect(reportLines(result.stdout, site).filter((line) => line.includes("club_versions"))).toEqual([
      'warning: club_versions.json the docs plugin instance "club" is built from its current docs only (club/): its versions are not built here',
    ]);
  });
});

describe("a component a theme or preset that is not run would provide", () => {
  it("is named with them when a page uses it without an import", async () => {
    const site = copySite();
    const file = path.join(site, "docusaurus.config.js");
    // A company's own preset and a theme package: either may be what gives pages <RowingPlan>.
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("  presets: [", "  themes: ['@rowing-club/docusaurus-theme-plans'],\n  presets: [\n    ['./src/club-preset', {}],"));
    fs.mkdirSync(path.join(site, "src"), { recursive: true });
    fs.writeFileSync(path.join(site, "src/club-preset.js"), "module.exports = function clubPreset() { return { themes: [] }; };\n");
    fs.writeFileSync(path.join(site, "docs/plan.md"), "---\ntitle: Plan\n---\n\nThis week's outings:\n\n<RowingPlan week={12} />\n");
    // And one imported from @theme/, as docusaurus-openapi-docs' generated pages import @theme/ApiTabs.
    fs.writeFileSync(path.join(site, "docs/crews.mdx"), "---\ntitle: Crews\n---\nimport CrewChart from '@theme/CrewChart';\n\n<CrewChart />\n");
    const result = await runCheck({ CONTENT_DIR: site, ...cacheFor(site) });
    expect(result.status).not.toBe(0);
    expect(reportLines(result.stdout, site).filter((line) => line.startsWith("docs/plan.md"))).toEqual([
      "docs/plan.md:7:1 the page failed to render: <RowingPlan> is used without an import, and neither the theme nor the site's src/theme/MDXComponents provides it: import it in the page, or add it to src/theme/MDXComponents (the config's ./src/club-preset, @rowing-club/docusaurus-theme-plans, not run here, may be what provides it)",
    ]);
    expect(reportLines(result.stdout, site).filter((line) => line.startsWith("docs/crews.mdx"))).toEqual([
      expect.stringMatching(/^docs\/crews\.mdx:4:\d+ imports @theme\/CrewChart, which this site does not provide \(it may come from \.\/src\/club-preset, @rowing-club\/docusaurus-theme-plans, which the config lists and this engine does not run\)\. It provides @theme\/Tabs, /),
    ]);
  });
});
