// The reader's chosen docs version, remembered across visits (as Docusaurus does).
import type { VersionChoice } from "./content-types";

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
