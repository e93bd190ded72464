// A site's own remark and rehype plugins run on its pages, as Docusaurus runs them: one that adds
// the `Tabs` imports its pages leave out (as the Redwood docs have), a rehype one that marks tables,
// each with its options. One that throws on a page is named for that page, which builds without its
// changes. Before, they were all named as not run, and a page relying on the imports stopped the build.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { reportLines, runBuild } from "../support/run-build";

function site(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-site-plugins-"));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  };
  write(
    "docusaurus.config.mjs",
    [
      "import tabImports from './src/remark/tab-imports.mjs';",
      "import tableClass from './src/rehype/table-class.js';",
      "import strict from './src/remark/strict.js';",
      "import seasons from './src/remark/seasons.js';",
      "import availability from './src/remark/availability.js';",
      "export default {",
      "  title: 'Orchard Notes',",
      "  url: 'https://orchard.example.org',",
      "  baseUrl: '/',",
      "  presets: [['classic', { docs: {",
      "    beforeDefaultRemarkPlugins: [strict],",
      "    remarkPlugins: [tabImports, seasons, availability],",
      "    rehypePlugins: [[tableClass, { className: 'harvest-table' }]],",
      "  } }]],",
      "};",
      "",
    ].join("\n"),
  );
  // Adds `import Tabs from '@theme/Tabs'` and TabItem's to a page that uses <Tabs> without them.
  write(
    "src/remark/tab-imports.mjs",
    [
      "const uses = (node) => (node.type === 'mdxJsxFlowElement' && node.name === 'Tabs') || (node.children ?? []).some(uses);",
      "const declaration = (name) => ({ type: 'ImportDeclaration', specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }], source: { type: 'Literal', value: `@theme/${name}` } });",
      "export default function tabImports() {",
      "  return (tree) => {",
      "    if (!uses(tree)) return;",
      "    tree.children.unshift({ type: 'mdxjsEsm', value: \"import Tabs from '@theme/Tabs'\\nimport TabItem from '@theme/TabItem'\", data: { estree: { type: 'Program', sourceType: 'module', body: [declaration('Tabs'), declaration('TabItem')] } } });",
      "  };",
      "}",
      "",
    ].join("\n"),
  );
  write(
    "src/rehype/table-class.js",
    [
      "module.exports = function tableClass(options) {",
      "  const visit = (node) => {",
      "    if (node.type === 'element' && node.tagName === 'table') node.properties = { ...node.properties, className: [options.className] };",
      "    (node.children || []).forEach(visit);",
      "  };",
      "  return (tree) => visit(tree);",
      "};",
      "",
    ].join("\n"),
  );
  // Loads what it needs with import(), as Docusaurus's docs advise for ESM-only packages (tRPC's
  // plugin does): a package of Node's and a module of the site's beside it.
  write(
    "src/remark/seasons.js",
    [
      "module.exports = function seasons() {",
      "  return async (tree) => {",
      "    const { sep } = await import('node:path');",
      "    const { months } = await import('./season-words.mjs');",
      "    const visit = (node) => {",
      "      if (node.type === 'text') node.value = node.value.replace(/\\bSeptember\\b/, `${months.September}${sep}autumn`);",
      "      (node.children || []).forEach(visit);",
      "    };",
      "    visit(tree);",
      "  };",
      "};",
      "",
    ].join("\n"),
  );
  write("src/remark/season-words.mjs", "export const months = { September: 'Sept.' };\n");
  // Reads the page's front matter where Docusaurus's loader puts it (airbyte's availability badges).
  write(
    "src/remark/availability.js",
    [
      "module.exports = function availability() {",
      "  return (tree, file) => {",
      "    const products = file.data.frontMatter?.products;",
      "    if (products) tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: `Grown in: ${products.join(', ')}` }] });",
      "  };",
      "};",
      "",
    ].join("\n"),
  );
  // Refuses pages that still say TODO: written for Docusaurus, it throws there too.
  write(
    "src/remark/strict.js",
    [
      "module.exports = function refuseTodo() {",
      "  return (tree, file) => {",
      "    const text = JSON.stringify(tree);",
      "    if (text.includes('TODO')) throw new Error('a page still says TODO');",
      "  };",
      "};",
      "",
    ].join("\n"),
  );
  write(
    "docs/picking.md",
    [
      "---",
      "title: Picking",
      "products: [north orchard, south orchard]",
      "---",
      "",
      "<Tabs>",
      '  <TabItem value="apples" label="Apples">Twist and lift.</TabItem>',
      '  <TabItem value="pears" label="Pears">Wait until they give at the neck.</TabItem>',
      "</Tabs>",
      "",
      "| Fruit | Month |",
      "| ----- | ----- |",
      "| Apple | September |",
      "",
    ].join("\n"),
  );
  write("docs/storage.md", "---\ntitle: Storage\n---\n\nKeep apples cool. TODO: say how cool.\n");
  return root;
}

describe("a site's own remark and rehype plugins", () => {
  it("run on its pages with their options, and one that throws on a page is named for it", async () => {
    const root = site();
    const out = `${root}-dist`;
    const result = await runBuild({ CONTENT_DIR: root, OUT_DIR: out, PALAVER_CACHE_DIR: `${root}-cache` });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    const picking = fs.readFileSync(path.join(out, "docs/picking.html"), "utf8");
    expect([...picking.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((match) => match[1])).toEqual(["Apples", "Pears"]);
    expect(picking).toContain('<table class="harvest-table">');
    expect(picking).toContain("<td>Sept./autumn</td>");
    expect(picking).toContain("<p>Grown in: north orchard, south orchard</p>");
    expect(fs.readFileSync(path.join(out, "docs/storage.html"), "utf8")).toContain("Keep apples cool.");
    const lines = reportLines(result.stdout + result.stderr, root);
    expect(lines.filter((line) => line.includes("not run here"))).toEqual([]);
    expect(lines.filter((line) => /seasons|import|Experimental/i.test(line))).toEqual([]);
    expect(lines).toContain("warning: docs/storage.md the site's remark plugin refuseTodo threw here, so its changes are not made to this file: a page still says TODO");
  });
});
