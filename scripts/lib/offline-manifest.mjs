// The service worker's manifest split into what sw.js carries and shard files the worker loads as
// it needs them (app/lib/pwa/offline-index.mjs says why and how). Before, sw.js listed every file of
// the site: 488 KB brotli at 5,000 pages, downloaded by every first visit.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { groupKeyOf, isInlineEntry, SHARD_FOLDER, SHELL_PAGES } from "../../app/lib/pwa/offline-index.mjs";
import { writeFile } from "./files.mjs";

/** About this many entries a shard (a page's group is never split): a few KB gzip each. */
const ENTRIES_PER_SHARD = 150;

/**
 * The files of the site the shell's pages load (`src` and `href` of their elements, within the
 * site): the logo, the favicon, the site's stylesheet. `files`: `{ rel, file }` of every file.
 */
export function shellAssetsOf(files, basePath) {
  const byRel = new Map(files.map((f) => [f.rel, f.file]));
  const assets = new Set();
  for (const page of SHELL_PAGES) {
    const file = byRel.get(page);
    if (!file) continue;
    for (const [, value] of fs.readFileSync(file, "utf8").matchAll(/\s(?:src|href)="([^"#?]+)[^"]*"/g)) {
      if (!value.startsWith(`${basePath}/`) || value.startsWith("//")) continue;
      const rel = decodeURI(value.slice(basePath.length + 1));
      if (byRel.has(rel) && !SHELL_PAGES.includes(rel)) assets.add(rel);
    }
  }
  return assets;
}

/**
 * `entries`: `{ url, revision, transferBytes, group? }`, where `group` is the URL of the HTML page
 * the file belongs to (its data, module and images); `shellAssets`: the files the shell's pages
 * load. Returns the entries sw.js carries and the shards, each `{ from, entries }` with its first
 * group key, in key order.
 */
export function splitManifest(entries, shellAssets = new Set()) {
  const inline = [];
  const grouped = [];
  for (const entry of entries) {
    if (isInlineEntry(entry.url, shellAssets)) inline.push(entry);
    else grouped.push({ key: groupKeyOf(entry.group ?? entry.url), entry });
  }
  grouped.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.entry.url < b.entry.url ? -1 : 1));
  const shards = [];
  let current;
  grouped.forEach(({ key, entry }, index) => {
    const startsGroup = index === 0 || grouped[index - 1].key !== key;
    if (!current || (startsGroup && current.entries.length >= ENTRIES_PER_SHARD)) shards.push((current = { from: key, entries: [] }));
    current.entries.push(entry);
  });
  return { inline, shards };
}

/**
 * Writes each shard into `dest` as `[[url, revision, transferBytes], …]`, named by its content (a
 * deploy's worker never loads another deploy's), unless the folder `kept` (the output an incremental
 * build updates) has it already. Returns `{ from, url }` for each, for sw.js.
 */
export function writeShards(dest, shards, kept) {
  return shards.map(({ from, entries }) => {
    const text = JSON.stringify(entries.map(({ url, revision, transferBytes }) => [url, revision, transferBytes]));
    const url = `${SHARD_FOLDER}${crypto.createHash("sha256").update(text).digest("hex").slice(0, 16)}.json`;
    if (!kept || !fs.existsSync(path.join(kept, url))) writeFile(path.join(dest, url), text);
    return { from, url };
  });
}
