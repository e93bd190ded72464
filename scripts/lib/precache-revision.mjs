// Revisions of the service worker's precache entries. Apart from service-worker.mjs so that the
// prerender workers, which hash what they write, do not load esbuild and workbox-build.
import crypto from "node:crypto";

const NAMED_BY_CONTENT = /^(build\/|mdx\/|_search\/)/;

/** Whether a file's manifest entry needs a revision: names that change with the content do not. */
export function needsRevision(url) {
  return !NAMED_BY_CONTENT.test(url);
}

/** The revision Workbox would give `content`. */
export function revisionOf(content) {
  return crypto.createHash("md5").update(content).digest("hex");
}
