// Renders the site's routes into a staging folder, checks that every internal link and asset
// resolves, then publishes the result. A first build renders every route with a pool of workers
// and swaps the staging folder into place. A build into a folder the last build made keeps the
// pages whose key is unchanged where they are, renders only the others, and moves those (with the
// site's own files) into the folder, removing files no page has any more. Either way nothing in
// the output changes before every page has rendered and every link resolved: a failed build leaves
// the previous output untouched.
import fs from "node:fs";
import path from "node:path";
import { poolSize, startWorker } from "./worker-pool.mjs";
import { buildWorkers } from "./build-workers.mjs";
import { loadServerBundle } from "./server-bundle.mjs";
import { basePath, cacheRoot, clientBuildDir, publicDir } from "./paths.mjs";
import { buildKey, forgetManifest, isRecordedFile, readManifest, recordedRoutes, writeManifest } from "./build-manifest.mjs";
import { createRenderer } from "./page-renderer.mjs";
import { headersFile } from "./headers.mjs";
import { mergeEmbeddedOrigins } from "./embedded-origins.mjs";
import { missingAnchorFinder } from "./link-anchors.mjs";
import { precompress } from "./precompress.mjs";
import { copySiteFiles, linksLeaving } from "./site-files.mjs";
import { readIfExists } from "./files.mjs";

/** Routes each worker should have to render: starting one (loading the server build) costs about as much. */
const JOBS_PER_WORKER = 4;
/**
 * Up to this many pages to render, an incremental build renders them itself rather than start
 * workers: two workers take about 0.65 s to start (each loads the server build and reads the content
 * model) and a page about 20 ms to render, so they pay past some sixty pages. A page added to a
 * 32-page section re-renders 35: 1.43-1.71 s in this thread against 1.73-1.95 s on workers.
 */
const IN_PROCESS_LIMIT = 64;

export class BuildError extends Error {
  constructor(messages) {
    super(messages.join("\n"));
    this.name = "BuildError";
    this.messages = messages;
  }
}

/**
 * `beforePublish`: throws if the output may no longer be written (the build lost its lock on it).
 * `workers`: the build's worker threads (buildWorkers()), which the content check has loaded; without
 * them, the prerender starts its own if it needs them.
 */
export async function prerender({ out, log = console.log, beforePublish = () => {}, workers }) {
  const serviceWorker = startWorker(new URL("./service-worker-worker.mjs", import.meta.url));
  const pool = workers ?? lazyWorkers();
  try {
    return await prerenderWith(serviceWorker, pool, out, log, beforePublish);
  } finally {
    serviceWorker.stop();
    if (!workers) pool.stop();
  }
}

/** buildWorkers(), started only if a run needs them. */
function lazyWorkers() {
  let pool;
  return { run: (options) => (pool ??= buildWorkers()).run(options), stop: () => pool?.stop() };
}

