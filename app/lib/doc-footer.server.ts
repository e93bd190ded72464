// What a doc page shows under its text, as Docusaurus does: when its file last changed and a link
// to edit that file in the repository.

import path from "node:path";
import { lastUpdatedAt } from "./git-dates.server";
import type { DocFooterData } from "./content-types";
import { docsOptionsFor, getContentModel } from "./content.server";
import { editUrlPattern } from "./content/site-config.server";
import { site } from "~/site.config";

/** `file` lies in the content tree at `root`. */
export async function loadDocFooter(root: string, file: string): Promise<DocFooterData> {
  const model = getContentModel();
  const doc = model.docsByFile.get(file);
  const frontMatter = doc?.frontMatter ?? {};
  const footer: DocFooterData = { editUrl: editUrlOf(root, file) };
  // front matter custom_edit_url wins, and null or "" hides the link.
  if (frontMatter.custom_edit_url !== undefined) footer.editUrl = frontMatter.custom_edit_url || undefined;
  // Each docs plugin instance has its own options (a second instance's pages may be edited in
  // another repository, or show no date).
  if (docsOptionsFor(file).showLastUpdateTime) {
    const at = frontMatter.last_update?.date ? new Date(frontMatter.last_update.date).toISOString() : await lastUpdatedAt(file, { root });
    if (at) footer.lastUpdatedAt = at;
  }
  if (frontMatter.last_update?.author) footer.lastUpdatedBy = frontMatter.last_update.author;
  return footer;
}

/**
 * The docs option editUrl of the file's docs plugin instance: a function's answer, or the pattern
 * with `{path}` replaced (none without one).
 */
function editUrlOf(root: string, file: string): string | undefined {
  const model = getContentModel();
  const doc = model.docsByFile.get(file);
  const instance = doc?.version.instance;
  const options = docsOptionsFor(file);
  const editUrl = options.editUrl;
  if (typeof editUrl === "function") {
    if (!doc) return undefined;
    const version = model.versions.find((v) => v.info.name === doc.version.name && v.info.instance === instance);
    if (!version) return undefined;
    return (
      editUrl({
        version: doc.version.name,
        versionDocsDirPath: toPosix(path.relative(root, version.docsDir)),
        docPath: toPosix(path.relative(version.docsDir, file)),
        permalink: doc.route,
        locale: site.locales[0]?.code ?? "en",
      }) || undefined
    );
  }
  const pattern = instance ? editUrlPattern(editUrl) : site.editUrl;
  // editCurrentVersion: an older version's page is edited in the current docs.
  if (doc && options.editCurrentVersion && doc.version.name !== "current") {
    const version = model.versions.find((v) => v.info.name === doc.version.name && v.info.instance === instance);
    if (version) return editUrlFor(root, path.join(options.path, path.relative(version.docsDir, file)), pattern);
  }
  return editUrlFor(root, file, pattern);
}

function toPosix(rel: string): string {
  return rel.split(path.sep).join("/");
}

/** An edit URL pattern with `{path}` replaced by the file's path in the content tree (none without a pattern). */
function editUrlFor(root: string, file: string, pattern: string | undefined): string | undefined {
  if (!pattern) return undefined;
  const rel = path.relative(root, file).split(path.sep).map(encodeURIComponent).join("/");
  return pattern.replace("{path}", rel);
}
