// Docusaurus's code-block conventions, applied to a fence before it is highlighted: magic comments
// (`// highlight-next-line`, `highlight-start` … `highlight-end`) become highlighted lines and are
// removed, and the languages prism-react-renderer highlights without configuration are known.

import nodeModule from "node:module";
import { visit } from "unist-util-visit";
import type { Code, Root } from "mdast";
import type { Element as HastElement, Root as HastRoot } from "hast";
import type { MagicComment } from "~/site.config";

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
  return `code in "${language}" is shown without highlighting: Prism has no language of that name (a plugin of the site's may be meant to handle such blocks; this build runs none)`;
}

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

const FORMS_OF_LANGUAGE: Record<string, (keyof typeof COMMENT_FORMS)[]> = {
  js: ["js"], javascript: ["js"], ts: ["js"], typescript: ["js"], java: ["js"], c: ["js"], cpp: ["js"], csharp: ["js"], cs: ["js"],
  go: ["js"], rust: ["js"], swift: ["js"], kotlin: ["js"], scala: ["js"], dart: ["js"], php: ["js", "bash"], css: ["js"], scss: ["js"], less: ["js"],
  jsx: ["jsx", "html"], tsx: ["jsx", "html"], json: ["js"], jsonc: ["js"], json5: ["js"], graphql: ["bash"],
  bash: ["bash"], sh: ["bash"], shell: ["bash"], zsh: ["bash"], python: ["bash"], py: ["bash"], ruby: ["bash"], rb: ["bash"], yaml: ["bash"], yml: ["bash"],
  toml: ["bash"], dockerfile: ["bash"], docker: ["bash"], r: ["bash"], perl: ["bash"], powershell: ["bash"], ps1: ["bash"], ini: ["bash", "wasm"], properties: ["bash"], makefile: ["bash"],
  html: ["html"], xml: ["html"], markup: ["html"], svg: ["html"], md: ["html"], markdown: ["html"], mdx: ["jsx", "html"], vue: ["js", "html"],
  lua: ["lua"], haskell: ["lua"], sql: ["lua"], tex: ["tex"], latex: ["tex"], matlab: ["tex"], wasm: ["wasm"], lisp: ["wasm"], clojure: ["wasm"], vb: ["vb"], vbnet: ["vb"], bat: ["vb"],
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const matchers = new Map<string, RegExp>();

/** The whole-line magic comment pattern for a language and set of directives; every form for a language Docusaurus has no rule for. */
function magicCommentPattern(language: string, directives: string[]): RegExp {
  const key = `${language.toLowerCase()}\0${directives.join("\0")}`;
  let pattern = matchers.get(key);
  if (!pattern) {
    const directive = `(${directives.map(escapeRegExp).join("|")})`;
    const forms = FORMS_OF_LANGUAGE[language.toLowerCase()] ?? (Object.keys(COMMENT_FORMS) as (keyof typeof COMMENT_FORMS)[]);
    pattern = new RegExp(`^\\s*(?:${forms.flatMap((form) => COMMENT_FORMS[form].map((f) => f.replace("D", directive))).join("|")})\\s*$`);
    matchers.set(key, pattern);
  }
  return pattern;
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
  if (!code.lang || comments.length === 0 || /\{[\d,\s-]+\}/.test(code.meta ?? "")) return;
  const directives = new Map<string, { index: number; kind: "line" | "start" | "end" }>();
  comments.forEach((comment, index) => {
    if (comment.line) directives.set(comment.line, { index, kind: "line" });
    if (comment.block) {
      directives.set(comment.block.start, { index, kind: "start" });
      directives.set(comment.block.end, { index, kind: "end" });
    }
  });
  if (![...directives.keys()].some((name) => code.value.includes(name))) return;
  const pattern = magicCommentPattern(code.lang, [...directives.keys()]);
  const lines = code.value.split("\n");
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
  if (kept.length === lines.length) return;
  code.value = kept.join("\n");
  const isHighlight = (comment: MagicComment) => comment.className === HIGHLIGHT_CLASS;
  const rest = (code.meta ?? "").trim();
  const ranges = [...new Set(comments.flatMap((comment, i) => (isHighlight(comment) ? [...marked[i]] : [])))].sort((a, b) => a - b).join(",");
  code.meta = [rest, ranges ? `{${ranges}}` : ""].filter(Boolean).join(" ") || null;
  const others = comments.flatMap((comment, i) => (isHighlight(comment) ? [] : [...marked[i]].map((line) => `${line} ${comment.className}`)));
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

/** The class every line a site's own magic comment marks gets besides the site's: the theme styles it. */
export const MARKED_LINE_CLASS = "marked-line";

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
