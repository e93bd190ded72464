import matter from "gray-matter";
import yaml from "js-yaml";
import { ContentError } from "./content-error.server";
import { memoizedYaml } from "./content/yaml-memo.server";

/** Docusaurus doc front matter: the fields this site understands. Unknown fields are kept. */
export interface DocFrontMatter {
  id?: string;
  title?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  slug?: string;
  description?: string;
  hide_table_of_contents?: boolean;
  pagination_prev?: string | null;
  pagination_next?: string | null;
  pagination_label?: string;
  sidebar_class_name?: string;
  displayed_sidebar?: string | null;
  hide_title?: boolean;
  keywords?: string[];
  image?: string;
  custom_edit_url?: string | null;
  parse_number_prefixes?: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  draft?: boolean;
  unlisted?: boolean;
  /** Strings (labels, or keys of the docs' tags.yml) or `{ label, permalink }`. */
  tags?: (string | { label: string; permalink: string })[];
  last_update?: { date?: string; author?: string };
  /** Who wrote the page: keys of authors.yml, one or a list. */
  authors?: string | string[];
  [key: string]: unknown;
}

/** Thrown by the engines below for a `---js` block, which gray-matter would otherwise evaluate. */
class CodeFrontMatter extends Error {}

const refuseCode = () => {
  throw new CodeFrontMatter();
};

const engines = {
  // JSON_SCHEMA keeps dates and other YAML surprises as strings.
  yaml: (text: string) => (memoizedYaml(text, (t) => yaml.load(t, { schema: yaml.JSON_SCHEMA })) ?? {}) as object,
  // gray-matter's own JavaScript engine (kept unless replaced, under both names) runs the block
  // with eval: Markdown would execute code whenever it is read. Never run here.
  js: refuseCode,
  javascript: refuseCode,
};

/** The text after a front matter block opened by `---<language>`, blank lines keeping line numbers. */
function bodyAfterBlock(source: string): string {
  const lines = source.split("\n");
  const end = lines.findIndex((line, i) => i > 0 && line.trimEnd() === "---");
  return end < 0 ? "" : "\n".repeat(end + 1) + lines.slice(end + 1).join("\n");
}

export interface ParsedFrontMatter {
  data: DocFrontMatter;
  body: string;
  /** Every problem in the front matter; fields of the wrong type are left out of `data`. */
  problems: ContentError[];
  /**
   * False when the YAML could not be read at all. `data` then holds only the `id` and `slug`
   * written on lines of their own, and `body` the text after the closing `---`: the page keeps its
   * identity, so the sidebars and links naming it are not reported as broken on top of it.
   */
  parsed: boolean;
}

