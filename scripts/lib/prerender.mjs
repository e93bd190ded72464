// Renders every route of the site into a fresh folder, checks that every internal link and asset
// resolves, then swaps the folder into place. A failed build leaves the previous output untouched.
// A first build renders with a pool of workers; a build into a folder the last build made reuses
// the pages whose key is unchanged (linked from the previous output) and renders only the others.
import fs from "node:fs";
import path from "node:path";
import { poolSize, runPool } from "./worker-pool.mjs";
import { pathToFileURL } from "node:url";
import { basePath, cacheRoot, clientBuildDir, publicDir, serverBuildFile } from "./paths.mjs";
import { buildKey, forgetManifest, readManifest, writeManifest } from "./build-manifest.mjs";
import { createRenderer } from "./page-renderer.mjs";
import { buildServiceWorker } from "./service-worker.mjs";
import { headersFile } from "./headers.mjs";

/** Routes each worker should have to render: starting one (loading the server build) costs about as much. */
const JOBS_PER_WORKER = 4;
/** Up to this many pages to render, an incremental build renders them itself rather than start workers. */
const IN_PROCESS_LIMIT = 16;

export class BuildError extends Error {
  constructor(messages) {
    super(messages.join("\n"));
    this.name = "BuildError";
    this.messages = messages;
  }
}

