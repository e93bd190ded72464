// A pager link's label is the page's own, as Docusaurus's toNavigationLink gives it: a doc's
// pagination_label, else its sidebar_label, else its title, whatever label the sidebars file gives
// its item; a category that leads to a doc is labelled by that doc (mikro-orm's "Getting Started"
// category and its "Getting Started Guide"); a generated index by its category.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { doc, writeTree } from "./fixture-tree";
import { runBuild } from "../support/run-build";

describe("a pager link", () => {
  it("is labelled by the page it leads to, not by the sidebar item", async () => {
    const content = writeTree({
      "docusaurus.config.js": "module.exports = { title: 'Moorings', url: 'https://moorings.example.org', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]] };\n",
      "sidebars.js": `module.exports = { docs: [
  'quick-start',
  { type: 'category', label: 'Getting Started', link: { type: 'doc', id: 'guide/introduction' }, items: [{ type: 'doc', id: 'guide/knots', label: 'Knots (sidebar)' }] },
  { type: 'category', label: 'Reference', link: { type: 'generated-index' }, items: ['lines'] },
] };
`,
      "docs/quick-start.md": doc("Quick start"),
      "docs/guide/introduction.md": doc("Getting Started Guide"),
      "docs/guide/knots.md": doc("Knots", "Tie them well.", "sidebar_label: Knots you need\n"),
      "docs/lines.md": doc("Lines", "Coil them.", "pagination_label: Mooring lines\n"),
    });
    const out = `${content}-out`;
    const result = await runBuild({ CONTENT_DIR: content, OUT_DIR: out, PALAVER_CACHE_DIR: `${content}-cache` });
    expect(result.status, result.stderr).toBe(0);
    const pager = (rel: string) =>
      [...fs.readFileSync(path.join(out, rel), "utf8").matchAll(/class="pager-link pager-(prev|next)"[^>]*>.*?class="pager-label">(.*?)<\/span>/g)].map((m) => [
        m[1],
        m[2].replace(/<!-- -->/g, "").replace(/[«»]/g, "").trim(),
      ]);
    expect(pager("docs/quick-start.html")).toEqual([["next", "Getting Started Guide"]]);
    expect(pager("docs/guide/introduction.html")).toEqual([
      ["prev", "Quick start"],
      ["next", "Knots you need"],
    ]);
    expect(pager("docs/guide/knots.html")).toEqual([
      ["prev", "Getting Started Guide"],
      ["next", "Reference"],
    ]);
    expect(pager("docs/category/reference.html")).toEqual([
      ["prev", "Knots you need"],
      ["next", "Mooring lines"],
    ]);
  });
});
