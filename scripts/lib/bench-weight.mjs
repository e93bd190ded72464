// The benchmark's page-weight figures (issue 20): how big a doc page's HTML is, and what JavaScript
// a first visit downloads, split into the framework's (React, React DOM, Remix and its router) and
// ours (the app's code and the libraries it chose). The split comes from the compiler's metafile,
// which says how many bytes of each chunk come from which source file.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { threadedServer } from "./bench-server.mjs";

const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

/** Packages that are the framework: what every Remix + React page loads before any code of a site. */
const FRAMEWORK = /node_modules\/(react|react-dom|scheduler|@remix-run\/[^/]+|react-router|react-router-dom|turbo-stream)\//;

/**
 * Each client chunk's share of framework bytes, by its file name under `build/` (as served at
 * `<base>/build/<name>`), from the classic compiler's `metafile.js.json` in `appBuildDir`.
 */
export function frameworkShares(appBuildDir) {
  const metafile = JSON.parse(fs.readFileSync(path.join(appBuildDir, "metafile.js.json"), "utf8"));
  const shares = new Map();
  for (const [output, { inputs }] of Object.entries(metafile.outputs)) {
    if (!output.endsWith(".js")) continue;
    let framework = 0;
    let total = 0;
    for (const [input, { bytesInOutput }] of Object.entries(inputs)) {
      total += bytesInOutput;
      if (FRAMEWORK.test(input)) framework += bytesInOutput;
    }
    shares.set(output.slice(output.lastIndexOf("/build/") + "/build/".length), total === 0 ? 0 : framework / total);
  }
  return shares;
}

/**
 * Splits JavaScript files (`{ name, body }`, name relative to `build/`) into framework and ours,
 * gzip sizes shared out in proportion to each chunk's source bytes. Remix's route manifest
 * (`manifest-<hash>.js`, written outside the metafile) is the framework's.
 */
export function splitJavaScript(files, shares) {
  /** @type {{ framework: { bytes: number, gzip: number }, ours: { bytes: number, gzip: number }, chunks: { name: string, gzip: number, frameworkShare: number }[] }} */
  const split = { framework: { bytes: 0, gzip: 0 }, ours: { bytes: 0, gzip: 0 }, chunks: [] };
  for (const { name, body } of files) {
    const share = /^manifest-[A-Z0-9]+\.js$/.test(name) ? 1 : (shares.get(name) ?? 0);
    const gzip = gzipSize(body);
    split.framework.bytes += Math.round(body.length * share);
    split.framework.gzip += Math.round(gzip * share);
    split.ours.bytes += Math.round(body.length * (1 - share));
    split.ours.gzip += Math.round(gzip * (1 - share));
    split.chunks.push({ name, gzip, frameworkShare: Number(share.toFixed(3)) });
  }
  return split;
}

/**
 * A doc page's HTML (raw and gzip) and the JavaScript a first visit downloads until `settleMs` after
 * hydration, each as framework and ours: in all, and the part the HTML names (its module preloads
 * and imports: what hydration waits for; the rest, such as the service-worker client and the
 * prefetcher, is imported after the load event). Prefetches of other pages' code (`Sec-Purpose: prefetch`)
 * are the next click's, counted apart; the service worker is blocked (its downloads are in
 * bench-offline.mjs).
 */
export async function pageWeightFigures(browser, outDir, docRoute, { appBuildDir, settleMs = 3000 }) {
  const server = await threadedServer(outDir);
  const { base } = server;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    const scripts = [];
    page.on("response", (response) => {
      const { pathname } = new URL(response.url());
      if (!pathname.endsWith(".js") || !pathname.includes("/build/")) return;
      const prefetch = (response.request().headers()["sec-purpose"] ?? "").includes("prefetch");
      scripts.push({ response, prefetch });
    });
    await page.goto(base + docRoute, { waitUntil: "load" });
    await page.waitForSelector("html[data-hydrated]");
    await page.waitForTimeout(settleMs);
    const shares = frameworkShares(appBuildDir);
    const html = fs.readFileSync(path.join(outDir, `${docRoute.replace(/^\/+/, "")}.html`));
    const named = new Set([...html.toString("utf8").matchAll(/\/build\/([^"'\s]+\.js)/g)].map((match) => match[1]));
    const phases = { untilHydrated: [], afterHydration: [], prefetch: [] };
    for (const { response, prefetch } of scripts) {
      const { pathname } = new URL(response.url());
      const name = pathname.slice(pathname.indexOf("/build/") + "/build/".length);
      phases[prefetch ? "prefetch" : named.has(name) ? "untilHydrated" : "afterHydration"].push({ name, body: await response.body().catch(() => Buffer.alloc(0)) });
    }
    return {
      docHtml: { bytes: html.length, gzip: gzipSize(html) },
      firstVisitJs: splitJavaScript([...phases.untilHydrated, ...phases.afterHydration], shares),
      firstVisitJsUntilHydrated: splitJavaScript(phases.untilHydrated, shares),
      prefetchedJs: splitJavaScript(phases.prefetch, shares),
    };
  } finally {
    await context.close();
    await server.close();
  }
}
