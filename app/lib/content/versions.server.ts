// The docs versions of a content folder, as Docusaurus's docs plugin derives them: the current docs
// (docs/) and each name of versions.json (versioned_docs/version-<name>/), each with its route,
// label, banner and sidebars file, narrowed by includeCurrentVersion, onlyIncludeVersions and
// disableVersioning.
//
// A Docusaurus site (one with a config file) follows Docusaurus's defaults: the newest release of
// versions.json is the last version, served at /docs, and the current docs at /docs/next. A content
// folder without a config keeps this engine's older default: the current docs at /docs.

import fs from "node:fs";
import path from "node:path";
import type { VersionInfo } from "../content-types";
import type { DocsOptions } from "./site-config.server";

export interface VersionSource {
  info: VersionInfo;
  docsDir: string;
  /** The version's sidebars file; false for none, undefined for one generated sidebar. */
  sidebarsFile?: string | false;
}

export interface VersionProblem {
  file: string;
  problem: string;
  /** Text to find in the file for the problem's line. */
  snippet?: string;
}

export function versionSources(
  root: string,
  docs: DocsOptions,
  currentLabel: string,
  readVersionNames: (file: string) => string[] | undefined,
  report: (problem: VersionProblem) => void,
): VersionSource[] {
  const versionsFile = path.join(root, "versions.json");
  if (docs.disableVersioning && !docs.includeCurrentVersion) {
    // Docusaurus refuses this pair: no version would be left.
    report({ file: versionsFile, problem: "the docs options disableVersioning and includeCurrentVersion: false leave no version to build: drop one of them" });
    return [];
  }
  // With disableVersioning the released versions are not read (nor need their folders).
  const released = !docs.disableVersioning && fs.existsSync(versionsFile) ? readVersionNames(versionsFile) ?? [] : [];
  const listed = docs.includeCurrentVersion ? ["current", ...released] : released;
  // onlyIncludeVersions narrows the versions before their folders are looked for, as in
  // Docusaurus: a preview build of the current docs needs no released version's folder.
  let wanted = listed;
  if (docs.onlyIncludeVersions) {
    const unknown = docs.onlyIncludeVersions.filter((name) => !listed.includes(name));
    if (unknown.length) report({ file: versionsFile, problem: `onlyIncludeVersions names versions these docs do not have: ${unknown.join(", ")}` });
    wanted = listed.filter((name) => docs.onlyIncludeVersions!.includes(name));
  }
  const all = listed.filter((name) => {
    if (name === "current" || !wanted.includes(name) || fs.existsSync(path.join(root, "versioned_docs", `version-${name}`))) return true;
    report({ file: versionsFile, problem: `version ${name} has no folder versioned_docs/version-${name}`, snippet: JSON.stringify(name) });
    return false;
  });
  if (all.length === 0) {
    report({ file: versionsFile, problem: "includeCurrentVersion is false and versions.json lists no version: there are no docs to build" });
    return [];
  }
  const included = all.filter((name) => wanted.includes(name));
  const lastVersion = docs.lastVersion ?? (docs.fromConfigFile ? included.find((name) => name !== "current") ?? included[0] ?? all[0] : all[0]);
  if (!all.includes(lastVersion)) {
    report({ file: versionsFile, problem: `lastVersion "${lastVersion}" is not a version of these docs (${all.join(", ")})` });
  } else if (!included.includes(lastVersion)) {
    // Docusaurus refuses this pair too.
    report({ file: versionsFile, problem: `lastVersion "${lastVersion}" is not among onlyIncludeVersions (${included.join(", ")}): include it, or set lastVersion to one of them` });
  }
  for (const name of Object.keys(docs.versions)) {
    if (!all.includes(name)) report({ file: versionsFile, problem: `the docs option versions.${name} names a version these docs do not have` });
  }
  const lastIndex = all.indexOf(lastVersion);
  return included.map((name, index): VersionSource => {
    const options = docs.versions[name] ?? {};
    const isLast = name === lastVersion;
    const defaultPath = isLast ? "" : name === "current" ? "next" : name;
    const route = joinPath(docs.routeBasePath, options.path ?? defaultPath);
    const position = all.indexOf(name);
    // Docusaurus: releases newer than the last one are unreleased, older ones unmaintained.
    const defaultBanner = isLast ? "none" : name === "current" || position < lastIndex ? "unreleased" : "unmaintained";
    const banner = options.banner ?? defaultBanner;
    void index;
    return {
      info: {
        name,
        label: options.label ?? (name === "current" ? currentLabel : name),
        path: route,
        isLast,
        ...(banner !== "none" ? { banner } : {}),
        badge: options.badge ?? all.length > 1,
        ...(options.noIndex ? { noIndex: true } : {}),
        ...(options.className ? { className: options.className } : {}),
      },
      docsDir: name === "current" ? docs.path : path.join(root, "versioned_docs", `version-${name}`),
      sidebarsFile: name === "current" ? docs.sidebarPath : versionedSidebars(root, name, docs),
    };
  });
}

function versionedSidebars(root: string, name: string, docs: DocsOptions): string | false | undefined {
  const file = path.join(root, "versioned_sidebars", `version-${name}-sidebars.json`);
  if (fs.existsSync(file)) return file;
  // Without its own sidebars a Docusaurus version has none; this engine used to share the current one's.
  return docs.fromConfigFile ? false : docs.sidebarPath;
}

function joinPath(base: string, rest: string): string {
  const joined = `/${base}/${rest}`.replace(/\/+/g, "/").replace(/(.)\/$/, "$1");
  return joined;
}

/**
 * A docs plugin instance beyond the default one (its `id`, `path`, `routeBasePath`, `sidebarPath`):
 * another docs section with its own sidebar, built like an unversioned current version. It never
 * shows in the version menu, and is not the last version. Its own versions
 * (`<id>_versions.json`) are not built: reported through `report`.
 */
export function instanceSource(root: string, id: string, docs: DocsOptions, report: (problem: VersionProblem) => void): VersionSource | undefined {
  if (!fs.existsSync(docs.path)) {
    report({ file: root, problem: `the docs plugin instance "${id}" has no folder ${path.relative(root, docs.path) || "."}/: it is not built` });
    return undefined;
  }
  const versionsFile = path.join(root, `${id}_versions.json`);
  if (fs.existsSync(versionsFile)) report({ file: versionsFile, problem: `the docs plugin instance "${id}" is built from its current docs only (${path.relative(root, docs.path)}/): its versions are not built here` });
  // Its one version takes the options Docusaurus gives the current version (`versions.current`):
  // Docusaurus's own site keeps its docs-tests instance out of search engines with `noIndex`.
  const current = docs.versions.current ?? {};
  return {
    info: {
      name: id,
      label: current.label ?? id,
      path: joinPath(docs.routeBasePath, current.path ?? ""),
      isLast: false,
      badge: current.badge ?? false,
      ...(current.banner && current.banner !== "none" ? { banner: current.banner } : {}),
      ...(current.noIndex ? { noIndex: true } : {}),
      ...(current.className ? { className: current.className } : {}),
      instance: id,
    },
    docsDir: docs.path,
    sidebarsFile: docs.sidebarPath,
  };
}
