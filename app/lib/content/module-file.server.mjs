// Evaluates a site's own JavaScript or TypeScript module (docusaurus.config.ts, sidebars.js) the
// way Docusaurus would, synchronously: the content model is read synchronously, and the build
// scripts need the config's baseUrl before the app is compiled, which is why this is plain
// JavaScript (the scripts import it as it is; the app bundles it).
//
// The file and its relative imports are bundled by esbuild; packages it imports are required from
// the site's own node_modules. A package the site has not installed (or that cannot be required,
// such as an ESM-only one) is replaced by a stand-in that answers every property access and call
// with itself (and iterates as an empty list), so `prismThemes.github`, `[...theme.styles]` or
// `require("remark-math")` evaluate; the caller reports the missing names once.
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import vm from "node:vm";
import * as nodeModule from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * What only a config file needs (source maps for its errors' places, a child process to settle an
 * async config), loaded then: every build, check and server imports this module first, and the two
 * took 12 ms of each one's start, with or without a config.
 */
const loadLater = nodeModule.createRequire(import.meta.url);
/** @returns {typeof import("@jridgewell/trace-mapping")} */
const sourceMaps = () => loadLater("@jridgewell/trace-mapping");

/** Whether a value came from a stand-in for a missing package (it is then no real setting). */
export function isStandIn(value) {
  return typeof value === "function" && value[Symbol.for("palaver.stand-in")] === true;
}

/** The package a stand-in stands in for (`@docusaurus/remark-plugin-npm2yarn`), for warnings that name what is not run. */
export function standInName(value) {
  return isStandIn(value) ? value[Symbol.for("palaver.stand-in.name")] : undefined;
}

/** The exports of the packages site modules required, by value: a plugin function is known by its package, not by its name. */
const requiredPackages = new WeakMap();

/** The package a value of a site module came from (a stand-in's, or a package the site has installed), if any. */
export function packageNameOf(value) {
  return standInName(value) ?? (value && (typeof value === "object" || typeof value === "function") ? requiredPackages.get(value) : undefined);
}

// Source text, so that the child process settling an async config (below) makes the same stand-ins.
const STAND_IN_SOURCE = `function makeStandIn(name) {
  const marker = Symbol.for("palaver.stand-in");
  const nameKey = Symbol.for("palaver.stand-in.name");
  const target = function standIn() {};
  const get = (_, key) => {
    if (key === marker) return true;
    if (key === nameKey) return name;
    if (key === Symbol.toPrimitive) return () => "";
    // An empty list where one is spread or looped over (\`[...themes.github.styles, ...mine]\`).
    if (key === Symbol.iterator) return function* () {};
    // Not a promise, not an ES module namespace, not JSON.
    if (key === "then" || key === "__esModule" || key === "toJSON" || typeof key === "symbol") return undefined;
    return proxy;
  };
  // A namespace import (\`import * as kit from "kit"\`) is bundled as a new object whose prototype is
  // the module's and which copies only its own properties: the stand-in's prototype answers like
  // the stand-in, so \`kit.rules\` is the stand-in too. Its own prototype is null, ending the chain.
  const lookup = new Proxy(Object.create(null), { get });
  const proxy = new Proxy(target, {
    get,
    getPrototypeOf: () => lookup,
    apply: () => proxy,
    construct: () => proxy,
  });
  return proxy;
}`;
const standIn = vm.runInThisContext(`(${STAND_IN_SOURCE})`);

// Source text too, for the same reason. Docusaurus loads a config with jiti, whose resolve also
// tries TypeScript and ES module extensions: `sidebarPath: require.resolve("./sidebars")` finds
// sidebars.ts there, where Node's own resolve only tries .js, .json and .node; and, as TypeScript
// writes imports, `require.resolve("./sidebars.js")` finds sidebars.ts when there is no .js (formatjs).
const RESOLVE_SOURCE = `function resolveModuleFile(resolve, request, options) {
  try {
    return resolve(request, options);
  } catch (error) {
    if (!/^(\\.{1,2})?\\//.test(request)) throw error;
    const script = /\\.(m|c)?js$/.exec(request);
    if (script) {
      for (const ext of script[1] ? ["." + script[1] + "ts"] : [".ts", ".tsx"]) {
        try {
          return resolve(request.slice(0, -script[0].length) + ext, options);
        } catch {
          // Not this one.
        }
      }
    }
    const extensions = [".mjs", ".cjs", ".ts", ".mts", ".cts"];
    for (const suffix of [...extensions, ...[".js", ...extensions].map((ext) => "/index" + ext)]) {
      try {
        return resolve(request + suffix, options);
      } catch {
        // Not this one.
      }
    }
    throw error;
  }
}`;
const resolveModuleFile = vm.runInThisContext(`(${RESOLVE_SOURCE})`);

