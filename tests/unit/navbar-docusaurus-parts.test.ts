// Two navbars of hydra's docs: `{ to: 'blog' }` leads to the blog, which Docusaurus publishes and this
// build does not (every page linked to nothing, without a word), and a docsVersionDropdown on docs
// without versions.json, which Docusaurus draws as a link to the docs, not as a menu of one.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { doc, writeTree } from "./fixture-tree";
import { reportLines, runBuild } from "../support/run-build";
import { builtSite } from "../support/built-site";

/** A Docusaurus config for the Lighthouse Keepers' docs with these navbar items (JavaScript source lines). */
const keepersConfig = (items: string[]) =>
  [
    "module.exports = {",
    "  title: 'Lighthouse Keepers', url: 'https://keepers.example.org', baseUrl: '/',",
    "  presets: [['classic', { docs: {} }]],",
    "  themeConfig: { navbar: { items: [",
    ...items.map((item) => `    ${item},`),
    "  ] } },",
    "};",
    "",
  ].join("\n");

describe("a Docusaurus navbar", () => {
  it("names a link to the unrendered blog once, at its line, and shows a single docs version as a link", async () => {
    const site = writeTree(
      {
        "docusaurus.config.js": [
          "module.exports = {",
          "  title: 'Lighthouse Keepers', url: 'https://keepers.example.org', baseUrl: '/',",
          "  presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],",
          "  themeConfig: {",
          "    navbar: { items: [{ to: 'blog', label: 'Logbook', position: 'left' }, { type: 'docsVersionDropdown', position: 'right' }] },",
          "    footer: { links: [{ label: 'Logbook', href: '/blog' }] },",
          "  },",
          "};",
          "",
        ].join("\n"),
        "sidebars.js": "module.exports = { keepers: ['lamp', 'fog-signals'] };\n",
        "docs/lamp.md": doc("Trimming the lamp", "Trim the wick at dusk and again at midnight."),
        "docs/fog-signals.md": doc("Fog signals", "Sound the horn every thirty seconds while visibility is under a mile."),
        "blog/2024-11-02-winter-watch.md": "---\ntitle: Winter watch\n---\n\nThe winter rota starts on Monday.\n",
      },
      "palaver-navbar-parts-",
    );
    const out = `${site}-dist`;
    const built = await runBuild({ CONTENT_DIR: site, OUT_DIR: out, PALAVER_CACHE_DIR: `${site}-cache` });
    expect(built.status, built.stdout + built.stderr).toBe(0);
    expect(reportLines(built.stdout + built.stderr, site).filter((line) => line.includes("/blog"))).toEqual([
      "warning: docusaurus.config.js:6:49 links to /blog (in the navbar, footer or announcement bar): leads to the blog (blog/), which this build does not render",
    ]);

    const page = fs.readFileSync(path.join(out, "docs/fog-signals.html"), "utf8");
    const navbar = page.slice(page.indexOf('<nav aria-label="Main"'), page.indexOf("</nav>"));
    expect(navbar).not.toContain("Docs version");
    expect(navbar).toMatch(/<a class="navbar-link" href="\/docs\/lamp"[^>]*>Next<\/a>/);
  });

  it("leads a single docs version's link to its main doc: the doc at /docs, not the generated index the sidebar opens with", async () => {
    // react-native-gesture-handler's: its introduction has `slug: /` inside a generated-index category.
    const { read } = await builtSite(
      {
        "docusaurus.config.js": keepersConfig(["{ type: 'docsVersionDropdown', position: 'right' }"]),
        "docs/basics/_category_.json": JSON.stringify({ label: "Basics", link: { type: "generated-index" } }),
        "docs/basics/welcome.md": doc("Welcome", "The keepers' handbook.", "slug: /\n"),
        "docs/basics/lamp.md": doc("Trimming the lamp", "Trim the wick at dusk."),
      },
      "palaver-navbar-main-doc-",
    );
    const page = read("docs/basics/lamp.html");
    const navbar = page.slice(page.indexOf('<nav aria-label="Main"'), page.indexOf("</nav>"));
    expect(navbar).toMatch(/<a class="navbar-link" href="\/docs"[^>]*>Next<\/a>/);
  });
});

