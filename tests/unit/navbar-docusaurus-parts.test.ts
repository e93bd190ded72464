// Two navbars of hydra's docs: `{ to: 'blog' }` leads to the blog, which Docusaurus publishes and this
// build does not (every page linked to nothing, without a word), and a docsVersionDropdown on docs
// without versions.json, which Docusaurus draws as a link to the docs, not as a menu of one.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { doc, writeTree } from "./fixture-tree";
import { reportLines, runBuild } from "../support/run-build";

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
});
