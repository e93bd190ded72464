// A page's search sections from its rendered article, not its source: what a reader sees is what
// search finds, including the text of the partials and components the page imports (an imported
// `_steps.md`, a component drawing a table from JSON), which the page's own source does not hold.
// Docusaurus's search plugins and DocSearch's crawler index the rendered page the same way.

import { classes, type Element } from "../markdown-export/html-to-markdown.server";
import type { TextSection } from "../mdx-plugins.server";

type Node = Element["children"][number];

/** Elements whose content is not the page's text: controls, code, styles, the title block. */
const SKIPPED_TAGS = new Set(["button", "svg", "script", "style", "template", "noscript", "pre", "h1", "select", "textarea"]);
/**
 * The frame's parts inside the article: the title with its Copy page button, the authors' byline,
 * heading anchors, inline TOCs, and a code block's title (its code is no text for search either).
 */
const SKIPPED_CLASSES = ["doc-title", "copy-page", "page-byline", "hash-link", "toc-inline", "code-block-title"];
/** Elements that run on within a line of text; any other element separates the words on either side. */
const INLINE_TAGS = new Set(["a", "abbr", "b", "bdi", "bdo", "cite", "code", "data", "del", "dfn", "em", "i", "ins", "kbd", "mark", "q", "s", "samp", "small", "span", "strong", "sub", "sup", "time", "u", "var", "wbr"]);

function skipped(el: Element): boolean {
  if (SKIPPED_TAGS.has(el.tagName)) return true;
  const p = el.properties ?? {};
  // A tab strip's labels (each panel is there, hidden or not), and what is drawn only for the eye.
  if (p.role === "tablist" || String(p.ariaHidden) === "true") return true;
  // GFM footnotes' label (a heading for screen readers) and their "back to the text" arrows.
  if (p.id === "footnote-label" || p.dataFootnoteBackref !== undefined) return true;
  const names = classes(el);
  return SKIPPED_CLASSES.some((name) => names.includes(name));
}

/** Plain text of a node as a reader reads it: image descriptions, TeX of math, words kept apart across blocks. */
function textOf(node: Node, out: string[]): void {
  if (node.type === "text") {
    out.push(node.value);
    return;
  }
  if (node.type !== "element" || skipped(node)) return;
  if (node.tagName === "img") {
    out.push(` ${String(node.properties?.alt ?? "")} `);
    return;
  }
  // KaTeX draws a formula twice (MathML for assistive technology, spans for the eye): its TeX source,
  // as the page's Markdown has it, stands for both.
  if (classes(node).includes("katex")) {
    const tex = findAnnotation(node);
    if (tex !== undefined) out.push(` ${tex} `);
    return;
  }
  const block = !INLINE_TAGS.has(node.tagName);
  if (block) out.push(" ");
  for (const child of node.children) textOf(child, out);
  if (block) out.push(" ");
}

function findAnnotation(node: Node): string | undefined {
  if (node.type !== "element") return undefined;
  if (node.tagName === "annotation") return node.children.map((child) => (child.type === "text" ? child.value : "")).join("");
  for (const child of node.children) {
    const found = findAnnotation(child);
    if (found !== undefined) return found;
  }
  return undefined;
}

const collapsed = (parts: string[]) => parts.join("").replace(/\s+/g, " ").trim();

/**
 * The article's sections, split at its h2 and h3 headings (those with an id a result can link to),
 * each with its heading and its whole text (the word index is made from it; the records' copy is
 * cut: search-index.server.ts); the first is the text before them.
 */
export function renderedSections(article: Element): TextSection[] {
  const sections: TextSection[] = [];
  let current: TextSection & { parts: string[] } = { id: "", heading: "", text: "", parts: [] };
  const close = () => sections.push({ id: current.id, heading: current.heading, text: collapsed(current.parts) });
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.type === "element" && isSectionHeading(node)) {
        close();
        const heading: string[] = [];
        textOf({ ...node, tagName: "span" }, heading);
        current = { id: String(node.properties.id), heading: collapsed(heading), text: "", parts: [] };
      } else if (node.type === "element" && !skipped(node) && hasSectionHeading(node)) {
        // A wrapper (a tab panel, a partial's fragment in a div) holding headings: its parts go to
        // the sections they fall in.
        walk(node.children);
      } else {
        textOf(node, current.parts);
      }
    }
  };
  walk(article.children);
  close();
  return sections;
}

/** An h2 or h3 a result can link to (it has an id), and that is the page's text. */
function isSectionHeading(node: Node): boolean {
  return node.type === "element" && (node.tagName === "h2" || node.tagName === "h3") && Boolean(node.properties?.id) && !skipped(node);
}

function hasSectionHeading(node: Node): boolean {
  if (node.type !== "element" || skipped(node)) return false;
  return node.children.some((child) => isSectionHeading(child) || hasSectionHeading(child));
}
