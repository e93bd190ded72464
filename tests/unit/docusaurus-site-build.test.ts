// The fixture Docusaurus site built unchanged (`npm run build` with CONTENT_DIR at its folder):
// what Docusaurus would publish is published, drafts are not, unlisted pages are kept from
// sitemap and search, and each doc shows what its front matter and version ask for.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { inlineEntriesOf, offlineManifestOf, offlinePlanOf } from "../support/offline-manifest";
import { runBuild, type BuildResult } from "../support/run-build";
import { readSiteConfig } from "~/lib/content/site-config.server";
import { doc, writeTree } from "./fixture-tree";

const fixtureSite = path.resolve(__dirname, "../fixtures/docusaurus/site");
let out = "";
let build: BuildResult;
const read = (rel: string) => fs.readFileSync(path.join(out, rel), "utf8");
const exists = (rel: string) => fs.existsSync(path.join(out, rel));
/** The HTML of the page's main column, without the inline data. */
const main = (rel: string) => /<main[\s\S]*<\/main>/.exec(read(rel))?.[0] ?? "";

beforeAll(async () => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-docusaurus-"));
  out = path.join(base, "dist");
  build = await runBuild({ CONTENT_DIR: fixtureSite, OUT_DIR: out, PALAVER_CACHE_DIR: path.join(base, "cache") });
  expect(build.status, build.stderr).toBe(0);
}, 180_000);

