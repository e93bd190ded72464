// The `toc` export Docusaurus gives every compiled page: `export const toc = [{ value, id, level }]`,
// h2 and below in document order, `value` the heading's content as HTML (inline code as <code>…).
// Pages pass it on (`<TOCInline toc={toc} />`), so its shape is Docusaurus's, not our TocEntry.

import type { Heading, PhrasingContent, Root } from "mdast";
import type { Expression, Program } from "estree";
import { EXIT, visit } from "unist-util-visit";

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

/** `export const toc = [...]` as the ESM node MDX compiles into the module: partials' tocs spread where they are shown. */
function tocEsm(items: TocPart[], spreads: Map<TocPart, string>): Program {
  const element = (item: TocPart) =>
    "partial" in item
      ? { type: "SpreadElement" as const, argument: { type: "Identifier" as const, name: spreads.get(item)! } }
      : {
          type: "ObjectExpression" as const,
          properties: (["value", "id", "level"] as const).map((key) => ({
            type: "Property" as const,
            kind: "init" as const,
            method: false,
            shorthand: false,
            computed: false,
            key: { type: "Identifier" as const, name: key },
            value: literal(item[key]),
          })),
        };
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
          declarations: [{ type: "VariableDeclarator", id: { type: "Identifier", name: "toc" }, init: { type: "ArrayExpression", elements: items.map(element) } }],
        },
      },
    ],
  };
}

/** A heading of a file's TOC, or the place where it shows a partial (whose own TOC goes there). */
export type TocPart = (DocusaurusTocItem & { text: string }) | { partial: string };

/**
 * What a file's TOC is made of, by file: the page's and its partials', each compiled in the page's
 * bundle. Docusaurus (3.2+) shows a partial's headings where the partial is shown.
 */
export type TocParts = Map<string, TocPart[]>;

interface ImportDeclarationLike {
  type: string;
  source: { value: unknown };
  specifiers: { type: string; local: { name: string }; imported?: { name: string } }[];
}

/**
 * Adds the `toc` export to every MDX file of a page's bundle (after the heading plugin has given
 * headings their ids), unless the file declares its own: its headings, and at each
 * `<Partial />` of an imported `.md`/`.mdx` file, that partial's `toc` (imported as
 * `__toc_Partial`), as Docusaurus does. `parts` gets the same, for the page's frame TOC.
 * `resolve` names the file an import source leads to.
 */
export function remarkTocExport(parts: TocParts, resolve: (source: string, from: string) => string | undefined) {
  return () => (tree: Root, file: { path?: string }) => {
    const partials = new Map<string, { local: string; file: string }>();
    let declaresToc = false;
    for (const node of tree.children) {
      if ((node.type as string) !== "mdxjsEsm") continue;
      const esm = node as unknown as { value?: string; data?: { estree?: { body: ImportDeclarationLike[] } } };
      declaresToc ||= /export\s+(const|let|var)\s+toc\b/.test(esm.value ?? "");
      for (const statement of esm.data?.estree?.body ?? []) {
        if (statement.type !== "ImportDeclaration" || typeof statement.source.value !== "string" || !/\.mdx?$/.test(statement.source.value)) continue;
        const name = statement.specifiers.find((specifier) => specifier.type === "ImportDefaultSpecifier")?.local.name;
        const target = name && resolve(statement.source.value, file.path ?? "");
        if (!name || !target) continue;
        const local = `__toc_${name}`;
        statement.specifiers.push({ type: "ImportSpecifier", imported: { type: "Identifier", name: "toc" }, local: { type: "Identifier", name: local } } as never);
        partials.set(name, { local, file: target });
      }
    }
    const items: TocPart[] = [];
    const spreads = new Map<TocPart, string>();
    const walk = (nodes: Root["children"]) => {
      for (const node of nodes) {
        if (node.type === "heading") {
          const id = (node.data?.hProperties as { id?: unknown } | undefined)?.id;
          if (node.depth >= 2 && typeof id === "string") items.push({ value: headingHtml((node as Heading).children), text: headingText(node as Heading), id, level: node.depth });
          continue;
        }
        const name = (node as { name?: string }).name;
        const partial = (node.type as string) === "mdxJsxFlowElement" && name ? partials.get(name) : undefined;
        if (partial) {
          const part = { partial: partial.file };
          items.push(part);
          spreads.set(part, partial.local);
        } else if ("children" in node) {
          walk(node.children as Root["children"]);
        }
      }
    };
    walk(tree.children);
    if (file.path) parts.set(file.path, items);
    if (declaresToc) return;
    // First, among the imports: the page's content and its footnotes stay as they were, with no text between.
    tree.children.unshift({ type: "mdxjsEsm", value: "", data: { estree: tocEsm(items, spreads) } } as never);
  };
}

/** A heading's plain text, without the `#` link the heading plugin adds. */
function headingText(node: Heading): string {
  return headingHtml(node.children).replace(/<[^>]+>/g, "").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
}

/** A page's TOC with its partials' headings where they are shown (a partial shown twice, or within itself, once). */
export function flattenToc(parts: TocParts, file: string, seen = new Set<string>()): (DocusaurusTocItem & { text: string })[] {
  seen.add(file);
  return (parts.get(file) ?? []).flatMap((part) => ("partial" in part ? (seen.has(part.partial) ? [] : flattenToc(parts, part.partial, seen)) : [part]));
}

/**
 * Whether the page's first heading is its own `# Title`: Docusaurus (3.5 on) then shows that
 * heading as the page's title instead of adding one (its `contentTitle`), wherever it stands (after a
 * component, as sequelize's pages put an ad first), unless another heading or a thematic break
 * (`---`) comes before it.
 */
export function remarkContentTitle(found: { contentTitle?: boolean }) {
  return () => (tree: Root) => {
    visit(tree, ["heading", "thematicBreak"], (node) => {
      if (node.type === "heading" && node.depth === 1) found.contentTitle = true;
      return EXIT;
    });
  };
}
