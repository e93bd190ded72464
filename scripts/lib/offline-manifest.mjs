// The service worker's manifest split into what sw.js carries and shard files the worker loads as
// it needs them (app/lib/pwa/offline-index.mjs says why and how). Before, sw.js listed every file of
// the site: 488 KB brotli at 5,000 pages, downloaded by every first visit.
import crypto from "node:crypto";
import path from "node:path";
import { groupKeyOf, isInlineEntry, SHARD_FOLDER } from "../../app/lib/pwa/offline-index.mjs";
import { writeAtomically } from "./files.mjs";

/** About this many entries a shard (a page's group is never split): a few KB gzip each. */
const ENTRIES_PER_SHARD = 150;

/**
 * `entries`: `{ url, revision, transferBytes, group? }`, where `group` is the URL of the HTML page
 * the file belongs to (its data, module and images). Returns the entries sw.js carries and the
 * shards, each `{ from, entries }` with its first group key, in key order.
 */
export function splitManifest(entries) {
  const inline = [];
  const grouped = [];
  for (const entry of entries) {
    if (isInlineEntry(entry.url)) inline.push(entry);
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
 * deploy's worker never loads another deploy's). Returns `{ from, url }` for each, for sw.js.
 */
export function writeShards(dest, shards) {
  return shards.map(({ from, entries }) => {
    const text = JSON.stringify(entries.map(({ url, revision, transferBytes }) => [url, revision, transferBytes]));
    const url = `${SHARD_FOLDER}${crypto.createHash("sha256").update(text).digest("hex").slice(0, 16)}.json`;
    writeAtomically(path.join(dest, url), text);
    return { from, url };
  });
}
