// Where a category's generated index is published when it names no slug: /category/<slug of its
// label>, whatever category it sits in, and a label met again in the same version gets -1, -2…, in
// the order the sidebars list them, as Docusaurus names them. ory's docs link to such a page by that
// URL (`/docs/category/operations-reference`, a category inside "Reference"); it was published under
// its parent's label instead, and the build stopped on the link.
import { describe, expect, it } from "vitest";
import { loadContentModel, scanContent } from "~/lib/content.server";
import { doc, writeTree } from "./fixture-tree";

const site = () =>
  writeTree({
    "docusaurus.config.js": "module.exports = { title: 'Locks', url: 'https://locks.example.org', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]] };\n",
    "sidebars.js": `module.exports = {
  guides: [
    { type: 'category', label: 'Reference', link: { type: 'generated-index' }, items: [
      { type: 'category', label: 'Operations reference', link: { type: 'generated-index' }, items: ['gates'] },
      { type: 'link', label: 'All operations', href: '/docs/category/operations-reference' },
    ] },
    { type: 'category', label: 'Named', link: { type: 'generated-index', slug: '/locks/named' }, items: ['basins'] },
  ],
  other: [
    { type: 'category', label: 'Reference', link: { type: 'generated-index' }, items: ['tides'] },
  ],
};
`,
    "docs/gates.md": doc("Gates"),
    "docs/basins.md": doc("Basins"),
    "docs/tides.md": doc("Tides"),
  });

describe("a generated index without a slug", () => {
  it("is at /category/<its label's slug>, not under its parent's, numbered when a label comes again", () => {
    const root = site();
    expect(scanContent(root).problems).toEqual([]);
    const routes = [...loadContentModel(root).docsRoutes.entries()].filter(([, page]) => page.kind === "category").map(([route]) => route).sort();
    expect(routes).toEqual(["/docs/category/operations-reference", "/docs/category/reference", "/docs/category/reference-1", "/docs/locks/named"]);
  });
});