/** The `id` and `slug` of front matter that is not valid YAML, read line by line, and the body. */
function recoverFromInvalidYaml(source: string): { data: DocFrontMatter; body: string } {
  const lines = source.split("\n");
  const end = lines[0].trimEnd() === "---" ? lines.findIndex((line, i) => i > 0 && line.trimEnd() === "---") : -1;
  if (end < 0) return { data: {}, body: "" };
  const data: DocFrontMatter = {};
  for (const line of lines.slice(1, end)) {
    const field = /^(id|slug):[ \t]*(.*?)[ \t]*$/.exec(line);
    if (!field) continue;
    const value = field[2].replace(/^(['"])(.*)\1$/, "$2");
    if (value && !/[:#{}[\]]/.test(value)) data[field[1]] = value;
  }
  return { data, body: lines.slice(end + 1).join("\n") };
}

/**
 * The start of `source` that gray-matter reads, up to its block's closing `---` (the first line
 * after the opening one that starts with `---`, as gray-matter finds it), and the text after it.
 * Given a whole page, gray-matter copied it into a buffer and looked it up in its cache by its
 * text: a quarter of the time a scan of a thousand pages took to read their front matter.
 */
function splitAtBlock(source: string): { head: string; rest: string | undefined } {
  if (!source.startsWith("---") || source[3] === "-") return { head: source, rest: undefined };
  const lineEnd = /\r?\n/g;
  lineEnd.lastIndex = 3;
  const opened = lineEnd.exec(source);
  const close = opened ? source.indexOf("\n---", opened.index) : -1;
  if (close < 0) return { head: source, rest: undefined };
  return { head: source.slice(0, close + 4), rest: source.slice(close + 4) };
}

/** The body after a block, as gray-matter gives it: without the end of the closing `---` line. */
function bodyAfter(rest: string): string {
  const afterReturn = rest.startsWith("\r") ? rest.slice(1) : rest;
  return afterReturn.startsWith("\n") ? afterReturn.slice(1) : afterReturn;
}

export function parseFrontMatter(source: string, file: string): ParsedFrontMatter {
  let parsed: matter.GrayMatterFile<string>;
  const { head, rest } = splitAtBlock(source.charCodeAt(0) === 0xfeff ? source.slice(1) : source);
  try {
    // An empty options object would make gray-matter reuse a cached result across files.
    parsed = matter(head, { engines });
    if (rest !== undefined) parsed.content = bodyAfter(rest);
  } catch (error) {
    if (error instanceof CodeFrontMatter) {
      const problem = new ContentError(file, "JavaScript front matter (---js) is not run here: write it as YAML between --- lines", { line: 1, column: 1 });
      return { data: {}, body: bodyAfterBlock(source), problems: [problem], parsed: false };
    }
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    // gray-matter hands js-yaml the text from the end of the opening `---` line on, so js-yaml's
    // line 0 is that line: its 0-based count is one less than the file's line number.
    // The commonest cause in real sites: `title: Connect: the API`, a plain YAML value holding ": ".
    const line = mark ? source.split("\n")[mark.line] ?? "" : "";
    const hint = /^[\w-]+:[ \t]+[^'"\s][^#]*:[ \t]/.test(line) ? ` (the value holds ": ": put it in quotes)` : "";
    const problem = new ContentError(file, `invalid front matter: ${reason}${hint}`, mark ? { line: mark.line + 1, column: mark.column + 1 } : { line: 1 });
    return { ...recoverFromInvalidYaml(source), problems: [problem], parsed: false };
  }
  const data = parsed.data as DocFrontMatter;
  if (typeof data !== "object" || Array.isArray(data)) {
    return { data: {}, body: parsed.content, problems: [new ContentError(file, "invalid front matter: expected a map of fields", { line: 1 })], parsed: true };
  }
  return { data, body: parsed.content, problems: checkTypes(data, source, file), parsed: true };
}

/** Where `field:` is written in the front matter, for messages about it. */
export function frontMatterPosition(source: string, field: string): { line: number; column: number } | undefined {
  const lines = source.split("\n");
  if (lines[0].trimEnd() !== "---") return undefined;
  const key = new RegExp(`^${field}\\s*:`);
  for (let i = 1; i < lines.length && lines[i].trimEnd() !== "---"; i++) {
    if (key.test(lines[i])) return { line: i + 1, column: 1 };
  }
  return undefined;
}

const stringFields = ["id", "title", "sidebar_label", "slug", "description", "pagination_label", "sidebar_class_name", "image"] as const;
const booleanFields = ["hide_title", "parse_number_prefixes", "draft", "unlisted"] as const;

/**
 * Numbers YAML reads where Docusaurus wants text (`id: 404`, `sidebar_label: 2024`, `tags: [2021]`),
 * as text: its front matter schema turns them into strings, so such a page builds there.
 */
function numbersAsText(data: DocFrontMatter): void {
  const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
  for (const field of [...stringFields, "pagination_prev", "pagination_next", "displayed_sidebar", "custom_edit_url", "authors"] as const) {
    const value = data[field];
    if (isNumber(value)) data[field] = String(value) as never;
  }
  for (const field of ["tags", "keywords", "authors"] as const) {
    const list = data[field];
    if (Array.isArray(list) && list.some(isNumber)) data[field] = list.map((value: unknown) => (isNumber(value) ? String(value) : value)) as never;
  }
}

function checkTypes(data: DocFrontMatter, source: string, file: string): ContentError[] {
  numbersAsText(data);
  const problems: ContentError[] = [];
  const reject = (field: string, expected: string) => {
    problems.push(new ContentError(file, `invalid front matter: "${field}" must be ${expected}`, frontMatterPosition(source, field) ?? { line: 1 }));
    // The rest of the site reads the fields by their declared types.
    delete data[field];
  };
  for (const field of stringFields) {
    if (data[field] !== undefined && typeof data[field] !== "string") reject(field, "a string");
  }
  // An absolute slug is the page's path as written: a `.` or `..` in it would put the page elsewhere
  // (or outside the site). A relative one (`../x`) is resolved from the doc's folder, as Docusaurus
  // does, and checked there (content.server.ts).
  if (typeof data.slug === "string" && data.slug.trim().startsWith("/") && data.slug.split("/").some((segment) => segment === ".." || segment === ".")) {
    reject("slug", 'a path without "." or ".." segments');
  }
  if (data.sidebar_position !== undefined && typeof data.sidebar_position !== "number") reject("sidebar_position", "a number");
  if (data.hide_table_of_contents !== undefined && typeof data.hide_table_of_contents !== "boolean") {
    reject("hide_table_of_contents", "true or false");
  }
  const authors = data.authors;
  if (authors !== undefined && typeof authors !== "string" && !(Array.isArray(authors) && authors.every((key) => typeof key === "string"))) {
    reject("authors", "an author key or a list of them (keys of authors.yml)");
  }
  for (const field of ["pagination_prev", "pagination_next"] as const) {
    const value = data[field];
    if (value !== undefined && value !== null && typeof value !== "string") reject(field, "a doc id or null");
  }
  for (const field of booleanFields) {
    if (data[field] !== undefined && typeof data[field] !== "boolean") reject(field, "true or false");
  }
  for (const field of ["displayed_sidebar", "custom_edit_url"] as const) {
    const value = data[field];
    if (value !== undefined && value !== null && typeof value !== "string") reject(field, "a string or null");
  }
  for (const field of ["toc_min_heading_level", "toc_max_heading_level"] as const) {
    const value = data[field];
    if (value !== undefined && !(Number.isInteger(value) && (value as number) >= 2 && (value as number) <= 6)) reject(field, "a heading level from 2 to 6");
  }
  if (data.keywords !== undefined && !(Array.isArray(data.keywords) && data.keywords.every((k) => typeof k === "string"))) reject("keywords", "a list of strings");
  if (
    data.tags !== undefined &&
    !(Array.isArray(data.tags) && data.tags.every((t) => typeof t === "string" || (typeof t === "object" && t !== null && typeof t.label === "string" && typeof t.permalink === "string")))
  ) {
    reject("tags", 'a list of tags: strings, or { label: "…", permalink: "/…" }');
  }
  if (data.sidebar_custom_props !== undefined && (typeof data.sidebar_custom_props !== "object" || data.sidebar_custom_props === null || Array.isArray(data.sidebar_custom_props))) {
    reject("sidebar_custom_props", "a map of properties");
  }
  if (data.last_update !== undefined) {
    const update = data.last_update as { date?: unknown; author?: unknown } | null;
    if (typeof update !== "object" || update === null || (update.date !== undefined && typeof update.date !== "string") || (update.author !== undefined && typeof update.author !== "string")) {
      reject("last_update", "{ date: YYYY-MM-DD, author: name }");
    } else if (update.date !== undefined && Number.isNaN(Date.parse(update.date))) reject("last_update", "a map with a valid date (YYYY-MM-DD)");
  }
  return problems;
}
