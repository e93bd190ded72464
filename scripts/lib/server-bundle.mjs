// Loads the server bundle (build/server.cjs, and the MDX toolchain it loads) with V8's code cache:
// the code V8 compiled for its top level in an earlier process, kept in the build cache. Node 20
// keeps no such cache for ES modules, and parsing and compiling the bundle's 6 MB was about half of
// what loading it cost: some 140 ms in every process and worker thread of a build, 75 ms with the cache.
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { cacheRoot, serverBundleFile } from "./paths.mjs";
import { writeAtomically } from "./files.mjs";

/** The scripts loaded by this thread, by file. */
const loaded = new Map();
/** What each load did with the code cache, by file: "used", or "made" (there was none, or V8 refused it). */
const codeCache = new Map();

/** How this thread's load of the server bundle went with the code cache (for tests). */
export function codeCacheUse(file = serverBundleFile) {
  return codeCache.get(file);
}

/** The bundle's exports (`build`, `createRequestHandler`), loaded once per thread. */
export function loadServerBundle() {
  return loadScript(serverBundleFile);
}

/** A CommonJS script of the app build (the server bundle, the MDX toolchain), loaded once per thread. */
function loadScript(file) {
  let exports = loaded.get(file);
  if (!exports) loaded.set(file, (exports = load(file)));
  return exports;
}

/**
 * The scripts' import()s are this module's, which resolves them from the same node_modules; the
 * app build's other scripts (the MDX toolchain) are loaded as this one is.
 */
function importFromScript(specifier) {
  if (specifier.startsWith("file:") && specifier.endsWith(".cjs")) return Promise.resolve().then(() => loadScript(fileURLToPath(specifier)));
  return import(specifier);
}

function load(file) {
  const source = fs.readFileSync(file, "utf8");
  const { size, mtimeMs } = fs.statSync(file);
  // Named by the script it was made from; V8 refuses a cache made from other source anyway.
  const folder = path.join(cacheRoot(), "code");
  const prefix = `${path.basename(file, ".cjs")}-`;
  const cacheName = `${prefix}${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}.v8`;
  let cachedData;
  try {
    cachedData = fs.readFileSync(path.join(folder, cacheName));
  } catch {}
  // CommonJS's own wrapper, on the script's first line: its line numbers stay those of the file.
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname, __bundleImport) {${source}\n})`, { filename: file, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, path.dirname(file), importFromScript);
  // Made at once, by the first thread without one it could use: a cache made at the end of a
  // build, holding all that the build compiled, took longer to load (145 ms) than none at all.
  const used = cachedData && !script.cachedDataRejected;
  codeCache.set(file, used ? "used" : "made");
  if (!used) saveCodeCache(folder, cacheName, prefix, script);
  return module.exports;
}

/** Writes the cache, and removes those of earlier builds of the script. A failure costs the next process only time. */
function saveCodeCache(folder, name, prefix, script) {
  try {
    writeAtomically(path.join(folder, name), script.createCachedData());
    for (const other of fs.readdirSync(folder)) if (other !== name && other.startsWith(prefix)) fs.rmSync(path.join(folder, other), { force: true });
  } catch {}
}