/**
 * The module's export (`export default`, else `module.exports`), with the packages that had to be
 * stood in for. Throws a ModuleFileError (with file and line) when the file cannot be compiled or
 * throws while it runs.
 */
export function evaluateModuleFile(file) {
  const dir = path.dirname(file);
  const { code, map } = compiledCode(file);
  const missing = new Set();
  const siteRequire = standingInRequire(file, missing);
  const module = { exports: {} };
  try {
    const run = vm.runInThisContext(`${MODULE_WRAPPER_START}${code}\n})`, { filename: file });
    inFolder(dir, () => run(module.exports, siteRequire, module, file, dir));
  } catch (error) {
    throw thrownWhileRunning(error, file, map);
  }
  const exported = module.exports;
  let value = exported && exported.__esModule && "default" in exported ? exported.default : exported;
  if (typeof value === "function") value = inFolder(dir, value);
  // An async config (`export default async function createConfig()`): settled in a child process,
  // since the content is read synchronously. What crosses back is data: its functions stay there.
  // `pending` is the same export settling here, functions and all, for a reader that can wait
  // (withSettledFunctions()).
  if (value && typeof value.then === "function") {
    const pending = Promise.resolve(value);
    pending.then(undefined, () => {});
    return { ...settleInChildProcess(file, code, map), missingPackages: [...missing].sort(), pending };
  }
  return { value, missingPackages: [...missing].sort(), droppedFunctions: [], pending: undefined };
}

/**
 * Runs `run` as if from `dir`: Docusaurus is run from the site's folder (`npm run build` there), so a
 * config's `path.resolve('src/css/custom.css')` and `process.cwd()` mean that folder. The working
 * directory itself is not changed (a worker thread may not); synchronous code sees it as `dir`.
 */
function inFolder(dir, run) {
  const cwd = process.cwd;
  process.cwd = () => dir;
  try {
    return run();
  } finally {
    process.cwd = cwd;
  }
}

/**
 * `fn`, a function of the config the build calls later (`markdown.preprocessor`, an `editUrl`
 * function), run as if from `dir` each time, as its config was: what it reads relative to the
 * working folder (crowdsec's preprocessor collects snippets from `process.cwd()/docs`) is the site's.
 */
export function runningInFolder(dir, fn) {
  return function fromSiteFolder(...args) {
    return inFolder(dir, () => fn.apply(this, args));
  };
}

/** Whether the file or one of its own modules (as bundled, compiled once and cached) has `text`. */
export function moduleFileMentions(file, text) {
  return compiledCode(file).code.includes(text);
}

// A path into a node_modules folder (`./node_modules/pkg/theme.css`, as customCss lists often name a
// package's stylesheet) finds its file only once the site has installed that package: the package it names.
const NODE_MODULES_PACKAGE = /(?:^|[/\\])node_modules[/\\]((?:@[^/\\]+[/\\])?[^/\\]+)/;

/** Whether the folder of package `name` is in one of the node_modules folders `require` looks in. */
function isInstalled(require, name) {
  return (require.resolve.paths(name) ?? []).some((dir) => fs.existsSync(path.join(dir, name, "package.json")));
}

/**
 * A `require` for code at `base` that loads packages from the site's node_modules and stands in
 * for those it lacks, recording their names in `missing`. A config that makes its own require
 * (`createRequire(import.meta.url)` from `node:module`, then `require.resolve("pkg/theme.css")`)
 * gets one that behaves the same: Docusaurus would find those packages after `npm install`.
 */
