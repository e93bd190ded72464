// A site's `staticDirectories`: every folder listed is published at the site root, in the order
// given, and is where a site path (`/img/x.png`) in a page, a stylesheet or the config (favicon,
// logo) is looked for. ory keeps its files in src/static: the engine read static/ only, and its
// favicon and logos were missing without a word about the option.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { reportLines, runBuild } from "../support/run-build";
import { doc, writeTree } from "./fixture-tree";

const SVG = (size: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"/>\n`;

describe("a site's staticDirectories", () => {
  it("are published at the site root and looked in for the site paths of pages, stylesheets and the config", async () => {
    const root = writeTree({
      "docusaurus.config.js": [
        "module.exports = {",
        "  title: 'Hull', url: 'https://hull.example.org', baseUrl: '/', favicon: 'img/fav.svg',",
        "  staticDirectories: ['src/static', 'shared'],",
        "  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false, theme: { customCss: './src/css/custom.css' } }]],",
        "  themeConfig: { navbar: { title: 'Hull', logo: { src: 'img/logo.svg', alt: 'Hull' } } },",
        "};",
      ].join("\n"),
      "src/css/custom.css": ".hull-mark { background: url('/img/mark.svg'); }\n",
      "src/static/img/fav.svg": SVG(16),
      "src/static/img/logo.svg": SVG(32),
      "src/static/img/hull.svg": SVG(40),
      "shared/img/mark.svg": SVG(8),
      "shared/downloads/checklist.txt": "Check the seacocks.\n",
      // In two of them: the first listed is published, as it is the one measured and served by npm run dev.
      "src/static/notes.txt": "From src/static.\n",
      "shared/notes.txt": "From shared.\n",
      // Not listed: not published.
      "static/img/unlisted.svg": SVG(4),
      "docs/start.md": doc("Start", "![The hull](/img/hull.svg)\n\nGet [the checklist](pathname:///downloads/checklist.txt)."),
    });
    const out = `${root}-dist`;
    const result = await runBuild({ CONTENT_DIR: root, OUT_DIR: out, PALAVER_CACHE_DIR: `${root}-cache` });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(reportLines(result.stdout, root).filter((line) => /favicon|no such file|not found|staticDirectories/.test(line))).toEqual([]);
    for (const rel of ["img/fav.svg", "img/logo.svg", "img/hull.svg", "img/mark.svg", "downloads/checklist.txt"]) expect(fs.existsSync(path.join(out, rel)), rel).toBe(true);
    expect(fs.existsSync(path.join(out, "img/unlisted.svg"))).toBe(false);
    expect(fs.readFileSync(path.join(out, "notes.txt"), "utf8")).toBe("From src/static.\n");
    const html = fs.readFileSync(path.join(out, "start.html"), "utf8");
    // The image's size is read from the folder it is in.
    expect(html).toMatch(/<img src="\/img\/hull\.svg" alt="The hull" width="40" height="40"/);
    expect(html).toContain('rel="icon" href="/img/fav.svg"');
    const css = fs.readdirSync(path.join(out, "_site")).find((name) => /^custom-.*\.css$/.test(name));
    expect(fs.readFileSync(path.join(out, "_site", css!), "utf8")).toMatch(/url\('\.\/mark-[0-9a-f]{8}\.svg'\)/);
  });
});
