// The home page's content: the readers' top tasks and the sections of the docs, from the content
// folder's home.yml, so the engine names no site's tasks. Read with the rest of the content tree
// (content.server.ts), so a mistake in it is reported like any other, with its file and line.

import type { HomePage, HomeLink } from "./content-types";

/** `report(problem, near)`: a problem in the file, `near` the text it is found at (for its line). */
export function parseHomePage(data: unknown, report: (problem: string, near?: string) => void): HomePage | undefined {
  if (!isMap(data)) {
    report("home.yml must be a map with title, tasks and sections");
    return undefined;
  }
  const text = (value: unknown, field: string, near?: string): string | undefined => {
    if (typeof value === "string" && value.trim()) return value.trim();
    report(`"${field}" must be a non-empty string`, near ?? `${field.split(".").pop()}:`);
    return undefined;
  };
  const link = (value: unknown, field: string): HomeLink | undefined => {
    if (!isMap(value)) {
      report(`"${field}" must be a map with label (or title) and href`);
      return undefined;
    }
    const label = text(value.label ?? value.title, `${field}.label`);
    const href = text(value.href, `${field}.href`, typeof value.href === "string" ? value.href : undefined);
    if (href && !/^(\/|https?:\/\/)/.test(href)) report(`"${field}.href" must be a site path (/docs/…) or a full URL, not ${href}`, href);
    return label && href ? { label, href } : undefined;
  };
  const list = <T>(value: unknown, field: string, item: (entry: Record<string, unknown>, at: string) => T | undefined): T[] => {
    if (value === undefined) return [];
    if (!Array.isArray(value)) {
      report(`"${field}" must be a list`, `${field}:`);
      return [];
    }
    return value.flatMap((entry, i) => {
      const made = isMap(entry) ? item(entry, `${field}[${i}]`) : (report(`"${field}[${i}]" must be a map`, `${field}:`), undefined);
      return made === undefined ? [] : [made];
    });
  };
  const title = text(data.title, "title");
  const tasks = list(data.tasks, "tasks", (entry, at) => {
    const main = link(entry, at);
    const description = text(entry.text, `${at}.text`);
    return main && description ? { ...main, text: description, links: list(entry.links, `${at}.links`, (sub, subAt) => link(sub, subAt)) } : undefined;
  });
  const sections = list(data.sections, "sections", (entry, at) => {
    const main = link(entry, at);
    const description = text(entry.text, `${at}.text`);
    const action = text(entry.action, `${at}.action`);
    return main && description && action ? { ...main, text: description, action } : undefined;
  });
  if (!title) return undefined;
  return { title, intro: typeof data.intro === "string" ? data.intro.trim() : undefined, tasks, sections };
}

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The home page to render: home.yml's, or (a content tree without one) the navbar's sections as
 * plain links, so another site's content still gets a working home page.
 */
export function loadHomePage(model: { home?: HomePage }, sections: { label: string; href: string }[], title: string): HomePage {
  return model.home ?? { title, tasks: [], sections: sections.map((section) => ({ ...section, text: "", action: section.label })) };
}