function standingInRequire(base, missing) {
  const requireFromSite = nodeModule.createRequire(base);
  const packageName = (request) => request.split("/").slice(0, request.startsWith("@") ? 2 : 1).join("/");
  const isPackage = (request) => !request.startsWith(".") && !path.isAbsolute(request) && !request.startsWith("node:") && !nodeModule.isBuiltin(request);
  const siteRequire = (request) => {
    if (request === "node:module" || request === "module") {
      return { ...nodeModule, createRequire: (from) => standingInRequire(from instanceof URL || String(from).startsWith("file:") ? fileURLToPath(from) : String(from), missing) };
    }
    try {
      const exported = requireFromSite(request);
      if (isPackage(request)) {
        for (const value of [exported, exported?.default]) if (value && (typeof value === "object" || typeof value === "function")) requiredPackages.set(value, packageName(request));
      }
      return exported;
    } catch (error) {
      // Node's own modules and the site's own files always load: a failure there is the config's own error.
      if (!isPackage(request)) throw error;
      // An installed package without the module asked for (prism-react-renderer 2 has no
      // `themes/dracula`, version 1's path) is named by the module: installing does not help.
      missing.add(request !== packageName(request) && isInstalled(requireFromSite, packageName(request)) ? request : packageName(request));
      return standIn(packageName(request));
    }
  };
  siteRequire.resolve = (request, options) => {
    try {
      return resolveModuleFile(requireFromSite.resolve, request, options);
    } catch (error) {
      const inModules = NODE_MODULES_PACKAGE.exec(request)?.[1].replace(/\\/g, "/");
      if (!inModules && !isPackage(request)) throw error;
      // The path is only passed on (to customCss, a plugin list): the request itself stands in for it.
      missing.add(inModules ?? packageName(request));
      return request;
    }
  };
  return siteRequire;
}

/**
 * The file and its relative imports bundled into one CommonJS function body. Kept on disk
 * (`.cache/config/`) while none of its inputs changed: every build process reads the config, and
 * starting esbuild costs more than the rest of reading it.
 */
/** Bump when the compile below changes what it makes: cached compiles of another format are made again. */
const COMPILE_FORMAT = 4;

function compiledCode(file) {
  const dir = path.dirname(file);
  const cacheFile = path.join(path.resolve(process.env.PALAVER_CACHE_DIR ?? ".cache"), "config", `${crypto.createHash("sha256").update(file).digest("hex").slice(0, 32)}.json`);
  try {
    const cached = JSON.parse(fs.readFileSync(cacheFile, "utf8"));
    // An entry without a map was written before errors were traced back to the site's lines.
    if (cached.format === COMPILE_FORMAT && cached.inputs.every(([input, seen]) => signature(input) === seen)) return { code: cached.code, map: cached.map };
  } catch {
    // No usable cache: compile.
  }
  // Loaded here, not with the module: most processes find the compile cached.
  const esbuild = nodeModule.createRequire(import.meta.url)("esbuild");
  // Never written: names the output, whose source map is read.
  const outFile = path.join(dir, ".palaver-config.cjs");
  try {
    const result = esbuild.buildSync({
      entryPoints: [file],
      absWorkingDir: dir,
      bundle: true,
      write: false,
      platform: "node",
      format: "cjs",
      target: "node20",
      packages: "external",
      logLevel: "silent",
      define: MODULE_LOCATION_DEFINES,
      outfile: outFile,
      sourcemap: "external",
      sourcesContent: false,
      loader: { ".json": "json" },
      // `await import("remark-math")` (Docusaurus's docs load ES-module plugins so from a CommonJS
      // config) becomes a require, which the site's node_modules answer, or a stand-in: a package
      // the site has not installed is then named like a statically imported one, not a crash.
      supported: { "dynamic-import": false },
      // jiti, which loads a Docusaurus config, also resolves an extensionless import to an ES
      // module or TypeScript module file (a site's `./src/remark/x` is often `x.mjs`).
      resolveExtensions: [".tsx", ".ts", ".jsx", ".js", ".mjs", ".cjs", ".mts", ".cts", ".css", ".json"],
      metafile: true,
      // A function keeps its own name where bundling renames it (two files' `myPlugin`s become
      // `myPlugin` and `myPlugin2`): the plugins not run are named as the site wrote them.
      keepNames: true,
    });
    const inputs = Object.keys(result.metafile.inputs).map((input) => path.resolve(dir, input));
    const output = (extension) => result.outputFiles.find((out) => out.path.endsWith(extension)).text;
    const map = JSON.parse(output(".cjs.map"));
    const code = withDefaultInterop(withModuleLocations(output(".cjs"), map, outFile, file));
    writeCache(cacheFile, { format: COMPILE_FORMAT, inputs: inputs.map((input) => [input, signature(input)]), code, map });
    return { code, map };
  } catch (error) {
    if (error instanceof ModuleFileError) throw error;
    const first = error.errors?.[0];
    const where = first?.location;
    throw new ModuleFileError(where ? path.resolve(dir, where.file) : file, first?.text ?? String(error.message), where?.line, where ? where.column + 1 : undefined);
  }
}