describe("a navbar link's activeBaseRegex and activeBasePath", () => {
  it("decide the pages it is active on, as Docusaurus's do (formatjs's Docs item)", async () => {
    const { site, built, read } = await builtSite(
      {
        "docusaurus.config.js": keepersConfig([
          "{ to: 'docs/lamp', label: 'Handbook', position: 'left', activeBaseRegex: 'docs/(lamp|guides)' }",
          "{ to: 'docs/guides/fog', label: 'Fog', position: 'left', activeBasePath: 'docs/guides/fog' }",
          "{ to: 'docs/tides', label: 'Tides', position: 'left' }",
          "{ to: 'docs/moon', label: 'Moon', position: 'left', activeBaseRegex: '([' }",
        ]),
        "docs/lamp.md": doc("Trimming the lamp", "Trim the wick at dusk."),
        "docs/tides.md": doc("Tides", "High water twice a day."),
        "docs/moon.md": doc("Moon", "Spring tides at full moon."),
        "docs/guides/fog.md": doc("Fog", "Sound the horn."),
        "docs/guides/gulls.md": doc("Gulls", "Mind the gulls."),
      },
      "palaver-navbar-active-base-",
    );
    expect(reportLines(built.stdout, site).filter((line) => line.includes("activeBaseRegex"))).toEqual([
      expect.stringMatching(/^warning: docusaurus\.config\.js:\d+:\d+ navbar item "Moon": activeBaseRegex is no regular expression \(.*\); the item is active on its own path$/),
    ]);
    const active = (rel: string) => [...read(rel).matchAll(/<a [^>]*class="navbar-link active"[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);
    expect(active("docs/guides/gulls.html")).toEqual(["Handbook"]);
    expect(active("docs/guides/fog.html")).toEqual(["Handbook", "Fog"]);
    expect(active("docs/tides.html")).toEqual(["Tides"]);
    expect(active("docs/moon.html")).toEqual(["Moon"]);
  });
});

describe("a navbar dropdown with a page of its own", () => {
  it("draws its label as a link to `to`, beside the button that opens its menu (dagger's Resources)", async () => {
    const { read } = await builtSite(
      {
        "docusaurus.config.js": keepersConfig([
          "{ position: 'left', to: 'https://keepers.example.org/resources', label: 'Resources', items: [{ label: 'Charts', href: 'https://charts.example.org' }] }",
          "{ type: 'dropdown', label: 'Handbook', to: '/docs/lamp', items: [{ label: 'Fog signals', to: '/docs/fog-signals' }] }",
          "{ type: 'dropdown', label: 'More', items: [{ label: 'Lamp', to: '/docs/lamp' }, { label: 'Playground', to: 'pathname:///playground/' }] }",
        ]),
        "docs/lamp.md": doc("Trimming the lamp", "Trim the wick at dusk."),
        "docs/fog-signals.md": doc("Fog signals", "Sound the horn."),
      },
      "palaver-navbar-dropdown-link-",
    );
    const dropdowns = [...read("docs/fog-signals.html").matchAll(/<div class="dropdown">(<a[^>]*>[^<]*<\/a>)?<button[^>]*aria-label="([^"]*)"[^>]*>([^<]*)<\/button>/g)].map((m) => [m[1] ?? null, m[2], m[3]]);
    expect(dropdowns).toEqual([
      ['<a href="https://keepers.example.org/resources" class="navbar-link" target="_blank" rel="noopener noreferrer">Resources</a>', "Resources menu", ""],
      ['<a class="navbar-link" href="/docs/lamp">Handbook</a>', "Handbook menu", ""],
      [null, "More", "More"],
    ]);
    // Its items open as Docusaurus's Link opens them: another site's, and a pathname:// path (opendal's API docs), in a new tab.
    const items = Object.fromEntries([...read("docs/fog-signals.html").matchAll(/<a ([^>]*)class="dropdown-item">([^<]*)<\/a>/g)].map((m) => [m[2], m[1].trim()]));
    expect(items).toMatchObject({
      Charts: 'href="https://charts.example.org" target="_blank" rel="noopener noreferrer" data-dropdown-item=""',
      Playground: 'href="/playground/" target="_blank" rel="noopener noreferrer" data-dropdown-item=""',
      Lamp: 'href="/docs/lamp" data-dropdown-item=""',
    });
  });
});

describe("a Docusaurus site whose blog lives outside its folder, and whose navbar links the page's top", () => {
  it("finds the blog at its configured path (links to it are warnings; its authors are read), and keeps `to: '#'` as written", async () => {
    // near's docs: the site in website/, the blog beside it (`blog: { path: '../blog' }`).
    const root = writeTree(
      {
        "website/docusaurus.config.js": [
          "module.exports = {",
          "  title: 'Tide Gauge', url: 'https://gauge.example.org', baseUrl: '/',",
          "  presets: [['classic', { docs: { path: '../docs' }, blog: { path: '../blog' } }]],",
          "  themeConfig: { navbar: { items: [",
          "    { to: '#', label: 'Top', position: 'left' },",
          "    { type: 'dropdown', label: 'Help', position: 'left', items: [{ label: 'Ask the keepers', to: '#' }] },",
          "    { to: '/blog', label: 'News', position: 'right' },",
          "  ] } },",
          "};",
          "",
        ].join("\n"),
        "docs/readings.md": doc("Readings", "Read the gauge at high water."),
        "blog/2025-03-01-new-gauge.md": "---\ntitle: A new gauge\nauthors: [ada]\n---\n\nThe new gauge reads to the centimetre.\n",
        "blog/authors.yml": "ada:\n  name: Ada Keeper\n  title: Harbour master\n  page: true\n",
      },
      "palaver-blog-path-",
    );
    const site = path.join(root, "website");
    const out = `${root}-dist`;
    const built = await runBuild({ CONTENT_DIR: site, OUT_DIR: out, PALAVER_CACHE_DIR: `${root}-cache` });
    expect(built.status, built.stdout + built.stderr).toBe(0);
    expect(reportLines(built.stdout + built.stderr, site).filter((line) => line.includes("/blog"))).toEqual([
      "warning: docusaurus.config.js:7:11 links to /blog (in the navbar, footer or announcement bar): leads to the blog (../blog/), which this build does not render",
    ]);
    expect(fs.existsSync(path.join(out, "blog/authors/ada.html"))).toBe(true);
    const page = fs.readFileSync(path.join(out, "docs/readings.html"), "utf8");
    expect(page).toContain('<a href="#" class="navbar-link">Top</a>');
    expect(page).toMatch(/<a href="#"[^>]*class="dropdown-item">Ask the keepers<\/a>/);
  });
});

describe("a doc item of another docs plugin instance", () => {
  it("is not active on the default docs' pages when both sidebars share a name (opendal's Community); its version dropdown leads to its own docs", async () => {
    const { read } = await builtSite(
      {
        "docusaurus.config.js": [
          "module.exports = {",
          "  title: 'Lighthouse Keepers', url: 'https://keepers.example.org', baseUrl: '/',",
          "  presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],",
          "  plugins: [['@docusaurus/plugin-content-docs', { id: 'crew', path: 'crew', routeBasePath: 'crew', sidebarPath: './crew/sidebars.js' }]],",
          "  themeConfig: { navbar: { items: [",
          "    { type: 'doc', docId: 'lamp', label: 'Handbook' },",
          "    { type: 'doc', docId: 'rota', label: 'Crew', docsPluginId: 'crew' },",
          "    { type: 'docsVersionDropdown', docsPluginId: 'crew', position: 'right' },",
          "  ] } },",
          "};",
          "",
        ].join("\n"),
        "sidebars.js": "module.exports = { docs: ['lamp', 'fog'] };\n",
        "crew/sidebars.js": "module.exports = { docs: ['rota'] };\n",
        "docs/lamp.md": doc("Trimming the lamp", "Trim the wick at dusk."),
        "docs/fog.md": doc("Fog", "Sound the horn."),
        "crew/rota.md": doc("Rota", "Four hours on, eight off."),
      },
      "palaver-navbar-instance-item-",
    );
    const active = (rel: string) => [...read(rel).matchAll(/<a [^>]*class="navbar-link active"[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);
    expect(active("docs/fog.html")).toEqual(["Handbook"]);
    // The version link is active on the page it leads to, as a link is in Docusaurus.
    expect(active("crew/rota.html")).toEqual(["Crew", "Next"]);
    // Its version dropdown (its versions are not built here) is the single version's link to its
    // main doc, as Docusaurus draws one version; it led to the default docs' (airbyte's platform).
    expect(read("docs/fog.html")).toMatch(/<a class="navbar-link" href="\/crew\/rota">Next<\/a>/);
  });
});

describe("a footer logo given as ./img/x.svg", () => {
  it("is found: its path under the base path, /./img/x.svg, is the file a browser asks for (opendal's ASF logo)", async () => {
    const { site, built, read } = await builtSite(
      {
        "docusaurus.config.js": [
          "module.exports = {",
          "  title: 'Lighthouse Keepers', url: 'https://keepers.example.org', baseUrl: '/',",
          "  presets: [['classic', { docs: {} }]],",
          "  themeConfig: { footer: { logo: { alt: 'Lighthouse', src: './img/lighthouse.svg', href: 'https://keepers.example.org', width: 120 } } },",
          "};",
          "",
        ].join("\n"),
        "static/img/lighthouse.svg": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>\n',
        "docs/lamp.md": doc("Trimming the lamp", "Trim the wick at dusk."),
      },
      "palaver-footer-logo-dot-",
    );
    expect(read("docs/lamp.html")).toMatch(/<img [^>]*src="\/\.\/img\/lighthouse\.svg"/);
    expect(reportLines(built.stdout, site).filter((line) => line.includes("lighthouse.svg"))).toEqual([]);
  });
});

describe("footer columns titled with spaces", () => {
  it("are named by their heading through an id that holds none (hudi's 'Hudi On Cloud' was `id=\"footer-Hudi On Cloud\"`)", async () => {
    const { read } = await builtSite(
      {
        "docusaurus.config.js": [
          "module.exports = {",
          "  title: 'Lighthouse Keepers', url: 'https://keepers.example.org', baseUrl: '/',",
          "  presets: [['classic', { docs: {} }]],",
          "  themeConfig: { footer: { links: [",
          "    { title: 'Keepers On Duty', items: [{ label: 'Rota', href: 'https://keepers.example.org/rota' }] },",
          "    { title: 'Keepers On Duty', items: [{ label: 'Logbook', href: 'https://keepers.example.org/log' }] },",
          "    { items: [{ label: 'Harbour', href: 'https://harbour.example.org' }] },",
          "  ] } },",
          "};",
          "",
        ].join("\n"),
        "docs/lamp.md": doc("Trimming the lamp", "Trim the wick at dusk."),
      },
      "palaver-footer-titles-",
    );
    const footer = /<footer[^]*<\/footer>/.exec(read("docs/lamp.html"))![0];
    const labelled = [...footer.matchAll(/<section aria-labelledby="([^"]*)"/g)].map((match) => match[1]);
    expect(labelled).toHaveLength(2);
    // Each names one heading of the footer, by an id unique on the page, with no spaces.
    expect(new Set(labelled).size).toBe(2);
    for (const id of labelled) {
      expect(id).toMatch(/^\S+$/);
      expect(footer).toMatch(new RegExp(`<h2 id="${id}" class="footer-title">Keepers On Duty</h2>`));
    }
    // The untitled column has no name to point to.
    expect(footer).toMatch(/<section><ul><li><a [^>]*href="https:\/\/harbour\.example\.org"/);
  });
});

describe("an html item inside a navbar dropdown", () => {
  it("is named in a warning at the dropdown, not dropped unsaid (stellar's `<hr><small>SDF Platforms</small>`)", async () => {
    const { readSiteConfig } = await import("~/lib/content/site-config.server");
    const site = writeTree({
      "docusaurus.config.js": [
        "module.exports = {",
        "  title: 'Lighthouse Keepers', url: 'https://keepers.example.org', baseUrl: '/',",
        "  themeConfig: { navbar: { items: [{ label: 'Tools', items: [",
        "    { label: 'Tide tables', href: 'https://tides.example.org' },",
        "    { type: 'html', value: '<hr><small>Charts</small>' },",
        "  ] }] } },",
        "};",
        "",
      ].join("\n"),
      "docs/lamp.md": doc("Trimming the lamp", "Trim the wick at dusk."),
    });
    expect(readSiteConfig(site).warnings.map((warning) => warning.message)).toContainEqual(
      expect.stringMatching(/docusaurus\.config\.js:3:\d+ navbar dropdown "Tools" holds items of type html, which are not shown in a dropdown here/),
    );
  });

  it("is named in a warning in a version dropdown's dropdownItemsAfter too (pptr.dev's separator and \"Archived versions\")", async () => {
    const { readSiteConfig } = await import("~/lib/content/site-config.server");
    const site = writeTree({
      "docusaurus.config.js": [
        "module.exports = {",
        "  title: 'Lighthouse Keepers', url: 'https://keepers.example.org', baseUrl: '/',",
        "  themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown', dropdownItemsAfter: [",
        "    { type: 'html', value: '<hr class=\"dropdown-separator\">' },",
        "    { href: 'https://keepers.example.org/archive', label: 'Archive' },",
        "  ] }] } },",
        "};",
        "",
      ].join("\n"),
      "docs/lamp.md": doc("Trimming the lamp", "Trim the wick at dusk."),
    });
    const config = readSiteConfig(site);
    expect(config.warnings.map((warning) => warning.message)).toContainEqual(
      expect.stringMatching(/docusaurus\.config\.js:3:\d+ docsVersionDropdown: dropdownItemsAfter holds items of type html, which are not shown in a dropdown here \(it lists its links\)$/),
    );
    expect(config.site.navbar.items).toContainEqual(expect.objectContaining({ type: "docsVersionDropdown", itemsAfter: [{ label: "Archive", href: "https://keepers.example.org/archive" }] }));
  });
});
