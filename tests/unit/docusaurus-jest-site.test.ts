// What a large open-source Docusaurus 3 site (a testing framework's website, laid out as website/
// beside a docs/ folder at its repository's root) does that the fixture sites did not: found by
// building its docs unchanged. Each case here is original text reproducing one finding.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scanContent } from "~/lib/content.server";
import { reportLines, runBuild, runCheck } from "../support/run-build";
import { doc, writeTree } from "./fixture-tree";

const messages = (errors: { message: string }[]) => errors.map((error) => error.message);

/** The site's website/docusaurus.config.js, its docs at the repository's root (`../docs`); `extra` adds fields (JavaScript). */
const websiteConfig = (title: string, extra = "") =>
  `module.exports = {title: '${title}', url: 'https://${title.toLowerCase()}.example.org', baseUrl: '/', presets: [['classic', {docs: {path: '../docs'}}]],${extra}};\n`;

/** `npm run build` of the site in `root`'s website/ folder, into a fresh folder of its own. */
async function buildWebsite(root: string) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "palaver-website-")), "dist");
  return { out, build: await runBuild({ CONTENT_DIR: path.join(root, "website"), OUT_DIR: out, PALAVER_CACHE_DIR: path.join(out, "..", "cache") }) };
}

describe("a config built on a package it has not installed", () => {
  it("reads a config that spreads a stood-in package's lists into its own (a Prism theme extended)", () => {
    const root = writeTree({
      "website/theme/codeColours.js": [
        "const {themes} = require('prism-react-renderer');",
        "const base = themes.github;",
        "module.exports = {",
        "  plain: Object.assign(base.plain, {backgroundColor: '#fafafa'}),",
        "  styles: [...base.styles, {types: ['string'], style: {color: '#a11'}}],",
        "};",
        "",
      ].join("\n"),
      "website/docusaurus.config.js":
        "const colours = require('./theme/codeColours');\n" +
        "const extra = [];\n" +
        "for (const style of require('prism-react-renderer').themes.dracula.styles) extra.push(style);\n" +
        websiteConfig("Spreads", " themeConfig: {prism: {theme: colours, darkTheme: {plain: {}, styles: extra}}}"),
      "docs/intro.md": doc("Intro"),
    });
    const { model, problems, warnings } = scanContent(path.join(root, "website"));
    expect(messages(problems)).toEqual([]);
    expect(model.site.title).toBe("Spreads");
    expect(messages(warnings)).toContainEqual(expect.stringMatching(/stood in for while reading the config: prism-react-renderer \(/));
  });
});

describe("a config that resolves paths from the folder it is run in", () => {
  it("reads path.resolve('src/…') and process.cwd() from the site's folder, as `npm run build` there does", () => {
    const root = writeTree({
      "website/docusaurus.config.js":
        "const path = require('path');\n" +
        websiteConfig("Cwd", " customFields: {from: process.cwd()}, presets: [['classic', {docs: {path: '../docs'}, theme: {customCss: [path.resolve('src/css/theme.css')]}}]]"),
      "website/src/css/theme.css": ".cwd-note { font-style: italic; }\n",
      "docs/intro.md": doc("Intro"),
    });
    const { model, problems } = scanContent(path.join(root, "website"));
    expect(messages(problems)).toEqual([]);
    expect(model.site.customFields.from).toBe(path.join(root, "website"));
    expect(model.site.headLinks).toContainEqual({ rel: "stylesheet", href: expect.stringMatching(/^\/_site\/custom-[0-9a-f]{10}\.css$/) });
    // Whoever reads the config, the engine's own working folder stays its own.
    expect(process.cwd()).not.toBe(path.join(root, "website"));
  });
});

describe("a file link to a doc written later", () => {
  it("resolves once the doc exists, though the linking page's compile was cached while it did not", async () => {
    const root = writeTree({
      "website/docusaurus.config.js": websiteConfig("Growing"),
      "docs/intro.md": doc("Intro", "Read the [reference](Reference.md) next."),
    });
    const env = { CONTENT_DIR: path.join(root, "website"), PALAVER_CACHE_DIR: path.join(root, "cache") };
    // The first check caches the page's compile, its link left as written with a warning: a link to
    // no page then, which stops the check under onBrokenLinks' default, as Docusaurus's link check does.
    const first = await runCheck(env);
    expect(first.status, first.stderr).toBe(1);
    expect(first.stdout).toContain("link to Reference.md: no such doc");
    expect(first.stdout).toContain("link to Reference.md: no such page (left as written, it leads to /docs/Reference.md)");
    fs.writeFileSync(path.join(root, "docs/Reference.md"), doc("Reference"));
    const second = await runCheck(env);
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).not.toContain("no such doc");
  }, 180_000);
});

