// A page's `<head>` (or `<Head>`: Docusaurus's head metadata in MDX). What it writes as plain text
// and attributes (its <title>, its <meta name|property content>, a <link rel="canonical">) is read
// as the page compiles, so that the prerendered document head says it, as Docusaurus's server
// rendering does; the component itself applies the rest in the browser (theme/Head.tsx).

import type { Root } from "mdast";
import { toString } from "mdast-util-to-string";
import { visit } from "unist-util-visit";
import type { StaticHead } from "../content-types";

interface JsxNode {
  type: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: JsxNode[];
}

/** The names a head element goes by: HTML's, Docusaurus's component, and what the compile renames them to. */
export const HEAD_NAMES = new Set(["head", "Head", "MDXHead"]);

const isElement = (node: JsxNode) => node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement";

/** An attribute written as a string (`content="x"`); an expression (`content={x}`) is the browser's to read. */
function literal(node: JsxNode, name: string): string | undefined {
  const attribute = node.attributes?.find((a) => a.type === "mdxJsxAttribute" && a.name === name);
  return typeof attribute?.value === "string" ? attribute.value : undefined;
}

/** The elements within a head element, however MDX wrapped them (a paragraph around inline ones). */
function elementsOf(node: JsxNode): JsxNode[] {
  return (node.children ?? []).flatMap((child) => (isElement(child) ? [child] : child.type === "paragraph" ? elementsOf(child) : []));
}

export function remarkStaticHead(head: StaticHead) {
  return () => (tree: Root) => {
    visit(tree, (node) => {
      const element = node as unknown as JsxNode;
      // Lowercase `<head>` is `MDXHead` by the time this runs (mdx-theme-imports.server.ts), as Docusaurus maps it.
      if (!isElement(element) || !HEAD_NAMES.has(element.name ?? "")) return;
      for (const child of elementsOf(element)) {
        if (child.name === "title") {
          // Only text: a title with an expression in it is known in the browser only.
          const text = (child.children ?? []).every((c) => c.type === "text" || c.type === "paragraph") ? toString(child as never).trim() : "";
          if (text) head.title = text;
        } else if (child.name === "meta") {
          const content = literal(child, "content");
          const name = literal(child, "name");
          const property = literal(child, "property");
          if (content !== undefined && (name || property)) (head.meta ??= []).push({ ...(name ? { name } : { property: property! }), content });
        } else if (child.name === "link" && literal(child, "rel") === "canonical") {
          const href = literal(child, "href");
          if (href) head.canonical = href;
        }
      }
    });
  };
}

/** The head, when the page wrote anything of it; undefined otherwise (it is left out of the page's data). */
export function staticHeadOf(head: StaticHead): StaticHead | undefined {
  return head.title !== undefined || head.meta?.length || head.canonical ? head : undefined;
}