describe("a Docusaurus site built unchanged", () => {
  it("publishes every doc of every version at Docusaurus's routes, and no draft or excluded file", () => {
    for (const page of [
      "docs/intro.html", // 2.1, the last version
      "docs/guides/syncing.html",
      "docs/reference/cli.html",
      "docs/1.0/intro.html",
      "docs/1.0/setup.html",
      "docs/next/intro.html",
      "docs/next/guides.html", // guides/guides.mdx: the category's page
      "docs/next/reference.html", // reference/README.mdx
      "docs/next/guides/sync-remotes.html", // a relative slug
      "docs/next/category/syncing.html",
      "docs/next/extras.html",
      "docs/next/secret-beta.html",
      "docs/next/tags.html",
      "docs/next/tags/sync.html",
      "docs/tags/getting-started.html",
      "blog/authors/jo-example.html",
      "blog/authors/r-ambler42.html",
    ]) {
      expect(exists(page), page).toBe(true);
    }
    expect(exists("docs/next/draft-ideas.html")).toBe(false);
    expect(exists("docs/next/internal/notes.html")).toBe(false);
  });

  it("lists the category's pages where its own page puts <DocCardList />, and the items another page gives it", () => {
    const guides = main("docs/next/guides.html");
    const cards = [...guides.matchAll(/<a class="card" href="([^"]+)"><h2 class="card-title">([^<]*)<\/h2><p class="card-description">([^<]*)<\/p>/g)].map(([, href, label, description]) => ({ href, label, description }));
    expect(cards).toEqual([
      { href: "/docs/next/category/syncing", label: "Syncing", description: expect.stringMatching(/./) },
      { href: "/docs/next/guides/conflicts", label: "Resolving conflicts", description: expect.any(String) },
      { href: "/docs/next/guides/offline", label: "Working offline", description: expect.any(String) },
    ]);
    const offline = main("docs/next/guides/offline.html");
    expect(offline).toContain('<h2 class="card-title">Resolving conflicts</h2><p class="card-description">When two devices changed the same note.</p>');
    expect(offline).toContain('href="/docs/next/guides/sync-remotes"');
  });

  it("titles the home page with the site's own name and tagline, in no words of the engine's", () => {
    const title = /<title>([^<]*)<\/title>/.exec(read("index.html"))?.[1];
    expect(title).toMatch(/^Quillmate .+ Plain-text notes, synced without drama$/);
  });

  it("lists the locale dropdown's own links around its locale, with the item's class (ionic-docs' Translate link)", () => {
    const header = /<header[\s\S]*?<\/header>/.exec(read("docs/intro.html"))?.[0] ?? "";
    const item = /<li class="locale-menu">[\s\S]*?<\/ul><\/div><\/li>/.exec(header)?.[0] ?? "";
    expect(item).toContain('aria-label="Language: English"');
    const links = [...item.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, label]) => `${label} ${href}`);
    expect(links).toEqual(["Start in English /docs/intro", expect.stringMatching(/^English \//), "Help translate https://translate.example.org/quillmate"]);
  });

  it("is installable as itself: a manifest made from its config, its URLs and no other site's files", () => {
    const manifest = JSON.parse(read("manifest.webmanifest"));
    expect(manifest).toMatchObject({ name: "Quillmate", description: "Plain-text notes, synced without drama", start_url: "/", scope: "/", display: "standalone" });
    // Its favicon is an .ico, which a manifest cannot use: the engine's neutral icon stands in.
    expect(manifest.icons).toEqual([{ src: "/icons/app-icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }]);
    expect(exists("icons/app-icon.svg")).toBe(true);
    const home = read("index.html");
    expect(home).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    expect(home).not.toContain("apple-touch-icon");
    expect(JSON.stringify(manifest)).not.toMatch(/palaver/i);
    for (const rel of ["img/logo.svg", "img/favicon.svg", "img/authors/mira.png", "icons/icon-192.png"]) expect(exists(rel), rel).toBe(false);
  });

  it("applies the site's own stylesheet (theme.customCss) within each page's main, for the dark theme, with the images it names", () => {
    const home = read("index.html");
    const links = [...home.matchAll(/<link rel="stylesheet" href="([^"]+)"\/>/g)].map((match) => match[1]);
    // After this theme's stylesheet, as Docusaurus puts a site's CSS after Infima's.
    expect(links).toHaveLength(2);
    expect(links[0]).toMatch(/^\/build\/_assets\/app-[A-Z0-9]+\.css$/);
    expect(links[1]).toMatch(/^\/_site\/custom-[0-9a-f]{10}\.css$/);
    expect(read("docs/next/guides/offline.html")).toContain(`<link rel="stylesheet" href="${links[1]}"/>`);
    const css = read(links[1].slice(1));
    // Its variables and classes reach the page's content, the dark theme's last (they win).
    expect(css).toMatch(/:where\(main, \.site-html\)\s*\{\s*--ifm-color-primary: #6b4fbb;/);
    expect(css.indexOf("--qm-callout-border: #b9a6f2")).toBeGreaterThan(css.indexOf("--qm-callout-border: #6b4fbb"));
    expect(css).toMatch(/:where\(main, \.site-html\) \.qm-callout \{/);
    // Its rules for Infima's navbar and footer cannot reach this theme's (they are outside main).
    expect(css).toMatch(/:where\(main, \.site-html\) \.navbar \{/);
    expect(css).toMatch(/:where\(main, \.site-html\) \.footer \{/);
    expect(css).toMatch(/@media \(max-width: 996px\) \{\s*:where\(main, \.site-html\) \.qm-callout/);
    expect(css).toMatch(/@keyframes qm-fade-in \{\s*from \{/);
    // Light-theme rules never apply on this dark site; nothing is fetched from another host.
    expect(css).not.toContain("data-theme");
    expect(css).not.toContain("#2d1a66");
    expect(css).not.toContain("fonts.quillmate-cdn.example");
    // The image beside it is published next to it, named by its content.
    const image = /url\('\.\/(quill-watermark-[0-9a-f]{8}\.svg)'\)/.exec(css)?.[1];
    expect(image).toBeDefined();
    expect(read(`_site/${image}`)).toContain("<svg");
    // `url(@site/…)` (webpack's alias for the site folder) names a file of the site, published the same way.
    const logo = /\.qm-brand-mark \{\s*background: url\(\.\/(quill-[0-9a-f]{8}\.svg)\)/.exec(css)?.[1];
    expect(logo).toBeDefined();
    expect(read(`_site/${logo}`)).toBe(fs.readFileSync(path.join(fixtureSite, "static/img/quill.svg"), "utf8"));
    // The page that uses its class has it.
    expect(main("docs/intro.html")).toContain('<div class="qm-callout qm-callout--quill margin-bottom--lg">');
  });

  it("carries Infima's layout and utility classes (a page uses margin-bottom--lg), confined to the page and before the site's own rules; a site using none, or saying so, has none", () => {
    const href = /<link rel="stylesheet" href="\/(_site\/custom-[0-9a-f]{10}\.css)"\/>/.exec(read("index.html"))?.[1];
    const css = read(href!);
    expect(css.indexOf("/* infima-utilities.css */")).toBe(0);
    expect(css.indexOf("/* custom.css */")).toBeGreaterThan(0);
    expect(css).toContain(":where(main, .site-html) .col[class*='col--'] { flex: 0 0 var(--col-width); max-width: var(--col-width); }");
    expect(css).toContain(":where(main, .site-html) .col--6 { --col-width: 50%; }");
    expect(css).toContain(":where(main, .site-html) .margin-vert--lg { margin-top: 2rem !important; margin-bottom: 2rem !important; }");
    expect(css).toMatch(/:where\(main, \.site-html\) \.badge--success \{ background: #46be78;/);
    // Palaver's config says `infima: false` and lists no stylesheet: its pages link this theme's only.
    expect(readSiteConfig(path.resolve("content")).stylesheet).toBeUndefined();
    // A site whose pages and components use none of the classes gets none (and here no stylesheet at all).
    const plain = writeTree({
      "docusaurus.config.js": "module.exports = { title: 'Plain', url: 'https://plain.example.org', baseUrl: '/' };\n",
      "docs/intro.md": doc("Intro", "A row of text, a col of numbers: no classes."),
      "src/components/Box.jsx": "export default function Box() { return <div className=\"box\">Box</div>; }\n",
    });
    expect(readSiteConfig(plain).stylesheet).toBeUndefined();
    fs.writeFileSync(path.join(plain, "src/components/Box.jsx"), "export default function Box() { return <div className=\"row\"><div className=\"col\">Box</div></div>; }\n");
    const other = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-infima-"));
    fs.cpSync(plain, other, { recursive: true });
    expect(readSiteConfig(other).stylesheet?.css).toContain("/* infima-utilities.css */");
  });

  it("compiles a Sass file of theme.customCss, with the partials it uses, confined like the CSS; says what it does not apply", () => {
    const href = /<link rel="stylesheet" href="\/(_site\/custom-[0-9a-f]{10}\.css)"\/>/.exec(read("index.html"))?.[1];
    const css = read(href!);
    // print.scss after custom.css, its partial's variables and nested rules resolved.
    expect(css.indexOf("/* print.scss */")).toBeGreaterThan(css.indexOf("/* custom.css */"));
    const print = css.slice(css.indexOf("/* print.scss */"));
    expect(print).toMatch(/@media print \{[^]*:where\(main, \.site-html\) \.qm-callout \{\s*border-color: #222;/);
    expect(print).toMatch(/:where\(main, \.site-html\) \.qm-callout--quill \{\s*break-inside: avoid;\s*background: (#[0-9a-f]{6}|rgb\([\d.%, ]+\));/);
    expect(print).not.toMatch(/\$ink|p\.\$|@use|&--/);
    const lines = build.stdout.split("\n");
    expect(lines).toContainEqual(expect.stringMatching(/src\/css\/custom\.css:1(:\d+)? @import url\('https:\/\/fonts\.quillmate-cdn\.example\/[^']*'\) is not followed/));
    expect(lines.filter((line) => /print\.scss|palette/.test(line))).toEqual([]);
    // docusaurus-plugin-sass is not among the plugins not run: what it does is done.
    expect(lines.find((line) => line.includes("not run here"))).not.toContain("docusaurus-plugin-sass");
  });

  it("says once which packages it stood in for and which plugins it did not run", () => {
    const lines = build.stdout.split("\n");
    expect(lines.filter((line) => line.includes("stood in for")).length).toBe(1);
    expect(lines.filter((line) => line.includes("not run here")).length).toBe(1);
  });

  it("keeps unlisted pages and drafts out of the sitemap and search, and unlisted pages out of indexes", () => {
    const sitemap = read("sitemap.xml");
    expect(sitemap).toContain("<loc>https://quillmate.example.org/docs/next/intro</loc>");
    expect(sitemap).not.toContain("secret-beta");
    expect(sitemap).not.toContain("draft-ideas");
    // Search records are sharded by page (_search/records.<group>-<n>.json).
    const records = fs.readdirSync(path.join(out, "_search")).filter((name) => name.startsWith("records.")).map((name) => read(`_search/${name}`)).join("\n");
    expect(records).not.toContain("secret-beta");
    expect(records).toContain("Resolving conflicts");
    const unlisted = read("docs/next/secret-beta.html");
    expect(unlisted).toContain('<meta name="robots" content="noindex"/>');
    expect(unlisted).toContain("This page is unlisted. Search engines will not index it, and only users having a direct link can access it.");
    expect(main("docs/next/intro.html")).not.toContain("secret-beta");
  });

  it("shows the unreleased and unmaintained banners, linking to the latest version's page", () => {
    const next = main("docs/next/intro.html");
    expect(next).toContain("This is unreleased documentation for Quillmate Canary 🐤 version.");
    expect(next).toMatch(/<a href="\/docs\/intro">latest version<\/a>/);
    expect(next).toMatch(/Version: (<!-- -->)?Canary 🐤/);
    const old = main("docs/1.0/setup.html");
    expect(old).toContain("This is documentation for Quillmate 1.0 (legacy), which is no longer actively maintained.");
    expect(old).toMatch(/<a href="\/docs\/intro">latest version<\/a>/);
    expect(main("docs/intro.html")).not.toContain("doc-version-banner");
    // A category's generated index shows its version's banner as Docusaurus's does; its tag pages show none.
    const index = main("docs/next/category/syncing.html");
    expect(index).toContain("This is unreleased documentation for Quillmate Canary 🐤 version.");
    expect(index.indexOf("doc-version-banner")).toBeLessThan(index.indexOf("<h1>All about syncing</h1>"));
    expect(main("docs/next/tags/sync.html")).not.toContain("doc-version-banner");
  });

  it("honours the docs' front matter", () => {
    const intro = read("docs/next/intro.html");
    expect(intro).toContain("<title>Welcome to Quillmate · Quillmate</title>");
    expect(intro).toContain('<meta name="keywords" content="notes, sync, plain text"/>');
    expect(main("docs/next/intro.html")).toMatch(/<b>Tags:<\/b>.*href="\/docs\/next\/tags\/getting-started">Getting started<\/a>.*href="\/docs\/next\/tags\/sync">Sync<\/a>/);
    expect(read("docs/next/guides/conflicts.html")).toContain('<meta property="og:image" content="https://quillmate.example.org/img/conflict-card.png"/>');
    // Neither that image nor the site's (a file the site does not have) was measured: no size is
    // claimed for them (before, every image was said to be 1200×630).
    expect(read("docs/next/guides/conflicts.html")).not.toContain("og:image:width");
    expect(read("docs/next/intro.html")).not.toContain("og:image:width");
    // toc_max_heading_level: 4 lists the h4.
    expect(read("docs/next/getting-started/first-note.html")).toMatch(/nav aria-label="Table of contents".*href="#the-journal-format"/);
    expect(read("docs/next/getting-started/install.html")).not.toMatch(/nav aria-label="Table of contents".*href="#the-journal-format"/);
    // hide_title, hide_table_of_contents, custom_edit_url: null.
    const offline = main("docs/next/guides/offline.html");
    expect(offline).not.toContain("<h1>Working offline</h1>");
    expect(offline).not.toContain('aria-label="Table of contents"');
    expect(offline).not.toContain("Edit this page");
    expect(main("docs/next/reference/config-file.html")).toContain('Last updated on <time dateTime="2024-03-09T00:00:00.000Z">Mar 9, 2024</time> by Jo Example');
    // pagination_label names the page in its neighbours' pagers; pagination_next: null ends the pager.
    expect(main("docs/next/getting-started/install.html")).toMatch(/pager-next.*Your first note/);
    expect(main("docs/next/upgrading.html")).not.toContain("pager-next");
    expect(read("docs/next/tags/sync.html")).toContain("<h1>3 docs tagged with &quot;Sync&quot;</h1>");
  });

  it("makes npm2yarn blocks tabs of every converter the config names, the npm command first, in the HTML and the page's Markdown", () => {
    const page = main("docs/next/getting-started/install.html");
    const tabLabels = [...page.matchAll(/<button[^>]*role="tab"[^>]*>([^<]*)<\/button>/g)].map(([, label]) => label);
    expect(tabLabels).toEqual(["npm", "pnpm", "Yarn", "Volta", "npm", "pnpm", "Yarn", "Volta"]);
    const text = page.replace(/<[^>]+>/g, "");
    for (const command of [
      "npm install --global quillmate-cli",
      "pnpm add --global quillmate-cli",
      "yarn global add quillmate-cli",
      "volta install quillmate-cli",
      "npm install --save-dev @quillmate/editor-plugin",
      "pnpm add --save-dev @quillmate/editor-plugin",
      "yarn add --dev @quillmate/editor-plugin",
    ]) {
      expect(text, command).toContain(command);
    }
    // The custom converter changes only what it matches: a project dependency stays npm's command.
    expect(text.match(/npm install --save-dev @quillmate\/editor-plugin/g)).toHaveLength(2);
    // Still a highlighted bash block, without the meta.
    expect(page).toContain('class="language-bash');
    expect(page).not.toContain("npm2yarn");
    // The take-away Markdown has every variant, each under its tab's label.
    const markdown = read("docs/next/getting-started/install.md");
    expect(markdown).toContain("**Yarn**\n\n```bash\nyarn global add quillmate-cli\n```");
    expect(markdown).toContain("**Volta**\n\n```bash\nvolta install quillmate-cli\n```");
  });

  it("makes consecutive tab code blocks one set of tabs when the config lists the tab-blocks plugin", () => {
    const page = main("docs/next/reference/config-file.html");
    const tabLabels = [...page.matchAll(/<button[^>]*role="tab"[^>]*>([^<]*)<\/button>/g)].map(([, label]) => label);
    // The block's own label, the plugin's TypeScript, and the site's label for bash.
    expect(tabLabels).toEqual(["Node.js", "TypeScript", "Shell"]);
    expect(page.match(/role="tablist"/g)).toHaveLength(1);
    // span 2: the test file shares the TypeScript tab; titles stay, the tab key is gone from the meta.
    const panels = page.split('role="tabpanel"').slice(1).map((panel) => panel.replace(/<[^>]+>/g, ""));
    expect(panels[1]).toContain("sync.ts");
    expect(panels[1]).toContain("sync.test.ts");
    expect(panels[0]).toContain("sync.js");
    expect(panels[2]).toContain("quillmate sync --interval 5s");
    expect(page).not.toMatch(/tab=|"span"/);
    // The untabbed block above stays as it was, outside the tabs.
    expect(page.indexOf("language-toml")).toBeGreaterThan(0);
    expect(page.indexOf("language-toml")).toBeLessThan(page.indexOf('role="tablist"'));
  });

  it("gives a page's @theme/ import of a component the site keeps in src/theme/ that component", () => {
    expect(main("docs/next/guides/conflicts.html")).toContain('<span class="key-combo"><kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>M</kbd></span>');
    expect(build.stderr + build.stdout).not.toMatch(/KeyCombo/);
  });

  it("links each doc to its file through the config's editUrl function", () => {
    expect(main("docs/1.0/setup.html")).toContain('href="https://code.example.org/quillmate/site/edit/trunk/versioned_docs/version-1.0/setup.mdx"');
    expect(main("docs/next/reference/cli.html")).toContain('href="https://code.example.org/quillmate/site/edit/trunk/docs/reference/cli.mdx"');
  });
});

describe("docs under another routeBasePath", () => {
  let handbook = "";
  beforeAll(async () => {
    const content = writeTree({
      "docusaurus.config.js":
        "module.exports = { title: 'Handbook', url: 'https://hb.example.org', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: 'handbook' } }]], themeConfig: { navbar: { items: [{ type: 'doc', docId: 'welcome', label: 'Read' }] } } };\n",
      "docs/welcome.mdx": doc("Welcome", "See [part one](/handbook/part/one).", "tags: [start]\n"),
      "docs/part/one.mdx": doc("One", "Back to [the welcome](/handbook/welcome)."),
    });
    const base = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-handbook-"));
    handbook = path.join(base, "dist");
    const result = await runBuild({ CONTENT_DIR: content, OUT_DIR: handbook, PALAVER_CACHE_DIR: path.join(base, "cache") });
    expect(result.status, result.stderr).toBe(0);
  }, 180_000);

  it("publishes the docs, their data and their tag pages under it", () => {
    for (const file of ["handbook/welcome.html", "handbook/part/one.html", "handbook/tags/start.html", "_data/handbook/welcome.json"]) {
      expect(fs.existsSync(path.join(handbook, file)), file).toBe(true);
    }
    const welcome = fs.readFileSync(path.join(handbook, "handbook/welcome.html"), "utf8");
    expect(welcome).toContain("<h1>Welcome</h1>");
    expect(welcome).toMatch(/class="navbar-link active" href="\/handbook\/welcome">Read</);
  });
});

describe("an npm2yarn converter of the site's own that fails, and tab options that are not JSON", () => {
  it("stop the build with one message each, naming the block's file and line", async () => {
    const content = writeTree({
      "docusaurus.config.js":
        "module.exports = { title: 'Tools', url: 'https://tools.example.org', baseUrl: '/', presets: [['classic', { docs: {\n" +
        "  remarkPlugins: [[require('@docusaurus/remark-plugin-npm2yarn'), { converters: ['yarn', ['Homebrew', (code) => { if (!code.includes('--global')) throw new Error('only global installs have a formula'); return code; }]] }], require('docusaurus-remark-plugin-tab-blocks')],\n" +
        "} }]] };\n",
      "docs/intro.mdx": doc("Intro", "Install it globally:\n\n```bash npm2yarn\nnpm install --global tool\n```\n\nOr for the project:\n\n```bash npm2yarn\nnpm install tool\n```\n\n```js tab={label: 'Node'}\ntool();\n```"),
    });
    const base = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-npm2yarn-"));
    const result = await runBuild({ CONTENT_DIR: content, OUT_DIR: path.join(base, "dist"), PALAVER_CACHE_DIR: path.join(base, "cache") });
    expect(result.status).toBe(1);
    const lines = result.stderr.split("\n").filter((line) => line.includes("npm2yarn converter"));
    expect(lines).toEqual([expect.stringMatching(/docs\/intro\.mdx:13:1 the npm2yarn converter "Homebrew" of the site's config failed on this block \(only global installs have a formula\): fix the converter or the command$/)]);
    expect(result.stderr.split("\n").filter((line) => line.includes("tab options"))).toEqual([
      expect.stringMatching(/docs\/intro\.mdx:17:1 the tab options of this code block are not JSON: tab=\{label: 'Node'\} \(write them as tab=\{"label": "…", "span": 2\}\)$/),
    ]);
    expect(fs.existsSync(path.join(base, "dist"))).toBe(false);
  }, 180_000);
});

describe("a site's stylesheet edited between two builds", () => {
  it("is published anew, every page linking the new file, the old one gone; a broken edit keeps the last good site", async () => {
    const content = writeTree({
      "docusaurus.config.js": "module.exports = { title: 'Loom', url: 'https://loom.example.org', baseUrl: '/', presets: [['classic', { theme: { customCss: './src/css/custom.css' } }]] };\n",
      "src/css/custom.css": ".loom-warp { color: olive; }\n",
      "docs/intro.mdx": doc("Intro", '<p className="loom-warp">Threads run lengthwise.</p>'),
      "docs/weft.mdx": doc("Weft", "Threads that cross."),
    });
    const base = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-loom-"));
    const env = { CONTENT_DIR: content, OUT_DIR: path.join(base, "dist"), PALAVER_CACHE_DIR: path.join(base, "cache") };
    const linked = (page: string) => /href="\/(_site\/custom-[0-9a-f]{10}\.css)"/.exec(fs.readFileSync(path.join(base, "dist", page), "utf8"))?.[1];
    const first = await runBuild(env);
    expect(first.status, first.stderr).toBe(0);
    const before = linked("docs/intro.html");
    expect(fs.readFileSync(path.join(base, "dist", before!), "utf8")).toContain("olive");

    fs.appendFileSync(path.join(content, "src/css/custom.css"), ".loom-weft { color: teal; }\n");
    const second = await runBuild(env);
    expect(second.status, second.stderr).toBe(0);
    const after = linked("docs/intro.html");
    expect(after).not.toBe(before);
    expect(linked("docs/weft.html")).toBe(after);
    expect(linked("index.html")).toBe(after);
    expect(fs.readFileSync(path.join(base, "dist", after!), "utf8")).toContain("teal");
    expect(fs.existsSync(path.join(base, "dist", before!))).toBe(false);

    // An unclosed block: one message at its line, and the site built before stays as it was.
    fs.appendFileSync(path.join(content, "src/css/custom.css"), ".loom-selvage {\n  color: maroon;\n");
    const broken = await runBuild(env);
    expect(broken.status).toBe(1);
    expect(broken.stderr).toMatch(/src\/css\/custom\.css:3:1 is not valid CSS: Unclosed block/);
    expect(linked("docs/intro.html")).toBe(after);
    expect(fs.existsSync(path.join(base, "dist", after!))).toBe(true);
  }, 180_000);

  it("keeps the site's static images out of the app shell, except those the shell's pages show", () => {
    // The navbar logo and the favicon are the shell's: saved when the worker installs. An image of
    // a doc is saved with the pages that show it, listed in the shards of the worker's manifest.
    const plan = offlinePlanOf(out);
    expect(plan.shellAssets).toEqual(expect.arrayContaining(["img/quill.svg", "img/favicon.ico"]));
    const inline = inlineEntriesOf(out).map((entry) => entry.url);
    expect(inline).toEqual(expect.arrayContaining(["img/quill.svg", "img/favicon.ico"]));
    expect(inline).not.toContain("img/offline-queue.svg");
    expect(offlineManifestOf(out).has("img/offline-queue.svg")).toBe(true);
    expect(main("docs/next/guides/offline.html")).toContain('src="/img/offline-queue.svg"');
  });

  it("publishes the client-redirects plugin's redirects as pages that send the reader on, which links may lead to", () => {
    // The page links to /docs/sync, a redirect's `from`: the build accepted it (it stops on a link to no page).
    expect(main("docs/next/guides/offline.html")).toContain('href="/docs/sync"');
    for (const [file, to] of [["docs/sync.html", "/docs/guides/syncing"], ["docs/start.html", "/docs/intro"], ["get-started.html", "/docs/intro"]]) {
      const html = read(file);
      expect(html, file).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
      expect(html, file).toContain(`<link rel="canonical" href="https://quillmate.example.org${to}">`);
      expect(html, file).toContain('<meta name="robots" content="noindex">');
    }
    // Not pages of the site: no sitemap entry.
    expect(read("sitemap.xml")).not.toContain("/docs/sync<");
  });
});
