// Docusaurus's MDX loader gives every Markdown module a `frontMatter` export (an object, empty when
// the file has none), which a site's code reads: librarium gathers its partials with
// `import * as partial from './_x.mdx'` and files each by `partial.frontMatter.partial_category`.
// mdx-bundler's compile exports the front matter as `frontmatter`, and only when there is some.
import type { Root } from "mdast";
import type { Expression, Identifier, Program } from "estree";

/**
 * `export const frontMatter = …` at the module's end: remark-mdx-frontmatter's `frontmatter` (run
 * before, by mdx-bundler, and declared only for a YAML block that holds data), else `{}`.
 */
export function remarkFrontMatterExport() {
  return (tree: Root) => {
    const declared = tree.children.some((node) => (node.type as string) === "mdxjsEsm" && /export\s+(const|let|var|function)\s+frontMatter\b/.test(String((node as { value?: unknown }).value ?? "")));
    if (declared) return;
    const frontmatter: Identifier = { type: "Identifier", name: "frontmatter" };
    // `typeof` of a name no file declares is "undefined", not an error.
    const init: Expression = {
      type: "ConditionalExpression",
      test: { type: "BinaryExpression", operator: "===", left: { type: "UnaryExpression", operator: "typeof", prefix: true, argument: frontmatter }, right: { type: "Literal", value: "undefined" } },
      consequent: { type: "ObjectExpression", properties: [] },
      alternate: frontmatter,
    };
    const program: Program = {
      type: "Program",
      sourceType: "module",
      body: [{ type: "ExportNamedDeclaration", source: null, specifiers: [], attributes: [], declaration: { type: "VariableDeclaration", kind: "const", declarations: [{ type: "VariableDeclarator", id: { type: "Identifier", name: "frontMatter" }, init }] } }],
    };
    tree.children.push({ type: "mdxjsEsm", value: "", data: { estree: program } } as never);
  };
}
