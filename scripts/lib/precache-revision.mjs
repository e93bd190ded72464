// Revisions of the service worker's precache entries. Apart from service-worker.mjs so that the
// prerender workers, which hash what they write, do not load esbuild and workbox-build.
import crypto from "node:crypto";
import zlib from "node:zlib";
// Search shards (_search/) are named by their content too: cached as they are used, never revised.
import { NAMED_BY_CONTENT } from "../../app/lib/pwa/offline-index.mjs";

const PRECACHED = /\.(html|json|js|css|png|svg|gif|webp|jpg|webmanifest|ico)$/;
// The worker itself, and the social card (for link previews, never shown on a page).
const NOT_PRECACHED = new Set(["sw.js", "sw.source.js", "img/social-card.png"]);

/**
 * Whether the service worker may save the file (URL path) for offline reading, by its type: a
 * page's Markdown copy, llms.txt and the like are for tools, not readers.
 */
export function isPrecachedType(url) {
  return PRECACHED.test(url) && !NOT_PRECACHED.has(url);
}

/** Whether a file's manifest entry needs a revision: names that change with the content do not. */
export function needsRevision(url) {
  return !NAMED_BY_CONTENT.test(url);
}

/**
 * A file's revision: the base64 SHA-256 of its content, which is also its subresource integrity
 * value. The worker fetches each entry with `integrity: sha256-<revision>`, so a response of
 * another deploy (the host updated mid-fill) fails instead of being stored under this revision.
 */
export function revisionOf(content) {
  return crypto.createHash("sha256").update(content).digest("base64");
}

/** What the file costs a reader to download: its gzip size (hosts compress text on the way). */
export function transferSizeOf(content) {
  return zlib.gzipSync(content, { level: 6 }).length;
}
