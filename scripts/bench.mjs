#!/usr/bin/env node
// npm run bench [-- --pages N] [--out FILE] [--runs K] [--visit-seconds S]: build and page figures on the synthetic
// corpus (../shared/bench/make-corpus.mjs) and on the shipped content. Timings are reported with
// their median and spread; nothing here asserts a timing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { execFileSync, spawn } from "node:child_process";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { appBuildDir, projectRoot } from "./lib/paths.mjs";
import { threadedServer } from "./lib/bench-server.mjs";
import { offlineReadingFigures } from "./lib/bench-offline.mjs";
import { pageWeightFigures } from "./lib/bench-weight.mjs";
import { chromium } from "playwright-core";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
const pages = Number(opt("pages", 1000));
const runs = Number(opt("runs", 3));
// How long a first visit's background downloads are watched (issue 20: 60 s).
const visitSeconds = Number(opt("visit-seconds", 60));
const outFile = path.resolve(opt("out", path.join(projectRoot, "bench-results.json")));
const work = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-bench-"));
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const spread = (xs) => [Math.min(...xs), Math.max(...xs)];
const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;
const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const timing = (xs) => ({ median: median(xs), min: spread(xs)[0], max: spread(xs)[1], runs: xs });

/** Peak resident memory of a process and all its descendants, sampled from /proc. */
function treeRss(rootPid) {
  const children = new Map();
  for (const pid of fs.readdirSync("/proc").filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(pid));
    } catch {}
  }
  let total = 0;
  const visit = (pid) => {
    try {
      const rss = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
      if (rss) total += Number(rss[1]) * 1024;
    } catch {}
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(rootPid);
  return total;
}

function build(contentDir, outDir, cacheDir) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(projectRoot, "scripts/build.mjs")], {
      cwd: projectRoot,
      env: { ...process.env, CONTENT_DIR: contentDir, OUT_DIR: outDir, PALAVER_CACHE_DIR: cacheDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let peak = 0;
    let stderr = "";
    const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 50);
    child.stderr.on("data", (d) => (stderr += d));
    child.stdout.resume();
    child.on("exit", (code) => {
      clearInterval(sampler);
      if (code !== 0) reject(new Error(`build failed:\n${stderr}`));
      else resolve({ seconds: (performance.now() - started) / 1000, peakRssBytes: peak });
    });
  });
}

function dirStats(dir) {
  let bytes = 0;
  let files = 0;
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else {
        files++;
        bytes += fs.statSync(p).size;
      }
    }
  };
  walk(dir);
  return { bytes, files };
}

