// Builds dist/sw.js: sw.ts bundled with esbuild, then workbox-build's injectManifest writes the
// app shell's precache entries into it; the entries of every other file of the deploy a reader may
// need offline go into shard files the worker loads as it needs them (offline-manifest.mjs). Each
// entry has a content revision (hashed build assets and page modules need none, their names change
// instead).
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
// The module itself, not the package index, which also loads generateSW and its bundler.
import { injectManifest } from "workbox-build/build/inject-manifest.js";
import { basePath, cacheRoot, projectRoot } from "./paths.mjs";
import { isPrecachedType, needsRevision, revisionOf, transferSizeOf } from "./precache-revision.mjs";
import { offlinePlan, withOfflinePlan } from "./offline-plan.mjs";
import { shellAssetsOf, splitManifest, writeShards } from "./offline-manifest.mjs";
import { SHARD_FOLDER } from "../../app/lib/pwa/offline-index.mjs";
import { readIfExists, writeAtomically } from "./files.mjs";

const MAX_BYTES = 20 * 1024 * 1024;
// Offline search needs its manifest and shards, whatever their size.
const SEARCH_FILES = /^(search-manifest\.json$|_search\/)/;

/**
 * The manifest entries of the site's files (`{ rel, file }`: URL path and where the file is now).
 * Most files (pages and their data) were hashed and measured by the prerender when it wrote them
 * (`known`, from an earlier build for the pages an incremental build kept); the rest are read here.
 * Listing the files ourselves spares workbox-build re-reading every page of the site.
 */
function manifestEntries(files, known) {
  const entries = [];
  const tooLarge = [];
  const measured = [];
  let bytes = 0;
  for (const { rel: url, file } of [...files].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0))) {
    if (!isPrecachedType(url) || url.startsWith(SHARD_FOLDER)) continue;
    const { revision: knownRevision, bytes: knownBytes, transferBytes: knownTransfer, group } = known.get(url) ?? {};
    const size = knownBytes ?? fs.statSync(file).size;
    // Browsers' storage quotas and slow connections: such a file is fetched when used, not ahead.
    if (size > MAX_BYTES && !SEARCH_FILES.test(url)) {
      tooLarge.push(url);
      continue;
    }
    let content;
    const read = () => (content ??= fs.readFileSync(file));
    const revision = needsRevision(url) ? knownRevision ?? revisionOf(read()) : null;
    let transferBytes = knownTransfer;
    if (transferBytes === undefined) measured.push([url, (transferBytes = transferSizeOf(read()))]);
    entries.push({ url, revision, transferBytes, group });
    bytes += size;
  }
  return { entries, bytes, tooLarge, measured };
}

/** What sw.ts imports of ours: the offline decisions it shares with the page. */
const WORKER_IMPORTS = path.join(projectRoot, "app/lib/pwa");

/**
 * sw.ts bundled, before the manifest goes in. It depends on sw.ts, the modules it imports (all in
 * app/lib/pwa/) and the workbox packages only, so the bundle is kept in the cache under their hash
 * and made again only when one of them changes.
 */
async function workerSource() {
  const entry = path.join(projectRoot, "sw.ts");
  const hash = crypto.createHash("sha256");
  const imported = fs.readdirSync(WORKER_IMPORTS).sort().map((name) => path.join(WORKER_IMPORTS, name));
  for (const file of [entry, "package-lock.json", "tsconfig.json", ...imported]) hash.update(file).update("\0").update(fs.readFileSync(path.resolve(projectRoot, file))).update("\0");
  const key = hash.digest("hex");
  const cached = path.join(cacheRoot(), "sw", `${key.slice(0, 32)}.js`);
  const kept = readIfExists(cached);
  if (kept !== undefined) return kept;
  // Loaded only here: most builds find the bundle in the cache.
  const esbuild = await import("esbuild");
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    format: "iife",
    minify: true,
    target: "es2020",
    define: { "process.env.NODE_ENV": '"production"' },
    write: false,
    logLevel: "silent",
  });
  const source = result.outputFiles[0].text;
  // Builds running side by side (the tests') may bundle it at once.
  writeAtomically(cached, source);
  return source;
}

/**
 * Makes the first build of a process as quick as the next: workbox-build compiles the schema of its
 * options when it first validates some. Options it rejects are rejected before any file is read.
 */
export async function prepareServiceWorkerBuild() {
  await Promise.all([injectManifest({}).catch(() => {}), bundledWorker()]);
}

let bundled;
/** The bundle, read (or made) once per process. */
function bundledWorker() {
  bundled ??= workerSource();
  return bundled;
}

/**
 * Writes `sw.js` and the manifest's shards into `dest`. `files`: every file of the site, `{ rel, file }`;
 * `known`: revisions and sizes of files already hashed, `{ revision, bytes, transferBytes, group }`
 * by URL path (`group`: the URL of the page the file belongs to); `autoSaveBudgetBytes`: the site
 * config's budget for saving the whole site without asking; `kept`: the output an incremental build
 * updates, whose manifest shards are not written again. Returns, among its figures, the shard
 * files written (`shardFiles`, URL paths) and the transfer sizes it measured of files `known` did
 * not size (`measured`, `[url, bytes]`), for the next build to be told.
 */
export async function buildServiceWorker(dest, files, known = new Map(), { autoSaveBudgetBytes, kept } = {}) {
  const source = path.join(dest, "sw.source.js");
  const { entries: sized, bytes, tooLarge, measured } = manifestEntries(files, known);
  const shellAssets = shellAssetsOf(files, basePath());
  const { inline, shards } = splitManifest(sized, shellAssets);
  const shardRefs = writeShards(dest, shards, kept);
  const offlinePage = files.find((f) => f.rel === "offline.html");
  const plan = offlinePlan({ inline, shards: shardRefs, total: sized, shellAssets }, autoSaveBudgetBytes, offlinePage ? fs.readFileSync(offlinePage.file, "utf8") : "");
  fs.writeFileSync(source, withOfflinePlan(await bundledWorker(), plan));
  const entries = inline.map(({ url, revision }) => ({ url, revision }));
  // Entries given to it as additional ones are not counted in its size: it never read them.
  const { warnings } = await injectManifest({
    swSrc: source,
    swDest: path.join(dest, "sw.js"),
    globDirectory: dest,
    globPatterns: [],
    additionalManifestEntries: entries,
  });
  fs.rmSync(source);
  if (warnings.length) throw new Error(`service worker: ${warnings.join("; ")}`);
  return { count: sized.length, size: bytes, tooLarge, transferBytes: plan.transferBytes, autoSave: plan.autoSave, shardFiles: shardRefs.map((ref) => ref.url), measured };
}