describe("an inline table of contents written for Docusaurus 2's early betas", () => {
  it("stops the check at its line, saying that the toc is a flat list since and how to take part of it", async () => {
    const root = writeTree({
      "docs/options.mdx": doc("Options", "import TOCInline from '@theme/TOCInline';\n\n## Flags\n\n<TOCInline toc={toc[toc.length - 1].children} />\n\n### --watch\n\nWatches."),
    });
    const result = await runCheck({ CONTENT_DIR: root, PALAVER_CACHE_DIR: path.join(root, ".cache") });
    expect(result.status).not.toBe(0);
    expect(reportLines(result.stdout + result.stderr, root)).toContainEqual(
      expect.stringMatching(/^docs\/options\.mdx:9:1 the page failed to render: Error: <TOCInline>: .*toc\.slice/),
    );
  }, 180_000);
});

describe("remark plugins a config names", () => {
  it("are named in the one warning that says they are not run (npm2yarn aside), and what becomes of the Markdown they change", () => {
    const root = writeTree({
      "website/docusaurus.config.js": [
        "module.exports = {",
        "  title: 'Plugged', url: 'https://plugged.example.org', baseUrl: '/',",
        "  presets: [['classic', {docs: {",
        "    path: '../docs',",
        "    showLastUpdateAuthor: true,",
        "    remarkPlugins: [[require('@docusaurus/remark-plugin-npm2yarn'), {sync: true}], require('remark-tab-groups')],",
        "    rehypePlugins: [require('rehype-fancy-tables')],",
        "  }}]],",
        "};",
        "",
      ].join("\n"),
      "docs/intro.md": doc("Intro"),
    });
    const { problems, warnings } = scanContent(path.join(root, "website"));
    expect(messages(problems)).toEqual([]);
    const lines = messages(warnings);
    // npm2yarn is run by this engine (its tabs): only the other one is named.
    expect(lines).toContainEqual(expect.stringMatching(/docusaurus\.config\.js:6:5 docs remarkPlugins not run here: remark-tab-groups \(Markdown they would change is shown as written\)$/));
    expect(lines.join("\n")).not.toMatch(/npm2yarn/);
    expect(lines).toContainEqual(expect.stringMatching(/docusaurus\.config\.js:7:5 docs rehypePlugins not run here: rehype-fancy-tables \(Markdown they would change is shown as written\)$/));
    expect(lines).toContainEqual(expect.stringMatching(/docs options not supported here, left unused: showLastUpdateAuthor$/));
  });
});

describe("a config that cannot be read", () => {
  it("is the one problem reported, not also a docs folder its unread options would have named", () => {
    const root = writeTree({
      "website/docusaurus.config.js": "const theme = require('./theme/missing-file');\nmodule.exports = {title: 'Broken', presets: [['classic', {docs: {path: '../docs'}}]]};\n",
      "docs/intro.md": doc("Intro"),
    });
    const { problems } = scanContent(path.join(root, "website"));
    expect(messages(problems)).toEqual([expect.stringMatching(/docusaurus\.config\.js(:\d+:\d+)? cannot read the config: /)]);
  });
});

describe("a sidebar named like one of its docs", () => {
  it("places an unknown doc id at the item, not at the sidebar's key of the same name", () => {
    const root = writeTree({
      "docusaurus.config.js": "module.exports = {title: 'Ids', url: 'https://ids.example.org', baseUrl: '/', presets: [['classic', {docs: {sidebarPath: './sidebars.json'}}]]};\n",
      "sidebars.json": ['{', '  "guide": ["intro"],', '  "api": [', '    "globals",', '    "api"', '  ]', '}', ''].join("\n"),
      "docs/intro.md": doc("Intro"),
      "docs/globals.md": doc("Globals"),
    });
    const { problems } = scanContent(root);
    expect(messages(problems)).toEqual([expect.stringMatching(/sidebars\.json:5:5 sidebar "api" names unknown doc id "api"$/)]);
  });
});

describe("a site with no versions.json and a version dropdown in its navbar", () => {
  it("names its one version Next, as Docusaurus labels the current version whatever versions exist", () => {
    const root = writeTree({
      "website/docusaurus.config.js": [
        "module.exports = {",
        "  title: 'Single',",
        "  url: 'https://single.example.org',",
        "  baseUrl: '/',",
        "  presets: [['classic', {docs: {path: '../docs'}}]],",
        "  themeConfig: {navbar: {items: [{type: 'docsVersionDropdown', dropdownItemsAfter: [{href: 'https://old.example.org', label: '1.x'}]}]}},",
        "};",
        "",
      ].join("\n"),
      "docs/intro.md": doc("Intro"),
    });
    const { model, problems } = scanContent(path.join(root, "website"));
    expect(messages(problems)).toEqual([]);
    expect(model.site.currentVersionLabel).toBe("Next");
    expect(model.versions.map((version) => version.info.label)).toEqual(["Next"]);
  });

  it("keeps calling the docs of a content folder without a config Docs", () => {
    const root = writeTree({ "docs/intro.md": doc("Intro") });
    expect(scanContent(root).model.site.currentVersionLabel).toBe("Docs");
  });
});

