import matter from "gray-matter";
import yaml from "js-yaml";
import { ContentError } from "./content-error.server";

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
  /** Who wrote the page: keys of authors.yml, one or a list. */
  authors?: string | string[];
  [key: string]: unknown;
}

const engines = {
  // JSON_SCHEMA keeps dates and other YAML surprises as strings.
  yaml: (text: string) => (yaml.load(text, { schema: yaml.JSON_SCHEMA }) ?? {}) as object,
};

export interface ParsedFrontMatter {
  data: DocFrontMatter;
  body: string;
  /** Every problem in the front matter; fields of the wrong type are left out of `data`. */
  problems: ContentError[];
  /** False when the YAML could not be read at all: the body is unknown too. */
  parsed: boolean;
}

export function parseFrontMatter(source: string, file: string): ParsedFrontMatter {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An empty options object would make gray-matter reuse a cached result across files.
    parsed = matter(source, { engines });
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    // gray-matter hands js-yaml the text from the end of the opening `---` line on, so js-yaml's
    // line 0 is that line: its 0-based count is one less than the file's line number.
    const problem = new ContentError(file, `invalid front matter: ${reason}`, mark ? { line: mark.line + 1, column: mark.column + 1 } : { line: 1 });
    return { data: {}, body: "", problems: [problem], parsed: false };
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

const stringFields = ["id", "title", "sidebar_label", "slug", "description"] as const;

function checkTypes(data: DocFrontMatter, source: string, file: string): ContentError[] {
  const problems: ContentError[] = [];
  const reject = (field: string, expected: string) => {
    problems.push(new ContentError(file, `invalid front matter: "${field}" must be ${expected}`, frontMatterPosition(source, field) ?? { line: 1 }));
    // The rest of the site reads the fields by their declared types.
    delete data[field];
  };
  for (const field of stringFields) {
    if (data[field] !== undefined && typeof data[field] !== "string") reject(field, "a string");
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
  return problems;
}
