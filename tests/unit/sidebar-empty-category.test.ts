// A sidebar category with no items, as Docusaurus treats it: one that links to a page is that
// page's link in the sidebar (a category with nothing to expand is not drawn), and one with no
// link either leads nowhere, which Docusaurus refuses; here it is left out, said at its line.
// Such a category used to be drawn as an empty, expandable category.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scanContent } from "~/lib/content.server";

const fixture = path.resolve(__dirname, "../fixtures/docusaurus/empty-category-site");

describe("a sidebar category without items", () => {
  it("is the link to its page when it has one, and is left out with a warning when it has none", () => {
    const { model, problems, warnings } = scanContent(fixture);
    expect(problems.map((problem) => problem.message)).toEqual([]);
    expect(model.versions[0].sidebars.get("studio")).toEqual([
      { type: "link", label: "Wedging", href: "/docs/wedging", docId: "wedging" },
      { type: "link", label: "Glazes", href: "/docs/glazes", docId: "glazes" },
    ]);
    const warning = warnings.find((entry) => entry.message.includes("Firing schedules"));
    expect(warning?.message).toMatch(/sidebar "studio": category "Firing schedules" has neither items nor a link: left out/);
    expect(path.basename(warning?.file ?? "")).toBe("sidebars.js");
    expect(warning?.line).toBe(12);
  });
});

describe("a category whose items and link all name missing docs", () => {
  it("is reported once for each missing doc, with no warning about its emptiness on top", async () => {
    const { writeTree } = await import("./fixture-tree");
    const root = writeTree({
      "docusaurus.config.js": "module.exports = {title: 'Kilnroom', url: 'https://kilnroom.example.org', baseUrl: '/'};\n",
      "sidebars.js": "module.exports = {studio: ['wedging', {type: 'category', label: 'Raku', link: {type: 'doc', id: 'raku'}, items: ['raku-kilns']}]};\n",
      "docs/wedging.md": "---\ntitle: Wedging\n---\n\nKnead the clay.\n",
    });
    const { problems, warnings } = scanContent(root);
    expect(problems.map((problem) => problem.message.replace(/^.*sidebars\.js:\d+:\d+ /, "")).sort()).toEqual([
      'sidebar "studio" names unknown doc id "raku-kilns"',
      'sidebar "studio": category "Raku" links to unknown doc id "raku"',
    ]);
    expect(warnings.filter((warning) => warning.message.includes("neither items nor a link"))).toEqual([]);
  });
});