async function browserFigures(outDir, docRoute, queries) {
  const server = await threadedServer(outDir);
  const { base } = server;
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    // First visit of a doc page: everything the browser downloads.
    // The page alone: the worker's own downloads are measured in offlineFigures.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: "block" });
    const page = await context.newPage();
    const responses = [];
    page.on("response", (r) => responses.push(r));
    await page.goto(base + docRoute, { waitUntil: "networkidle" });
    await page.waitForSelector("html[data-hydrated]");
    const firstVisit = { requests: responses.filter((r) => !new URL(r.url()).pathname.startsWith("/_data/")).length, htmlBytes: 0, htmlGzip: 0, jsBytes: 0, jsGzip: 0, cssBytes: 0 };
    // Prefetches of linked pages' data start after load: not part of this page.
    for (const response of responses.filter((r) => !new URL(r.url()).pathname.startsWith("/_data/"))) {
      const body = await response.body().catch(() => Buffer.alloc(0));
      const type = response.headers()["content-type"] ?? "";
      if (type.includes("html")) {
        firstVisit.htmlBytes += body.length;
        firstVisit.htmlGzip += gz(body);
      } else if (type.includes("javascript")) {
        firstVisit.jsBytes += body.length;
        firstVisit.jsGzip += gz(body);
      } else if (type.includes("css")) firstVisit.cssBytes += body.length;
    }

    // Search in the browser: load + parse on first use, then key → results per keystroke.
    const loads = [];
    const keystrokes = [];
    for (let run = 0; run < runs; run++) {
      const p = await context.newPage();
      await p.goto(base + docRoute);
      await p.waitForSelector("html[data-hydrated]");
      const box = p.getByRole("combobox", { name: "Search the docs" });
      await box.focus();
      await p.waitForFunction(() => performance.getEntriesByName("search-load").length > 0, null, { timeout: 60_000 });
      loads.push(await p.evaluate(() => performance.getEntriesByName("search-load")[0].duration));
      for (const query of queries.slice(0, 4)) {
        await box.fill("");
        for (let i = 1; i <= query.length; i++) {
          const started = Date.now();
          await box.fill(query.slice(0, i));
          await answered(p, query.slice(0, i));
          keystrokes.push(Date.now() - started);
        }
      }
      await p.close();
    }
    await context.close();
    return {
      firstVisit,
      ...(await firstSearchFigures(browser, base, docRoute, queries)),
      searchLoadMs: timing(loads),
      keyToResultsMs: { p50: percentile(keystrokes, 50), p95: percentile(keystrokes, 95) },
      pageWeight: await pageWeightFigures(browser, outDir, docRoute, { appBuildDir }),
      offline: await offlineFigures(browser, base, docRoute),
      offlineReading: await offlineReadingFigures(browser, outDir, docRoute, { visitSeconds }),
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Resolves once the search box shows the answer to `query` (results or "No results"). */
function answered(page, query) {
  return page.waitForFunction((q) => document.querySelector(".search-dropdown")?.getAttribute("data-answers") === q, query, { timeout: 60_000 });
}

/**
 * Search from a cold cache: a reader focuses the box and types a query at once (from the focus to
 * its results), then a second, different query. Bytes as transferred (headers and gzip bodies) of
 * the search code and files; the results' links prefetching their pages' data are not search's.
 */
async function firstSearchFigures(browser, base, docRoute, queries) {
  const first = { bytes: [], ms: [] };
  const second = { bytes: [], ms: [] };
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: "block" });
    const page = await context.newPage();
    await page.goto(base + docRoute, { waitUntil: "networkidle" });
    await page.waitForSelector("html[data-hydrated]");
    let requests = [];
    page.on("requestfinished", (request) => !new URL(request.url()).pathname.startsWith("/_data/") && requests.push(request));
    const transferred = async () => {
      const sizes = await Promise.all(requests.map((r) => r.sizes()));
      requests = [];
      return sizes.reduce((sum, size) => sum + size.responseHeadersSize + size.responseBodySize, 0);
    };
    const box = page.getByRole("combobox", { name: "Search the docs" });
    for (const [query, figures] of [[queries[0], first], [queries[1], second]]) {
      const started = Date.now();
      await box.focus();
      await box.fill(query);
      await answered(page, query);
      figures.ms.push(Date.now() - started);
      // Requests still finishing (none should be) are counted with this query.
      await page.waitForLoadState("networkidle");
      figures.bytes.push(await transferred());
    }
    await context.close();
  }
  return { firstSearch: { bytes: timing(first.bytes), ms: timing(first.ms) }, secondSearch: { bytes: timing(second.bytes), ms: timing(second.ms) } };
}

/** First contentful paint of a page, waiting for the entry (it may be recorded after `load`). */
async function fcp(page) {
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, { timeout: 10_000 }).catch(() => undefined);
  return page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN);
}

/**
 * The service worker: what a first visit downloads, what saving the whole site costs, what a repeat
 * visit still takes from the network, and first contentful paint on repeat visits with the worker
 * and with only the HTTP cache.
 */