const MODULE_LOCATION_DEFINES = {
  "import.meta.url": "__palaverModuleUrl",
  "import.meta.filename": "__palaverModuleFilename",
  "import.meta.dirname": "__palaverModuleDirname",
  // Only where a module does not declare its own (as ES modules often do from import.meta.url).
  __filename: "__palaverModuleFilename",
  __dirname: "__palaverModuleDirname",
};

/**
 * Bundled into one function, every module would see the config file's location, and a plugin under
 * src/plugins/ reading `../../settings.json` beside itself would look outside the site. The defines
 * above leave a placeholder wherever a module asks for its location; the source map says which
 * module each one came from, and it becomes that module's location, as Node (and Docusaurus,
 * through jiti) gives it. esbuild's synchronous API, which every process reading the config needs,
 * takes no plugins that could do this while loading.
 */
/**
 * esbuild's helper that makes a required ES module's exports an object, rewritten to give what
 * jiti (which loads a Docusaurus config and its sidebars, with interopDefault) gives: the module's
 * default export when it is an object or function, its other exports reachable on it. Sui's
 * sidebars.js requires a file ending in `export default standards`: the sidebar was `{ default: [...] }`,
 * read as a category named "default". The helper's line is replaced in place (no line added), so
 * the source map still holds.
 */
const TO_COMMON_JS = 'var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);';
const TO_COMMON_JS_INTEROP =
  'var __toCommonJS = (mod) => ((ns) => { const value = ns.default; if (value === null || (typeof value !== "object" && typeof value !== "function")) return ns; for (const key of Object.keys(ns)) if (!(key in value)) try { Object.defineProperty(value, key, { get: () => ns[key], configurable: true }); } catch {} return value; })(__copyProps(__defProp({}, "__esModule", { value: true }), mod));';

function withDefaultInterop(code) {
  return code.replace(TO_COMMON_JS, TO_COMMON_JS_INTEROP);
}

function withModuleLocations(code, map, outFile, file) {
  const { LEAST_UPPER_BOUND, TraceMap, originalPositionFor } = sourceMaps();
  const tracer = new TraceMap(map);
  const lineStarts = [0];
  for (let i = code.indexOf("\n"); i !== -1; i = code.indexOf("\n", i + 1)) lineStarts.push(i + 1);
  const moduleAt = (offset) => {
    let line = lineStarts.length - 1;
    while (lineStarts[line] > offset) line -= 1;
    const column = offset - lineStarts[line];
    const found = originalPositionFor(tracer, { line: line + 1, column }) ?? undefined;
    const source = found?.source ?? originalPositionFor(tracer, { line: line + 1, column, bias: LEAST_UPPER_BOUND })?.source;
    return source ? path.resolve(path.dirname(outFile), source) : file;
  };
  return code.replace(/\b__palaverModule(Url|Filename|Dirname)\b/g, (_, kind, offset) => {
    const module = moduleAt(offset);
    return JSON.stringify(kind === "Url" ? pathToFileURL(module).href : kind === "Filename" ? module : path.dirname(module));
  });
}

/** The file's size and modification time: a compile is reused while each input's is unchanged. */
function signature(file) {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.size}:${stat.mtimeMs}` : "missing";
}

function writeCache(cacheFile, entry) {
  try {
    fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
    const temporary = `${cacheFile}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    fs.writeFileSync(temporary, JSON.stringify(entry));
    fs.renameSync(temporary, cacheFile);
  } catch {
    // A cache that cannot be written only costs the next process a compile.
  }
}

