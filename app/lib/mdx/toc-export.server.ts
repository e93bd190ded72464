// The `toc` export Docusaurus gives every compiled page: `export const toc = [{ value, id, level }]`,
// h2 and below in document order, `value` the heading's content as HTML (inline code as <code>…).
// Pages pass it on (`<TOCInline toc={toc} />`), so its shape is Docusaurus's, not our TocEntry.

import type { Heading, PhrasingContent, Root } from "mdast";
import type { Expression, Program } from "estree";

export interface DocusaurusTocItem {
  value: string;
  id: string;
  level: number;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const TAGS: Partial<Record<PhrasingContent["type"], string>> = { emphasis: "em", strong: "strong", delete: "del" };

/** A heading's content as Docusaurus's TOC shows it: text escaped, inline code and emphasis kept, links and anchors as their text. */
export function headingHtml(children: PhrasingContent[]): string {
  return children
    .map((child): string => {
      if (child.type === "text") return escapeHtml(child.value);
      if (child.type === "inlineCode") return `<code>${escapeHtml(child.value)}</code>`;
      if (child.type === "link" && (child.data?.hProperties as { className?: string[] } | undefined)?.className?.includes("hash-link")) return "";
      const tag = TAGS[child.type];
      if ("children" in child) {
        const inner = headingHtml(child.children as PhrasingContent[]);
        return tag ? `<${tag}>${inner}</${tag}>` : inner;
      }
      return "";
    })
    .join("")
    .trim();
}

function literal(value: string | number): Expression {
  return { type: "Literal", value };
}

/** `export const toc = [...]` as the ESM node MDX compiles into the page's module. */
function tocEsm(items: DocusaurusTocItem[]): Program {
  return {
    type: "Program",
    sourceType: "module",
    body: [
      {
        type: "ExportNamedDeclaration",
        specifiers: [],
        attributes: [],
        source: null,
        declaration: {
          type: "VariableDeclaration",
          kind: "const",
          declarations: [
            {
              type: "VariableDeclarator",
              id: { type: "Identifier", name: "toc" },
              init: {
                type: "ArrayExpression",
                elements: items.map((item) => ({
                  type: "ObjectExpression",
                  properties: (["value", "id", "level"] as const).map((key) => ({
                    type: "Property",
                    kind: "init",
                    method: false,
                    shorthand: false,
                    computed: false,
                    key: { type: "Identifier", name: key },
                    value: literal(item[key]),
                  })),
                })),
              },
            },
          ],
        },
      },
    ],
  };
}

/** Appends the `toc` export to a page (after the heading plugin has given headings their ids), unless the page declares its own. */
export function remarkTocExport() {
  return (tree: Root) => {
    const items: DocusaurusTocItem[] = [];
    let declaresToc = false;
    const walk = (nodes: Root["children"]) => {
      for (const node of nodes) {
        if (node.type === "heading") {
          const id = (node.data?.hProperties as { id?: unknown } | undefined)?.id;
          if (node.depth >= 2 && typeof id === "string") items.push({ value: headingHtml((node as Heading).children), id, level: node.depth });
        } else if ((node.type as string) === "mdxjsEsm") {
          declaresToc ||= /export\s+(const|let|var)\s+toc\b/.test((node as { value?: string }).value ?? "");
        } else if ("children" in node) {
          walk(node.children as Root["children"]);
        }
      }
    };
    walk(tree.children);
    if (declaresToc) return;
    // First, among the imports: the page's content and its footnotes stay as they were, with no text between.
    tree.children.unshift({ type: "mdxjsEsm", value: "", data: { estree: tocEsm(items) } } as never);
  };
}

/**
 * Whether the page starts with its own `# Title` (after imports and exports only): Docusaurus then
 * shows that heading as the page's title instead of adding one (its `contentTitle`).
 */
export function remarkContentTitle(found: { contentTitle?: boolean }) {
  return () => (tree: Root) => {
    const first = tree.children.find((node) => (node.type as string) !== "mdxjsEsm" && node.type !== "yaml");
    if (first?.type === "heading" && first.depth === 1) found.contentTitle = true;
  };
}