async function offlineFigures(browser, base, docRoute) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  let first = 0;
  const onFirst = async (response) => (first += (await response.body().catch(() => Buffer.alloc(0))).length);
  context.on("response", onFirst);
  const page = await context.newPage();
  await page.goto(base + docRoute);
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, { timeout: 60_000 });
  // Whole-site caching has finished when the cache stops growing.
  let size = -1;
  for (let stable = 0; stable < 3; ) {
    await page.waitForTimeout(1000);
    const now = await page.evaluate(async () => (await (await caches.open("palaver-precache")).keys()).length);
    stable = now === size ? stable + 1 : 0;
    size = now;
  }
  const precacheBytes = await page.evaluate(async () => {
    const cache = await caches.open("palaver-precache");
    let total = 0;
    for (const request of await cache.keys()) total += (await (await cache.match(request)).blob()).size;
    return total;
  });
  context.off("response", onFirst);
  const repeat = { network: 0, fcp: [] };
  context.on("response", async (response) => {
    if (!response.fromServiceWorker()) repeat.network += (await response.body().catch(() => Buffer.alloc(0))).length;
  });
  for (let run = 0; run < runs; run++) {
    const again = await context.newPage();
    await again.goto(base + docRoute, { waitUntil: "load" });
    repeat.fcp.push(await fcp(again));
    await again.close();
  }
  await context.close();

  const plain = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: "block" });
  const warm = await plain.newPage();
  await warm.goto(base + docRoute, { waitUntil: "load" });
  const httpCacheFcp = [];
  for (let run = 0; run < runs; run++) {
    const again = await plain.newPage();
    await again.goto(base + docRoute, { waitUntil: "load" });
    httpCacheFcp.push(await fcp(again));
    await again.close();
  }
  await plain.close();
  return {
    firstVisitBytes: first,
    precacheEntries: size,
    precacheBytes,
    repeatVisitNetworkBytes: repeat.network / runs,
    repeatVisitFcpMs: { withWorker: timing(repeat.fcp), httpCacheOnly: timing(httpCacheFcp) },
  };
}

async function searchFigures(outDir, queries) {
  const manifest = fs.readFileSync(path.join(outDir, "search-manifest.json"));
  const shards = fs.readdirSync(path.join(outDir, "_search")).map((name) => fs.readFileSync(path.join(outDir, "_search", name)));
  const { SearchEngine } = await import(pathToFileURL(path.join(work, "search-engine.mjs")).href);
  const engine = new SearchEngine(JSON.parse(manifest), async (file) => JSON.parse(fs.readFileSync(path.join(outDir, file), "utf8")));
  const latencies = [];
  for (let run = 0; run < runs; run++) {
    for (const query of queries) {
      for (let i = 1; i <= query.length; i++) {
        const started = performance.now();
        await engine.search(query.slice(0, i));
        latencies.push(performance.now() - started);
      }
    }
  }
  return {
    records: JSON.parse(manifest).recordCount,
    manifestBytes: manifest.length,
    manifestGzip: gz(manifest),
    shards: shards.length,
    shardBytes: shards.reduce((sum, shard) => sum + shard.length, 0),
    shardGzip: shards.reduce((sum, shard) => sum + gz(shard), 0),
    engineMsPerKeystroke: { p50: percentile(latencies, 50), p95: percentile(latencies, 95), samples: latencies.length },
  };
}

/** Lighthouse's mobile preset (its default) on a doc page, `runs` times, with Debian's Chromium. */
async function lighthouseFigures(outDir, docRoute) {
  const server = await threadedServer(outDir);
  const { base } = server;
  const reports = [];
  for (let run = 0; run < runs; run++) {
    const browser = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: CHROMIUM_ARGS });
    try {
      const { lhr } = await lighthouse(base + docRoute, { port: browser.port, output: "json", logLevel: "error" });
      reports.push(lhr);
    } finally {
      await browser.kill();
    }
  }
  await server.close();
  const score = (category) => median(reports.map((lhr) => Math.round(lhr.categories[category].score * 100)));
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: timing(reports.map((lhr) => lhr.audits["largest-contentful-paint"].numericValue)),
    tbtMs: timing(reports.map((lhr) => lhr.audits["total-blocking-time"].numericValue)),
  };
}

