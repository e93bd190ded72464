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
  [key: string]: unknown;
}

const engines = {
  // JSON_SCHEMA keeps dates and other YAML surprises as strings.
  yaml: (text: string) => (yaml.load(text, { schema: yaml.JSON_SCHEMA }) ?? {}) as object,
};

export function parseFrontMatter(source: string, file: string): { data: DocFrontMatter; body: string } {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An empty options object would make gray-matter reuse a cached result across files.
    parsed = matter(source, { engines });
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    // js-yaml counts lines inside the front matter from 0; the file has the `---` line first.
    throw new ContentError(file, `invalid front matter: ${reason}`, mark ? { line: mark.line + 2, column: mark.column + 1 } : { line: 1 });
  }
  const data = parsed.data as DocFrontMatter;
  if (typeof data !== "object" || Array.isArray(data)) {
    throw new ContentError(file, "invalid front matter: expected a map of fields", { line: 1 });
  }
  checkTypes(data, file);
  return { data, body: parsed.content };
}

const stringFields = ["id", "title", "sidebar_label", "slug", "description"] as const;

function checkTypes(data: DocFrontMatter, file: string) {
  for (const field of stringFields) {
    if (data[field] !== undefined && typeof data[field] !== "string") {
      throw new ContentError(file, `invalid front matter: "${field}" must be a string`, { line: 1 });
    }
  }
  if (data.sidebar_position !== undefined && typeof data.sidebar_position !== "number") {
    throw new ContentError(file, `invalid front matter: "sidebar_position" must be a number`, { line: 1 });
  }
  if (data.hide_table_of_contents !== undefined && typeof data.hide_table_of_contents !== "boolean") {
    throw new ContentError(file, `invalid front matter: "hide_table_of_contents" must be true or false`, { line: 1 });
  }
  for (const field of ["pagination_prev", "pagination_next"] as const) {
    const value = data[field];
    if (value !== undefined && value !== null && typeof value !== "string") {
      throw new ContentError(file, `invalid front matter: "${field}" must be a doc id or null`, { line: 1 });
    }
  }
}