export async function prerender({ out, log = console.log }) {
  const build = await import(pathToFileURL(serverBuildFile).href);
  const api = build.entry.module.prerenderApi;
  let routes;
  try {
    routes = api.routes();
  } catch (error) {
    if (api.isContentError(error)) throw new BuildError([error.message]);
    throw error;
  }

  const tmp = `${out}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { recursive: true });
  try {
    const key = buildKey();
    const settings = { serverBuildFile, out: tmp, buildKey: key, pageCache: path.join(cacheRoot(), "pages") };
    const previous = readManifest(out, key);
    const { results, errors } = previous ? await renderChanged(routes, previous, out, settings, log) : await renderAll(routes, settings, log);
    if (errors.length) throw new BuildError(errors);

    const search = api.buildSearchFiles(results.flatMap((r) => r.search ?? []));
    fs.writeFileSync(path.join(tmp, "search-doc.json"), search.doc);
    fs.writeFileSync(path.join(tmp, "search-index.json"), search.index);
    // Before public/ is copied: a robots.txt of the site's own there replaces the generated one.
    for (const [name, text] of Object.entries(await api.crawlerFiles(routes))) fs.writeFileSync(path.join(tmp, name), text);

    copyDir(publicDir, tmp);
    copyDir(clientBuildDir, tmp);
    placeManifest(tmp);
    checkLinks(results, new Set(routes.map((r) => r.path)), tmp, api, log);
    const scriptHashes = new Set(results.flatMap((r) => r.scriptHashes ?? []));
    fs.writeFileSync(path.join(tmp, "_headers"), headersFile({ basePath: basePath(), scriptHashes }));
    const sw = await buildServiceWorker(tmp, new Map(results.flatMap((r) => r.files)));
    log(`service worker: ${sw.count} files precached (${(sw.size / 2 ** 20).toFixed(1)} MiB)`);
    if (sw.tooLarge.length) log(`warning: too large to precache for offline use (over 20 MiB): ${sw.tooLarge.join(", ")}`);

    const old = `${out}.old-${process.pid}`;
    forgetManifest(out);
    if (fs.existsSync(out)) fs.renameSync(out, old);
    fs.renameSync(tmp, out);
    fs.rmSync(old, { recursive: true, force: true });
    writeManifest(out, key, results);
    return { routes: routes.map((r) => r.path) };
  } catch (error) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
}

/** Every route, the not-found page and the site's data files, on a pool of workers. */
async function renderAll(routes, settings, log) {
  const jobs = [...routes, { notFound: true }, { siteData: true }];
  log(`prerender: ${routes.length} routes with ${poolSize(jobs.length, JOBS_PER_WORKER)} workers`);
  return renderOnPool(jobs, settings);
}

function renderOnPool(jobs, settings) {
  return runPool({ worker: new URL("./prerender-worker.mjs", import.meta.url), jobs, jobsPerWorker: JOBS_PER_WORKER, workerData: settings });
}

/**
 * Every route's data is computed here (the content check has just loaded every page's compile
 * into this thread); a route whose key the previous build recorded keeps its files, linked from
 * the previous output, and the rest are rendered.
 */
async function renderChanged(routes, previous, out, settings, log) {
  const renderer = await createRenderer(settings);
  const results = [];
  const errors = [];
  const changed = [];
  const linkedDirs = new Set();
  for (const route of routes) {
    let known;
    try {
      known = await renderer.dataOf(route);
    } catch (error) {
      errors.push(renderer.api.isContentError(error) ? error.message : `${route.path}: ${error?.stack ?? error}`);
      break;
    }
    const last = previous.routes[route.path];
    if (last?.key === known.key && linkFiles(last.files, out, settings.out, linkedDirs)) results.push(last);
    else changed.push({ route, known });
  }
  if (errors.length) return { results, errors };
  log(`prerender: ${changed.length} of ${routes.length} routes changed`);
  const jobs = [{ notFound: true }, { siteData: true }];
  if (changed.length > IN_PROCESS_LIMIT) {
    const pool = await renderOnPool([...changed.map((c) => c.route), ...jobs], settings);
    return { results: [...results, ...pool.results], errors: pool.errors };
  }
  for (const [job, known] of [...changed.map((c) => [c.route, c.known]), ...jobs.map((j) => [j])]) {
    const answer = await renderer.run(job, known);
    if (!answer.ok) return { results, errors: [answer.error] };
    results.push(answer.result);
  }
  return { results, errors };
}

/** Links a route's files from the previous output into the new one; false if one is missing. */
function linkFiles(files, from, to, madeDirs) {
  for (const [rel] of files) {
    const target = path.join(to, rel);
    const dir = path.dirname(target);
    if (!madeDirs.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      madeDirs.add(dir);
    }
    try {
      fs.linkSync(path.join(from, rel), target);
    } catch (error) {
      // Another route linked the same file (pages can share a content module).
      if (error.code === "EEXIST") continue;
      if (error.code === "ENOENT") return false;
      // A file system without hard links: copy.
      fs.copyFileSync(path.join(from, rel), target);
    }
  }
  return true;
}

/** The web app manifest names the site's start and scope, and its icons, under the base path. */
function placeManifest(out) {
  const file = path.join(out, "manifest.webmanifest");
  const manifest = JSON.parse(fs.readFileSync(file, "utf8"));
  const base = basePath();
  if (!base) return;
  manifest.start_url = `${base}/`;
  manifest.scope = `${base}/`;
  manifest.id = `${base}/`;
  for (const icon of manifest.icons ?? []) if (icon.src.startsWith("/")) icon.src = base + icon.src;
  fs.writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

function copyDir(from, to) {
  if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true });
}

/**
 * The crawl: every internal link must reach a rendered route or a file. A broken link in content
 * fails the build; one in the frame (site configuration) is reported, since another content tree
 * (CONTENT_DIR) need not have the pages the shipped site's navbar points at.
 */
function checkLinks(results, routes, out, api, log) {
  const base = basePath();
  // Every page links the same frame and assets: each distinct reference is looked up once.
  const known = new Map();
  const exists = (ref) => {
    let found = known.get(ref);
    if (found === undefined) known.set(ref, (found = lookUp(ref)));
    return found;
  };
  const lookUp = (ref) => {
    // Every link must stay under the base path: the host serves nothing else of the site.
    if (base && ref !== base && !ref.startsWith(`${base}/`) && !ref.startsWith(`${base}?`) && !ref.startsWith(`${base}#`)) return false;
    const target = decodeURIComponent(ref.slice(base.length).replace(/[?#].*$/, "") || "/").replace(/(.)\/$/, "$1");
    // A static host serves `/x` from `x.html` as well (clean URLs).
    return routes.has(target) || fs.existsSync(path.join(out, target)) || fs.existsSync(path.join(out, `${target}.html`));
  };
  const problems = [];
  const frameMisses = new Set();
  for (const { route, refs } of results.sort((a, b) => a.route.localeCompare(b.route))) {
    // Pages without a content file (home, authors, not-found) are all frame.
    const source = api.sourceOf(route);
    for (const ref of source ? refs.content : []) {
      if (!exists(ref)) problems.push(`${path.relative(process.cwd(), source)} links to ${ref}, which does not exist`);
    }
    for (const ref of source ? refs.frame : [...refs.content, ...refs.frame]) if (!exists(ref)) frameMisses.add(ref);
  }
  if (problems.length) throw new BuildError([...new Set(problems)]);
  if (frameMisses.size) log(`warning: site configuration links to pages this content does not have: ${[...frameMisses].join(", ")}`);
}
