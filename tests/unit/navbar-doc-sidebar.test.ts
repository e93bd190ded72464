// Where a navbar item of type docSidebar leads: the sidebar's first doc, or first category with a
// page of its own, as Docusaurus's getFirstLink finds it; its link items are passed over. ory's
// sidebars open with a link home, and their navbar items led there instead of into the sidebar.
import { describe, expect, it } from "vitest";
import { loadContentModel, scanContent } from "~/lib/content.server";
import { doc, writeTree } from "./fixture-tree";

describe("a docSidebar navbar item", () => {
  it("leads to the sidebar's first doc or category page, not to a link item before them", () => {
    const root = writeTree({
      "docusaurus.config.js": [
        "module.exports = {",
        "  title: 'Quay', url: 'https://quay.example.org', baseUrl: '/',",
        "  presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],",
        "  // plugins: [['@docusaurus/plugin-client-redirects', { redirects: [{ to: '/docs/welcome', from: '/old' }] }]],",
        "  themeConfig: { navbar: { items: [",
        "    { type: 'docSidebar', sidebarId: 'guides', label: 'Guides' },",
        "    { type: 'docSidebar', sidebarId: 'reference', label: 'Reference' },",
        "  ] } },",
        "};",
      ].join("\n"),
      "sidebars.js": `module.exports = {
  guides: [{ type: 'link', label: 'Home', href: 'https://quay.example.org/' }, { type: 'link', label: 'Welcome', href: '/docs/welcome' }, 'moor'],
  reference: [{ type: 'link', label: 'Home', href: '/docs/welcome' }, { type: 'category', label: 'Ropes', link: { type: 'generated-index' }, items: ['knots'] }],
};
`,
      "docs/welcome.md": doc("Welcome"),
      "docs/moor.md": doc("Mooring"),
      "docs/knots.md": doc("Knots"),
    });
    expect(scanContent(root).problems).toEqual([]);
    const items = loadContentModel(root).site.navbar.items.flatMap((item) => (item.type === "link" ? [[item.label, item.href]] : []));
    expect(items).toEqual([
      ["Guides", "/docs/moor"],
      ["Reference", "/docs/category/ropes"],
    ]);
  });
});
