// Docusaurus pages compile unchanged: `.md` pages, `format`, imports from the site folder and
// partials, the MDX defaults Docusaurus adds (comments, heading ids, admonitions, mdx-code-block,
// the `toc` export), code-block conventions, links and images. Pages of the Docusaurus-shaped
// fixture (tests/fixtures/docusaurus/content) and small pages written beside it in a copy.
import path from "node:path";
import fs from "node:fs";
import os from "node:os";
import { beforeAll, describe, expect, it } from "vitest";
import * as React from "react";
import * as ReactDOM from "react-dom";
import * as jsxRuntime from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { getMDXComponent } from "mdx-bundler/client/index.js";
import { cachedMdx, checkMdx, compiledBody, compileMdx } from "~/lib/mdx.server";
import { parseFrontMatter } from "~/lib/front-matter.server";
import { scanContent } from "~/lib/content.server";
import { linkResolver } from "~/lib/mdx/link-targets.server";
import { docusaurusSource, pageFormat } from "~/lib/mdx/docusaurus-source.server";
import { currentSiteConfig } from "~/lib/content/current-site.server";
import { loadThemeModules, themeScope } from "~/components/theme/registry";
import { providedComponents } from "~/components/theme/provided-components";
import { THEME_SCOPE } from "~/lib/mdx-theme-imports.server";

process.env.PALAVER_CACHE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-docusaurus-cache-"));
// A copy: some tests edit files and add pages.
const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-docusaurus-site-"));
fs.cpSync(path.resolve(__dirname, "../fixtures/docusaurus/content"), siteDir, { recursive: true });
process.env.CONTENT_DIR = siteDir;

const at = (rel: string) => path.join(siteDir, rel);
let resolver: ReturnType<typeof linkResolver>;

beforeAll(() => {
  resolver = linkResolver(scanContent(siteDir).model);
});

async function render(rel: string, source = fs.readFileSync(at(rel), "utf8")) {
  const compiled = await compileMdx(at(rel), source, resolver);
  // As the site renders a page: with the theme modules it uses, and the components pages get without an import.
  await loadThemeModules(compiled.modules);
  const module = getMDXComponent(compiledBody(compiled).code, { React, ReactDOM, _jsx_runtime: jsxRuntime, [THEME_SCOPE]: themeScope });
  return { compiled, html: renderToStaticMarkup(React.createElement(module, { components: providedComponents() })) };
}

/** Writes a page into the site copy (under docs/scratch/) and renders it. */
async function renderNew(name: string, source: string) {
  const rel = `docs/scratch/${name}`;
  fs.mkdirSync(path.dirname(at(rel)), { recursive: true });
  fs.writeFileSync(at(rel), source);
  return render(rel, source);
}

describe(".md pages and markdown.format", () => {
  it("compiles a .md page as MDX, as Docusaurus 3 does by default (no 'Invalid loader' error)", async () => {
    const { html, compiled } = await render("docs/intro.md");
    expect(html).toContain('<img src="/img/lantern.png" alt="The Lanternfish logo, a yellow lantern" width="40"/>');
    expect(html).toContain("🐟🌊");
    expect(compiled.contentTitle).toBe(true);
  });

  it("compiles a .md page with CRLF line endings, its heading id and admonition intact", async () => {
    const source = fs.readFileSync(at("docs/getting-started/install.md"), "utf8");
    expect(source).toContain("\r\n");
    const { html, compiled } = await render("docs/getting-started/install.md", source);
    expect(compiled.toc).toEqual([{ id: "reqs", text: "Requirements", level: 2 }]);
    expect(html).toMatch(/<aside class="theme-admonition theme-admonition-note callout callout-note" aria-label="Before you start">/);
    expect(html).toContain("<code>node -v | head -1</code>");
  });

  it("reads `format: md` pages as CommonMark: braces are text, HTML is HTML", async () => {
    const { html } = await render("docs/reference/plain-markdown.md");
    expect(html).toContain("{curly braces} are text and <b>inline HTML</b> is kept.<br/>");
    expect(html).toContain('<div class="callout">A raw HTML block.</div>');
  });

  it("follows the site's markdown.format: 'detect' reads .md as CommonMark and .mdx as MDX", () => {
    expect(pageFormat("/x/a.md", "# A\n", "detect")).toBe("md");
    expect(pageFormat("/x/a.mdx", "# A\n", "detect")).toBe("mdx");
    expect(pageFormat("/x/a.md", "# A\n")).toBe("mdx");
    expect(pageFormat("/x/a.md", "---\ntitle: A\nformat: mdx\n---\n", "detect")).toBe("mdx");
  });

  it("recompiles when the site's markdown.format changes", async () => {
    // The config of the content being built (CONTENT_DIR), as its docusaurus.config would set it.
    const config = currentSiteConfig();
    const source = "A page with {1 + 1} in it.\n";
    try {
      config.markdown = { format: "detect" };
      expect((await renderNew("detect.md", source)).html).toContain("{1 + 1}");
    } finally {
      delete config.markdown;
    }
    expect((await renderNew("detect.md", source)).html).toContain("<p>A page with 2 in it.</p>");
  });
});

