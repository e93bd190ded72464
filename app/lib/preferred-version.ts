// The reader's chosen docs version, remembered across visits (as Docusaurus does).
import type { VersionChoice } from "./content-types";
import type { DocItemTarget } from "~/site.config";

const KEY = "docs-preferred-version-default";

export function readPreferredVersion(): string | undefined {
  try {
    return localStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined; // Storage can be blocked; the preference is then just not kept.
  }
}

export function savePreferredVersion(name: string): void {
  try {
    localStorage.setItem(KEY, name);
  } catch {
    // See readPreferredVersion.
  }
}

/** Where a navbar link to the current docs (`/docs/…`) should lead for a reader who chose `preferred`. */
export function versionedHref(href: string, versions: VersionChoice[], preferred: string | undefined): string {
  const version = versions.find((v) => v.name === preferred) ?? versions.find((v) => v.isLast) ?? versions[0];
  return version?.sectionLinks[href] ?? href;
}

/**
 * Where a navbar item of type `doc`, `docSidebar` or `docsVersion` (a link into the last version's
 * docs, `href`) leads, and the sidebar of that page. Docusaurus looks for its doc (or sidebar) in the
 * version of the page being read, then in the reader's chosen version, then in the last one, and
 * takes the first that has it: a reader of the 2.0 docs stays in 2.0 when they click "Docs". A
 * config's item knows its page in each version (`byVersion`: a sidebar's first doc differs from one
 * version to the next); a navbar.json link into the docs is the same page in each version
 * (`docItemTargets`). When no candidate has it, the chosen version's first page. `version` names the
 * version it was found in.
 */
export function docItemTarget(
  item: { href: string; byVersion?: Record<string, DocItemTarget> },
  versions: VersionChoice[],
  active: string | undefined,
  preferred: string | undefined,
): { route: string; sidebar?: string; version?: string } {
  const last = versions.find((v) => v.isLast) ?? versions[0];
  for (const name of new Set([active, preferred, last?.name])) {
    if (name === undefined) continue;
    const target = item.byVersion ? item.byVersion[name] : versions.find((v) => v.name === name)?.docItemTargets?.[item.href];
    if (target) return { ...target, version: name };
  }
  return { route: item.byVersion ? item.href : versionedHref(item.href, versions, active ?? preferred) };
}
