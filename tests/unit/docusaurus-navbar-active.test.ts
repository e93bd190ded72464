// Which navbar item is marked active, as Docusaurus marks it: a doc item on its own doc and on the
// pages of that doc's sidebar only (not on every URL under its path); a plain link on its path and below.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runBuild } from "../support/run-build";
import { doc, writeTree } from "./fixture-tree";

describe("the navbar's active item", () => {
  it("is a doc item on the pages of its sidebar, not on the tag pages or a doc outside it that share its path", async () => {
    const root = writeTree({
      "docusaurus.config.js": [
        "module.exports = {",
        "  title: 'Almanac', url: 'https://almanac.example.org', baseUrl: '/',",
        "  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],",
        "  themeConfig: { navbar: { items: [",
        "    { type: 'doc', docId: 'intro', label: 'Guide', position: 'left' },",
        "    { to: '/docs/tags', label: 'Topics', position: 'left' },",
        "  ] } },",
        "};",
      ].join("\n"),
      "sidebars.js": "module.exports = { guide: ['intro', 'moon-phases'], extras: ['eclipses'] };",
      // The guide's first doc is the docs' root page: every docs URL starts with its path.
      "docs/intro.md": doc("Almanac", "Tables of sunrise, moonrise and tides for the coming year.", "slug: /\ntags: [tables]\n"),
      "docs/moon-phases.md": doc("Moon phases", "New moon, first quarter, full moon, last quarter.", "tags: [moon]\n"),
      "docs/eclipses.md": doc("Eclipses", "The year's eclipses, where they are seen from.", "tags: [moon]\n"),
    });
    const out = `${root}-dist`;
    const result = await runBuild({ CONTENT_DIR: root, OUT_DIR: out, PALAVER_CACHE_DIR: `${root}-cache` });
    expect(result.status, result.stderr).toBe(0);
    const activeItems = (rel: string) =>
      [...fs.readFileSync(path.join(out, rel), "utf8").matchAll(/<a [^>]*class="navbar-link([^"]*)"[^>]*>([^<]*)<\/a>/g)].filter(([, classes]) => /\bactive\b/.test(classes)).map(([, , label]) => label);
    expect(activeItems("docs.html")).toEqual(["Guide"]);
    expect(activeItems("docs/moon-phases.html")).toEqual(["Guide"]);
    expect(activeItems("docs/eclipses.html")).toEqual([]);
    expect(activeItems("docs/tags.html")).toEqual(["Topics"]);
    expect(activeItems("docs/tags/moon.html")).toEqual(["Topics"]);
  });
});