describe("imports", () => {
  it("provides the classic theme's icons (@theme/Icon/Copy, /Success, …) as SVGs taking an <svg>'s props (opendal's code tabs)", async () => {
    const { html, compiled } = await renderNew(
      "icons.mdx",
      "import IconCopy from '@theme/Icon/Copy';\nimport IconSuccess from '@theme/Icon/Success';\nimport IconExternalLink from '@theme/Icon/ExternalLink';\n\n<p><IconCopy className=\"copy\" /> <IconSuccess width={12} /> <IconExternalLink aria-hidden={false} /></p>\n",
    );
    // One module of the engine's holds them all.
    expect(compiled.modules).toEqual(["@palaver/icons"]);
    const svgs = [...html.matchAll(/<svg ([^>]*)>/g)].map((m) => m[1]);
    expect(svgs).toHaveLength(3);
    expect(svgs[0]).toMatch(/width="20" height="20"[^]*stroke="currentColor"[^]*aria-hidden="true" class="copy"/);
    expect(svgs[1]).toMatch(/width="12"/);
    expect(svgs[2]).toMatch(/aria-hidden="false"/);
  });

  it("gives a page the site's own icon where it draws one (src/theme/Icon/Success), as a swizzled icon is in Docusaurus", async () => {
    fs.mkdirSync(at("src/theme/Icon/Success"), { recursive: true });
    fs.writeFileSync(at("src/theme/Icon/Success/index.js"), "export default function IconSuccess() {\n  return <span className=\"lantern-tick\">✓</span>;\n}\n");
    try {
      const { html } = await renderNew("own-icon.mdx", "import IconSuccess from '@theme/Icon/Success';\n\n<p><IconSuccess /></p>\n");
      expect(html).toContain('<p><span class="lantern-tick">✓</span></p>');
    } finally {
      fs.rmSync(at("src/theme/Icon"), { recursive: true, force: true });
    }
  });

  it("gives an imported Markdown module a frontMatter export, as Docusaurus's loader does ({} without front matter)", async () => {
    // librarium files its partials by `partial.frontMatter.partial_category`.
    fs.mkdirSync(at("docs/scratch"), { recursive: true });
    fs.writeFileSync(at("docs/scratch/_glaze-partial.mdx"), "---\npartial_category: glazes\nfiring: 3\n---\n\nA glaze partial.\n");
    fs.writeFileSync(at("docs/scratch/_plain-partial.md"), "A partial without front matter.\n");
    const { html } = await renderNew(
      "front-matter-export.mdx",
      "import * as glaze from './_glaze-partial.mdx';\nimport * as plain from './_plain-partial.md';\n\n<p>{glaze.frontMatter.partial_category} {glaze.frontMatter.firing} {JSON.stringify(plain.frontMatter)}</p>\n",
    );
    expect(html).toContain("<p>glazes 3 {}</p>");
  });

  it("imports components (.js with JSX, .jsx, .tsx with a CSS module), JSON data and partials from @site/ and relative paths", async () => {
    const { html, compiled } = await render("docs/getting-started/configure.mdx");
    expect(html).toContain("Lanternfish knows 2 stations out of the box.");
    expect(html).toContain('<figure class="tide-chart" data-station="North Mole">');
    // The .mdx partial: a list whose item holds an admonition.
    expect(html).toMatch(/<li>\s*<p>Add a <code>\[station\]<\/code> table per buoy.<\/p>\s*<aside class="theme-admonition theme-admonition-tip callout callout-tip" aria-label="Several buoys">/);
    // The .md partial under docs/_reuse: its own import, JSX, admonition and HTML comment.
    expect(html).toContain('<aside class="theme-admonition theme-admonition-info callout callout-info" aria-label="License">');
    // The component's CSS module is scoped: its class name made unique, its rule shipped with the page.
    const badge = /<span class="(badge_[0-9a-f]{6})">MIT<\/span> Lanternfish is free software\./.exec(html)?.[1];
    expect(badge).toBeDefined();
    expect(compiled.css).toContain(`.${badge} { font-weight: bold; }`);
    expect(html).not.toContain("keep in sync");
    expect(Object.keys(compiled.fileDeps ?? {}).map((file) => path.relative(siteDir, file)).sort()).toEqual([
      "docs/_reuse/_license-note.md",
      "docs/getting-started/_shared-steps.mdx",
      "src/components/Badge.tsx",
      "src/components/TideChart.jsx",
      "src/components/TocList.js",
      "src/components/badge.module.css",
      "src/data/stations.json",
    ]);
    // Applied, so nothing to say about it.
    expect((compiled.notices ?? []).filter((n) => n.kind === "stylesheet")).toEqual([]);
  });

  it("scopes each CSS module apart, confines a plain stylesheet to the page's main, publishes the images their rules name, and says, at its line, which stylesheet it cannot find", async () => {
    fs.mkdirSync(at("src/css"), { recursive: true });
    fs.writeFileSync(at("src/css/print.css"), "@import url('https://fonts.example.net/css?family=Tide');\nbody { margin: 0; }\n[data-theme='light'] .tide-table { background: white; }\n.tide-table td { padding: 2px; }\n");
    // A package the site has installed brings its own stylesheet.
    fs.mkdirSync(at("node_modules/chart-ink/dist"), { recursive: true });
    fs.writeFileSync(at("node_modules/chart-ink/package.json"), JSON.stringify({ name: "chart-ink", version: "1.2.0" }));
    fs.writeFileSync(at("node_modules/chart-ink/dist/chart.css"), ".chart-ink-axis { stroke: currentColor; }\n");
    fs.mkdirSync(at("src/components/Buoy"), { recursive: true });
    fs.writeFileSync(at("src/components/Buoy/styles.module.css"), ".badge { background: url(./stripes.png) repeat-x; }\n:global(.markdown) .badge { color: orange; }\n");
    fs.copyFileSync(at("docs/getting-started/img/tide-diagram.png"), at("src/components/Buoy/stripes.png"));
    fs.writeFileSync(at("src/components/Buoy/index.js"), "import styles from './styles.module.css';\nexport default function Buoy() { return <b className={styles.badge}>buoy</b>; }\n");
    const { html, compiled } = await renderNew(
      "styled.mdx",
      "---\ntitle: Styled\n---\n\nimport '@site/src/css/print.css';\nimport Badge from '@site/src/components/Badge';\nimport Buoy from '@site/src/components/Buoy';\nimport 'tooltip-kit-not-installed/dist/tooltip.css';\nimport 'chart-ink/dist/chart.css';\n\n<Badge label=\"MIT\" /> <Buoy />\n",
    );
    const [badge, buoy] = [/<span class="([^"]+)">MIT/.exec(html)?.[1], /<b class="([^"]+)">buoy/.exec(html)?.[1]];
    // Two components' `.badge`, two class names.
    expect(badge).toMatch(/^badge_[0-9a-f]{6}$/);
    expect(buoy).toMatch(/^badge_[0-9a-f]{6}$/);
    expect(buoy).not.toBe(badge);
    expect(compiled.css).toMatch(new RegExp(`\\.${buoy} \\{ background: url\\(/assets/images/stripes-[0-9a-f]+\\.png\\) repeat-x; \\}`));
    expect(compiled.css).toContain(`.markdown .${buoy} { color: orange; }`);
    expect(Object.keys(compiled.assets ?? {})).toEqual([expect.stringMatching(/^assets\/images\/stripes-[0-9a-f]+\.png$/)]);
    // Plain stylesheets, the site's and an installed package's, apply within the page's main only;
    // on this dark site, rules for the light theme never do.
    expect(compiled.css).toContain(":where(main, .site-html) { margin: 0; }");
    expect(compiled.css).toContain(":where(main, .site-html) .tide-table td { padding: 2px; }");
    expect(compiled.css).toContain(":where(main, .site-html) .chart-ink-axis { stroke: currentColor; }");
    expect(compiled.css).not.toContain("white");
    expect(compiled.css).not.toContain("fonts.example.net");
    expect(Object.keys(compiled.fileDeps ?? {}).map((file) => path.relative(siteDir, file))).toContain("src/css/print.css");
    // One of a package not installed is a warning at its line, not an error; so is an @import.
    const notices = (compiled.notices ?? []).map((n) => ({ ...n, file: path.relative(siteDir, n.file) }));
    expect(notices).toHaveLength(2);
    expect(notices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "stylesheet", file: "src/css/print.css", line: 1, problem: expect.stringMatching(/^@import url\('https:\/\/fonts\.example\.net\/css\?family=Tide'\) is not followed/) }),
        expect.objectContaining({ kind: "stylesheet", file: "docs/scratch/styled.mdx", line: 8, problem: expect.stringMatching(/^imports the stylesheet tooltip-kit-not-installed\/dist\/tooltip.css, which is not in the site folder or its installed packages/) }),
      ]),
    );
    // A CSS module that cannot be read is the page's problem, naming the file and line.
    fs.writeFileSync(at("src/components/Buoy/styles.module.css"), ".badge {\n  color: red;\n");
    const check = await checkMdx(at("docs/scratch/styled.mdx"), fs.readFileSync(at("docs/scratch/styled.mdx"), "utf8"), resolver);
    expect(check.problems.map((problem) => problem.message)).toEqual([expect.stringMatching(/cannot read the CSS module .*src\/components\/Buoy\/styles\.module\.css \(line 1\): Unclosed block/)]);
  });

  it("compiles Sass and Less a component imports (docusaurus-plugin-sass, -less): modules scoped, plain Sass confined, partials and ~packages followed", async () => {
    fs.mkdirSync(at("src/components/Kettle"), { recursive: true });
    fs.mkdirSync(at("src/css"), { recursive: true });
    fs.writeFileSync(at("src/css/_tokens.scss"), "// Shared by the components' styles.\n$steam: #d7e3ea;\n$radius: 6px;\n@mixin rounded { border-radius: $radius; }\n");
    fs.writeFileSync(
      at("src/components/Kettle/styles.module.scss"),
      "@use '../../css/tokens' as t;\n@use 'sass:math';\n\n.spout {\n  color: t.$steam;\n  @include t.rounded;\n  &:hover { width: math.div(10px, 4); }\n  .lid & { margin: 0; }\n}\n",
    );
    // The indented syntax, and webpack's `~package` form of a package's Sass.
    fs.mkdirSync(at("node_modules/brew-kit/scss"), { recursive: true });
    fs.writeFileSync(at("node_modules/brew-kit/package.json"), JSON.stringify({ name: "brew-kit", version: "0.4.0" }));
    fs.writeFileSync(at("node_modules/brew-kit/scss/_base.scss"), ".brew-kit-cup { padding: 1rem; }\n");
    fs.writeFileSync(at("src/components/Kettle/plain.sass"), "@import '~brew-kit/scss/base'\n\n.lid\n  color: blue\n  .knob\n    color: navy\n");
    // Less, with a variable from a file it imports and a mixin.
    fs.writeFileSync(at("src/css/grip.less"), "@grip: 3px;\n.rounded() { border-radius: @grip; }\n");
    fs.writeFileSync(at("src/components/Kettle/extra.module.less"), "@import '../../css/grip.less';\n@w: 2px;\n.handle { width: @w; .rounded(); }\n");
    fs.writeFileSync(
      at("src/components/Kettle/index.tsx"),
      "import React from 'react';\nimport styles from './styles.module.scss';\nimport './plain.sass';\nimport less from './extra.module.less';\nexport default function Kettle() { return <p className={`${styles.spout} ${less.handle}`}>Boiling.</p>; }\n",
    );
    const { html, compiled } = await renderNew("kettle.mdx", "---\ntitle: Kettle\n---\n\nimport Kettle from '@site/src/components/Kettle';\n\n<Kettle />\n");
    const [, spout, handle] = /<p class="(spout_[0-9a-f]{6}) (handle_[0-9a-f]{6})">Boiling\.<\/p>/.exec(html) ?? [];
    expect(spout).toBeDefined();
    expect(handle).toBeDefined();
    const css = compiled.css ?? "";
    expect(css).toMatch(new RegExp(`\\.${spout} \\{\\s*color: #d7e3ea;\\s*border-radius: 6px;\\s*\\}`));
    expect(css).toMatch(new RegExp(`\\.${spout}:hover \\{\\s*width: 2\\.5px;`));
    expect(css).toMatch(new RegExp(`\\.lid_[0-9a-f]{6} \\.${spout} \\{`));
    expect(css).toMatch(/:where\(main, \.site-html\) \.lid \.knob \{\s*color: navy;/);
    expect(css).toMatch(/:where\(main, \.site-html\) \.brew-kit-cup \{\s*padding: 1rem;/);
    expect(css).toMatch(new RegExp(`\\.${handle} \\{\\s*width: 2px;\\s*border-radius: 3px;`));
    expect(css).not.toMatch(/\$steam|@use|@include|@import|@grip/);
    // The partial is an input of the page, as the stylesheets are: editing it rebuilds the page.
    const deps = Object.keys(compiled.fileDeps ?? {}).map((file) => path.relative(siteDir, file));
    expect(deps).toEqual(expect.arrayContaining(["src/css/_tokens.scss", "src/components/Kettle/styles.module.scss", "src/components/Kettle/plain.sass", "src/css/grip.less", "src/components/Kettle/extra.module.less"]));
    expect(compiled.notices?.filter((n) => n.kind === "stylesheet") ?? []).toEqual([]);
    // Sass that does not compile is the page's problem, naming the partial at fault and its line.
    fs.writeFileSync(at("src/css/_tokens.scss"), "// Shared by the components' styles.\n$steam: #d7e3ea;\n$radius: 6px\n@mixin rounded { border-radius: $radius; }\n");
    const check = await checkMdx(at("docs/scratch/kettle.mdx"), fs.readFileSync(at("docs/scratch/kettle.mdx"), "utf8"), resolver);
    expect(check.problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/cannot read the CSS module .*src\/components\/Kettle\/styles\.module\.scss, in .*src\/css\/_tokens\.scss \(line [34]\): is not valid Sass: /),
    ]);
  });

  it("says of a package no one installed that it is not installed, naming the package, at the import's line", async () => {
    fs.mkdirSync(at("src/components/Gauge"), { recursive: true });
    fs.writeFileSync(at("src/components/Gauge/index.jsx"), "import React from 'react';\nimport Dial from '@nowhere/dial-kit/Dial';\nexport default function Gauge() { return <Dial />; }\n");
    const failure = await renderNew("gauge.mdx", "---\ntitle: Gauge\n---\n\nimport Gauge from '@site/src/components/Gauge';\n\n<Gauge />\n").catch((error: Error) => error);
    expect(String((failure as Error).message)).toMatch(
      /Gauge\/index\.jsx:2:\d+ import error: cannot import @nowhere\/dial-kit\/Dial: the package @nowhere\/dial-kit is not installed in the site's node_modules \(run npm install in the site folder\)/,
    );
  });

  it("puts a partial's headings in the page's TOC and toc export where the partial is shown", async () => {
    const { html, compiled } = await render("docs/getting-started/configure.mdx");
    expect(compiled.toc).toEqual([
      { id: "station-data", text: "Station data", level: 2 },
      { id: "shared-steps", text: "Shared steps", level: 2 },
      { id: "check-the-log", text: "Check the log", level: 3 },
      { id: "lanternfishtoml-reference", text: "lanternfish.toml reference", level: 2 },
    ]);
    expect(compiled.anchors).toContain("check-the-log");
    expect(html).toContain('<li data-level="2"><a href="#shared-steps">Shared steps</a></li><li data-level="3"><a href="#check-the-log">Check the log</a></li>');
    expect(html).toContain('<h3 id="check-the-log">Check the log<a href="#check-the-log"');
  });

  it("imports a file's text with webpack's raw-loader prefix (!!raw-loader! or raw-loader!), as Docusaurus documents for code snippets", async () => {
    const { html, compiled } = await render("docs/reference/source-snippets.mdx");
    // The text itself, highlighted as the block's language: not a module, not an import error.
    expect(html).toContain("Reads one buoy");
    expect(html).toMatch(/<span class="token keyword[^"]*">export<\/span>/);
    expect(html).toContain("snippets/buoy-reading.js");
    // A JSON file's text, not the object a JSON import would be.
    expect(html).toMatch(/<span class="token property">&quot;interval&quot;<\/span>/);
    // Editing a snippet compiles the page again.
    expect(Object.keys(compiled.fileDeps ?? {}).map((file) => path.relative(siteDir, file)).sort()).toEqual(["docs/reference/snippets/buoy-reading.js", "src/snippets/station.json"]);
  });

  it("names a raw-loader import of a missing file with its line", async () => {
    const source = "import Gone from '!!raw-loader!./snippets/gone.js';\n\n{Gone}\n";
    const file = at("docs/scratch/raw-gone.mdx");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const { problems } = await checkMdx(file, source, resolver);
    expect(problems.map((problem) => `${problem.line}:${problem.column} ${problem.problem}`)).toEqual([expect.stringMatching(/^1:18 import error: cannot import !!raw-loader!\.\/snippets\/gone\.js: no such file/)]);
  });

  it("reads a stylesheet imported with raw-loader as text, with no word about stylesheets", async () => {
    const file = at("docs/scratch/raw-css.mdx");
    fs.mkdirSync(path.join(path.dirname(file), "snippets"), { recursive: true });
    fs.writeFileSync(path.join(path.dirname(file), "snippets/buoy.css"), ".buoy { color: orange; }\n");
    const source = "import CodeBlock from '@theme/CodeBlock';\nimport css from '!!raw-loader!./snippets/buoy.css';\n\n<CodeBlock language=\"css\">{css}</CodeBlock>\n";
    const { problems, compiled } = await checkMdx(file, source, resolver);
    expect(problems).toEqual([]);
    expect(compiled?.notices ?? []).toEqual([]);
  });

  it("names another webpack inline loader as one a site plugin adds, not as a package to install", async () => {
    const file = at("docs/scratch/region-loader.mdx");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const { problems } = await checkMdx(file, "import top from '!!region-loader?name=top!./snippets/buoy.js';\n\n{top}\n", resolver);
    expect(problems.map((problem) => `${problem.line}:${problem.column} ${problem.problem}`)).toEqual([
      "1:17 import error: cannot import !!region-loader?name=top!./snippets/buoy.js: it asks for the webpack loader region-loader (added by a plugin of the site's, which is not run here) to load ./snippets/buoy.js; only raw-loader is read here, as the file's text",
    ]);
  });

  it("records no imported files for a page without imports", async () => {
    expect((await render("docs/reference/links.md")).compiled.fileDeps).toBeUndefined();
  });

  it("reports every import a page cannot resolve at once, each with its line", async () => {
    const source = "import Tabs from '@theme/ApiPlayground';\nimport Gone from '@site/src/components/Gone';\nimport Part from './_nowhere.mdx';\n\n<Tabs><Gone /><Part /></Tabs>\n";
    const file = at("docs/scratch/imports.mdx");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const { problems } = await checkMdx(file, source, resolver);
    const lines = problems.map((problem) => `${problem.line}:${problem.column} ${problem.problem}`);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^1:18 imports @theme\/ApiPlayground, which this site does not provide\. It provides @theme\/Tabs, /);
    expect(lines[1]).toMatch(/^2:18 import error: cannot import @site\/src\/components\/Gone: no such file in the site folder/);
    expect(lines[2]).toMatch(/^3:18 import error: cannot import \.\/_nowhere\.mdx: no such file/);
  });

  it("names a package a page imports that the site has not installed as such, with its line", async () => {
    const source = "import {Reef} from '@reefworks/charts/internal';\n\n<Reef />\n";
    const file = at("docs/scratch/package-import.mdx");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const { problems } = await checkMdx(file, source, resolver);
    expect(problems.map((problem) => `${problem.line}:${problem.column} ${problem.problem}`)).toEqual([
      "1:20 import error: cannot import @reefworks/charts/internal: the package @reefworks/charts is not installed in the site's node_modules (run npm install in the site folder)",
    ]);
  });

  it("resolves @theme/X to the site's own src/theme/X when the theme has no X, and keeps the theme's where it has one", async () => {
    fs.mkdirSync(at("src/theme/Ribbon"), { recursive: true });
    fs.writeFileSync(at("src/theme/Ribbon/index.jsx"), "export default function Ribbon({ children }) {\n  return <p className=\"ribbon\">{children}</p>;\n}\n");
    // A swizzled Tabs is named in the build's warning, not used: pages keep the theme's tabs.
    fs.writeFileSync(at("src/theme/Tabs.jsx"), "export default function Tabs() {\n  return <p>swizzled tabs</p>;\n}\n");
    const source =
      "import Ribbon from '@theme/Ribbon';\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n" +
      '<Ribbon>Lanterns glow brighter in cold water.</Ribbon>\n\n<Tabs>\n<TabItem value="a" label="Shallow">Near the surface.</TabItem>\n</Tabs>\n';
    const { html, compiled } = await renderNew("own-theme.mdx", source);
    expect(html).toContain('<p class="ribbon">Lanterns glow brighter in cold water.</p>');
    expect(html).toContain('role="tab"');
    expect(html).not.toContain("swizzled tabs");
    expect(compiled.modules).toEqual(expect.arrayContaining(["@theme/Tabs", "@theme/TabItem"]));
    expect(compiled.modules).not.toContain("@theme/Ribbon");
    // A name that climbs out of src/theme is no component of the site's.
    const { problems } = await checkMdx(at("docs/scratch/climb.mdx"), "import X from '@theme/../../docs/intro.md';\n\n<X />\n", resolver);
    expect(problems.map((problem) => problem.problem)).toEqual([expect.stringMatching(/^imports @theme\/\.\.\/\.\.\/docs\/intro\.md, which this site does not provide/)]);
  });

  it("compiles again when a partial, a component or a JSON file the page imports changes", async () => {
    const rel = "docs/getting-started/configure.mdx";
    const source = fs.readFileSync(at(rel), "utf8");
    await render(rel, source);
    expect(cachedMdx(at(rel), source, resolver)).toBeDefined();
    for (const [dep, from, to] of [
      ["docs/getting-started/_shared-steps.mdx", "Restart Lanternfish.", "Restart Lanternfish twice."],
      ["src/data/stations.json", "North Mole", "North Pier"],
      ["src/components/TideChart.jsx", "Depth at", "Water depth at"],
    ]) {
      fs.writeFileSync(at(dep), fs.readFileSync(at(dep), "utf8").replace(from, to));
      expect(cachedMdx(at(rel), source, resolver)).toBeUndefined();
      const { html } = await render(rel, source);
      expect(html).toContain(to);
    }
  });
});

