// Theme modules Docusaurus sites import from their own components and category pages: the current
// sidebar category (Docusaurus 2 kept its hook in @docusaurus/theme-common, Docusaurus 3 in the
// docs plugin's client module), <DocCardList> given its items, @theme/Heading and the colour mode.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runBuild } from "../support/run-build";
import { doc, writeTree } from "./fixture-tree";

const site = () =>
  writeTree({
    "docusaurus.config.js": "module.exports = { title: 'Kettle', url: 'https://kettle.example.net', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]] };",
    "sidebars.js": "module.exports = { main: ['intro', { type: 'category', label: 'Brewing', link: { type: 'doc', id: 'brewing/index' }, items: ['brewing/water', 'brewing/leaves'] }] };",
    "docs/intro.md": doc("Kettle", "Kettle keeps your tea at the right temperature, whatever the leaf."),
    "docs/brewing/index.mdx": [
      "---\ntitle: Brewing\n---",
      "import DocCardList from '@theme/DocCardList';",
      "import {useCurrentSidebarCategory} from '@docusaurus/theme-common';",
      "import Heading from '@theme/Heading';",
      "import LeafNote from '@site/src/components/LeafNote';",
      "Every guide of this section, one card each:",
      "<DocCardList items={useCurrentSidebarCategory().items} />",
      '<Heading as="h2" id="before-you-start">Before you start</Heading>',
      "<LeafNote />",
    ].join("\n\n"),
    "docs/brewing/water.md": doc("Water", "Soft water brings out the leaf; hard water flattens it.", "description: How hot, how soft, how much.\n"),
    "docs/brewing/leaves.md": doc("Leaves", "Whole leaves unfold slowly and want a larger pot."),
    "src/components/LeafNote.js": [
      "import React from 'react';",
      "import {useColorMode} from '@docusaurus/theme-common';",
      "export default function LeafNote() {",
      "  const {colorMode} = useColorMode();",
      "  return <p className=\"leaf-note\">Pictures of leaves are shown for the {colorMode} theme.</p>;",
      "}",
    ].join("\n"),
  });

describe("theme modules a site's pages and components import", () => {
  it("lists the current category's pages from Docusaurus 2's useCurrentSidebarCategory, draws @theme/Heading with its anchor, and answers useColorMode", async () => {
    const root = site();
    const out = `${root}-dist`;
    const result = await runBuild({ CONTENT_DIR: root, OUT_DIR: out, PALAVER_CACHE_DIR: `${root}-cache` });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    const html = fs.readFileSync(path.join(out, "docs/brewing.html"), "utf8");
    const cards = [...html.matchAll(/<a class="card" href="([^"]+)"><h2 class="card-title">([^<]*)<\/h2><p class="card-description">([^<]*)<\/p>/g)].map(([, href, label, description]) => [href, label, description]);
    expect(cards).toEqual([
      ["/docs/brewing/water", "Water", "How hot, how soft, how much."],
      ["/docs/brewing/leaves", "Leaves", "Whole leaves unfold slowly and want a larger pot."],
    ]);
    expect(html).toContain('<h2 id="before-you-start">Before you start<a href="#before-you-start" class="hash-link" aria-label="Direct link to Before you start"');
    expect(html).toContain('<p class="leaf-note">Pictures of leaves are shown for the <!-- -->dark<!-- --> theme.</p>');
  });

  it("names the page when <DocCardList /> without items is on a page that is no category's", async () => {
    const root = site();
    fs.writeFileSync(path.join(root, "docs/brewing/leaves.md"), "---\ntitle: Leaves\n---\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n");
    const result = await runBuild({ CONTENT_DIR: root, OUT_DIR: `${root}-dist`, PALAVER_CACHE_DIR: `${root}-cache` });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/docs\/brewing\/leaves\.md: the page failed to render: .*<DocCardList \/> without items lists the category whose page this is, and \/docs\/brewing\/leaves is no category's page/);
  });
});
