// What the service worker is told about saving the whole site: its gzip size, each file's, and
// whether it is small enough to save without asking (app/lib/pwa/offline-plan.ts reads it).

/**
 * The whole site is saved without asking up to this gzip size, unless the site config says
 * otherwise: a few hundred pages. Docusaurus's PWA plugin saves nothing until the app is installed.
 */
export const DEFAULT_AUTO_SAVE_BUDGET_BYTES = 15 * 1000 * 1000;

/** The placeholder in sw.ts that the plan replaces, as Workbox's manifest replaces its own. */
const PLACEHOLDER = "self.__PALAVER_OFFLINE_PLAN";

/**
 * `manifest`: the entries sw.js carries (`inline`, in its order, with `transferBytes` each), the
 * shards' references (`shards`, `{ from, url }`), every entry (`total`) and the files the shell's
 * pages load (`shellAssets`, a set of URL paths).
 * `budget`: bytes; `OFFLINE_AUTOSAVE_BUDGET` (bytes) overrides the site config's, for tests and the bench.
 * `offlinePage`: offline.html's text. It travels inside sw.js (2 KB gzip), so that a reader on 2g
 * or with data saver, whose worker downloads nothing ahead, still gets the styled offline page.
 */
export function offlinePlan({ inline, shards, total, shellAssets = new Set() }, budget = DEFAULT_AUTO_SAVE_BUDGET_BYTES, offlinePage = "") {
  const override = process.env.OFFLINE_AUTOSAVE_BUDGET;
  const budgetBytes = override !== undefined && override !== "" ? Number(override) : budget ?? DEFAULT_AUTO_SAVE_BUDGET_BYTES;
  if (!Number.isFinite(budgetBytes) || budgetBytes < 0) throw new Error(`the offline auto-save budget must be a number of bytes, not "${override ?? budget}"`);
  const transferBytes = total.reduce((sum, entry) => sum + entry.transferBytes, 0);
  return {
    transferBytes,
    files: total.length,
    autoSave: transferBytes <= budgetBytes,
    sizes: inline.map((entry) => entry.transferBytes),
    shards,
    shellAssets: inline.map((entry) => entry.url).filter((url) => shellAssets.has(url)),
    offlinePage,
  };
}

export function withOfflinePlan(source, plan) {
  if (!source.includes(PLACEHOLDER)) throw new Error(`service worker: sw.ts no longer reads ${PLACEHOLDER}`);
  // A function replacement: `$` sequences in the page's text stay as they are.
  return source.replace(PLACEHOLDER, () => JSON.stringify(plan));
}
