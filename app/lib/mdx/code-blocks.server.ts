// Docusaurus's code-block conventions, applied to a fence before it is highlighted: magic comments
// (`// highlight-next-line`, `highlight-start` … `highlight-end`) become highlighted lines and are
// removed, and the languages prism-react-renderer highlights without configuration are known.

import nodeModule from "node:module";
import { visit } from "unist-util-visit";
import type { Code, Root } from "mdast";

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

const DIRECTIVE = "(highlight-next-line|highlight-start|highlight-end)";

/** The comment forms a magic comment may take, as Docusaurus reads them per language. */
const COMMENT_FORMS = {
  js: [`//\\s*${DIRECTIVE}`, `/\\*\\s*${DIRECTIVE}\\s*\\*/`],
  jsx: [`//\\s*${DIRECTIVE}`, `/\\*\\s*${DIRECTIVE}\\s*\\*/`, `\\{\\s*/\\*\\s*${DIRECTIVE}\\s*\\*/\\s*\\}`],
  bash: [`#\\s*${DIRECTIVE}`],
  html: [`<!--\\s*${DIRECTIVE}\\s*-->`],
  lua: [`--\\s*${DIRECTIVE}`],
  tex: [`%\\s*${DIRECTIVE}`],
  wasm: [`;;?\\s*${DIRECTIVE}`],
  vb: [`'\\s*${DIRECTIVE}`, `rem\\s+${DIRECTIVE}`],
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

const matchers = new Map<string, RegExp>();

/** The whole-line magic comment pattern for a language; every form for a language Docusaurus has no rule for. */
function magicCommentPattern(language: string | null | undefined): RegExp {
  const key = (language ?? "").toLowerCase();
  let pattern = matchers.get(key);
  if (!pattern) {
    const forms = FORMS_OF_LANGUAGE[key] ?? (Object.keys(COMMENT_FORMS) as (keyof typeof COMMENT_FORMS)[]);
    pattern = new RegExp(`^\\s*(?:${forms.flatMap((form) => COMMENT_FORMS[form]).join("|")})\\s*$`);
    matchers.set(key, pattern);
  }
  return pattern;
}

/**
 * Removes a code block's magic comments and marks the lines they name in its meta (as `{…}`,
 * which the highlighter reads). As in Docusaurus, a fence whose meta names lines (`{1,3}`), or
 * that has no language, keeps its comments as they are.
 */
export function applyMagicComments(code: Code): void {
  if (!code.lang || !code.value.includes("highlight-") || /\{[\d,\s-]+\}/.test(code.meta ?? "")) return;
  const pattern = magicCommentPattern(code.lang);
  const lines = code.value.split("\n");
  const kept: string[] = [];
  const highlighted = new Set<number>();
  let nextLine = false;
  let inRange = false;
  lines.forEach((line) => {
    const match = pattern.exec(line);
    const directive = match?.slice(1).find(Boolean);
    if (directive === "highlight-next-line") nextLine = true;
    else if (directive === "highlight-start") inRange = true;
    else if (directive === "highlight-end") inRange = false;
    if (directive) return;
    kept.push(line);
    if (nextLine || inRange) highlighted.add(kept.length);
    nextLine = false;
  });
  if (kept.length === lines.length) return;
  code.value = kept.join("\n");
  const rest = (code.meta ?? "").trim();
  const ranges = [...highlighted].sort((a, b) => a - b).join(",");
  code.meta = [rest, ranges ? `{${ranges}}` : ""].filter(Boolean).join(" ") || null;
}

/** The remark plugin: magic comments in every fence of a page. */
export function remarkMagicComments() {
  return (tree: Root) => {
    visit(tree, "code", applyMagicComments);
  };
}
