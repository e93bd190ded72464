// Renders every route of the site into a fresh folder with a pool of workers, checks that every
// internal link and asset resolves, then swaps the folder into place. A failed build leaves the
// previous output untouched.
import fs from "node:fs";
import path from "node:path";
import { poolSize, runPool } from "./worker-pool.mjs";
import { pathToFileURL } from "node:url";
import { basePath, cacheRoot, clientBuildDir, publicDir, serverBuildFile } from "./paths.mjs";
import { appBuildHash } from "./app-build.mjs";
import { buildServiceWorker } from "./service-worker.mjs";
import { headersFile } from "./headers.mjs";

/** Routes each worker should have to render: starting one (loading the server build) costs about as much. */
const JOBS_PER_WORKER = 4;

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
    const jobs = [...routes, { notFound: true }, { siteData: true }];
    log(`prerender: ${routes.length} routes with ${poolSize(jobs.length, JOBS_PER_WORKER)} workers`);
    const { results, errors } = await runPool({
      worker: new URL("./prerender-worker.mjs", import.meta.url),
      jobs,
      jobsPerWorker: JOBS_PER_WORKER,
      workerData: { serverBuildFile, out: tmp, appHash: appBuildHash(), pageCache: path.join(cacheRoot(), "pages") },
    });
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
    if (fs.existsSync(out)) fs.renameSync(out, old);
    fs.renameSync(tmp, out);
    fs.rmSync(old, { recursive: true, force: true });
    return { routes: routes.map((r) => r.path) };
  } catch (error) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
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
  const exists = (ref) => {
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