async function prerenderWith(serviceWorker, pool, out, log, beforePublish) {
  const { build } = loadServerBundle();
  const api = build.entry.module.prerenderApi;
  await api.settle();
  let routes;
  try {
    routes = api.routes();
  } catch (error) {
    if (api.isContentError(error)) throw new BuildError([error.message]);
    throw error;
  }

  const stage = `${out}.tmp-${process.pid}`;
  fs.rmSync(stage, { recursive: true, force: true });
  fs.mkdirSync(stage, { recursive: true });
  let copiesAndWorker;
  try {
    const key = buildKey();
    const settings = { out: stage, buildKey: key, pageCache: path.join(cacheRoot(), "pages"), scriptCache: path.join(cacheRoot(), "scripts") };
    const previous = readManifest(out, key);
    const { results, errors } = previous ? await renderChanged(routes, previous, out, settings, pool, log) : await renderAll(routes, settings, pool, log);
    if (errors.length) throw new BuildError(errors);

    const datesWarning = await api.lastUpdatedWarning();
    if (datesWarning) log(`warning: ${datesWarning}`);
    // llms.txt and llms-full.txt, from the pages' Markdown (rendered into the stage or kept in the
    // output), unless a static folder has a file of that name, which replaces it. They get no
    // compressed copies: llms-full.txt holds every page (megabytes), so its copies were made again
    // whenever any page changed, the largest compression of a one-page rebuild; it is fetched by
    // tools, now and then, and hosts (the preview server too) compress it as they send it.
    // An incremental build rendered a few pages into the stage: the others' are read from the output only.
    const rendered = previous && new Set(filesIn(stage));
    const pageFile = (rel) => (!rendered || rendered.has(rel) ? readIfExists(path.join(stage, rel)) : undefined) ?? readIfExists(path.join(out, rel));
    const readerFiles = Object.entries(api.readerFiles(pageFile));
    for (const [name, text] of readerFiles) fs.writeFileSync(path.join(stage, name), text);
    // The site's static folders (its config's staticDirectories, else static/) are published at the
    // site root too, over the engine's public/. Copied last to first: a path two of them hold is the
    // first's, the file a page's /img/x.png was measured from.
    const siteFileDirs = [publicDir, ...api.staticDirectories().reverse()];
    const readerNames = new Set(readerFiles.map(([name]) => name).filter((name) => !siteFileDirs.some((dir) => fs.existsSync(path.join(dir, name)))));
    const recordedSize = (rel) => previous?.stats.get(rel)?.[0];
    const isCurrent = (rel) => Boolean(previous && isRecordedFile(previous, out, rel));
    const searchFiles = writeSearchFiles(api.buildSearchFiles(results.flatMap((r) => r.search ?? [])), stage, previous ? out : undefined);
    // Before the site's files are copied: a robots.txt or manifest of the site's own replaces the generated one.
    for (const [name, text] of Object.entries(await api.crawlerFiles(routes))) fs.writeFileSync(path.join(stage, name), text);
    for (const [name, text] of Object.entries(api.apiDescriptionFiles())) fs.writeFileSync(path.join(stage, name), text);
    for (const [name, text] of Object.entries(api.webAppManifestFiles())) fs.writeFileSync(path.join(stage, name), text);
    for (const [name, text] of Object.entries(api.redirectFiles(routes))) writeStaged(stage, name, text);
    const styles = api.siteStylesheetFiles();
    for (const [name, text] of Object.entries(styles.texts)) writeStaged(stage, name, text);
    for (const [name, source] of Object.entries(styles.copies)) writeStaged(stage, name, fs.readFileSync(source));

    const leaving = siteFileDirs.flatMap(linksLeaving);
    if (leaving.length) throw new BuildError(leaving);
    for (const dir of siteFileDirs) copySiteFiles(dir, stage);
    // The app's own files, over the site's: the build key covers the app build, so an incremental
    // build finds the same ones in the output, and copies only those no longer there as it recorded them.
    const appFiles = filesIn(clientBuildDir);
    for (const rel of appFiles) {
      if (previous && isRecordedFile(previous, out, rel) && !fs.existsSync(path.join(stage, rel))) continue;
      writeStaged(stage, rel, fs.readFileSync(path.join(clientBuildDir, rel)));
    }
    const scriptHashes = new Set(results.flatMap((r) => r.scriptHashes ?? []));
    const embeds = mergeEmbeddedOrigins(results.map((r) => r.embeds));
    fs.writeFileSync(path.join(stage, "_headers"), headersFile({ basePath: basePath(), scriptHashes, embeds }));
    // Every file of the finished site: the pages' (rendered into the stage or kept in the output)
    // and the site's own, all in the stage.
    const staged = new Set(filesIn(stage));
    const files = new Set([...staged, ...appFiles, ...searchFiles, ...results.flatMap((r) => r.files.map(([rel]) => rel))]);
    const located = [...files].map((rel) => ({ rel, file: path.join(staged.has(rel) ? stage : out, rel) }));
    // Compressed copies are not precached (the worker stores what the server sends). A route's own
    // files and the search shards get none (hosts compress them as they send them); the rest are
    // made while the worker's manifest is, and sw.js's own once it is written.
    const known = knownFiles(results);
    // The worker's manifest gives each file's transfer size (its gzip size): the pages' were measured
    // as they were written, the kept files' by the last build; the worker measures the rest.
    const recordedTransfer = (rel) => previous?.stats.get(rel)?.[2];
    for (const rel of files) {
      const transferBytes = staged.has(rel) || known.has(rel) ? undefined : recordedTransfer(rel);
      if (transferBytes !== undefined) known.set(rel, { transferBytes, bytes: recordedSize(rel) });
    }
    const routeFiles = new Set(results.filter((r) => r.key !== undefined).flatMap((r) => r.files.map(([rel]) => rel)));
    const noCopies = (rel) => readerNames.has(rel) || routeFiles.has(rel) || searchFiles.has(rel);
    // Each file's gzip size (its transfer size), as the copies are made or kept, and as the worker measured it.
    const gzipBytes = new Map();
    // The copies and the worker's manifest are made on other threads while this one checks the
    // links and records the pages for the next build; a broken link waits for them before the
    // stage is removed.
    copiesAndWorker = Promise.all([
      precompress({ stage, out, files, isCurrent, noCopies, staged, recordedSize, gzipBytes }),
      serviceWorker.run({ dest: stage, files: located, known, autoSaveBudgetBytes: api.offlineSettings().autoSaveBudgetBytes, kept: previous ? out : undefined }),
    ]);
    copiesAndWorker.catch(() => {});
    checkLinks(results, new Set(routes.map((r) => r.path)), files, api, log);
    const pageRecord = recordedRoutes(results, previous);
    const [copies, sw] = await copiesAndWorker;
    for (const [rel, bytes] of sw.measured) gzipBytes.set(rel, bytes);
    const written = ["sw.js", ...sw.shardFiles];
    for (const rel of written) files.add(rel);
    for (const copy of [...copies, ...(await precompress({ stage, out, files: written, isCurrent }))]) files.add(copy);
    log(`service worker: ${sw.count} files for offline reading (${(sw.size / 2 ** 20).toFixed(1)} MiB, ${(sw.transferBytes / 2 ** 20).toFixed(1)} MiB gzip: ${sw.autoSave ? "saved without asking" : "saved when installed or asked"})`);
    if (sw.tooLarge.length) log(`warning: too large to precache for offline use (over 20 MiB): ${sw.tooLarge.join(", ")}`);

    beforePublish();
    forgetManifest(out);
    // The files this build did not write keep the sizes and times recorded for them (each was
    // checked against them, or is named by its content): only the written ones are looked at again.
    const moved = previous ? updateInPlace(stage, out, files) : (swapIn(stage, out), undefined);
    writeManifest(out, key, pageRecord, [...files].sort(), gzipBytes, moved && { previous, written: moved });
    return { routes: routes.map((r) => r.path) };
  } catch (error) {
    // Copies still being written would make the stage's folders again.
    await copiesAndWorker?.catch(() => {});
    fs.rmSync(stage, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The search manifest and its shards. A shard is named by its content, so one the output already
 * holds is left there rather than written again (an incremental build writes the few that changed).
 * Returns every shard's path.
 */
function writeSearchFiles({ manifest, shards }, stage, kept) {
  fs.writeFileSync(path.join(stage, "search-manifest.json"), JSON.stringify(manifest));
  const written = new Set();
  const dirs = new Set();
  // What the output holds, a folder at a time: one listing rather than a look for each shard.
  const keptNames = new Map();
  const isKept = (rel) => {
    const dir = path.posix.dirname(rel);
    let names = keptNames.get(dir);
    if (!names) {
      try {
        names = new Set(fs.readdirSync(path.join(kept, dir)));
      } catch {
        names = new Set();
      }
      keptNames.set(dir, names);
    }
    return names.has(path.posix.basename(rel));
  };
  for (const { path: rel, content } of shards) {
    if (written.has(rel)) continue;
    written.add(rel);
    if (kept && isKept(rel)) continue;
    const dir = path.join(stage, path.dirname(rel));
    if (!dirs.has(dir)) fs.mkdirSync(dir, { recursive: true });
    dirs.add(dir);
    fs.writeFileSync(path.join(stage, rel), content);
  }
  return written;
}

/** A first build: the stage becomes the output, the previous output (if any) goes. */
/** Writes a generated file into the stage, its folder made as needed. */
function writeStaged(stage, rel, body) {
  const file = path.join(stage, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}

function swapIn(stage, out) {
  const old = `${out}.old-${process.pid}`;
  if (fs.existsSync(out)) fs.renameSync(out, old);
  fs.renameSync(stage, out);
  fs.rmSync(old, { recursive: true, force: true });
}

/**
 * An incremental build: files no page or part of the site has any more are removed, then each
 * staged file replaces its namesake (a rename, so a reader never sees half a file). Returns the
 * files moved in.
 */
function updateInPlace(stage, out, files) {
  // Every file of the folder, not only those the last build recorded: one that another process
  // put there would otherwise stay.
  for (const rel of filesIn(out)) {
    if (files.has(rel)) continue;
    fs.rmSync(path.join(out, rel), { force: true });
    removeEmptyParents(path.dirname(path.join(out, rel)), out);
  }
  const madeDirs = new Set();
  const moved = new Set(filesIn(stage));
  for (const rel of moved) {
    const target = path.join(out, rel);
    const dir = path.dirname(target);
    if (!madeDirs.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      madeDirs.add(dir);
    }
    fs.renameSync(path.join(stage, rel), target);
  }
  fs.rmSync(stage, { recursive: true, force: true });
  return moved;
}

/** A removed page's folder goes with its last file, as a first build would not have made it. */
function removeEmptyParents(dir, root) {
  for (let current = dir; current.startsWith(`${root}${path.sep}`); current = path.dirname(current)) {
    try {
      fs.rmdirSync(current);
    } catch {
      return;
    }
  }
}

/** Every file under `dir`, as paths relative to it with forward slashes. */
function filesIn(dir) {
  // Each entry's folder starts with `root` as given: its path is cut from it rather than worked out
  // with path.relative, which resolved both paths again for each of the output's thousands of files.
  const root = path.resolve(dir);
  const files = [];
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const folder = entry.parentPath ?? entry.path;
    const rel = folder === root ? entry.name : `${folder.slice(root.length + 1)}${path.sep}${entry.name}`;
    files.push(path.sep === "/" ? rel : rel.split(path.sep).join("/"));
  }
  return files;
}

/** Every route, the not-found page and the site's data files, on a pool of workers. */
async function renderAll(routes, settings, pool, log) {
  const jobs = [...routes, { notFound: true }, { siteData: true }];
  log(`prerender: ${routes.length} routes with ${poolSize(jobs.length, JOBS_PER_WORKER)} workers`);
  return renderOnPool(jobs, settings, pool);
}

function renderOnPool(jobs, settings, pool) {
  return pool.run({ jobs: jobs.map((job) => ({ render: job, settings })), jobsPerWorker: JOBS_PER_WORKER, keep: shareFrameRefs });
}

/** One string per distinct frame link: every page links much the same navbar, sidebar and footer. */
const frameRefs = new Map();

/**
 * A result from a worker arrives with its own copy of each string; kept as they are, the frame
 * links of 5,000 pages would hold about 50 MB until the build ends.
 */
function shareFrameRefs(result) {
  const frame = result.refs.frame.map((ref) => {
    const shared = frameRefs.get(ref);
    if (shared !== undefined) return shared;
    frameRefs.set(ref, ref);
    return ref;
  });
  return { ...result, refs: { ...result.refs, frame } };
}

/**
 * Every route's inputs are hashed here (the content check has just loaded every page's compile
 * into this thread). A route whose inputs the previous build recorded keeps its files in the
 * output. For the others the loader runs: a change elsewhere in the content model (a page added,
 * a title changed) changes every route's inputs but the data of only the pages that show it, and
 * a route whose data (key) is unchanged keeps its files too. The rest are rendered into the stage.
 */
async function renderChanged(routes, previous, out, settings, pool, log) {
  const renderer = await createRenderer(settings);
  const results = [];
  const changed = [];
  // A file gone from the output or not the one recorded (deleted or replaced by hand or by
  // another process) has the page rendered again.
  const kept = (last) => last.files.every(([rel]) => isRecordedFile(previous, out, rel));
  const failure = (route, error) => ({ results, errors: [renderer.api.isContentError(error) ? error.message : `${route.path}: ${error?.stack ?? error}`] });
  for (const route of routes) {
    const last = previous.routes[route.path];
    let inputs;
    let known;
    try {
      inputs = await renderer.inputsOf(route.path);
      if (last?.inputs === inputs && kept(last)) {
        results.push(last);
        continue;
      }
      known = await renderer.dataOf(route);
    } catch (error) {
      return failure(route, error);
    }
    if (last?.key === known.key && kept(last)) results.push({ ...last, inputs });
    else changed.push({ route, known: { ...known, inputs } });
  }
  log(`prerender: ${changed.length} of ${routes.length} routes changed`);
  const jobs = [{ notFound: true }, { siteData: true }];
  if (changed.length > IN_PROCESS_LIMIT) {
    const rendered = await renderOnPool([...changed.map((c) => c.route), ...jobs], settings, pool);
    return { results: [...results, ...rendered.results], errors: rendered.errors };
  }
  for (const [job, known] of [...changed.map((c) => [c.route, c.known]), ...jobs.map((j) => [j])]) {
    const answer = await renderer.run(job, known);
    if (!answer.ok) return { results, errors: [answer.error] };
    results.push(answer.result);
  }
  return { results, errors: [] };
}

/**
 * What the pages' files are known to be, by URL path: `{ revision, bytes, transferBytes }` (see the
 * renderer's `write`), and `group`, the page's HTML file, which the worker's manifest keeps them with.
 */
function knownFiles(results) {
  return new Map(
    results.flatMap((r) => {
      const group = r.files.find(([rel]) => rel.endsWith(".html"))?.[0];
      return r.files.map(([rel, revision, bytes, transferBytes]) => [rel, { revision, bytes, transferBytes, group }]);
    }),
  );
}

/**
 * The crawl: every internal link must reach a rendered route or a file, and its `#anchor` an
 * element of that page. A broken link in content does what the site's onBrokenLinks says
 * (Docusaurus's default, and a content folder's without a config: fail the build), a broken
 * anchor what its onBrokenAnchors says, each reported once: the content check already reported
 * those it could see in the pages' Markdown, and the links components render are left to this.
 * A link of the frame (the navbar, footer and announcement bar the site's config describes) is the
 * config's own and follows onBrokenLinks too, reported once at the config's line, as Docusaurus's
 * crawl counts every rendered link; links into parts of a Docusaurus site this build does not render
 * (its blog, its React pages) count as found. The frame's links to missing anchors are one warning.
 */
function checkLinks(results, routes, files, api, log) {
  const base = basePath();
  // Every page links the same frame and assets: each distinct reference is looked up once.
  const known = new Map();
  const exists = (ref) => {
    let found = known.get(ref);
    if (found === undefined) known.set(ref, (found = lookUp(ref)));
    return found;
  };
  const sitePathOf = (ref) => decodeURIComponent(ref.slice(base.length).replace(/[?#].*$/, "") || "/");
  const lookUp = (ref) => {
    // Every link must stay under the base path: the host serves nothing else of the site.
    if (base && ref !== base && !ref.startsWith(`${base}/`) && !ref.startsWith(`${base}?`) && !ref.startsWith(`${base}#`)) return false;
    // `/./img/x.svg` (a config's `./img/x.svg` under the base path) is the path a browser asks for: dot segments resolved.
    const target = path.posix.normalize(decodeURIComponent(ref.slice(base.length).replace(/[?#].*$/, "") || "/")).replace(/(.)\/$/, "$1");
    // A static host serves `/x` from `x.html` as well (clean URLs), and a folder from its index.html.
    const rel = target.slice(1);
    return routes.has(target) || files.has(rel) || files.has(`${rel}.html`) || files.has(rel ? `${rel}/index.html` : "index.html") || api.isUnrendered(target);
  };
  const action = api.brokenLinkAction();
  const anchorAction = api.brokenAnchorAction();
  const missingAnchor = missingAnchorFinder(new Map(results.filter((r) => r.anchors).map((r) => [r.route, r.anchors])), base);
  const problems = [];
  const warnings = [];
  const frameMisses = new Set();
  // The favicon is a <link> of the head, which Docusaurus's link check does not read either.
  const favicon = api.faviconPath();
  const generatedMisses = [];
  const frameAnchorMisses = new Set();
  const rawHtmlMisses = new Set();
  const sourceMisses = new Set();
  for (const { route, refs } of results.sort((a, b) => a.route.localeCompare(b.route))) {
    const source = api.sourceOf(route);
    for (const ref of source ? refs.content : []) {
      const missing = anchorAction === "ignore" ? undefined : missingAnchor(route, ref);
      if (missing && !api.reportedBrokenAnchor(route, missing.target, missing.anchor)) {
        const sameRoute = ref.startsWith("#");
        const at = api.linkPosition(route, sameRoute ? ref : `${sitePathOf(ref)}${ref.slice(ref.indexOf("#"))}`, true);
        const problem = `${path.relative(process.cwd(), source)}${at ? `:${at.line}:${at.column}` : ""} links to ${ref}: no anchor #${missing.anchor} on ${sameRoute ? "this page" : missing.target}`;
        if (anchorAction === "throw") problems.push(problem);
        else warnings.push(`${problem} (onBrokenAnchors: "${anchorAction}")`);
      }
      if (ref.startsWith("#") || exists(ref) || api.reportedMarkdownLink(route, sitePathOf(ref))) continue;
      const writing = api.linkWriting(route, sitePathOf(ref));
      const at = api.linkPosition(route, `${sitePathOf(ref)}${ref.includes("#") ? ref.slice(ref.indexOf("#")) : ""}`);
      const problem = `${path.relative(process.cwd(), source)}${at ? `:${at.line}:${at.column}` : ""} links to ${ref}, which does not exist`;
      // Written as an <a> element, which Docusaurus's check does not read: a warning, the content
      // check's unless the link is to a file, which only this crawl can judge (verdaccio's logo zip).
      if (writing === "anchor") {
        if (!api.reportedBrokenLink(route, sitePathOf(ref))) warnings.push(`${problem} (an <a> element, whose links Docusaurus's check does not read: readers following it get the not-found page)`);
        continue;
      }
      // Not written in the page: a component renders it. Docusaurus's check reads it only if the
      // component made it with <Link>, never an <a> or HTML it sets (yarn's react-json-doc renders
      // descriptions as HTML): said, whatever onBrokenLinks says, not fatal.
      if (writing === undefined) warnings.push(`${problem} (a component on the page renders the link; Docusaurus checks it only when made with <Link>)`);
      else if (action === "throw") problems.push(problem);
      else if (action !== "ignore" && !api.reportedBrokenLink(route, sitePathOf(ref))) warnings.push(`${problem} (onBrokenLinks: "${action}")`);
    }
    // An image or video a page shows is no link (Docusaurus's check reads links only, and a site's
    // component may show a file its host serves outside the site): one that is not there is a warning.
    for (const ref of refs.sources ?? []) {
      if (exists(ref)) continue;
      const outside = base && ref !== base && !ref.startsWith(`${base}/`);
      const shown = source ? path.relative(process.cwd(), source) : `the page ${route}`;
      sourceMisses.add(`${shown} shows ${ref}, which ${outside ? `is outside the site (served under ${base}/): it shows only where the host serves it` : "does not exist: the page shows it broken"}`);
    }
    for (const ref of refs.frame) {
      const sameRoute = ref.startsWith("#");
      // Frame links the content check reported (with the rest of its problems) are not reported
      // twice; those of the config's raw HTML, which Docusaurus does not check, are one warning.
      if (!sameRoute && !exists(ref) && sitePathOf(ref) !== favicon) {
        if (api.rawHtmlFrameLink(sitePathOf(ref))) rawHtmlMisses.add(ref);
        else if (!api.reportedFrameLink(sitePathOf(ref))) frameMisses.add(ref);
      } else if (anchorAction !== "ignore" && missingAnchor(route, ref)) frameAnchorMisses.add(sameRoute ? `${base}${route}${ref}` : ref);
    }
    // The home, author and not-found pages, made from data files rather than a page of content.
    for (const ref of source ? [] : refs.content) {
      const sameRoute = ref.startsWith("#");
      if (!sameRoute && !exists(ref)) generatedMisses.push(`the page ${route} links to ${ref}, which does not exist`);
      else if (anchorAction !== "ignore" && missingAnchor(route, ref)) frameAnchorMisses.add(sameRoute ? `${base}${route}${ref}` : ref);
    }
  }
  // A file the frame shows (a logo, an icon: a path with an extension) is no link: Docusaurus's
  // check does not read it, so it is a warning whatever onBrokenLinks says; a page it links to is.
  const isFile = (ref) => path.posix.extname(sitePathOf(ref)) !== "";
  // The app's own scripts and styles (build/): a page that loads one the output lacks is broken,
  // whatever the site's settings (an app build for another base path than the pages').
  const appMisses = [...frameMisses].filter((ref) => sitePathOf(ref).startsWith("/build/"));
  if (appMisses.length) problems.push(`the pages load ${appMisses.length} file${appMisses.length === 1 ? "" : "s"} of the app this build did not publish: ${appMisses.slice(0, 3).join(", ")}${appMisses.length > 3 ? ", …" : ""}`);
  const missingFiles = [...frameMisses].filter((ref) => isFile(ref) && !sitePathOf(ref).startsWith("/build/"));
  const reported = [
    ...[...frameMisses].filter((ref) => !isFile(ref)).map((ref) => {
      const { where, what } = api.frameLinkSource(sitePathOf(ref));
      return `${where} links to ${ref} (${what}), which does not exist`;
    }),
    ...generatedMisses,
  ];
  for (const problem of action === "ignore" ? [] : reported) {
    if (action === "throw") problems.push(problem);
    else warnings.push(`${problem} (onBrokenLinks: "${action}")`);
  }
  if (problems.length) throw new BuildError([...new Set(problems)]);
  for (const warning of new Set(warnings)) log(`warning: ${warning}`);
  for (const miss of sourceMisses) log(`warning: ${miss}`);
  if (missingFiles.length) log(`warning: site configuration shows files this content does not have: ${missingFiles.join(", ")}`);
  if (rawHtmlMisses.size) log(`warning: the site configuration's HTML (its copyright, html items or announcement) links to pages this content does not have: ${[...rawHtmlMisses].join(", ")}`);
  if (frameAnchorMisses.size) log(`warning: site configuration links to anchors its pages do not have: ${[...frameAnchorMisses].join(", ")}`);
}
