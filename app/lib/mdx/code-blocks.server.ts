// Docusaurus's code-block conventions, applied to a fence before it is highlighted: magic comments
// (`// highlight-next-line`, `highlight-start` … `highlight-end`) become highlighted lines and are
// removed, and the languages prism-react-renderer highlights without configuration are known.

import nodeModule from "node:module";
import { visit } from "unist-util-visit";
import type { Code, Root } from "mdast";
import type { Element as HastElement, Root as HastRoot } from "hast";
import type { MagicComment } from "~/site.config";
import { DEFAULT_MAGIC_COMMENTS, MARKED_LINE_CLASS, isHighlight, readMagicComments } from "../theme/magic-comments";

export { DEFAULT_MAGIC_COMMENTS };

/**
 * Languages prism-react-renderer (Docusaurus's highlighter) includes by default that refractor's
 * common set lacks: a Docusaurus site highlights them without naming them in its config.
 * (markup, swift, kotlin, objectivec, rust, yaml, go, cpp, markdown, python and json are common.)
 */
export const DOCUSAURUS_DEFAULT_LANGUAGES = ["jsx", "tsx", "graphql", "reason", "js-extras"];

/** Languages that a Docusaurus theme draws as something other than code: what it is, and which theme. */
const DRAWN_BY_A_THEME: Record<string, string> = { mermaid: "diagrams that @docusaurus/theme-mermaid draws" };

const prismGrammars = new Map<string, boolean>();

/** Whether Prism has a grammar of this name (refractor ships one module per Prism language). */
export function prismHasGrammar(language: string): boolean {
  let found = prismGrammars.get(language);
  if (found === undefined) {
    try {
      nodeModule.createRequire(import.meta.url).resolve(`refractor/${language}`);
      found = /^[a-z0-9-]+$/.test(language);
    } catch {
      found = false;
    }
    prismGrammars.set(language, found);
  }
  return found;
}

/**
 * What to tell a site maintainer about code in a language this build does not highlight: the
 * right remedy depends on whether Prism knows the language at all (an unknown name is often a
 * remark plugin's, such as a live-editor or a package-manager switcher this build does not run).
 */
export function unhighlightedAdvice(language: string): string {
  const drawn = DRAWN_BY_A_THEME[language];
  if (drawn) return `"${language}" blocks are ${drawn} in Docusaurus; this build shows their code, unhighlighted`;
  if (prismHasGrammar(language)) return `code in "${language}" is shown without highlighting: add the language to themeConfig.prism.additionalLanguages in the site config (docusaurus.config)`;
  return `code in "${language}" is shown without highlighting: Prism has no language of that name (a remark plugin may be meant to turn such blocks into something else: none of the site's that run here did)`;
}

/**
 * Removes a code block's magic comments and marks the lines they name: those of the highlight
 * (Docusaurus's class for it) in its meta as `{…}`, which the highlighter reads; those of the
 * site's other magic comments in `data.hProperties.dataLineClasses` ("3 class-a;5 class-b"),
 * which rehypeLineClasses applies.
 * As in Docusaurus, a fence whose meta names lines (`{1,3}`), or that has no language, keeps its
 * comments as they are.
 */
export function applyMagicComments(code: Code, comments: MagicComment[] = DEFAULT_MAGIC_COMMENTS): void {
  if (!code.lang || /\{[\d,\s-]+\}/.test(code.meta ?? "")) return;
  const read = readMagicComments(code.value, code.lang, comments);
  if (!read) return;
  code.value = read.lines.join("\n");
  const rest = (code.meta ?? "").trim();
  const ranges = [...new Set(comments.flatMap((comment, i) => (isHighlight(comment) ? [...read.marked[i]] : [])))].sort((a, b) => a - b).join(",");
  code.meta = [rest, ranges ? `{${ranges}}` : ""].filter(Boolean).join(" ") || null;
  const others = comments.flatMap((comment, i) => (isHighlight(comment) ? [] : [...read.marked[i]].map((line) => `${line} ${comment.className}`)));
  if (others.length) {
    code.data ??= {};
    code.data.hProperties = { ...(code.data.hProperties ?? {}), dataLineClasses: others.join(";") };
  }
}

/** The remark plugin: magic comments in every fence of a page, the site's or Docusaurus's default. */
export function remarkMagicComments(comments: MagicComment[] = DEFAULT_MAGIC_COMMENTS) {
  return (tree: Root) => {
    visit(tree, "code", (code: Code) => applyMagicComments(code, comments));
  };
}


/**
 * After highlighting: the lines the site's other magic comments marked (see applyMagicComments)
 * get their class names and MARKED_LINE_CLASS. A block the highlighter did not split into lines
 * (rehype-prism-plus's `code-line` spans) keeps its marks unapplied, and loses the attribute.
 */
export function rehypeLineClasses() {
  return (tree: HastRoot) => {
    visit(tree, "element", (node: HastElement) => {
      if (node.tagName !== "code" || typeof node.properties?.dataLineClasses !== "string") return;
      const marks = new Map<number, string[]>();
      for (const entry of node.properties.dataLineClasses.split(";")) {
        const [line, className] = entry.split(" ");
        marks.set(Number(line), [...(marks.get(Number(line)) ?? []), className]);
      }
      delete node.properties.dataLineClasses;
      let line = 0;
      for (const child of node.children) {
        if (child.type !== "element" || !classesOf(child).includes("code-line")) continue;
        line += 1;
        const classes = marks.get(line);
        if (classes) child.properties = { ...child.properties, className: [...classesOf(child), MARKED_LINE_CLASS, ...classes] };
      }
    });
  };
}

function classesOf(node: HastElement): string[] {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === "string" ? value.split(" ") : [];
}