const SETTLE_SCRIPT = `
const { createRequire } = require("node:module");
const vm = require("node:vm");
const path = require("node:path");
let input = "";
process.stdin.setEncoding("utf8").on("data", (chunk) => (input += chunk)).on("end", async () => {
  const { file, code, standIn, resolveSource, wrapperStart } = JSON.parse(input);
  const makeStandIn = vm.runInThisContext("(" + standIn + ")");
  const resolveModuleFile = vm.runInThisContext("(" + resolveSource + ")");

  // As standingInRequire above, in this process.
  const { isBuiltin } = require("node:module");
  const { fileURLToPath } = require("node:url");
  const isPackage = (request) => !request.startsWith(".") && !path.isAbsolute(request) && !request.startsWith("node:") && !isBuiltin(request);
  const packageName = (request) => request.split("/").slice(0, request.startsWith("@") ? 2 : 1).join("/");
  // The package each required value came from: a plugin function crosses back as its package's name.
  const packageOf = new WeakMap();
  const makeSiteRequire = (base) => {
    const requireFromSite = createRequire(base);
    const siteRequire = (request) => {
      if (request === "node:module" || request === "module") {
        return { ...require("node:module"), createRequire: (from) => makeSiteRequire(String(from).startsWith("file:") ? fileURLToPath(from) : String(from)) };
      }
      let exported;
      try { exported = requireFromSite(request); } catch (error) {
        if (!isPackage(request)) throw error;
        return makeStandIn(packageName(request));
      }
      if (isPackage(request)) {
        for (const value of [exported, exported && exported.default]) if (value && (typeof value === "object" || typeof value === "function")) packageOf.set(value, packageName(request));
      }
      return exported;
    };
    siteRequire.resolve = (request, options) => {
      try { return resolveModuleFile(requireFromSite.resolve, request, options); } catch (error) {
        if (!/(?:^|[\\/\\\\])node_modules[\\/\\\\]/.test(request) && !isPackage(request)) throw error;
        return request;
      }
    };
    return siteRequire;
  };
  const siteRequire = makeSiteRequire(file);
  const module = { exports: {} };
  let value;
  try {
    vm.runInThisContext(wrapperStart + code + "\\n})", { filename: file })(module.exports, siteRequire, module, file, path.dirname(file));
    value = module.exports && module.exports.__esModule && "default" in module.exports ? module.exports.default : module.exports;
    if (typeof value === "function") value = value();
    value = await value;
  } catch (error) {
    // Handed back whole: Node's own report of an uncaught error starts with the source line it quotes.
    process.stderr.write(THROWN_MARKER + JSON.stringify({ name: error?.name, message: error?.message ?? String(error), stack: error?.stack }) + "\\n");
    process.exit(1);
  }
  const dropped = [];
  const json = JSON.stringify(value, function (key, item) {
    if (typeof item === "function") {
      // A package's function (a stand-in's too) is known by its package's name, as in the parent.
      const name = item[Symbol.for("palaver.stand-in")] === true ? item[Symbol.for("palaver.stand-in.name")] : packageOf.get(item);
      if (name) return { [PACKAGE_MARKER]: name };
      dropped.push(key);
      return undefined;
    }
    return item;
  });
  process.stdout.write(JSON.stringify({ value: JSON.parse(json), droppedFunctions: [...new Set(dropped)] }));
});
`;

function settleInChildProcess(file, code, map) {
  const markers = `const THROWN_MARKER = ${JSON.stringify(THROWN_MARKER)};\nconst PACKAGE_MARKER = ${JSON.stringify(PACKAGE_MARKER)};\n`;
  const result = loadLater("node:child_process").spawnSync(process.execPath, ["-e", `${markers}${SETTLE_SCRIPT}`], {
    input: JSON.stringify({ file, code, standIn: STAND_IN_SOURCE, resolveSource: RESOLVE_SOURCE, wrapperStart: MODULE_WRAPPER_START }),
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    cwd: path.dirname(file),
  });
  if (result.status !== 0) {
    const thrown = result.stderr.split("\n").find((line) => line.startsWith(THROWN_MARKER));
    if (thrown) throw thrownWhileRunning(JSON.parse(thrown.slice(THROWN_MARKER.length)), file, map);
    const reason = (result.stderr.split("\n").find((line) => /Error/.test(line)) ?? result.stderr).trim();
    throw new ModuleFileError(file, `while settling its async export: ${reason}`);
  }
  const { value, droppedFunctions } = JSON.parse(result.stdout);
  return { value: withPackageFunctions(value), droppedFunctions };
}

