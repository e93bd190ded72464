// A Docusaurus site read as Docusaurus reads it: its config, sidebars files, versions, doc front
// matter and blog authors. Most cases use the fixture site in tests/fixtures/docusaurus/site;
// small trees written here cover the forms the fixture cannot hold all at once.
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadContentModel, scanContent, type ContentModel } from "~/lib/content.server";
import { readSiteConfig } from "~/lib/content/site-config.server";
import type { SidebarItem } from "~/lib/content-types";
import { doc, writeTree } from "./fixture-tree";

const fixtureSite = path.resolve(__dirname, "../fixtures/docusaurus/site");
const palaverContent = path.resolve(__dirname, "../../content");

const previousEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = previousEnv;
});

/** The site as a production build reads it. */
function productionScan(root: string) {
  process.env.NODE_ENV = "production";
  return scanContent(root);
}

const messages = (errors: { message: string }[]) => errors.map((error) => error.message);
const version = (model: ContentModel, name: string) => model.versions.find((v) => v.info.name === name)!;
const labels = (items: SidebarItem[]): unknown[] => items.map((item) => (item.type === "category" ? { [item.label]: labels(item.items) } : item.label));

describe("docusaurus.config", () => {
  it("gives the built site the content owner's name, URLs, navbar, footer and announcement", () => {
    const { model, problems } = productionScan(fixtureSite);
    expect(messages(problems)).toEqual([]);
    const { site } = model;
    expect(site).toMatchObject({
      title: "Quillmate",
      tagline: "Plain-text notes, synced without drama",
      siteUrl: "https://quillmate.example.org",
      baseUrl: "/",
      favicon: "/img/favicon.ico",
      titleDelimiter: "·",
      socialImage: { path: "/img/quillmate-card.png" },
      announcement: { id: "quillmate-2-1", backgroundColor: "#2b2140", textColor: "#fdf6e3", isCloseable: false },
      prism: { additionalLanguages: ["toml", "powershell"] },
      onBrokenLinks: "throw",
      onBrokenAnchors: "warn",
      onBrokenMarkdownLinks: "warn",
    });
    expect(site.announcement?.content).toContain("<b>2.1</b>");
    expect(site.navbar.title).toBe("Quillmate");
    expect(site.navbar.logo).toMatchObject({ src: "/img/quill.svg", alt: "Quillmate feather", href: "/" });
    // doc and docSidebar items lead to the last version's pages (2.1, at /docs); search is the frame's own.
    expect(site.navbar.items).toEqual([
      // Each also knows its page in every version, for pages of other versions: the reference
      // sidebar starts elsewhere in the current docs.
      { type: "link", label: "Tutorial", href: "/docs/intro", position: "left", docsLink: true, byVersion: expect.objectContaining({ "2.1": expect.objectContaining({ route: "/docs/intro" }) }) },
      {
        type: "link",
        label: "Reference",
        href: "/docs/reference/cli",
        position: "left",
        docsLink: true,
        byVersion: {
          current: { route: "/docs/next/reference/config-file", sidebar: "referenceSidebar" },
          "2.1": { route: "/docs/reference/cli", sidebar: "referenceSidebar" },
          "1.0": { route: "/docs/1.0/intro", sidebar: "referenceSidebar" },
        },
      },
      { type: "link", label: "Tags", href: "/docs/tags", position: "left" },
      {
        type: "dropdown",
        label: "Community",
        position: "left",
        items: [
          { label: "Forum", href: "https://forum.quillmate.example.org" },
          { label: "Canary docs", href: "/docs/next/intro" },
        ],
      },
      { type: "docsVersionDropdown", position: "right" },
      {
        type: "localeDropdown",
        position: "right",
        className: "locale-menu",
        itemsBefore: [expect.objectContaining({ label: "Start in English", href: "/docs/intro" })],
        itemsAfter: [{ label: "Help translate", href: "https://translate.example.org/quillmate" }],
      },
      { type: "link", label: "Source", href: "https://code.example.org/quillmate", position: "right" },
      // Drawn by the site's stylesheet: an icon; the other has no rule there and shows its name.
      { type: "link", label: "", href: "https://chat.quillmate.example.org", position: "right", className: "qm-chat-link", ariaLabel: "Quillmate chat", iconOnly: true },
      { type: "link", label: "", href: "https://feed.quillmate.example.org", position: "right", className: "qm-feed-link", ariaLabel: "Release feed" },
      { type: "link", label: "", href: "https://video.quillmate.example.org", position: "right", className: "qm-chat-link qm-video-link", iconOnly: true, ariaLabel: "https://video.quillmate.example.org" },
      { type: "link", label: "", href: "https://board.quillmate.example.org", position: "right", className: "qm-chat-link", title: "Quillmate board", iconOnly: true },
    ]);
    expect(site.footer).toEqual([
      { title: "Learn", links: [{ label: "Start here", href: "/docs/intro" }, { label: "Sync guide", href: "/docs/guides/syncing" }] },
      { title: "Elsewhere", links: [{ label: "Mastodon", href: "https://social.example.org/@quillmate", ariaLabel: "Quillmate on Mastodon", className: "qm-social" }, { label: "Release feed", href: "https://quillmate.example.org/releases.atom" }, { html: '<span class="qm-footer-mark">Quillmate</span>' }] },
    ]);
    expect(site.copyright).toBe(`Copyright © ${new Date().getFullYear()} The Quillmate authors. Made with stubborn optimism.`);
  });

  it("names the packages it stood in for and the plugins it cannot run, once each, as warnings", () => {
    const { warnings, problems } = productionScan(fixtureSite);
    expect(problems).toEqual([]);
    const config = messages(warnings).filter((w) => w.startsWith("tests/fixtures/docusaurus/site/docusaurus.config.ts"));
    // Sass in theme.customCss is compiled, so neither it nor docusaurus-plugin-sass is named.
    expect(config).toHaveLength(3);
    expect(config[0]).toMatch(/packages not installed in the site's node_modules, stood in for while reading the config: prism-react-renderer\b/);
    expect(config[1]).toMatch(/docusaurus\.config\.ts:\d+:\d+ not run here [^:]*: plugin @docusaurus\/plugin-ideal-image \(beyond @theme\/IdealImage, which shows each image as it is, not resized\); plugin releaseNotesPlugin$/);
    expect(config[1]).not.toContain("customCss");
    expect(config[2]).toMatch(/docusaurus\.config\.ts:\d+:\d+ themeConfig options not used here \(this engine has its own theme\): prism\.theme, prism\.darkTheme, footer\.style$/);
  });

  it("names a plugin function as the site wrote it, where bundling the config would rename it (librarium's)", () => {
    const root = writeTree({
      "docusaurus.config.js": [
        "const { packsPlugin } = require('./plugins/packs');",
        "module.exports = { title: 'Kiln', url: 'https://kiln.example.org', baseUrl: '/', presets: [['classic', { docs: {} }]], plugins: [packsPlugin] };",
        "",
      ].join("\n"),
      "plugins/packs.js": "async function packsPlugin() {\n  return { name: 'packs' };\n}\nmodule.exports = { packsPlugin };\n",
      "docs/intro.md": doc("Intro"),
    });
    const notRun = messages(readSiteConfig(root).warnings).filter((w) => w.includes("not run here"));
    expect(notRun).toEqual([expect.stringMatching(/: plugin packsPlugin$/)]);
  });

  it("requires packages from the site's own node_modules when it has them", () => {
    const root = writeTree({
      "package.json": JSON.stringify({ name: "tiny-site", private: true }),
      "node_modules/site-branding/package.json": JSON.stringify({ name: "site-branding", main: "index.js" }),
      "node_modules/site-branding/index.js": "exports.name = 'Branded by its own package';",
      "docusaurus.config.js": "const { name } = require('site-branding');\nmodule.exports = { title: name, url: 'https://tiny.example.org', baseUrl: '/' };\n",
      "docs/intro.mdx": doc("Intro"),
    });
    const { model, warnings } = scanContent(root);
    expect(model.site.title).toBe("Branded by its own package");
    expect(messages(warnings)).toEqual([]);
  });

  it("runs the npm2yarn and tab-blocks remark plugins itself, with the config's options, installed or not", () => {
    const { model, warnings } = productionScan(fixtureSite);
    expect(model.docsOptions.npm2yarn).toEqual({ sync: true, converters: ["pnpm", "yarn", ["Volta", expect.any(Function)]] });
    expect(model.docsOptions.tabBlocks).toEqual({ labels: [["js", "JavaScript"], ["ts", "TypeScript"], ["bash", "Shell"]], groupId: "code-examples", sync: true });
    expect(messages(warnings).join("\n")).not.toMatch(/npm2yarn/);

    // Installed in the site: known by its package, not by its function's name (`plugin`).
    const root = writeTree({
      "node_modules/@docusaurus/remark-plugin-npm2yarn/package.json": JSON.stringify({ name: "@docusaurus/remark-plugin-npm2yarn", main: "index.js" }),
      "node_modules/@docusaurus/remark-plugin-npm2yarn/index.js": "const plugin = () => () => {};\nmodule.exports = plugin;\n",
      "docusaurus.config.js":
        "module.exports = { title: 'Tiny', url: 'https://tiny.example.org', baseUrl: '/', presets: [['classic', { docs: {\n" +
        "  remarkPlugins: [[require('@docusaurus/remark-plugin-npm2yarn'), { converters: ['bun', 'cargo', ['Deno', 'not a function']] }], require('remark-emoji')],\n" +
        "} }]] };\n",
      "docs/intro.mdx": doc("Intro"),
    });
    const tiny = scanContent(root);
    expect(tiny.model.docsOptions.npm2yarn).toEqual({ sync: false, converters: ["bun"] });
    const lines = messages(tiny.warnings);
    expect(lines).toContainEqual(expect.stringMatching(/docusaurus\.config\.js:2:\d+ @docusaurus\/remark-plugin-npm2yarn converters left out: "cargo", "Deno" \(its function did not reach this build\) \(it converts to yarn, pnpm, bun, or \[name, function\] of your own\)$/));
    expect(lines).toContainEqual(expect.stringMatching(/docusaurus\.config\.js:2:\d+ docs remarkPlugins not run here: remark-emoji \(Markdown they would change is shown as written\)$/));
    expect(lines).toContainEqual(expect.stringMatching(/stood in for while reading the config: remark-emoji \(/));

    // The tab-blocks plugin too, with what it was given that it cannot use named.
    const tabbed = scanContent(
      writeTree({
        "docusaurus.config.js":
          "module.exports = { title: 'Tabbed', url: 'https://t.example.org', baseUrl: '/', presets: [['classic', { docs: {\n" +
          "  remarkPlugins: [[require('docusaurus-remark-plugin-tab-blocks'), { sync: false, groupId: 'langs', labels: [['py', 'Python'], 'rb'], theme: 'dark' }]],\n" +
          "} }]] };\n",
        "docs/intro.mdx": doc("Intro"),
      }),
    );
    expect(tabbed.model.docsOptions.tabBlocks).toEqual({ labels: [["js", "JavaScript"], ["ts", "TypeScript"], ["py", "Python"]], groupId: "langs", sync: false });
    const tabbedLines = messages(tabbed.warnings);
    expect(tabbedLines).toContainEqual(expect.stringMatching(/docusaurus-remark-plugin-tab-blocks labels left out \(each is \["language", "Label"\]\): "rb"$/));
    expect(tabbedLines).toContainEqual(expect.stringMatching(/docusaurus-remark-plugin-tab-blocks options not supported here, left unused: theme$/));
    expect(tabbedLines.join("\n")).not.toMatch(/not run here|stood in/);
  });

  it("reports a config that cannot be read with its file and line", () => {
    const broken = writeTree({ "docusaurus.config.js": "module.exports = {\n  title: 'Half',\n  url: ,\n};\n", "docs/intro.mdx": doc("Intro") });
    expect(messages(scanContent(broken).problems)).toEqual([expect.stringMatching(/docusaurus\.config\.js:3:8 cannot read the config: Unexpected ","/)]);
  });

  it("reports a stylesheet of theme.customCss that cannot be read or is not CSS, with its file and line, and makes none", () => {
    const root = writeTree({
      "docusaurus.config.js": "module.exports = { title: 'Inkwell', url: 'https://ink.example.org', presets: [['classic', { theme: { customCss: ['./src/css/base.css', './src/css/broken.css', './src/css/gone.css', './src/css/theme.scss', './src/css/gone.scss', './src/css/images.css'] } }]] };\n",
      "src/css/base.css": ":root { --ink: #223; }\n",
      // Images that are not there, by a relative path and by the @site alias: Docusaurus stops on both.
      "src/css/images.css": ".ink-paper {\n  background: url(./paper.png);\n}\n.ink-logo {\n  background-image: url('@site/static/img/ink.svg');\n}\n",
      "src/css/broken.css": "/* The callout box. */\n.ink-callout {\n  border: 1px solid var(--ink);\n\n.ink-note { color: red; }\n",
      // Sass whose partial does not compile: the partial and its line are named.
      "src/css/theme.scss": "@use 'palette';\n.ink-quote { color: palette.$ink; }\n",
      "src/css/_palette.scss": "// Colours of the quotes.\n$ink: #223\n$paper: #fff;\n",
      "docs/intro.mdx": doc("Intro"),
    });
    const { model, problems } = scanContent(root);
    expect(messages(problems)).toEqual([
      expect.stringMatching(/src\/css\/broken\.css:2:1 is not valid CSS: Unclosed block$/),
      expect.stringMatching(/src\/css\/gone\.css the site's stylesheet \(theme\.customCss\) cannot be read: ENOENT$/),
      expect.stringMatching(/src\/css\/_palette\.scss:[23]:\d+ is not valid Sass: expected ";"\.$/),
      expect.stringMatching(/src\/css\/gone\.scss the site's stylesheet \(theme\.customCss\) cannot be read: ENOENT$/),
      expect.stringMatching(/src\/css\/images\.css:2:3 url\(\.\/paper\.png\) names \S*src\/css\/paper\.png, which does not exist: add the file or correct the path$/),
    ]);
    expect(model.site.headLinks.filter((link) => link.rel === "stylesheet")).toEqual([]);
  });

  it("publishes a static file a stylesheet names by its site path, under the site's base path, and reports one that is not there", () => {
    // ionic-docs' cards: `url('/img/new-tab.svg')`, on a site served under /docs/.
    const config = "module.exports = { title: 'Inkwell', url: 'https://ink.example.org', baseUrl: '/docs/', presets: [['classic', { theme: { customCss: './src/css/custom.css' } }]] };\n";
    const root = writeTree({
      "docusaurus.config.js": config,
      // openfga's banner: `url(/static/img/x.svg)`, the file as the site's folder holds it (webpack's
      // roots are the static folders, then the site's folder).
      "src/css/custom.css": ".ink-link::after {\n  background-image: url('/img/new%20tab.svg');\n}\n.ink-mark { mask: url(/img/mark.svg#shape); }\n.ink-slack { background: url(/static/img/slack.svg); }\n",
      "static/img/new tab.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="13" height="13"/>\n',
      "static/img/mark.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>\n',
      "static/img/slack.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>\n',
      "docs/intro.mdx": doc("Intro"),
    });
    const loaded = readSiteConfig(root);
    expect(loaded.problems).toEqual([]);
    const css = loaded.stylesheet?.css ?? "";
    // Published beside the stylesheet, which the page links under the base path.
    expect(css).toMatch(/background-image: url\('\.\/new tab-[0-9a-f]{8}\.svg'\)/);
    expect(css).toMatch(/mask: url\(\.\/mark-[0-9a-f]{8}\.svg\)/);
    expect(css).toMatch(/background: url\(\.\/slack-[0-9a-f]{8}\.svg\)/);
    expect(Object.values(loaded.stylesheet?.files ?? {}).sort()).toEqual([path.join(root, "static/img/mark.svg"), path.join(root, "static/img/new tab.svg"), path.join(root, "static/img/slack.svg")]);
    const missing = writeTree({ "docusaurus.config.js": config, "src/css/custom.css": "/* Cards */\n.ink-card { background: url(\"/img/gone.png\"); }\n", "docs/intro.mdx": doc("Intro") });
    expect(messages(scanContent(missing).problems)).toEqual([expect.stringMatching(/src\/css\/custom\.css:2:13 url\(\/img\/gone\.png\) names \S*static\/img\/gone\.png, which does not exist: add the file or correct the path$/)]);
  });

  it("compiles Less in theme.customCss (docusaurus-plugin-less), with what it imports, and names Less that does not compile at its line", () => {
    const config = (files: string) => `module.exports = { title: 'Inkwell', url: 'https://ink.example.org', plugins: ['docusaurus-plugin-less'], presets: [['classic', { theme: { customCss: [${files}] } }]] };\n`;
    const root = writeTree({
      "docusaurus.config.js": config("'./src/css/custom.less'"),
      "src/css/custom.less": "@import 'tokens';\n.ink-quote { color: @ink; .framed(); }\n",
      "src/css/tokens.less": "@ink: #223344;\n.framed() { border: 1px solid @ink; }\n",
      "docs/intro.mdx": doc("Intro"),
    });
    const loaded = readSiteConfig(root);
    expect(loaded.problems).toEqual([]);
    // Neither the file nor the plugin is named as not applied.
    expect(messages(loaded.warnings).join("\n")).not.toMatch(/less/i);
    expect(loaded.stylesheet?.css).toMatch(/\.ink-quote \{\s*color: #223344;\s*border: 1px solid #223344;/);
    const broken = writeTree({
      "docusaurus.config.js": config("'./src/css/custom.less'"),
      "src/css/custom.less": "// The quotes.\n.ink-quote { color: @nowhere; }\n",
      "docs/intro.mdx": doc("Intro"),
    });
    expect(messages(scanContent(broken).problems)).toEqual([expect.stringMatching(/src\/css\/custom\.less:2:\d+ is not valid Less: variable @nowhere is undefined$/)]);
  });

  it("reads an async config, naming the functions it could not keep", () => {
    const asyncConfig = writeTree({
      "docusaurus.config.mjs":
        "import { themes } from 'prism-react-renderer';\nexport default async function createConfig() {\n  const tagline = await Promise.resolve('Later, but here');\n  return { title: 'Async', tagline, url: 'https://a.example.org', baseUrl: '/', themeConfig: { prism: { theme: themes.github } }, presets: [['classic', { docs: { editUrl: ({ docPath }) => docPath } }]] };\n}\n",
      "docs/intro.mdx": doc("Intro"),
    });
    const { model, problems, warnings } = scanContent(asyncConfig);
    expect(problems).toEqual([]);
    expect(model.site).toMatchObject({ title: "Async", tagline: "Later, but here" });
    expect(messages(warnings)).toContainEqual(expect.stringMatching(/docusaurus\.config\.mjs the config is async: it was settled apart, and its functions \(editUrl\) are not used here$/));
  });

  it("reads a footer of plain links and a config exporting a function", () => {
    const root = writeTree({
      "docusaurus.config.js":
        "module.exports = () => ({ title: 'Fn', url: 'https://fn.example.org', baseUrl: '/fn/', themeConfig: { footer: { links: [{ label: 'Home', to: '/' }, { label: 'Out', href: 'https://out.example.org' }], copyright: 'c' } } });\n",
      "docs/intro.mdx": doc("Intro"),
    });
    const { site } = loadContentModel(root);
    expect(site).toMatchObject({ title: "Fn", baseUrl: "/fn/", titleDelimiter: "|" });
    expect(site.footer).toEqual([{ title: "", links: [{ label: "Home", href: "/" }, { label: "Out", href: "https://out.example.org" }] }]);
  });

  it("is where Palaver's own settings live: the shipped content's config", () => {
    const { site, docsOptions } = loadContentModel(palaverContent);
    expect(site).toMatchObject({ title: "Palaver Docs", productName: "Palaver", siteUrl: "https://docs.palaver.chat", titleDelimiter: "—", currentVersionLabel: "1.x" });
    expect(site.navbar.items.filter((item) => item.type === "link").map((item) => item.type === "link" && [item.label, item.href])).toEqual([
      ["User docs", "/docs/user/getting-started"],
      ["API", "/docs/api/introduction"],
      ["Policies", "/docs/policies/introduction"],
      ["Donate", "https://palaver.chat/donate"],
      ["Source", "https://github.com/palaver-chat/palaver"],
      ["Website", "https://palaver.chat"],
      ["Status", "https://status.palaver.chat"],
    ]);
    expect(site.editUrl).toBe("https://github.com/palaver-chat/palaver-docs/edit/main/content/{path}");
    expect(docsOptions.showLastUpdateTime).toBe(true);
  });

  it("knows no site without a config: neutral defaults, no Palaver", () => {
    const { site } = loadContentModel(writeTree({ "docs/intro.mdx": doc("Intro") }));
    expect(JSON.stringify(site)).not.toMatch(/Palaver/);
    expect(site.title).toBe("Documentation");
  });
});

describe("docs options", () => {
  it("follows path, routeBasePath-relative versions, exclude and an editUrl function", () => {
    const { model } = productionScan(fixtureSite);
    expect([...model.docsRoutes.keys()].some((route) => route.includes("internal"))).toBe(false);
    expect(typeof model.docsOptions.editUrl).toBe("function");
    expect(model.docsOptions.exclude).toEqual(["**/internal/**"]);
  });

  it("reads path, sidebarPath, sidebarCollapsed and sidebarCollapsible", () => {
    const root = writeTree({
      "docusaurus.config.js": `module.exports = { title: 'T', url: 'https://t.example.org', baseUrl: '/', presets: [['@docusaurus/preset-classic', { docs: { path: 'handbook', sidebarPath: require.resolve('./nav/sidebars.js'), sidebarCollapsed: false, sidebarCollapsible: false, breadcrumbs: false } }]] };\n`,
      "nav/sidebars.js": "module.exports = { book: [{ type: 'autogenerated', dirName: '.' }] };\n",
      "handbook/a.mdx": doc("A"),
      "handbook/part/b.mdx": doc("B"),
    });
    const model = loadContentModel(root);
    expect(model.docsOptions).toMatchObject({ breadcrumbs: false, sidebarCollapsed: false, sidebarCollapsible: false });
    expect(model.versions[0].sidebars.get("book")).toEqual([
      { type: "link", label: "A", href: "/docs/a", docId: "a" },
      { type: "category", label: "part", collapsed: false, collapsible: false, items: [{ type: "link", label: "B", href: "/docs/part/b", docId: "part/b" }] },
    ]);
  });

  it("names docs options it does not support in one warning", () => {
    const root = writeTree({
      "docusaurus.config.js": "module.exports = { title: 'T', url: 'https://t.example.org', baseUrl: '/', presets: [['classic', { docs: { remarkPlugins: [], numberPrefixParser: false, path: 'docs' } }]] };\n",
      "docs/a.mdx": doc("A"),
    });
    expect(messages(scanContent(root).warnings)).toEqual([expect.stringMatching(/docs options not supported here, left unused: remarkPlugins, numberPrefixParser$/)]);
  });
});

describe("sidebars files", () => {
  it("reads sidebars.ts with every item form", () => {
    const { model } = productionScan(fixtureSite);
    const sidebar = version(model, "current").sidebars.get("tutorialSidebar")!;
    expect(labels(sidebar)).toEqual([
      "Welcome to Quillmate",
      { "Getting started": ["Install", "Writing your first note"] },
      // The folder's own page is one of the docs the autogenerated items list, as in Docusaurus,
      // besides being the category's link (facebook/docusaurus#8588).
      { Guides: [{ Syncing: ["How sync works", "Remotes"] }, "Resolving conflicts", "Guides", "Working offline"] },
      { Extras: ["When notes collide", "CLI (from the reference)", "Changelog", "— more soon —"] },
      "Upgrading from 2.1",
    ]);
    const [, , guides, extras] = sidebar;
    expect(guides).toMatchObject({ type: "category", href: "/docs/next/guides", collapsed: false, className: "sidebar-guides" });
    const syncing = guides.type === "category" ? guides.items[0] : undefined;
    // _category_.yml in full: label, position, collapsed, className, customProps, a generated index.
    expect(syncing).toMatchObject({ label: "Syncing", collapsed: false, className: "category-syncing", customProps: { emoji: "🔁" }, href: "/docs/next/category/syncing" });
    expect(extras).toMatchObject({ collapsible: false, href: "/docs/next/extras" });
    expect(extras.type === "category" && extras.items).toEqual([
      { type: "link", label: "When notes collide", href: "/docs/next/guides/conflicts", docId: "guides/conflicts", className: "sidebar-conflicts" },
      { type: "link", label: "CLI (from the reference)", href: "/docs/next/reference/cli", docId: "reference/cli", className: "sidebar-cli", customProps: { badge: "stable" } },
      { type: "link", label: "Changelog", href: "https://quillmate.example.org/changelog" },
      { type: "link", label: "— more soon —", href: "", html: '<span class="sidebar-divider">— more soon —</span>' },
    ]);
    expect(model.docsRoutes.get("/docs/next/extras")).toMatchObject({ kind: "category", index: { title: "Odds and ends", description: "Things that did not fit anywhere else." } });
    // A `ref` does not make the doc belong to the sidebar it appears in.
    expect(version(model, "current").docsById.get("reference/cli")?.sidebarName).toBe("referenceSidebar");
  });

  it("reads versioned sidebars, a sidebar given as a shorthand object included", () => {
    const { model } = productionScan(fixtureSite);
    expect(labels(version(model, "2.1").sidebars.get("tutorialSidebar")!)).toEqual(["Welcome to Quillmate", { Guides: ["Syncing in 2.1"] }]);
    expect(labels(version(model, "2.1").sidebars.get("referenceSidebar")!)).toEqual([{ Reference: ["The quillmate command (2.1)"] }]);
    expect(labels(version(model, "1.0").sidebars.get("tutorialSidebar")!)).toEqual(["Quillmate 1.0", { "Old setup": ["Setting up 1.0"] }]);
  });

  it("takes a required ES module's default export as jiti gives it (Sui's sidebars, split into files ending in `export default`)", () => {
    const model = loadContentModel(
      writeTree({
        "sidebars.js": "const standards = require('./sidebars/standards.js');\nconst { extras } = require('./sidebars/extras.mjs');\nmodule.exports = { standards, extras: [...extras] };\n",
        "sidebars/standards.js": "const standards = ['coin', { type: 'category', label: 'Tokens', items: ['token'] }];\nexport const note = 'kept';\nexport default standards;\n",
        "sidebars/extras.mjs": "export const extras = ['faq'];\n",
        "docs/coin.md": doc("Coin"),
        "docs/token.md": doc("Token"),
        "docs/faq.md": doc("FAQ"),
      }),
    );
    expect(labels(model.versions[0].sidebars.get("standards")!)).toEqual(["Coin", { Tokens: ["Token"] }]);
    expect(labels(model.versions[0].sidebars.get("extras")!)).toEqual(["FAQ"]);
  });

  it("reads the category shorthand in sidebars.json and sidebars.js", () => {
    for (const [name, text] of [
      ["sidebars.json", JSON.stringify({ main: [{ Guides: ["a", "b"] }, "c"], other: { Top: ["c", { Nested: ["a"] }] } })],
      ["sidebars.js", "module.exports = { main: [{ Guides: ['a', 'b'] }, 'c'], other: { Top: ['c', { Nested: ['a'] }] } };"],
    ]) {
      const model = loadContentModel(writeTree({ [name]: text, "docs/a.mdx": doc("A"), "docs/b.mdx": doc("B"), "docs/c.mdx": doc("C") }));
      expect(labels(model.versions[0].sidebars.get("main")!)).toEqual([{ Guides: ["A", "B"] }, "C"]);
      expect(labels(model.versions[0].sidebars.get("other")!)).toEqual([{ Top: ["C", { Nested: ["A"] }] }]);
    }
  });

  it("flattens a list among a sidebar's items (a slice shared between sidebars), shorthand categories in it too", () => {
    const text = "const shared = ['b', { Extras: ['c'] }];\nmodule.exports = { main: ['a', shared], other: [shared, 'a'] };\n";
    const model = loadContentModel(writeTree({ "sidebars.js": text, "docs/a.mdx": doc("A"), "docs/b.mdx": doc("B"), "docs/c.mdx": doc("C") }));
    expect(labels(model.versions[0].sidebars.get("main")!)).toEqual(["A", "B", { Extras: ["C"] }]);
    expect(labels(model.versions[0].sidebars.get("other")!)).toEqual(["B", { Extras: ["C"] }, "A"]);
  });

  it("reports a sidebars file that cannot be read with its file and line, and unknown ids", () => {
    const broken = writeTree({ "sidebars.ts": "const sidebars = {\n  main: ['a',\n};\nexport default sidebars;\n", "docs/a.mdx": doc("A") });
    expect(messages(scanContent(broken).problems)).toEqual([expect.stringMatching(/sidebars\.ts:3:1 cannot read the sidebars file: Unexpected "}"/)]);
    const unknown = writeTree({ "sidebars.js": "module.exports = {\n  main: [\n    'a',\n    { type: 'doc', id: 'ghost' },\n  ],\n};\n", "docs/a.mdx": doc("A") });
    expect(messages(scanContent(unknown).problems)).toEqual([expect.stringMatching(/sidebars\.js:4:\d+ sidebar "main" names unknown doc id "ghost"/)]);
  });

  it("takes index.md, README.md and <folder>/<folder>.md as a category's own page", () => {
    const model = loadContentModel(
      writeTree({
        "docs/alpha/index.md": doc("Alpha home"),
        "docs/alpha/one.md": doc("One"),
        "docs/beta/README.md": doc("Beta readme"),
        "docs/beta/two.md": doc("Two"),
        "docs/03-gamma/03-Gamma.md": doc("Gamma page"),
        "docs/03-gamma/three.md": doc("Three"),
        // Named as the files are, prefixes and all (Docusaurus compares path.parse(source).name):
        // TypeORM's data-source/1-data-source.md is a doc of its folder, at /docs/data-source/data-source.
        "docs/delta/1-delta.md": doc("Delta in detail"),
        "docs/delta/2-more.md": doc("More delta"),
      }),
    );
    const sidebar = model.versions[0].sidebars.get("docsSidebar")!;
    // The number prefix positions gamma first.
    expect(sidebar.map((item) => [item.label, item.href])).toEqual([
      ["Gamma page", "/docs/gamma"],
      ["Alpha home", "/docs/alpha"],
      ["Beta readme", "/docs/beta"],
      ["delta", undefined],
    ]);
    expect(labels(sidebar)).toEqual([{ "Gamma page": ["Three"] }, { "Alpha home": ["One"] }, { "Beta readme": ["Two"] }, { delta: ["Delta in detail", "More delta"] }]);
    expect(model.docsRoutes.has("/docs/delta/delta")).toBe(true);
  });

  it("lists a folder's own page among the items of a sidebar generated from that folder, as Docusaurus lists every doc in it", () => {
    const model = loadContentModel(
      writeTree({
        "sidebars.js": "module.exports = { main: ['intro', { type: 'category', label: 'Manual', items: [{ type: 'autogenerated', dirName: 'manual' }] }] };\n",
        "docs/intro.md": doc("Intro"),
        "docs/manual/manual.md": doc("Manual overview"),
        "docs/manual/zebra.md": doc("Zebra crossings"),
        "docs/manual/anchors.md": doc("Anchors"),
      }),
    );
    const [, manual] = model.versions[0].sidebars.get("main")!;
    expect(manual.type === "category" && manual.items.map((item) => [item.label, item.href])).toEqual([
      ["Anchors", "/docs/manual/anchors"],
      ["Manual overview", "/docs/manual"],
      ["Zebra crossings", "/docs/manual/zebra"],
    ]);
  });

  it("positions a folder by its own page's sidebar_position when its _category_ file gives none (react-native-gesture-handler's quick start)", () => {
    const model = loadContentModel(
      writeTree({
        "docs/intro.md": doc("Intro", "Text.", "sidebar_position: 1\n"),
        "docs/install.md": doc("Install", "Text.", "sidebar_position: 2\n"),
        "docs/quickstart/index.md": doc("Quick start", "Text.", "sidebar_position: 3\n"),
        "docs/quickstart/steps.md": doc("Steps"),
        "docs/composition.md": doc("Composition", "Text.", "sidebar_position: 4\n"),
        // Its _category_ file's position wins over its page's.
        "docs/zz-tuning/index.md": doc("Tuning", "Text.", "sidebar_position: 9\n"),
        "docs/zz-tuning/_category_.json": JSON.stringify({ position: 0.5 }),
        "docs/zz-tuning/knobs.md": doc("Knobs"),
      }),
    );
    expect(labels(model.versions[0].sidebars.get("docsSidebar")!)).toEqual([{ Tuning: ["Knobs"] }, "Intro", "Install", { "Quick start": ["Steps"] }, "Composition"]);
  });

  it("draws a category with no items as the link to its page, and leaves out one whose page would be a generated index of nothing", () => {
    const model = loadContentModel(
      writeTree({
        "sidebars.js": [
          "module.exports = { main: [",
          "  { type: 'autogenerated', dirName: 'widgets' },",
          "  { type: 'category', label: 'Empty index', link: { type: 'generated-index' }, items: [] },",
          "  { type: 'category', label: 'Calendar (page only)', link: { type: 'doc', id: 'calendar' }, items: [] },",
          "] };",
          "",
        ].join("\n"),
        // homarr's widgets: a folder holding only its own page is a link, not an empty category.
        "docs/widgets/home-assistant/index.mdx": doc("Home Assistant", "Text.", "sidebar_label: 🏠 Home Assistant\nsidebar_class_name: ha\n"),
        "docs/widgets/clock/index.mdx": doc("Clock"),
        "docs/widgets/clock/zones.mdx": doc("Time zones"),
        "docs/widgets/stale/_category_.json": JSON.stringify({ label: "Stale", link: { type: "generated-index" } }),
        "docs/widgets/stale/old.mdx": doc("Old", "Text.", "unlisted: true\n"),
        "docs/calendar.mdx": doc("Calendar"),
      }),
    );
    const main = model.versions[0].sidebars.get("main")!;
    expect(main.map((item) => [item.type, item.label, item.href])).toEqual([
      ["category", "Clock", "/docs/widgets/clock"],
      ["link", "🏠 Home Assistant", "/docs/widgets/home-assistant"],
      ["link", "Calendar (page only)", "/docs/calendar"],
    ]);
    expect(main[1]).toMatchObject({ docId: "widgets/home-assistant/index", className: "ha" });
    // No page for the generated indexes of nothing.
    expect([...model.docsRoutes.keys()].filter((route) => route.includes("/category/"))).toEqual([]);
  });

  it("opens every category that cannot be collapsed (sidebarCollapsible: false, or collapsible: false)", () => {
    const root = writeTree({
      "docusaurus.config.js": "module.exports = { title: 'Kiln', url: 'https://kiln.example.org', baseUrl: '/', presets: [['classic', { docs: { sidebarCollapsible: false } }]] };\n",
      "docs/a/one.md": doc("One"),
      "docs/b/_category_.json": JSON.stringify({ collapsed: true }),
      "docs/b/two.md": doc("Two"),
    });
    const sidebar = loadContentModel(root).versions[0].sidebars.get("docsSidebar")!;
    expect(sidebar.map((item) => item.type === "category" && [item.label, item.collapsible, item.collapsed])).toEqual([
      ["a", false, false],
      ["b", false, false],
    ]);
  });

  it("honours sidebar_class_name, sidebar_custom_props and displayed_sidebar", () => {
    const model = loadContentModel(
      writeTree({
        "sidebars.json": JSON.stringify({ first: ["a"], second: ["b"] }),
        "docs/a.mdx": doc("A", "Text.", "sidebar_class_name: red\nsidebar_custom_props:\n  size: 3\n"),
        "docs/b.mdx": doc("B"),
        "docs/loose.mdx": doc("Loose", "Text.", "displayed_sidebar: second\n"),
      }),
    );
    expect(model.versions[0].sidebars.get("first")).toEqual([{ type: "link", label: "A", href: "/docs/a", docId: "a", className: "red", customProps: { size: 3 } }]);
    expect(model.versions[0].docsById.get("loose")?.sidebarName).toBe("second");
  });
});

describe("versions", () => {
  it("serves the latest release at /docs and the current docs at /docs/next, with Docusaurus's banners", () => {
    const { model } = productionScan(fixtureSite);
    expect(model.versions.map((v) => v.info)).toEqual([
      { name: "current", label: "Canary 🐤", path: "/docs/next", isLast: false, banner: "unreleased", badge: true },
      { name: "2.1", label: "2.1", path: "/docs", isLast: true, badge: true },
      { name: "1.0", label: "1.0 (legacy)", path: "/docs/1.0", isLast: false, banner: "unmaintained", badge: true },
    ]);
    expect(model.docsRoutes.has("/docs/next/intro")).toBe(true);
    expect(model.docsRoutes.has("/docs/intro")).toBe(true);
    expect(model.docsRoutes.has("/docs/1.0/setup")).toBe(true);
  });

  const versioned = (config: string) =>
    writeTree({
      "docusaurus.config.js": `module.exports = { title: 'V', url: 'https://v.example.org', baseUrl: '/', presets: [['classic', { docs: ${config} }]] };\n`,
      "versions.json": JSON.stringify(["3.0", "2.0"]),
      "docs/a.mdx": doc("A next"),
      "versioned_docs/version-3.0/a.mdx": doc("A 3"),
      "versioned_docs/version-2.0/a.mdx": doc("A 2"),
    });

  it("follows lastVersion, per-version path and label, onlyIncludeVersions and includeCurrentVersion", () => {
    let model = loadContentModel(versioned("{ lastVersion: 'current', versions: { current: { label: 'Edge', path: 'edge' }, '2.0': { path: 'two', banner: 'none', badge: false } } }"));
    expect(model.versions.map((v) => [v.info.name, v.info.label, v.info.path, v.info.banner ?? "none"])).toEqual([
      ["current", "Edge", "/docs/edge", "none"],
      ["3.0", "3.0", "/docs/3.0", "unmaintained"],
      ["2.0", "2.0", "/docs/two", "none"],
    ]);
    model = loadContentModel(versioned("{ lastVersion: '2.0' }"));
    // Releases newer than the last one are unreleased, as Docusaurus says.
    expect(model.versions.map((v) => [v.info.path, v.info.banner ?? "none"])).toEqual([
      ["/docs/next", "unreleased"],
      ["/docs/3.0", "unreleased"],
      ["/docs", "none"],
    ]);
    model = loadContentModel(versioned("{ onlyIncludeVersions: ['current', '3.0'] }"));
    expect(model.versions.map((v) => v.info.name)).toEqual(["current", "3.0"]);
    // A preview build of the current docs only: the released versions' folders are not needed, as in Docusaurus.
    const preview = versioned("{ lastVersion: 'current', onlyIncludeVersions: ['current'] }");
    fs.writeFileSync(path.join(preview, "versions.json"), JSON.stringify(["3.0", "2.0", "1.0"]));
    fs.rmSync(path.join(preview, "versioned_docs"), { recursive: true });
    const previewScan = scanContent(preview);
    expect(messages(previewScan.problems)).toEqual([]);
    expect(previewScan.model.versions.map((v) => [v.info.name, v.info.path])).toEqual([["current", "/docs"]]);
    // A lastVersion left out of onlyIncludeVersions is refused, as Docusaurus refuses it.
    expect(messages(scanContent(versioned("{ lastVersion: '2.0', onlyIncludeVersions: ['current', '3.0'] }")).problems)).toEqual([
      expect.stringMatching(/versions\.json lastVersion "2\.0" is not among onlyIncludeVersions \(current, 3\.0\)/),
    ]);
    model = loadContentModel(versioned("{ includeCurrentVersion: false }"));
    expect(model.versions.map((v) => [v.info.name, v.info.path])).toEqual([
      ["3.0", "/docs"],
      ["2.0", "/docs/2.0"],
    ]);
  });
});

describe("doc front matter", () => {
  it("leaves drafts out of production builds only", () => {
    expect(productionScan(fixtureSite).model.docsRoutes.has("/docs/next/draft-ideas")).toBe(false);
    process.env.NODE_ENV = "development";
    const dev = scanContent(fixtureSite).model;
    expect(dev.docsRoutes.get("/docs/next/draft-ideas")).toMatchObject({ kind: "doc", doc: { draft: true } });
  });

  it("publishes unlisted docs but lists them in no sidebar", () => {
    const { model } = productionScan(fixtureSite);
    expect(model.docsRoutes.get("/docs/next/secret-beta")).toMatchObject({ kind: "doc", doc: { unlisted: true } });
    const everyLink = JSON.stringify([...version(model, "current").sidebars.values()]);
    expect(everyLink).not.toContain("secret-beta");
  });

  it("makes tag pages per version from tags and tags.yml, warning about a tag tags.yml lacks", () => {
    const { model, warnings } = productionScan(fixtureSite);
    expect(model.docsRoutes.get("/docs/next/tags")).toMatchObject({ kind: "tags" });
    const tagsPage = model.docsRoutes.get("/docs/next/tags");
    expect(tagsPage?.kind === "tags" && tagsPage.tags.map(({ tag, docs }) => [tag.label, tag.route, docs.length])).toEqual([
      ["Getting started", "/docs/next/tags/getting-started", 1],
      ["Merge Conflicts", "/docs/next/tags/merge-conflicts", 1],
      ["Sync", "/docs/next/tags/sync", 3],
    ]);
    expect(model.docsRoutes.get("/docs/tags/getting-started")).toMatchObject({ kind: "tag", tag: { label: "Getting started", description: "Pages for your first hour with Quillmate." } });
    expect(messages(warnings)).toContain('tests/fixtures/docusaurus/site/docs/guides/conflicts.mdx:4:1 tag "Merge Conflicts" is not listed in tags.yml');
  });

  it("resolves slugs in all their forms, and keeps number prefixes when told to", () => {
    const model = loadContentModel(
      writeTree({
        "docs/guides/deep/abs.mdx": doc("Abs", "T.", "slug: /top-level/\n"),
        "docs/guides/deep/rel.mdx": doc("Rel", "T.", "slug: nearby\n"),
        "docs/guides/deep/dot.mdx": doc("Dot", "T.", "slug: ./dotted\n"),
        "docs/guides/deep/up.mdx": doc("Up", "T.", "slug: ../climbed\n"),
        "docs/guides/root.mdx": doc("Root", "T.", "slug: /\n"),
        "docs/01-kept.mdx": doc("Kept", "T.", "parse_number_prefixes: false\n"),
      }),
    );
    expect([...model.docsRoutes.keys()].sort()).toEqual(["/docs", "/docs/01-kept", "/docs/guides/climbed", "/docs/guides/deep/dotted", "/docs/guides/deep/nearby", "/docs/top-level"]);
  });

  it("reads a name that starts like a version or a date (8-0, 2-1-migration, 2024-05-notes) as a name, not a number prefix", () => {
    const model = loadContentModel(
      writeTree({
        "docs/upgrading/8-0.md": doc("To eight"),
        "docs/upgrading/2-1-migration.md": doc("Two one"),
        "docs/journal/2024-05-notes.md": doc("May notes"),
        "docs/journal/03-summary.md": doc("Summary"),
        "sidebars.js": "module.exports = { main: [{ type: 'category', label: 'Upgrading', items: ['upgrading/8-0', 'upgrading/2-1-migration'] }, { type: 'autogenerated', dirName: 'journal' }] };\n",
      }),
    );
    expect([...model.docsRoutes.keys()].sort()).toEqual(["/docs/journal/2024-05-notes", "/docs/journal/summary", "/docs/upgrading/2-1-migration", "/docs/upgrading/8-0"]);
  });

  it("warns of an autogenerated folder that holds no docs and builds without it, as Docusaurus does (a script fills it in a real build)", () => {
    const root = writeTree({
      "docs/plugins-intro.md": doc("Plugins"),
      "sidebars.js": "module.exports = {\n  main: [\n    'plugins-intro',\n    { type: 'category', label: 'Plugins', items: [{ type: 'autogenerated', dirName: 'plugins' }] },\n  ],\n};\n",
    });
    const { model, problems, warnings } = scanContent(root);
    expect(messages(problems)).toEqual([]);
    expect(messages(warnings)).toEqual([expect.stringMatching(/sidebars\.js:4:\d+ sidebar "main": autogenerated folder "plugins" holds no docs: it adds nothing here \(Docusaurus warns the same and builds\)$/)]);
    expect(labels(model.versions[0].sidebars.get("main")!)).toEqual(["Plugins"]);
  });

  it("names a front matter key it does not act on, with its line", () => {
    const root = writeTree({ "docs/a.mdx": "---\ntitle: A\nsidebar_key: a-key\n---\n\nText.\n" });
    expect(messages(scanContent(root).warnings)).toEqual([expect.stringMatching(/a\.mdx:3:1 front matter "sidebar_key" is not supported here and has no effect$/)]);
  });

  it("refuses front matter fields of the wrong type, with their line", () => {
    const root = writeTree({ "docs/a.mdx": "---\ntitle: A\ndraft: maybe\ntoc_max_heading_level: 9\ntags: [{ label: x }]\n---\n\nText.\n" });
    expect(messages(scanContent(root).problems)).toEqual([
      expect.stringMatching(/a\.mdx:3:1 invalid front matter: "draft" must be true or false/),
      expect.stringMatching(/a\.mdx:4:1 invalid front matter: "toc_max_heading_level" must be a heading level from 2 to 6/),
      expect.stringMatching(/a\.mdx:5:1 invalid front matter: "tags" must be a list of tags/),
    ]);
  });
});

describe("blog authors", () => {
  it("reads authors.yml as Docusaurus does: any key, pages at a URL-safe form of it", () => {
    const { model, problems } = productionScan(fixtureSite);
    expect(problems).toEqual([]);
    expect(model.authors.map((a) => [a.key, a.slug, a.name])).toEqual([
      ["Jo Example", "jo-example", "Jo Example"],
      ["rAmbler42", "r-ambler42", "Rae Ambler"],
    ]);
    expect(model.authors[0]).toMatchObject({ email: "jo@example.org", imageUrl: "https://avatars.example.org/jo.png", url: "https://jo.example.org", title: "Keeper of the journal format" });
    expect(model.authors[0].socials).toEqual([
      { network: "github", url: "https://github.com/jo-example" },
      { network: "x", url: "https://x.com/joexample" },
    ]);
    expect(model.authors[1].socials).toEqual([
      { network: "mastodon", url: "https://social.example.org/@rae" },
      { network: "linkedin", url: "https://www.linkedin.com/in/rae-ambler/" },
    ]);
  });

  it("gives a page to the authors whose entry asks for one (page: true, or page: { permalink }), as Docusaurus 3.5 does", () => {
    const root = writeTree({
      "docusaurus.config.js": "module.exports = { title: 'Kiln', url: 'https://kiln.example.org', baseUrl: '/', presets: [['classic', { docs: {} }]] };\n",
      "docs/a.mdx": doc("A"),
      "blog/authors.yml": "alex:\n  name: Alex Tran\nsam:\n  name: Sam Lee\n  page: true\nkim:\n  name: Kim Ro\n  page:\n    permalink: '/kim-ro'\n",
    });
    const { authors } = loadContentModel(root);
    expect(authors.map((a) => [a.key, a.slug, a.page])).toEqual([
      ["alex", "alex", false],
      ["sam", "sam", undefined],
      ["kim", "kim-ro", undefined],
    ]);
  });

  it("refuses two keys that would share one page", () => {
    const root = writeTree({ "docs/a.mdx": doc("A"), "blog/authors.yml": "Sam Lee:\n  name: Sam\nsam-lee:\n  name: Other Sam\n" });
    expect(messages(scanContent(root).problems)).toEqual([expect.stringMatching(/blog\/authors\.yml:3:1 authors "Sam Lee" and "sam-lee" would share the page \/blog\/authors\/sam-lee/)]);
  });
});

it("keeps the fixture's files as a Docusaurus site has them", () => {
  // The cases above rely on these: a typed config, sidebars.ts, two released versions.
  for (const file of ["docusaurus.config.ts", "sidebars.ts", "versions.json", "versioned_sidebars/version-2.1-sidebars.json", "docs/tags.yml", "blog/authors.yml"]) {
    expect(fs.existsSync(path.join(fixtureSite, file)), file).toBe(true);
  }
});