describe("Docusaurus's MDX defaults", () => {
  it("turns HTML comments into MDX comments outside code only", async () => {
    const { html } = await renderNew(
      "comments.mdx",
      "Before <!-- inline --> after.\n\n<!--\nA comment over\ntwo lines\n-->\n\nKeep `<!-- in code -->` here.\n\n```html\n<!-- in a fence -->\n```\n",
    );
    expect(html).toContain("<p>Before  after.</p>");
    expect(html).not.toContain("two lines");
    expect(html).toContain("<code>&lt;!-- in code --&gt;</code>");
    expect(html).toContain("in a fence");
  });

  it("gives headings their {#custom-id}, leaves fenced ones alone, and exports the toc as Docusaurus shapes it", async () => {
    const { html, compiled } = await renderNew(
      "headings.mdx",
      "import TocList from '@site/src/components/TocList';\n\n<TocList toc={toc} />\n\n## Set up `lantern` & friends {#setup}\n\n### Plain one\n\n```md\n## Not a heading {#nope}\n```\n",
    );
    expect(html).toContain('<h2 id="setup">Set up <code>lantern</code> &amp; friends<a href="#setup"');
    expect(html).toContain("</span> Not a heading {#nope}</span>");
    // The page's own component got the export: value is HTML, as in Docusaurus.
    expect(html).toContain('<li data-level="2"><a href="#setup">Set up <code>lantern</code> &amp; friends</a></li>');
    expect(html).toContain('<li data-level="3"><a href="#plain-one">Plain one</a></li>');
    expect(compiled.anchors).toEqual(["setup", "plain-one"]);
  });

  it("takes a heading's id from a comment, as Docusaurus 3.10 does: {/* #id */} in MDX, <!-- #id --> in MDX and CommonMark", async () => {
    const mdx = await renderNew(
      "comment-ids.mdx",
      "## Pruning the pears {/* #pears */}\n\n### Plum trees <!-- #plums -->\n\nSee [pears](#pears) and [plums](#plums).\n\n```md\n## In a fence {/* #nope */}\n```\n",
    );
    expect(mdx.html).toContain('<h2 id="pears">Pruning the pears<a href="#pears"');
    expect(mdx.html).toContain('<h3 id="plums">Plum trees<a href="#plums"');
    expect(mdx.compiled.toc).toEqual([
      { id: "pears", text: "Pruning the pears", level: 2 },
      { id: "plums", text: "Plum trees", level: 3 },
    ]);
    expect(mdx.html).toContain("In a fence {/* #nope */}");
    const md = await renderNew("comment-ids-plain.md", "---\nformat: md\n---\n\n## Apple store <!-- #apples -->\n\nCool and dark.\n");
    expect(md.html).toContain('<h2 id="apples">Apple store<a href="#apples"');
    expect(md.compiled.anchors).toEqual(["apples"]);
  });

  it("keeps a page's own toc export", async () => {
    const { html } = await renderNew("own-toc.mdx", "import TocList from '@site/src/components/TocList';\n\nexport const toc = [{ value: 'Mine', id: 'mine', level: 2 }];\n\n<TocList toc={toc} />\n\n## Theirs\n");
    expect(html).toContain('<a href="#mine">Mine</a>');
    expect(html).not.toContain('<a href="#theirs">Theirs</a></li>');
  });

  it("renders admonitions in every form: [Title], a title after the type, nested with more colons, inside list items", async () => {
    const { html } = await render("docs/reference/code.mdx");
    expect(html).toMatch(/<aside class="theme-admonition theme-admonition-note callout callout-note" aria-label="Outer note">[\s\S]*<aside class="theme-admonition theme-admonition-warning callout callout-warning" aria-label="Inner warning">[\s\S]*Nested with more colons[\s\S]*<\/aside>\s*<\/div><\/aside>/);
    expect(html).not.toContain(":::");
    const list = await renderNew("list-admonition.md", "- First step\n\n  :::danger[Careful]\n\n  Hot water.\n\n  :::\n\n- Second step\n");
    expect(list.html).toMatch(/<li>\s*<p>First step<\/p>\s*<aside class="theme-admonition theme-admonition-danger callout callout-danger" aria-label="Careful">/);
  });

  it("unwraps ```mdx-code-block fences into MDX", async () => {
    const { html } = await render("docs/reference/code.mdx");
    // The page's <details> is the theme's Details: the browser's disclosure widget in the site's style.
    expect(html).toMatch(/<details class="details"><summary class="details-summary">Why MDX here\?<\/summary>.*<p>Because Markdown inside <strong>JSX<\/strong> works too\.<\/p>.*<\/details>/s);
    expect(html).not.toContain("mdx-code-block");
  });

  it("takes a page's lowercase <head> for <Head>, as Docusaurus's MDXComponents does, not as an element in the body", async () => {
    const source = fs.readFileSync(path.resolve(__dirname, "../fixtures/docusaurus/mdx-pages/page-head.mdx"), "utf8");
    const { html, compiled } = await renderNew("page-head.mdx", source);
    // <Head> applies its tags in the browser; a second <title> or canonical link in the prerendered body would contradict the page's own.
    expect(html).not.toMatch(/<head|<title|<html|<body|rel="canonical"/);
    expect(html).toContain("<p>The printed tide tables are reissued every quarter.</p>");
    expect(compiled.modules).toContain("@docusaurus/Head");
  });

  it("prepares only pages that need it", () => {
    const plain = "# Title\n\nNo comments, ids or MDX fences.\n";
    expect(docusaurusSource(plain, "mdx")).toBe(plain);
  });
});

