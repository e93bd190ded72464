// Builds dist/sw.js: sw.ts bundled with esbuild, then workbox-build's injectManifest writes the
// precache manifest into it: every file of the deploy a reader may need offline, each with a
// content revision (hashed build assets and page modules need none, their names change instead).
import fs from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";
// The module itself, not the package index, which also loads generateSW and its bundler.
import { injectManifest } from "workbox-build/build/inject-manifest.js";
import { projectRoot } from "./paths.mjs";
import { needsRevision, revisionOf } from "./precache-revision.mjs";

const PRECACHED = /\.(html|json|js|css|png|svg|gif|webp|jpg|webmanifest|ico)$/;
// The worker itself, and the social card (for link previews, never shown on a page).
const NOT_PRECACHED = new Set(["sw.js", "sw.source.js", "img/social-card.png"]);
const MAX_BYTES = 20 * 1024 * 1024;

/**
 * The manifest entries of `out`. Most files (pages and their data) were just written by the
 * prerender workers, which hashed them on the way (`known`); the rest are read here. Listing the
 * files ourselves spares workbox-build re-reading every page of the site.
 */
function manifestEntries(out, known) {
  const entries = [];
  const tooLarge = [];
  let bytes = 0;
  for (const rel of fs.readdirSync(out, { recursive: true }).map(String).sort()) {
    const url = rel.split(path.sep).join("/");
    if (!PRECACHED.test(url) || NOT_PRECACHED.has(url)) continue;
    const file = path.join(out, rel);
    const stat = fs.statSync(file);
    if (!stat.isFile()) continue;
    // Browsers' storage quotas and slow connections: such a file is fetched when used, not ahead.
    if (stat.size > MAX_BYTES) {
      tooLarge.push(url);
      continue;
    }
    const revision = needsRevision(url) ? known.get(url) ?? revisionOf(fs.readFileSync(file)) : null;
    entries.push({ url, revision });
    bytes += stat.size;
  }
  return { entries, bytes, tooLarge };
}

/** `known`: revisions of files already hashed, by URL relative to `out`. */
export async function buildServiceWorker(out, known = new Map()) {
  const source = path.join(out, "sw.source.js");
  await esbuild.build({
    entryPoints: [path.join(projectRoot, "sw.ts")],
    bundle: true,
    format: "iife",
    minify: true,
    target: "es2020",
    define: { "process.env.NODE_ENV": '"production"' },
    outfile: source,
    logLevel: "silent",
  });
  const { entries, bytes, tooLarge } = manifestEntries(out, known);
  // Entries given to it as additional ones are not counted in its size: it never read them.
  const { count, warnings } = await injectManifest({
    swSrc: source,
    swDest: path.join(out, "sw.js"),
    globDirectory: out,
    globPatterns: [],
    additionalManifestEntries: entries,
  });
  fs.rmSync(source);
  if (warnings.length) throw new Error(`service worker: ${warnings.join("; ")}`);
  return { count, size: bytes, tooLarge };
}
