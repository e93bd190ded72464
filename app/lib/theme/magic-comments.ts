// Docusaurus's magic comments (`// highlight-next-line`, `highlight-start` … `highlight-end`, and a
// site's own from themeConfig.prism.magicComments), read from a block's code: the lines left once
// the comments are taken out, and the lines each comment marks. The compile applies them to fences
// (mdx/code-blocks.server.ts); @theme/CodeBlock to code it is given at run time.

import type { MagicComment } from "~/site.config";

/** The class of Docusaurus's highlighted lines: the lines a magic comment of this class marks are this theme's highlighted lines. */
const HIGHLIGHT_CLASS = "theme-code-block-highlighted-line";

/** Docusaurus's default: the one magic comment that highlights lines. */
export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [{ className: HIGHLIGHT_CLASS, line: "highlight-next-line", block: { start: "highlight-start", end: "highlight-end" } }];

/** The comment forms a magic comment may take, as Docusaurus reads them per language (`D`: the directive). */
const COMMENT_FORMS = {
  js: ["//\\s*D", "/\\*\\s*D\\s*\\*/"],
  jsx: ["//\\s*D", "/\\*\\s*D\\s*\\*/", "\\{\\s*/\\*\\s*D\\s*\\*/\\s*\\}"],
  bash: ["#\\s*D"],
  html: ["<!--\\s*D\\s*-->"],
  lua: ["--\\s*D"],
  tex: ["%\\s*D"],
  wasm: [";;?\\s*D"],
  vb: ["'\\s*D", "rem\\s+D"],
} as const;

/**
 * The forms per language, as Docusaurus chooses them (its getAllMagicCommentDirectiveStyles): a
 * few languages have their own; every other (YAML, JSON, Go, shell…) takes any of the popular forms
 * (POPULAR_FORMS), so ory's `// highlight-next-line` in a YAML block is a magic comment, as there.
 */
const FORMS_OF_LANGUAGE: Record<string, (keyof typeof COMMENT_FORMS)[]> = {
  js: ["js"], javascript: ["js"], ts: ["js"], typescript: ["js"],
  jsx: ["jsx"], tsx: ["jsx"],
  html: ["js", "html"],
  python: ["bash"], py: ["bash"], bash: ["bash"],
  markdown: ["html", "jsx", "bash"], md: ["html", "jsx", "bash"],
  tex: ["tex"], latex: ["tex"], matlab: ["tex"],
  lua: ["lua"], haskell: ["lua"], sql: ["lua"],
  wasm: ["wasm"],
  vb: ["vb"], vba: ["vb"], "visual-basic": ["vb"], vbnet: ["vb"], batch: ["vb"],
};

/** Docusaurus's popular comment forms: `//`, `/* *\/`, `{/* *\/}`, `#` and `<!-- -->`. */
const POPULAR_FORMS: (keyof typeof COMMENT_FORMS)[] = ["jsx", "bash", "html"];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const matchers = new Map<string, RegExp>();

/** The whole-line magic comment pattern for a language and set of directives; the popular forms for a language Docusaurus has no rule for. */
function magicCommentPattern(language: string, directives: string[]): RegExp {
  const key = `${language.toLowerCase()}\0${directives.join("\0")}`;
  let pattern = matchers.get(key);
  if (!pattern) {
    const directive = `(${directives.map(escapeRegExp).join("|")})`;
    const forms = FORMS_OF_LANGUAGE[language.toLowerCase()] ?? POPULAR_FORMS;
    pattern = new RegExp(`^\\s*(?:${forms.flatMap((form) => COMMENT_FORMS[form].map((f) => f.replace("D", directive))).join("|")})\\s*$`);
    matchers.set(key, pattern);
  }
  return pattern;
}

/** The class every line a site's own magic comment marks gets besides the site's: the theme styles it. */
export const MARKED_LINE_CLASS = "marked-line";

/** Whether a magic comment is the one that highlights lines (this theme's highlighted lines). */
export const isHighlight = (comment: MagicComment) => comment.className === HIGHLIGHT_CLASS;

/**
 * The block's lines without its magic comments, and for each of `comments` the lines it marks
 * (1-based, in the lines kept); undefined when the code holds none of them, which leaves it as it is.
 */
export function readMagicComments(code: string, language: string, comments: MagicComment[]): { lines: string[]; marked: Set<number>[] } | undefined {
  if (comments.length === 0) return undefined;
  const directives = new Map<string, { index: number; kind: "line" | "start" | "end" }>();
  comments.forEach((comment, index) => {
    if (comment.line) directives.set(comment.line, { index, kind: "line" });
    if (comment.block) {
      directives.set(comment.block.start, { index, kind: "start" });
      directives.set(comment.block.end, { index, kind: "end" });
    }
  });
  if (![...directives.keys()].some((name) => code.includes(name))) return undefined;
  const pattern = magicCommentPattern(language, [...directives.keys()]);
  const lines = code.split("\n");
  const kept: string[] = [];
  // Per magic comment: the kept lines it marks, whether its next-line directive is pending, how many of its blocks are open.
  const marked = comments.map(() => new Set<number>());
  const nextLine = comments.map(() => false);
  const open = comments.map(() => 0);
  for (const line of lines) {
    const name = pattern.exec(line)?.slice(1).find(Boolean);
    const directive = name === undefined ? undefined : directives.get(name);
    if (directive) {
      if (directive.kind === "line") nextLine[directive.index] = true;
      else if (directive.kind === "start") open[directive.index] += 1;
      else open[directive.index] = Math.max(0, open[directive.index] - 1);
      continue;
    }
    kept.push(line);
    comments.forEach((_, index) => {
      if (nextLine[index] || open[index] > 0) marked[index].add(kept.length);
      nextLine[index] = false;
    });
  }
  return kept.length === lines.length ? undefined : { lines: kept, marked };
}
