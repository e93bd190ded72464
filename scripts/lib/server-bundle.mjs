// Loads the server bundle (build/server.cjs) with V8's code cache: the code V8 compiled for its top
// level in an earlier process, kept in the build cache. Node 20 keeps no such cache for ES modules,
// and parsing and compiling the bundle's 6 MB was about half of what loading it cost: some 140 ms in
// every process and worker thread of a build, 75 ms with the cache.
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { createRequire } from "node:module";
import { isMainThread } from "node:worker_threads";
import { cacheRoot, serverBundleFile } from "./paths.mjs";
import { writeAtomically } from "./files.mjs";

let loaded;
/** What the load did with the code cache: "used", "made" (there was none, or V8 refused it) or "none" (a worker thread without one). */
let codeCache;

/** How this thread's load went with the code cache (for tests). */
export function codeCacheUse() {
  return codeCache;
}

/** The bundle's exports (`build`, `createRequestHandler`), loaded once per thread. */
export function loadServerBundle() {
  loaded ??= load(serverBundleFile);
  return loaded;
}

function load(file) {
  const source = fs.readFileSync(file, "utf8");
  const { size, mtimeMs } = fs.statSync(file);
  // Named by the bundle it was made from; V8 refuses a cache made from other source anyway.
  const folder = path.join(cacheRoot(), "code");
  const cacheName = `server-${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}.v8`;
  let cachedData;
  try {
    cachedData = fs.readFileSync(path.join(folder, cacheName));
  } catch {}
  // CommonJS's own wrapper, on the script's first line: its line numbers stay those of the file.
  // Its import()s (the MDX toolchain, ES-module packages: server-bundles.mjs) are this module's,
  // which resolves them from the same node_modules.
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname, __bundleImport) {${source}\n})`, { filename: file, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, path.dirname(file), (specifier) => import(specifier));
  // Made at once, by the main thread when there was none it could use: a cache made at the end of a
  // build, holding all that the build compiled, took longer to load (145 ms) than none at all.
  const usable = cachedData && !script.cachedDataRejected;
  codeCache = usable ? "used" : isMainThread ? "made" : "none";
  if (codeCache === "made") saveCodeCache(folder, cacheName, script);
  return module.exports;
}

/** Writes the cache, and removes those of earlier bundles. A failure costs the next process only time. */
function saveCodeCache(folder, name, script) {
  try {
    writeAtomically(path.join(folder, name), script.createCachedData());
    for (const other of fs.readdirSync(folder)) if (other !== name && other.startsWith("server-")) fs.rmSync(path.join(folder, other), { force: true });
  } catch {}
}