describe("code blocks", () => {
  it("highlights the languages prism-react-renderer highlights by default (jsx, tsx, graphql)", async () => {
    const { html, compiled } = await renderNew("langs.md", "```tsx\nconst a: number = <b>1</b>;\n```\n\n```graphql\nquery { a }\n```\n\n```jsx\n<Buoy />\n```\n");
    expect(html).toContain('<code class="language-tsx">');
    expect(html).toMatch(/language-tsx[\s\S]*class="token/);
    expect(html).toMatch(/language-graphql[\s\S]*class="token keyword">query/);
    expect(compiled.unhighlighted).toEqual([]);
  });

  it("turns magic comments into highlighted lines in each language's comment syntax, and removes them", async () => {
    const { html } = await render("docs/reference/code.mdx");
    const lines = (language: string) => [...html.split(`<code class="language-${language}">`)[1].split("</code>")[0].matchAll(/class="code-line( highlight-line)?">(.*)/g)].map((m) => `${m[1] ? "+" : " "}${m[2].replace(/<[^>]+>/g, "")}`);
    expect(lines("jsx")).toEqual([" export function Buoy({ depth }) {", "+  const deep = depth &gt; 1.5;", "   return &lt;span className={deep ? &quot;ok&quot; : &quot;low&quot;}&gt;{depth} m&lt;/span&gt;;", " }"]);
    expect(lines("graphql")).toEqual([" query Tides {", "+  station(id: 4417) {", "+    nextHigh", "+  }", " }"]);
    expect(lines("html")).toEqual(["+&lt;lantern-widget station=&quot;4417&quot;&gt;&lt;/lantern-widget&gt;"]);
    const jsxComment = await renderNew("jsx-comment.mdx", "```jsx\n<div>\n  {/* highlight-next-line */}\n  <Buoy />\n</div>\n```\n\n```js {1}\n// highlight-next-line\nlet kept;\n```\n");
    expect(jsxComment.html).toMatch(/class="code-line highlight-line"><span class="token plain-text">  <\/span><span class="token tag"><span class="token tag"><span class="token punctuation">&lt;<\/span><span class="token class-name">Buoy/);
    expect(jsxComment.html).not.toContain("{/* highlight-next-line */}");
    // A fence that names its lines keeps its comments, as in Docusaurus.
    expect(jsxComment.html).toMatch(/highlight-line">.*highlight-next-line/);
  });

  it("numbers lines from the start given, under the title given", async () => {
    const { html } = await render("docs/getting-started/install.md");
    expect(html).toContain('<div class="code-block-title">install.sh</div>');
    expect(html).toContain('class="code-line line-number" line="3"><span class="token function">npm</span>');
    expect(html).toContain('class="code-line line-number highlight-line" line="4">lanternfish init');
  });

  it("highlights a page whose only code blocks sit inside JSX elements (<details>, tabs), and lists their unknown languages", async () => {
    const { html, compiled } = await renderNew(
      "code-in-jsx.md",
      "<details>\n  <summary>Tide table</summary>\n\n  ```ts\n  const depth: number = 4;\n  ```\n</details>\n\n<div>\n\n```kelp\nstrand 3\n```\n\n</div>\n",
    );
    expect(html).toContain('<code class="language-ts">');
    expect(html).toMatch(/language-ts[\s\S]*class="token keyword">const/);
    expect(compiled.unhighlighted.map((block) => block.language)).toEqual(["kelp"]);
  });

  it("leaves unknown languages plain and lists them", async () => {
    const { html, compiled } = await render("docs/reference/code.mdx");
    expect(html).toContain('<code class="language-mermaid"><span class="code-line">graph LR; Buoy --&gt; Lanternfish');
    expect(compiled.unhighlighted.map((block) => block.language)).toEqual(["mermaid", "mermaid", "npm2yarn"]);
  });
});

describe("an empty heading", () => {
  it("has no id, so a real heading keeps its own (react-native-ui-lib's bare `#`)", async () => {
    const { html, compiled } = await renderNew("empty-heading.md", "---\ntitle: Testing\n---\n\n#\n\nText.\n\n## Section\n\nMore.\n");
    expect(html).toContain("<h1></h1>");
    expect([...html.matchAll(/ id="section"/g)]).toHaveLength(1);
    expect(compiled.toc.map((entry) => entry.id)).toEqual(["section"]);
  });
});

describe("a site's own {@…} syntax", () => {
  it("is reported at its line as what it is: a loader or plugin of the site's, not run here (Sui's {@inject: …})", async () => {
    const { problems } = await checkMdx(at("docs/reference/inject.mdx"), "---\ntitle: Inject\n---\n\nThe mint function:\n\n{@inject: sources/coin.move#fun=mint}\n", resolver);
    expect(problems.map((problem) => `${problem.line}: ${problem.problem}`)).toEqual([
      expect.stringMatching(/^7: MDX error: Could not parse expression with acorn.*\. `\{@…\}` here is no MDX expression: it is a site's own syntax, which a webpack loader or plugin of the site rewrites before MDX reads the page/),
    ]);
  });
});

describe("links and images", () => {
  it("judges a Markdown link inside a component only when the component renders it, as Docusaurus judges rendered links (buck2's internal-only blocks)", async () => {
    fs.mkdirSync(at("src/components"), { recursive: true });
    fs.writeFileSync(at("src/components/InternalOnly.js"), "export default function InternalOnly() {\n  return null;\n}\n");
    fs.writeFileSync(at("src/components/OpenOnly.js"), "export default function OpenOnly({ children }) {\n  return <div className=\"open-only\">{children}</div>;\n}\n");
    const source = [
      "import InternalOnly from '@site/src/components/InternalOnly';",
      "import OpenOnly from '@site/src/components/OpenOnly';",
      "",
      "<InternalOnly>",
      "",
      "See [the internal runbook](/docs/internal-runbook).",
      "",
      "</InternalOnly>",
      "",
      "<OpenOnly>",
      "",
      "See [the open runbook](/docs/open-runbook).",
      "",
      "</OpenOnly>",
      "",
    ].join("\n");
    const { problems, links } = await checkMdx(at("docs/reference/internal.mdx"), source, resolver);
    expect(problems).toEqual([]);
    expect(links.map((link) => link.target)).toEqual(["/docs/open-runbook"]);
  });

  it("checks the href of an <a> or a <Link>, not another component's href prop (Sui's <Card href>, a clickable div)", async () => {
    const source = "import Link from '@docusaurus/Link';\n\n<Card href=\"/docs/planned-page\" />\n\n<a href=\"/docs/gone\">gone</a> and <Link href=\"/docs/lost\">lost</Link>\n";
    const { problems, links } = await checkMdx(at("docs/reference/cards.mdx"), source, resolver);
    expect(problems).toEqual([]);
    expect(links.map((link) => link.target)).toEqual(["/docs/gone", "/docs/lost"]);
  });

  it("resolves file links from the page's folder, then from the docs root, keeping queries and anchors", async () => {
    const { html } = await render("docs/reference/links.md");
    expect(html).toContain('<a href="/docs/intro#caf%C3%A9-talk">welcome page</a>');
    expect(html).toContain('<a href="/docs/intro#caf%C3%A9-talk">café section</a>');
    expect(html).toContain('<a href="/docs/getting-started/install#reqs">install</a>');
    // A slash after the file name (`install.md/#reqs`) is the same link, not the page's Markdown copy.
    expect(html).toContain('<a href="/docs/getting-started/install#reqs">its requirements</a>');
    const intro = await render("docs/intro.md");
    expect(intro.html).toContain('<a href="/docs/getting-started/configure#station-data">configure your stations</a>');
    expect(intro.html).toContain('<a href="/docs/reference/links?from=intro">reference</a>');
  });

  it("makes URL-relative links absolute from the page's URL, and maps /docs/next/ to the current docs", async () => {
    const { html, compiled } = await render("docs/reference/links.md");
    expect(html).toContain('<a href="/docs/reference/only-heading">the heading-only page</a>');
    expect(html).toContain('<a href="/docs/getting-started/configure?tab=toml#station-data">configure</a>');
    expect(html).toContain('<a href="/docs/intro">welcome (next)</a>');
    expect(compiled.links.map((link) => link.target)).toContain("/blog/hello-lanternfish");
  });

  it("stops on a file link that reaches no doc from any place, naming each: its folder, the docs root, the site folder", async () => {
    const { problems } = await checkMdx(at("docs/reference/links.md"), "See [gone](gone.md).\n", resolver);
    expect(problems.map((problem) => problem.problem)).toEqual([
      `link to gone.md: no such doc (looked for ${path.relative(process.cwd(), at("docs/reference/gone.md"))} or ${path.relative(process.cwd(), at("docs/gone.md"))} or ${path.relative(process.cwd(), at("gone.md"))})`,
    ]);
  });

  it("finds /img/… in the site's static/ folder and publishes images beside a page with it", async () => {
    const { html, compiled } = await render("docs/getting-started/install.md");
    const [published, source] = Object.entries(compiled.assets ?? {})[0];
    expect(published).toMatch(/^assets\/images\/tide-diagram-[0-9a-f]{8}\.png$/);
    expect(source).toBe(at("docs/getting-started/img/tide-diagram.png"));
    expect(html).toContain(`<img src="/${published}" alt="High and low tide" width="30" height="12"`);
    const intro = await renderNew("static-image.md", "![Logo](/img/lantern.png)\n");
    expect(intro.html).toContain('<img src="/img/lantern.png" alt="Logo" width="40" height="20"');
  });
});

describe("admonitions inside unwrapped MDX", () => {
  it("reads `:::note Title` inside an ```mdx-code-block fence", async () => {
    const { html } = await renderNew(
      "wrapped-admonition.mdx",
      "import TideChart from '@site/src/components/TideChart';\n\n```mdx-code-block\n<div className=\"frame\">\n\n:::note Inside a frame\n\nFramed text.\n\n:::\n\n</div>\n```\n",
    );
    expect(html).toMatch(/<div class="frame"><aside class="theme-admonition theme-admonition-note callout callout-note" aria-label="Inside a frame">/);
  });
});

describe("a page's <head>", () => {
  it("gives its plain title, meta tags and canonical URL to the page's document head; what is computed is left to the browser", async () => {
    const { compiled } = await renderNew(
      "head-metadata.mdx",
      [
        "export const season = 'winter';",
        "",
        "<head>",
        "  <title>Lighthouse keeping, the short version</title>",
        '  <meta name="description" content="Shifts, lamps and logbooks on one page." />',
        '  <meta property="og:type" content="article" />',
        "  <meta name=\"keywords\" content={season} />",
        '  <link rel="canonical" href="https://lanternfish.example.org/keeping" />',
        "</head>",
        "",
        "<Head><title>{`Keeping in ${season}`}</title></Head>",
        "",
        "# Keeping",
        "",
        "Text.",
        "",
      ].join("\n"),
    );
    expect(compiled.head).toEqual({
      title: "Lighthouse keeping, the short version",
      meta: [
        { name: "description", content: "Shifts, lamps and logbooks on one page." },
        { property: "og:type", content: "article" },
      ],
      canonical: "https://lanternfish.example.org/keeping",
    });
    const plain = await renderNew("no-head.mdx", "# Plain\n\nNo head here.\n");
    expect(plain.compiled.head).toBeUndefined();
  });
});

describe("imported images", () => {
  it("publishes images a page imports or requires, and draws an SVG a page or component imports inline, as SVGR does", async () => {
    fs.mkdirSync(at("docs/scratch"), { recursive: true });
    // An editor's SVG: its prolog and namespaces stay out, its class and stroke width are the root's.
    fs.writeFileSync(
      at("docs/scratch/buoy.svg"),
      '<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="1.3" width="8" height="8" viewBox="0 0 8 8" class="buoy" stroke-width="1" style="fill-rule: evenodd"><circle cx="4" cy="4" r="4" fill="currentColor"/></svg>\n',
    );
    fs.copyFileSync(at("static/img/lantern.png"), at("docs/scratch/lantern-copy.png"));
    fs.writeFileSync(at("src/components/BuoyIcon.jsx"), "import Buoy from '../../docs/scratch/buoy.svg';\n\nexport default function BuoyIcon() {\n  return <Buoy className=\"buoy-icon\" role=\"img\" aria-label=\"Buoy\" />;\n}\n");
    const { html, compiled } = await renderNew(
      "imported-images.mdx",
      "import lantern from './lantern-copy.png';\nimport Buoy from './buoy.svg';\nimport BuoyIcon from '@site/src/components/BuoyIcon';\n\n<img src={lantern} alt=\"imported\" />\n<img src={require('/img/lantern.png').default} alt=\"required\" />\n<Buoy title=\"Harbour buoy\" titleId=\"buoy-title\" width={16} />\n<BuoyIcon />\n",
    );
    const published = Object.keys(compiled.assets ?? {}).sort();
    expect(published).toEqual([expect.stringMatching(/^assets\/images\/lantern-[0-9a-f]{8}\.png$/), expect.stringMatching(/^assets\/images\/lantern-copy-[0-9a-f]{8}\.png$/)]);
    expect(html).toContain(`<img src="/${published[1]}" alt="imported"/>`);
    expect(html).toContain(`<img src="/${published[0]}" alt="required"/>`);
    const drawing = '<circle cx="4" cy="4" r="4" fill="currentColor"></circle></svg>';
    expect(html).toContain(
      `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="8" viewBox="0 0 8 8" class="buoy" stroke-width="1" style="fill-rule:evenodd" aria-labelledby="buoy-title"><title id="buoy-title">Harbour buoy</title>${drawing}`,
    );
    expect(html).toContain(`<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8" viewBox="0 0 8 8" class="buoy-icon" stroke-width="1" style="fill-rule:evenodd" role="img" aria-label="Buoy">${drawing}`);
    expect(html).not.toContain("inkscape");
  });

  it("shows an SVG with script in it as an image, and says so: this site runs no script from content", async () => {
    fs.writeFileSync(at("docs/scratch/beacon.svg"), '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>blink()</script><circle cx="4" cy="4" r="4"/></svg>\n');
    const { html, compiled } = await renderNew("scripted-svg.mdx", "import Beacon from './beacon.svg';\n\n<Beacon title=\"Beacon\" />\n");
    const published = Object.keys(compiled.assets ?? {});
    expect(published).toEqual([expect.stringMatching(/^assets\/images\/beacon-[0-9a-f]{8}\.svg$/)]);
    expect(html).toContain(`<img src="/${published[0]}" alt="Beacon"/>`);
    expect(compiled.notices?.map((notice) => notice.problem)).toEqual(["is imported as a component but cannot be drawn inline (it holds script): it is shown as an image, which the site's CSS cannot reach inside"]);
  });

  it("finds an absolute path (`/img/x.png`) in the static folder, as Docusaurus's webpack roots do, and names where it looked when it is not there", async () => {
    const { html, compiled } = await renderNew(
      "static-images.mdx",
      "import lamp from '/img/lantern.png';\n\n<img src={lamp} alt=\"imported\" />\n<img src={require('/img/lantern.png').default} alt=\"required\" />\n",
    );
    const published = Object.keys(compiled.assets ?? {});
    expect(published).toEqual([expect.stringMatching(/^assets\/images\/lantern-[0-9a-f]{8}\.png$/)]);
    expect(html).toContain(`<img src="/${published[0]}" alt="imported"/>`);
    expect(html).toContain(`<img src="/${published[0]}" alt="required"/>`);
    const { problems } = await checkMdx(at("docs/missing-static.mdx"), "import gone from '/img/gone.png';\n\n<img src={gone} alt=\"gone\" />\n", resolver);
    expect(problems.map((problem) => problem.problem)).toEqual([
      expect.stringMatching(/^import error: cannot import \/img\/gone\.png: no such file in the site's static folder or the site folder \(looked for \S*static\/img\/gone\.png and \S*\/img\/gone\.png\)$/),
    ]);
  });
});

describe("JavaScript front matter (---js)", () => {
  // gray-matter, which Docusaurus 3 reads front matter with, evaluates a `---js` block: Markdown
  // would run code at build time. It is named here as what it is, and never run.
  it("is not run when the page is read nor when it is compiled, and is named in one error", async () => {
    const ran = globalThis as { frontMatterRan?: boolean };
    ran.frontMatterRan = false;
    const source = "---js\n{ title: (function () { globalThis.frontMatterRan = true; return 'Ran'; })() }\n---\n\nA page whose front matter is code.\n";
    const { data, body, problems } = parseFrontMatter(source, at("docs/js-front-matter.md"));
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/js-front-matter\.md:1:1 JavaScript front matter \(---js\) is not run here: write it as YAML between --- lines$/),
    ]);
    expect(data).toEqual({});
    expect(body.trim()).toBe("A page whose front matter is code.");
    await checkMdx(at("docs/js-front-matter.md"), source, resolver);
    expect(ran.frontMatterRan).toBe(false);
  });
});
