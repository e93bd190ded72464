// Doc tags as Docusaurus's docs plugin reads them: front matter `tags` (labels, keys of the
// version's tags.yml, or `{ label, permalink }`), one page listing a version's tags at
// `<version path>/tags` and one page per tag at `<version path>/tags/<permalink>`.

import fs from "node:fs";
import path from "node:path";

export interface DocTag {
  label: string;
  /** The tag page's route. */
  route: string;
  description?: string;
}

export interface TagsFile {
  file: string;
  /** Tags by their key in tags.yml. */
  byKey: Map<string, { label: string; permalink: string; description?: string }>;
}

type Dict = Record<string, unknown>;

/** A version's tags.yml, when the docs have one (docs option `tags`; null: none). */
export function readTagsFile(docsDir: string, option: string | null | undefined, readYaml: (file: string) => unknown, report: (file: string, problem: string) => void): TagsFile | undefined {
  if (option === null) return undefined;
  const file = path.resolve(docsDir, option ?? "tags.yml");
  if (!fs.existsSync(file)) return undefined;
  const data = readYaml(file);
  if (data === undefined || data === null) return { file, byKey: new Map() };
  if (typeof data !== "object" || Array.isArray(data)) {
    report(file, "a tags file must map tag keys to { label, permalink, description }");
    return { file, byKey: new Map() };
  }
  const byKey = new Map<string, { label: string; permalink: string; description?: string }>();
  for (const [key, value] of Object.entries(data as Dict)) {
    const entry = (typeof value === "object" && value !== null ? value : {}) as Dict;
    byKey.set(key, {
      label: typeof entry.label === "string" ? entry.label : key,
      permalink: typeof entry.permalink === "string" ? entry.permalink : `/${kebab(key)}`,
      description: typeof entry.description === "string" ? entry.description : undefined,
    });
  }
  return { file, byKey };
}

/**
 * The tags of a doc. A string not in the version's tags.yml is an inline tag; with a tags file,
 * Docusaurus warns about it (onInlineTags), and so does this.
 */
export function docTags(
  tags: (string | { label: string; permalink: string })[] | undefined,
  versionPath: string,
  tagsFile: TagsFile | undefined,
  warn: (problem: string) => void,
): DocTag[] {
  const route = (permalink: string) => `${versionPath}/tags/${permalink.replace(/^\/+/, "")}`.replace(/\/+/g, "/");
  return (tags ?? []).map((tag) => {
    if (typeof tag !== "string") return { label: tag.label, route: route(tag.permalink) };
    const known = tagsFile?.byKey.get(tag);
    if (known) return { label: known.label, route: route(known.permalink), description: known.description };
    if (tagsFile) warn(`tag "${tag}" is not listed in ${path.basename(tagsFile.file)}`);
    return { label: tag, route: route(kebab(tag)) };
  });
}

/** A version's tags, by label, each with its docs; unlisted docs are on no tag's page. */
export function docsByTag<D extends { unlisted: boolean; tags: DocTag[] }>(
  docs: D[],
  compare: (a: string, b: string) => number,
): { tag: DocTag; docs: D[]; unlisted: boolean }[] {
  const byRoute = new Map<string, { tag: DocTag; docs: D[] }>();
  for (const doc of docs) {
    for (const tag of doc.tags) {
      const entry = byRoute.get(tag.route) ?? { tag, docs: [] };
      entry.docs.push(doc);
      byRoute.set(tag.route, entry);
    }
  }
  // As Docusaurus's docs plugin: a tag lists its listed docs; one whose docs are all unlisted is
  // itself unlisted and lists them, since they link to it.
  return [...byRoute.values()]
    .map(({ tag, docs: tagged }) => {
      const listed = tagged.filter((doc) => !doc.unlisted);
      return listed.length ? { tag, docs: listed, unlisted: false } : { tag, docs: tagged, unlisted: true };
    })
    .sort((a, b) => compare(a.tag.label, b.tag.label));
}

/** Lower-case words joined by dashes, as Docusaurus makes a tag's permalink from its label. */
export function kebab(text: string): string {
  return (
    text
      .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.join("-") ?? encodeURIComponent(text)
  );
}