async function measure(label, contentDir, docRoute, queries, { warm }) {
  console.log(`\n== ${label}`);
  const cold = [];
  let outDir;
  for (let run = 0; run < runs; run++) {
    outDir = path.join(work, `${label}-out`);
    const cacheDir = path.join(work, `${label}-cache`);
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.rmSync(cacheDir, { recursive: true, force: true });
    // The file system's share of removing the last run's thousands of files is not this run's.
    execFileSync("sync");
    const result = await build(contentDir, outDir, cacheDir);
    console.log(`cold build ${run + 1}/${runs}: ${result.seconds.toFixed(1)} s, peak RSS ${(result.peakRssBytes / 2 ** 20).toFixed(0)} MiB`);
    cold.push(result);
  }
  const figures = {
    pages: fs.readdirSync(path.join(outDir, "_data"), { recursive: true }).filter((f) => String(f).endsWith(".json")).length,
    coldBuildSeconds: timing(cold.map((r) => r.seconds)),
    peakRssMiB: timing(cold.map((r) => r.peakRssBytes / 2 ** 20)),
  };
  figures.pagesPerSecond = figures.pages / figures.coldBuildSeconds.median;
  if (warm) {
    const cacheDir = path.join(work, `${label}-cache`);
    const edited = path.join(contentDir, warm.edit);
    const editRuns = [];
    const addRuns = [];
    for (let run = 0; run < runs; run++) {
      fs.appendFileSync(edited, `\n\nEdited for warm rebuild ${run} at ${Date.now()}.\n`);
      editRuns.push((await build(contentDir, outDir, cacheDir)).seconds);
      const added = path.join(path.dirname(edited), `bench-added-${run}.mdx`);
      fs.writeFileSync(added, `---\ntitle: Added page ${run}\n---\n\nA page added for the warm rebuild benchmark.\n`);
      addRuns.push((await build(contentDir, outDir, cacheDir)).seconds);
      fs.rmSync(added);
      // Untimed: the next edit is measured against a build of the tree it edits, not one with the added page.
      await build(contentDir, outDir, cacheDir);
    }
    figures.warmRebuildEditOneSeconds = timing(editRuns);
    figures.warmRebuildAddOneSeconds = timing(addRuns);
  }
  figures.dist = dirStats(outDir);
  figures.search = await searchFigures(outDir, queries);
  Object.assign(figures, await browserFigures(outDir, docRoute, queries));
  figures.lighthouse = await lighthouseFigures(outDir, docRoute);
  console.log(JSON.stringify(figures, null, 2));
  return figures;
}

// The engine module is TypeScript: bundle it once for Node with the project's esbuild.
const esbuild = await import("esbuild");
await esbuild.build({
  entryPoints: [path.join(projectRoot, "app/lib/search/search-engine.ts")],
  bundle: true,
  platform: "node",
  format: "esm",
  outfile: path.join(work, "search-engine.mjs"),
  logLevel: "silent",
});

const corpusDir = path.join(work, "corpus");
// Beside the project, or beside the folder of worktrees it is one of.
const generator = ["../shared/bench/make-corpus.mjs", "../../shared/bench/make-corpus.mjs"].map((rel) => path.resolve(projectRoot, rel)).find((file) => fs.existsSync(file)) ?? path.resolve(projectRoot, "../shared/bench/make-corpus.mjs");
await new Promise((resolve, reject) =>
  spawn(process.execPath, [generator, corpusDir, "--pages", String(pages)], { stdio: "inherit" }).on("exit", (c) => (c === 0 ? resolve() : reject(new Error("corpus generation failed")))),
);

