// Breadcrumbs as Docusaurus shows them: the sidebar's trail to the page, after a home crumb, on a
// doc that is in a sidebar; none at all on a doc in no sidebar (its own URL, linked from elsewhere).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runBuild } from "../support/run-build";
import { doc, writeTree } from "./fixture-tree";

describe("breadcrumbs", () => {
  it("lead through the sidebar to a doc in it, and are absent on a doc in no sidebar", async () => {
    const root = writeTree({
      "docusaurus.config.js": "module.exports = { title: 'Sextant', url: 'https://sextant.example.org', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]] };",
      "sidebars.js": "module.exports = { main: ['intro', { type: 'category', label: 'Taking a sight', items: ['sights/noon'] }] };",
      "docs/intro.md": doc("Sextant", "Sextant turns a noon sight into a position line. See the [release checklist](./release-checklist.md)."),
      "docs/sights/noon.md": doc("Noon sight", "Measure the sun's greatest altitude as it crosses the meridian."),
      // Linked from the intro, listed in no sidebar: maintainers' notes.
      "docs/release-checklist.md": doc("Release checklist", "Tag, build the tables, publish the almanac files."),
    });
    const out = `${root}-dist`;
    const result = await runBuild({ CONTENT_DIR: root, OUT_DIR: out, PALAVER_CACHE_DIR: `${root}-cache` });
    expect(result.status, result.stderr).toBe(0);
    const read = (rel: string) => fs.readFileSync(path.join(out, rel), "utf8");
    const noon = read("docs/sights/noon.html");
    expect(noon).toContain('aria-label="Breadcrumbs"');
    expect(noon).toMatch(/<nav aria-label="Breadcrumbs"[^]*Taking a sight[^]*Noon sight[^]*<\/nav>/);
    const orphan = read("docs/release-checklist.html");
    expect(orphan).toContain("Tag, build the tables");
    expect(orphan).not.toContain('aria-label="Breadcrumbs"');
    expect(orphan).not.toContain("BreadcrumbList");
  });
});
