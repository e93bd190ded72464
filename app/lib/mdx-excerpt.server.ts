// A page's first paragraph as plain text: its description (meta description, og:description) when
// the front matter has none, as Docusaurus does. Taken from the parsed Markdown, so emphasis, links,
// paragraphs spanning several lines and admonitions before it come out as a reader sees them.

import type { Root } from "mdast";

/** Search engines show about this many characters of a description. */
export const DESCRIPTION_LIMIT = 160;

export interface Excerpt {
  text?: string;
}

/**
 * Records the plain text of the first top-level paragraph that has any, bounded in length; on a
 * page without one (a page of links), its first list's first item, as Docusaurus's excerpt is
 * then (pptr.dev's links page had no description, and its card none).
 */
export function remarkExcerpt(excerpt: Excerpt) {
  return () => (tree: Root) => {
    const firstList = tree.children.find((node) => node.type === "list");
    const item = firstList?.children[0]?.children.find((node) => node.type === "paragraph");
    for (const node of [...tree.children.filter((child) => child.type === "paragraph"), ...(item ? [item] : [])]) {
      const text = plainText(node).replace(/\s+/g, " ").trim();
      if (text) {
        excerpt.text = truncate(text, DESCRIPTION_LIMIT);
        return;
      }
    }
  };
}

// Paragraphs also hold MDX and directive nodes that mdast's types do not list.
interface MarkdownNode {
  type: string;
  value?: unknown;
  children?: MarkdownNode[];
}

/** What a reader reads: text, inline code and link labels; not images, footnote marks or MDX expressions. */
function plainText(node: MarkdownNode): string {
  switch (node.type) {
    case "text":
    case "inlineCode":
      return String(node.value);
    case "break":
      return " ";
    case "image":
    case "imageReference":
    case "footnoteReference":
    case "html":
      return "";
    default:
      return node.children?.map(plainText).join("") ?? "";
  }
}

/** At most `limit` characters, cut at a word boundary and marked with an ellipsis. */
export function truncate(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const atWord = cut.replace(/\s+\S*$/, "");
  return `${(atWord || cut).replace(/[\s,;:.–—-]+$/, "")}…`;
}