const corpusQueries = ["account message", "notification setting", "privacy security report", "upload image banner", "delivery receipt", "permission role invite", "encryption key password", "rate limit timeout"];
const siteQueries = ["delete my account", "profile banner upload", "report a vulnerability", "gdpr data export", "err002", "acount delet", "two factor", "group chat"];

const results = {
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  date: new Date().toISOString(),
  corpus: await measure(`corpus-${pages}`, corpusDir, "/docs/section-1/page-2", corpusQueries, { warm: { edit: "docs/section-1/page-3.mdx" } }),
  shipped: await measure("shipped", path.join(projectRoot, "content"), "/docs/user/account/deletion", siteQueries, { warm: false }),
};
fs.writeFileSync(outFile, JSON.stringify(results, null, 2) + "\n");

const row = (name, c, s) => console.log(`| ${name.padEnd(44)} | ${String(c).padEnd(22)} | ${String(s).padEnd(22)} |`);
const t = (x) => `${x.median.toFixed(2)} (${x.min.toFixed(2)}–${x.max.toFixed(2)})`;
console.log(`\n| figure | ${pages}-page corpus | shipped content |`);
console.log("|---|---|---|");
row("cold build, s (median, min–max)", t(results.corpus.coldBuildSeconds), t(results.shipped.coldBuildSeconds));
row("pages per second", results.corpus.pagesPerSecond.toFixed(1), results.shipped.pagesPerSecond.toFixed(1));
row("peak RSS, MiB", t(results.corpus.peakRssMiB), t(results.shipped.peakRssMiB));
row("warm rebuild, one page edited, s", t(results.corpus.warmRebuildEditOneSeconds), "–");
row("warm rebuild, one page added, s", t(results.corpus.warmRebuildAddOneSeconds), "–");
row("dist size, MiB / files", `${(results.corpus.dist.bytes / 2 ** 20).toFixed(1)} / ${results.corpus.dist.files}`, `${(results.shipped.dist.bytes / 2 ** 20).toFixed(1)} / ${results.shipped.dist.files}`);
for (const [name, key] of [["doc page HTML, KB raw / gzip", "html"], ["doc page JS, KB raw / gzip", "js"]]) {
  const f = (x) => `${(x.firstVisit[`${key}Bytes`] / 1000).toFixed(1)} / ${(x.firstVisit[`${key}Gzip`] / 1000).toFixed(1)}`;
  row(name, f(results.corpus), f(results.shipped));
}
const weight = (x) => `${(x.pageWeight.firstVisitJs.framework.gzip / 1000).toFixed(1)} / ${(x.pageWeight.firstVisitJs.ours.gzip / 1000).toFixed(1)} (${(x.pageWeight.firstVisitJsUntilHydrated.ours.gzip / 1000).toFixed(1)} to hydrate)`;
row("first-visit JS gzip, KB: framework / ours", weight(results.corpus), weight(results.shipped));
row("doc page HTML gzip, KB (file)", (results.corpus.pageWeight.docHtml.gzip / 1000).toFixed(1), (results.shipped.pageWeight.docHtml.gzip / 1000).toFixed(1));
row("doc page CSS, KB", (results.corpus.firstVisit.cssBytes / 1000).toFixed(1), (results.shipped.firstVisit.cssBytes / 1000).toFixed(1));
row("doc page requests (first visit)", results.corpus.firstVisit.requests, results.shipped.firstVisit.requests);
const sz = (x) => `${(x.search.manifestGzip / 1000).toFixed(0)} KB + ${x.search.shards} shards, ${(x.search.shardGzip / 1000).toFixed(0)} KB gz`;
row("search files (manifest + shards)", sz(results.corpus), sz(results.shipped));
row("search records", results.corpus.search.records, results.shipped.search.records);
row("search load + parse in browser, ms", t(results.corpus.searchLoadMs), t(results.shipped.searchLoadMs));
const q = (x) => `${x.p50.toFixed(1)} / ${x.p95.toFixed(1)}`;
row("search engine per keystroke p50/p95, ms (Node)", q(results.corpus.search.engineMsPerKeystroke), q(results.shipped.search.engineMsPerKeystroke));
row("key → results p50/p95, ms (browser)", q(results.corpus.keyToResultsMs), q(results.shipped.keyToResultsMs));
const searchCost = (x) => `${(x.bytes.median / 1000).toFixed(1)} KB, ${x.ms.median.toFixed(0)} ms (${x.ms.min.toFixed(0)}–${x.ms.max.toFixed(0)})`;
row("first search (cold cache): bytes, time", searchCost(results.corpus.firstSearch), searchCost(results.shipped.firstSearch));
row("second, different query: bytes, time", searchCost(results.corpus.secondSearch), searchCost(results.shipped.secondSearch));
const kb = (x) => `${(x / 1000).toFixed(1)} KB`;
row("first visit + saving the whole site offline, KB", kb(results.corpus.offline.firstVisitBytes), kb(results.shipped.offline.firstVisitBytes));
row("whole-site offline cache, entries / MiB", `${results.corpus.offline.precacheEntries} / ${(results.corpus.offline.precacheBytes / 2 ** 20).toFixed(1)}`, `${results.shipped.offline.precacheEntries} / ${(results.shipped.offline.precacheBytes / 2 ** 20).toFixed(1)}`);
row("repeat visit, bytes over the network", kb(results.corpus.offline.repeatVisitNetworkBytes), kb(results.shipped.offline.repeatVisitNetworkBytes));
row("repeat visit FCP, ms: worker", t(results.corpus.offline.repeatVisitFcpMs.withWorker), t(results.shipped.offline.repeatVisitFcpMs.withWorker));
row("repeat visit FCP, ms: HTTP cache only", t(results.corpus.offline.repeatVisitFcpMs.httpCacheOnly), t(results.shipped.offline.repeatVisitFcpMs.httpCacheOnly));
const bytesAndRequests = (x) => `${kb(x.bytes)}, ${x.requests} req`;
row(`first visit, one page: the page`, bytesAndRequests(results.corpus.offlineReading.firstVisit.page), bytesAndRequests(results.shipped.offlineReading.firstVisit.page));
row(`first visit: background over ${visitSeconds} s`, bytesAndRequests(results.corpus.offlineReading.firstVisit.background), bytesAndRequests(results.shipped.offlineReading.firstVisit.background));
row("repeat visit (worker in control)", bytesAndRequests(results.corpus.offlineReading.repeatVisit), bytesAndRequests(results.shipped.offlineReading.repeatVisit));
const save = (x) => `${kb(x.bytes)}, ${x.seconds.toFixed(1)} s, ${x.files} files, ${(x.storageBytes / 2 ** 20).toFixed(1)} MiB stored${x.autoSave ? " (auto)" : ""}${x.stopped ? ` (stopped: ${x.stopped})` : ""}`;
row("Save for offline reading: bytes, time, storage", save(results.corpus.offlineReading.saveForOffline), save(results.shipped.offlineReading.saveForOffline));
const lh = (x) => `${x.lighthouse.performance} / ${x.lighthouse.accessibility} / ${x.lighthouse.bestPractices} / ${x.lighthouse.seo}`;
row("Lighthouse mobile: perf / a11y / BP / SEO", lh(results.corpus), lh(results.shipped));
const ms0 = (x) => `${x.median.toFixed(0)} (${x.min.toFixed(0)}–${x.max.toFixed(0)})`;
row("Lighthouse LCP, ms", ms0(results.corpus.lighthouse.lcpMs), ms0(results.shipped.lighthouse.lcpMs));
row("Lighthouse TBT, ms", ms0(results.corpus.lighthouse.tbtMs), ms0(results.shipped.lighthouse.tbtMs));
console.log(`\nfull figures: ${path.relative(process.cwd(), outFile)}`);
fs.rmSync(work, { recursive: true, force: true });
