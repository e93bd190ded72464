// Which folders a content tree is read from: what `npm run dev` watches and `npm start` compares.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentFolders } from "../../scripts/lib/content-folders.mjs";
import { writeTree } from "./fixture-tree";

describe("content folders", () => {
  it("are the content folder and the docs folders its config names outside it", () => {
    const tree = writeTree({
      "site/docusaurus.config.js":
        "module.exports = { title: 'T', url: 'https://t.example.org', baseUrl: '/', presets: [['classic', { docs: { path: '../handbook' } }]], plugins: [['@docusaurus/plugin-content-docs', { id: 'cookbook', path: '../recipes' }], ['@docusaurus/plugin-content-docs', { id: 'inside', path: 'extra' }]] };\n",
      "handbook/a.md": "# A\n",
      "recipes/b.md": "# B\n",
      "site/extra/c.md": "# C\n",
    });
    const site = path.join(tree, "site");
    expect(contentFolders(site)).toEqual([site, path.join(tree, "handbook"), path.join(tree, "recipes")]);
  });

  it("are the content folder alone without a config, or with one that cannot be read", () => {
    const plain = writeTree({ "docs/a.md": "# A\n" });
    expect(contentFolders(plain)).toEqual([plain]);
    const broken = writeTree({ "docusaurus.config.js": "module.exports = {\n  presets: [,\n" });
    expect(contentFolders(broken)).toEqual([broken]);
  });
});
