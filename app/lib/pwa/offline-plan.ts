// What the service worker saves for offline reading, and when: named decisions shared by sw.ts and
// the page, free of worker and DOM types so that unit tests can call them.
import type { ShardRef } from "./manifest-shards";

/** What the build tells the worker (scripts/lib/offline-plan.mjs). */
export interface OfflinePlan {
  /** The gzip size of every file of the whole site. */
  transferBytes: number;
  /** How many files the whole site has. */
  files: number;
  /** Under the site config's budget: saved without asking, on a connection that allows it. */
  autoSave: boolean;
  /** The gzip size of each entry sw.js carries, in its order. */
  sizes: number[];
  /** The shards listing every other file, in key order. */
  shards: ShardRef[];
  /** The files the shell's pages load besides the shell's own (the logo, the site's stylesheet). */
  shellAssets: string[];
  /** offline.html, for when the worker could not save it (2g, data saver). */
  offlinePage: string;
}

export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** 2g or data saver: nothing is downloaded beyond what the current page needs. */
export function isSlow(connection: ConnectionInfo | undefined): boolean {
  return Boolean(connection && (connection.saveData || connection.effectiveType === "2g" || connection.effectiveType === "slow-2g"));
}

/**
 * Why a whole-site save was asked for: `auto` by every page on load, `installed` by a page running
 * as an installed app (or when the app was just installed), `reader` by "Save for offline reading".
 */
export type SaveReason = "auto" | "installed" | "reader";

/** The reader's last word on the saved copy, kept across deploys. */
export type SaveChoice = "saved" | "removed" | undefined;

export function shouldSaveWholeSite({ reason, plan, slow, choice }: { reason: SaveReason; plan: Pick<OfflinePlan, "autoSave">; slow: boolean; choice: SaveChoice }): boolean {
  // The reader asked, having been told it uses data on a slow or metered connection.
  if (reason === "reader") return true;
  if (slow || choice === "removed") return false;
  // Docusaurus's PWA plugin saves the site once the app is installed; so do we, whatever its size.
  if (reason === "installed" || choice === "saved") return true;
  return plan.autoSave;
}

export { isShellFile } from "./offline-index.mjs";

/**
 * How the worker gets the shell at install. On a slow connection it keeps only what the browser
 * already downloaded for the current page (the HTTP cache): not one request more.
 */
export function shellFetchMode(slow: boolean): "network" | "already-downloaded" {
  return slow ? "already-downloaded" : "network";
}

/**
 * The HTML file of the page whose route data `url` is (`_data/docs/x.json` → `docs/x.html`), or
 * undefined for other files. A page opened by link came as data; its HTML is kept too, so that it
 * also opens offline by URL.
 */
export function pageOfData(url: string): string | undefined {
  const route = /^_data\/(.+)\.json$/.exec(url)?.[1];
  if (!route || route === "__site" || route.startsWith("sidebars/")) return undefined;
  return `${route}.html`;
}

/** Bytes still to download to save the whole site: the entries not saved yet. */
export function bytesToSave(urls: Iterable<string>, sizeOf: (url: string) => number, saved: (url: string) => boolean): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const url of urls) {
    if (saved(url)) continue;
    files += 1;
    bytes += sizeOf(url);
  }
  return { files, bytes };
}

/** What "Save for offline reading" shows: the worker's answer to `OFFLINE_STATUS`. */
export interface OfflineStatus {
  totalFiles: number;
  savedFiles: number;
  totalBytes: number;
  /** What saving the whole site would download now (after a deploy: only what changed). */
  missingBytes: number;
  saving: SaveProgress | null;
  choice: SaveChoice;
  autoSave: boolean;
}

export interface SaveProgress {
  doneFiles: number;
  totalFiles: number;
  doneBytes: number;
  totalBytes: number;
}

/** Why a save ended before the whole site was saved. */
export type SaveStop = "cancelled" | "offline" | "newer-deploy" | "storage-full";

/** Messages from the page to the worker. */
export type ToWorker =
  | { type: "SKIP_WAITING" }
  | { type: "CONNECTION"; slow: boolean }
  | { type: "SAVE_SITE"; reason: SaveReason }
  | { type: "CANCEL_SAVE" }
  | { type: "REMOVE_SAVED" }
  | { type: "OFFLINE_STATUS" }
  /** Answered with the cache keys (absolute URLs) of the pages saved: the cache may be too large to list in a page. */
  | { type: "SAVED_PAGES" }
  | { type: "KEEP_PAGE"; files: { from: string; entry: string }[] }
  | { type: "PREFETCH"; urls: string[] };

/** Messages from the worker to its pages. */
export type FromWorker =
  | { type: "SAVE_PROGRESS"; progress: SaveProgress }
  | { type: "SAVE_FINISHED" }
  | { type: "SAVE_STOPPED"; reason: SaveStop }
  | { type: "SAVE_REMOVED" }
  | { type: "NEWER_DEPLOY" }
  /** Asked at install, answered on the message's port with `{ slow }`. */
  | { type: "CONNECTION?" };

/** "12.3 MB": sizes as a reader reads them (decimal megabytes, as download managers show). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000 * 1000) return `${Math.max(1, Math.round(bytes / 1000))} kB`;
  return `${(bytes / 1e6).toFixed(bytes < 1e7 ? 1 : 0)} MB`;
}