const PACKAGE_MARKER = "palaver.package-function";

/**
 * An async export as the child process settled it (data, where its functions were left out), with
 * the functions of the same export settled in this process put back where they were: a config's
 * `markdown.preprocessor`, an `editUrl` function, a `sidebarItemsGenerator`. The data stays the
 * child's, which ran from the module's folder (a path resolved after an `await` here would not be).
 */
export function withSettledFunctions(data, settled) {
  if (typeof settled === "function") return data === undefined || data === null ? settled : data;
  if (Array.isArray(data) && Array.isArray(settled)) return data.map((item, i) => withSettledFunctions(item, settled[i]));
  if (data && typeof data === "object" && !Array.isArray(data) && settled && typeof settled === "object" && !Array.isArray(settled)) {
    const merged = { ...data };
    for (const key of Object.keys(settled)) {
      const value = withSettledFunctions(data[key], settled[key]);
      if (value !== undefined) merged[key] = value;
    }
    return merged;
  }
  return data;
}

/**
 * The settled config with each package function that crossed back as its package's name made a
 * stand-in of that name again: nothing here calls a site's plugin, but the engine tells which one
 * it is by its package (npm2yarn, which it runs itself; the others, named in a warning).
 */
function withPackageFunctions(value) {
  if (Array.isArray(value)) return value.map(withPackageFunctions);
  if (!value || typeof value !== "object") return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === PACKAGE_MARKER) return standIn(value[PACKAGE_MARKER]);
  return Object.fromEntries(keys.map((key) => [key, withPackageFunctions(value[key])]));
}

/** The function a compiled module runs in; its code starts on the wrapper's line. */
const MODULE_WRAPPER_START = "(function (exports, require, module, __filename, __dirname) {";

const THROWN_MARKER = "palaver-module-thrown:";

/**
 * What a module threw, at the line of the site's file that threw it (the stack's first frame in the
 * compiled code, traced back through the bundle's source map) and with the first line of its message
 * (Node's "Require stack" that follows says nothing about the site's files).
 */
function thrownWhileRunning(error, file, map) {
  const message = String(error?.message ?? error).split("\n")[0];
  const problem = `${error?.name ?? "Error"} while running it: ${message}`;
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const frame = String(error?.stack ?? "").match(new RegExp(`${escaped}:(\\d+):(\\d+)`));
  if (!frame) return new ModuleFileError(file, problem);
  const line = Number(frame[1]);
  const column = Math.max(0, Number(frame[2]) - 1 - (line === 1 ? MODULE_WRAPPER_START.length : 0));
  const { LEAST_UPPER_BOUND, TraceMap, originalPositionFor } = sourceMaps();
  const tracer = new TraceMap(map);
  const found = originalPositionFor(tracer, { line, column });
  const place = found?.source ? found : originalPositionFor(tracer, { line, column, bias: LEAST_UPPER_BOUND });
  if (!place?.source || !place.line) return new ModuleFileError(file, problem);
  return new ModuleFileError(path.resolve(path.dirname(file), place.source), problem, place.line, place.column + 1);
}

export class ModuleFileError extends Error {
  constructor(file, problem, line, column) {
    super(`${file}${line ? `:${line}:${column ?? 1}` : ""} ${problem}`);
    this.name = "ModuleFileError";
    this.file = file;
    this.problem = problem;
    this.line = line;
    this.column = column;
  }
}

const CONFIG_NAMES = ["docusaurus.config.ts", "docusaurus.config.mts", "docusaurus.config.js", "docusaurus.config.mjs", "docusaurus.config.cjs"];

/** The Docusaurus config file of a content folder, if it has one. */
export function findConfigFile(root, exists) {
  return CONFIG_NAMES.map((name) => path.join(root, name)).find(exists);
}
