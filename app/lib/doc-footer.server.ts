// What a doc page shows under its text, as Docusaurus does: when its file last changed and a link
// to edit that file in the repository.

import path from "node:path";
import { lastUpdatedAt } from "./git-dates.server";
import type { DocFooterData } from "./content-types";
import { site } from "~/site.config";

/** `file` lies in the content tree at `root`. */
export async function loadDocFooter(root: string, file: string): Promise<DocFooterData> {
  return { lastUpdatedAt: await lastUpdatedAt(file, { root }), editUrl: editUrlFor(root, file) };
}

/** The site's edit URL pattern with `{path}` replaced by the file's path in the content tree. */
export function editUrlFor(root: string, file: string, pattern = site.editUrl): string | undefined {
  if (!pattern) return undefined;
  const rel = path.relative(root, file).split(path.sep).map(encodeURIComponent).join("/");
  return pattern.replace("{path}", rel);
}
