// A site with a second docs plugin instance (a handbook beside the docs, or the docs beside a
// rules reference) lists that instance's sidebars in /llms.txt and its pages in /llms-full.txt too:
// they are current docs of the site. Only the default instance's used to be listed.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContentModel } from "~/lib/content.server";
import { readerFiles, readerSections } from "~/lib/markdown-export/llms-files.server";
import { doc, writeTree } from "./fixture-tree";

const fixture = path.resolve(__dirname, "../fixtures/docusaurus/two-instances-site");

describe("llms.txt of a site with two docs plugin instances", () => {
  const written: Record<string, string> = {
    "/docs/reading-charts": "# Reading charts\n\nSoundings are in metres.\n",
    "/handbook/watch-rota": "# Watch rota\n\nFour hours on, eight off.\n",
  };
  const files = readerFiles({
    model: loadContentModel(fixture),
    title: "Tidewater",
    summary: "Charts and crossings",
    siteUrl: "https://tidewater.example.org",
    sections: [],
    markdownOf: (route) => written[route],
  });

  it("has a section for each instance's sidebar", () => {
    expect(files["llms.txt"]).toContain("## charts\n\n- [Reading charts](https://tidewater.example.org/docs/reading-charts.md): Depths, hazards and lights.");
    expect(files["llms.txt"]).toContain("## crew\n\n- [Watch rota](https://tidewater.example.org/handbook/watch-rota.md): Who is on deck when.");
  });

  it("holds every instance's pages in llms-full.txt", () => {
    expect(files["llms-full.txt"]).toContain("# Reading charts\nSource: https://tidewater.example.org/docs/reading-charts");
    expect(files["llms-full.txt"]).toContain("# Watch rota\nSource: https://tidewater.example.org/handbook/watch-rota");
  });
});

// ory's sidebars all start with the same doc: each navbar item names its sidebar (docSidebar), and
// the llms.txt sections are titled after the item that leads into them, not the first whose link
// any of them holds ("Quickstart" twice).
describe("llms.txt sections of sidebars that share their first page", () => {
  it("are titled after the navbar item that leads into each", () => {
    const root = writeTree({
      "docusaurus.config.js": [
        "module.exports = {",
        "  title: 'Slip', url: 'https://slip.example.org', baseUrl: '/',",
        "  presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],",
        "  themeConfig: { navbar: { items: [",
        "    { type: 'docSidebar', sidebarId: 'quick', label: 'Quickstart' },",
        "    { type: 'docSidebar', sidebarId: 'guides', label: 'Guides' },",
        "  ] } },",
        "};",
      ].join("\n"),
      "sidebars.js": "module.exports = { quick: ['welcome', 'launch'], guides: ['welcome', 'haul-out'] };\n",
      "docs/welcome.md": doc("Welcome"),
      "docs/launch.md": doc("Launching"),
      "docs/haul-out.md": doc("Hauling out"),
    });
    const model = loadContentModel(root);
    const { "llms.txt": llms } = readerFiles({
      model,
      title: "Slip",
      summary: "Boats in and out",
      siteUrl: "https://slip.example.org",
      sections: readerSections(model.site.sections, model.site.navbar.items),
      markdownOf: (route) => `# ${route}\n`,
    });
    const headings = llms.split("\n").filter((line) => line.startsWith("## "));
    expect(headings).toEqual(["## Quickstart", "## Guides"]);
    expect(llms).toMatch(/## Guides\n\n- \[Welcome\][^\n]*\n- \[Hauling out\]/);
  });
});
