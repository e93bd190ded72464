// Math as Docusaurus's "Math Equations" guide sets it up (remark-math and rehype-katex in the docs
// plugin's options): typeset by KaTeX at build time, KaTeX's stylesheet and fonts served by the site
// itself. Without those plugins in the config, `$…$` is text, as in Docusaurus.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readSiteConfig } from "~/lib/content/site-config.server";
import { runBuild, reportLines } from "../support/run-build";
import { writeTree } from "./fixture-tree";

// Built from a copy outside this repository, as a real site is: its config's require('remark-math')
// then finds no package (the site has not installed it) and the build stands in for it.
const fixture = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-math-site-"));
fs.cpSync(path.resolve(__dirname, "../fixtures/docusaurus/math-site"), fixture, { recursive: true });

async function build(site: string) {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-math-"));
  const out = path.join(base, "dist");
  const result = await runBuild({ CONTENT_DIR: site, OUT_DIR: out, PALAVER_CACHE_DIR: path.join(base, "cache") });
  return { result, out, read: (rel: string) => fs.readFileSync(path.join(out, rel), "utf8") };
}

describe("math in a Docusaurus site", () => {
  it("typesets $…$ and $$…$$ with KaTeX where the config lists remark-math and rehype-katex, with its options, fonts served by the site", async () => {
    const { result, out, read } = await build(fixture);
    expect(result.status, result.stderr).toBe(0);
    const ratios = read("docs/gear-ratios.html");
    // Inline and display math: KaTeX's HTML, and MathML for screen readers; no dollar signs left.
    expect(ratios).toMatch(/<span class="katex"><span class="katex-mathml"><math[^>]*><semantics>/);
    expect(ratios).toContain('<span class="katex-display">');
    expect(ratios).toMatch(/<annotation encoding="application\/x-tex">r = \\frac\{T_c\}\{T_s\}<\/annotation>/);
    expect(ratios).not.toMatch(/\$r = |\$\$/);
    // The config's macro is KaTeX's: \ratio{48}{16} is a fraction.
    expect(ratios).toMatch(/<annotation encoding="application\/x-tex">\\ratio\{48\}\{16\}<\/annotation>/);
    expect(ratios).toMatch(/<mfrac><mn>48<\/mn><mn>16<\/mn><\/mfrac>/);
    // In an .mdx page, inside a list and an admonition; braces in math are not MDX expressions.
    const cadence = read("docs/cadence.html");
    expect(cadence).toMatch(/<li>in kilometres per hour, <span class="katex">/);
    expect(cadence).toMatch(/<aside class="theme-admonition theme-admonition-tip callout callout-tip"[^]*<span class="katex-display">[^]*<\/aside>/);
    expect(cadence).toContain("such as 5 euros for a tube.");
    // KaTeX's stylesheet is part of the site's, its WOFF2 fonts published beside it, and nothing
    // else of KaTeX's (no WOFF or TrueType copies, no CDN).
    const href = /<link rel="stylesheet" href="\/(_site\/custom-[0-9a-f]{10}\.css)"\/>/.exec(ratios)?.[1];
    expect(href).toBeDefined();
    const css = read(href!);
    expect(css).toMatch(/\.katex \{|\.katex\{/);
    const fonts = fs.readdirSync(path.join(out, "_site")).filter((name) => name.startsWith("KaTeX_"));
    expect(fonts.length).toBeGreaterThanOrEqual(19);
    expect(fonts.every((name) => name.endsWith(".woff2"))).toBe(true);
    for (const match of css.matchAll(/url\(\.\/(KaTeX_[^)]+)\)/g)) expect(fonts).toContain(match[1]);
    expect(ratios).not.toContain("cdn.jsdelivr.net");
    // The plugins are run, so not named as plugins that are not.
    const lines = reportLines(result.stdout, fixture);
    // Nor as packages missing: this engine has its own. KaTeX's CDN stylesheet is not one left out.
    expect(lines.filter((line) => /remark-math|rehype-katex|remarkPlugins|rehypePlugins|not run here/.test(line))).toEqual([]);
  }, 180_000);

  it("knows the plugins by the names of the functions a config imports when the site has installed them, and needs both", () => {
    const config = (plugins: string) =>
      `function remarkMath() {}\nfunction rehypeKatex() {}\nmodule.exports = { title: 'Gears', url: 'https://gears.example.org', baseUrl: '/', presets: [['classic', { docs: { ${plugins} } }]] };\n`;
    const both = writeTree({ "docusaurus.config.js": config("remarkPlugins: [remarkMath], rehypePlugins: [[rehypeKatex, { strict: 'ignore' }]]"), "docs/a.md": "# A\n" });
    expect(readSiteConfig(both).docs.math).toEqual({ katex: { strict: "ignore" } });
    expect(readSiteConfig(both).warnings.map((w) => w.message)).toEqual([]);
    // remark-math alone would leave formulas as bare text in spans: not run, and said so.
    const alone = writeTree({ "docusaurus.config.js": config("remarkPlugins: [remarkMath]"), "docs/a.md": "# A\n" });
    expect(readSiteConfig(alone).docs.math).toBeUndefined();
    expect(readSiteConfig(alone).warnings.map((w) => w.message)).toEqual([expect.stringMatching(/docs remarkPlugins not run here: remarkMath \(/)]);
    // KaTeX's stylesheet in `stylesheets` is served here only when math is run; another is named.
    const sheets = "stylesheets: ['https://cdn.example.net/katex@0.16.11/dist/katex.min.css', { href: 'https://fonts.example.net/css?family=Gear' }],\n";
    const withSheets = writeTree({ "docusaurus.config.js": config("remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex]").replace("presets:", `${sheets}presets:`), "docs/a.md": "# A\n" });
    expect(readSiteConfig(withSheets).warnings.map((w) => w.message)).toEqual([expect.stringMatching(/not run here \(this engine has its own theme, search and sitemap\): stylesheets$/)]);
    const katexOnly = writeTree({ "docusaurus.config.js": config("remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex]").replace("presets:", "stylesheets: [{ href: 'https://cdn.example.net/katex/katex.min.css' }], presets:"), "docs/a.md": "# A\n" });
    expect(readSiteConfig(katexOnly).warnings).toEqual([]);
    const katexWithoutMath = writeTree({ "docusaurus.config.js": config("").replace("presets:", "stylesheets: [{ href: 'https://cdn.example.net/katex/katex.min.css' }], presets:"), "docs/a.md": "# A\n" });
    expect(readSiteConfig(katexWithoutMath).warnings.map((w) => w.message)).toEqual([expect.stringMatching(/: stylesheets$/)]);
  });

  it("reads the plugins an async CommonJS config loads with import(), as Docusaurus's guide does (Pulsar's site)", () => {
    const site = writeTree({
      "docusaurus.config.js": [
        "module.exports = async function createConfig() {",
        "  return {",
        "    title: 'Gears', url: 'https://gears.example.org', baseUrl: '/',",
        "    presets: [['classic', { docs: {",
        "      remarkPlugins: [(await import('remark-math')).default],",
        "      rehypePlugins: [(await import('rehype-katex')).default],",
        "    } }]],",
        "  };",
        "};",
        "",
      ].join("\n"),
      "docs/a.md": "# A\n",
    });
    const loaded = readSiteConfig(site);
    expect(loaded.problems.map((p) => p.message)).toEqual([]);
    expect(loaded.docs.math).toEqual({ katex: {} });
  });

  it("leaves $…$ as text in a site whose config does not list the math plugins", async () => {
    const site = writeTree({
      "docusaurus.config.js": "module.exports = { title: 'Ledger', url: 'https://ledger.example.org', baseUrl: '/' };\n",
      "docs/prices.md": "# Prices\n\nA tube costs $5 and a tyre $30, so $x$ stays as written.\n",
    });
    const { result, read } = await build(site);
    expect(result.status, result.stderr).toBe(0);
    const prices = read("docs/prices.html");
    expect(prices).toContain("A tube costs $5 and a tyre $30, so $x$ stays as written.");
    expect(prices).not.toContain("katex");
  }, 180_000);
});