describe("a footer with a logo", () => {
  it("reads the logo, and names the footer's style among the theme options not used", () => {
    const root = writeTree({
      "docusaurus.config.js": "module.exports = {title: 'Logo', url: 'https://logo.example.org', baseUrl: '/', themeConfig: {footer: {style: 'dark', logo: {alt: 'Sponsor', src: 'img/sponsor.png', href: 'https://sponsor.example.org'}, copyright: 'Mine'}}};\n",
      "docs/intro.md": doc("Intro"),
    });
    const { model, warnings } = scanContent(root);
    expect(model.site.footerLogo).toEqual({ src: "/img/sponsor.png", alt: "Sponsor", href: "https://sponsor.example.org" });
    expect(messages(warnings)).toContainEqual(expect.stringMatching(/themeConfig options not used here \(this engine has its own theme\): footer\.style$/));
  });
});

describe("a site whose onBrokenLinks is warn", () => {
  it("builds, with one warning for each link the build's crawl finds leading nowhere", async () => {
    const root = writeTree({
      "website/docusaurus.config.js": websiteConfig(
        "Lenient",
        " onBrokenLinks: 'warn', themeConfig: {footer: {style: 'dark', links: [{label: 'Intro', to: '/docs/intro'}], logo: {alt: 'Lenient Foundation', src: 'img/foundation.svg', href: 'https://foundation.example.org', width: 120}}}",
      ),
      // `Other.md/#typed` is no file link to Docusaurus (its path does not end in .md): its build
      // publishes a link to nowhere and warns. Here it leads to the doc, with a warning that says
      // how Docusaurus reads it. `/old/start.html` was a page of the site's first generation.
      // `'Flags#workers` (a stray quote) is a relative link the check already warns of: React writes
      // the quote as `&#x27;` in the page, which must not make the crawl warn of it a second time.
      "docs/Intro.md": doc("Intro", "See [typed use](Other.md/#typed), [the old start](/old/start.html) and [workers]('Flags#workers).\nThen [untyped use](Other.md/#untyped).", "id: intro\n"),
      "docs/Other.md": doc("Other", "## Typed\n\nText.", "id: other\n"),
      "website/static/img/foundation.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"></svg>',
    });
    const { out, build } = await buildWebsite(root);
    expect(build.status, build.stderr + build.stdout).toBe(0);
    expect(fs.existsSync(path.join(out, "docs/intro.html"))).toBe(true);
    const lines = reportLines(build.stdout + build.stderr, root).filter((line) => line.includes("Intro.md"));
    expect(lines.filter((line) => line.includes("Other.md"))).toEqual([
      expect.stringMatching(/^warning: docs\/Intro.md:6:5 link to Other.md\/#typed: Docusaurus does not read a file name followed by "\/" as a file link \(its build reports the link as broken\); it leads to the doc here\. Write Other.md#typed$/),
      expect.stringMatching(/^warning: docs\/Intro.md:7:6 link to Other.md\/#untyped: Docusaurus does not read .* Write Other.md#untyped$/),
      // An anchor the doc does not have is still one (the check follows the link to the doc).
      "warning: docs/Intro.md:7:6 link to Other.md/#untyped: no anchor #untyped on /docs/other",
    ]);
    expect(fs.readFileSync(path.join(out, "docs/intro.html"), "utf8")).toContain('<a href="/docs/other#typed">typed use</a>');
    expect(lines.filter((line) => line.includes("/old/start"))).toHaveLength(1);
    expect(lines.filter((line) => line.includes("Flags"))).toEqual([expect.stringMatching(/link to 'Flags#workers: no such page$/)]);
    // The footer's logo, a link to the foundation behind the project, is shown as Docusaurus shows it.
    const footer = /<footer class="footer"[\s\S]*?<\/footer>/.exec(fs.readFileSync(path.join(out, "docs/intro.html"), "utf8"))?.[0] ?? "";
    expect(footer).toMatch(/<a [^>]*href="https:\/\/foundation.example.org"[^>]*><img src="\/img\/foundation.svg" alt="Lenient Foundation" width="120"/);
  }, 180_000);

  it("still stops the build at a link to no page under Docusaurus's default, throw", async () => {
    const root = writeTree({
      "website/docusaurus.config.js": websiteConfig("Strict"),
      "docs/Intro.md": doc("Intro", "See [typed use](Other.md/#typed) and [the old start](/old/start.html).", "id: intro\n"),
      "docs/Other.md": doc("Other", "## Typed\n\nText.", "id: other\n"),
    });
    const { build } = await buildWebsite(root);
    expect(build.status).not.toBe(0);
    expect(reportLines(build.stderr, root)).toContainEqual(expect.stringMatching(/docs\/Intro.md:6:\d+ link to \/old\/start.html: no such page$/));
    expect(reportLines(build.stderr, root).filter((line) => line.includes("Other.md"))).toEqual([]);
  }, 180_000);
});
