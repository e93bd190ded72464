// The home page's content: the readers' top tasks and the sections of the docs, from the content
// folder's home.yml, so the engine names no site's tasks. Read with the rest of the content tree
// (content.server.ts), so a mistake in it is reported like any other, with its file and line.

import type { HomePage, HomeLink } from "./content-types";

/** Where a value sits in the file: keys and list indexes from the top (`["tasks", 1, "href"]`). */
export type YamlPath = (string | number)[];

/** `report(problem, at)`: a problem in the file, at the value it is about (for its line). */
export function parseHomePage(data: unknown, report: (problem: string, at: YamlPath) => void): HomePage | undefined {
  if (!isMap(data)) {
    report("home.yml must be a map with title, tasks and sections", []);
    return undefined;
  }
  const name = (at: YamlPath) => at.map((part, i) => (typeof part === "number" ? `[${part}]` : i ? `.${part}` : part)).join("");
  const text = (value: unknown, at: YamlPath): string | undefined => {
    if (typeof value === "string" && value.trim()) return value.trim();
    report(`"${name(at)}" must be a non-empty string`, at);
    return undefined;
  };
  const link = (value: Record<string, unknown>, at: YamlPath): HomeLink | undefined => {
    const label = text(value.label ?? value.title, [...at, value.label === undefined ? "title" : "label"]);
    const href = text(value.href, [...at, "href"]);
    if (href && !/^(\/|https?:\/\/)/.test(href)) report(`"${name([...at, "href"])}" must be a site path (/docs/…) or a full URL, not ${href}`, [...at, "href"]);
    return label && href ? { label, href } : undefined;
  };
  const list = <T>(value: unknown, at: YamlPath, item: (entry: Record<string, unknown>, at: YamlPath) => T | undefined): T[] => {
    if (value === undefined) return [];
    if (!Array.isArray(value)) {
      report(`"${name(at)}" must be a list`, at);
      return [];
    }
    return value.flatMap((entry, i) => {
      const made = isMap(entry) ? item(entry, [...at, i]) : (report(`"${name([...at, i])}" must be a map with a label (or title) and an href`, [...at, i]), undefined);
      return made === undefined ? [] : [made];
    });
  };
  const title = text(data.title, ["title"]);
  const tasks = list(data.tasks, ["tasks"], (entry, at) => {
    const main = link(entry, at);
    const description = text(entry.text, [...at, "text"]);
    return main && description ? { ...main, text: description, links: list(entry.links, [...at, "links"], link) } : undefined;
  });
  const sections = list(data.sections, ["sections"], (entry, at) => {
    const main = link(entry, at);
    const description = text(entry.text, [...at, "text"]);
    const action = text(entry.action, [...at, "action"]);
    return main && description && action ? { ...main, text: description, action } : undefined;
  });
  if (!title) return undefined;
  return { title, intro: typeof data.intro === "string" ? data.intro.trim() : undefined, tasks, sections };
}

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The home page to render: home.yml's, or (a content tree without one) the site's title, its
 * tagline and the navbar's sections as plain links, so another site's content still gets a working
 * home page.
 */
export function loadHomePage(model: { home?: HomePage }, sections: { label: string; href: string }[], title: string, tagline?: string): HomePage {
  // navbar.json is not type-checked (a wrong label shows as that navbar item's error): only text labels are used here.
  const named = sections.filter((section) => typeof section.label === "string" && typeof section.href === "string");
  return model.home ?? { title, intro: tagline?.trim() || undefined, tasks: [], sections: named.map((section) => ({ ...section, text: "", action: section.label })) };
}

/**
 * The line of the value at `at` in a block-style YAML file (1-based), or of the nearest enclosing
 * value written on a line of its own (a flow map `{ … }` holds its keys on one line): js-yaml
 * keeps no positions of what it read.
 */
export function yamlLine(source: string, at: YamlPath): number {
  const lines = source.split("\n");
  let line = 0;
  let indent = -1;
  let end = lines.length;
  for (const part of at) {
    let found = -1;
    let items = 0;
    /** The list's own items share the first item's indent; deeper dashes belong to nested lists. */
    let itemDepth = -1;
    for (let i = line + (indent >= 0 ? 1 : 0); i < end; i++) {
      const text = lines[i].replace(/\s+#.*$/, "");
      if (!text.trim() || text.trimStart().startsWith("#")) continue;
      const depth = text.length - text.trimStart().length;
      if (depth <= indent && i > line) break;
      const item = /^(\s*)- /.exec(text);
      if (item && itemDepth < 0) itemDepth = depth;
      const ownItem = item && depth === itemDepth;
      if (typeof part === "number" ? ownItem && items++ === part : new RegExp(`^\\s*(- )?${part}\\s*:`).test(text) && (!item || depth > indent)) {
        found = i;
        break;
      }
    }
    if (found < 0) return line + 1;
    const depth = lines[found].length - lines[found].trimStart().length;
    // Inside a list item, its keys sit two columns further in than its dash.
    indent = typeof part === "number" ? depth + 1 : depth;
    line = found;
    end = lines.length;
  }
  return line + 1;
}
