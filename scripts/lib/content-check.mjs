// The content check (`npm run check`, and the first step of `npm run build`): reads the content
// tree, compiles every page, then checks links and anchors across pages. Pages whose compile is
// cached are checked here from the cache; if only a few need compiling they are compiled here too,
// otherwise on the build's worker threads. The compiles land in the MDX cache, so the prerender that
// follows does not repeat them.
import { buildWorkers } from "./build-workers.mjs";
import { loadServerBundle } from "./server-bundle.mjs";

/** Up to this many pages to compile, starting workers (each loads the server build) does not pay. */
const IN_PROCESS_LIMIT = 8;

/**
 * Every problem of the content tree: `{ problems: ["file:line:col message", …], warnings: […], files }`.
 * `workers`: the build's (buildWorkers()), left running for the prerender; without them, the check
 * starts its own and stops them.
 */
export async function checkContent({ workers } = {}) {
  const { build } = loadServerBundle();
  const api = build.entry.module.prerenderApi;
  await api.settle();
  const cached = [];
  const uncached = [];
  for (const file of api.check.pages()) {
    const check = api.check.cachedPage(file);
    if (check) cached.push(check);
    else uncached.push(file);
  }
  const compiled = uncached.length <= IN_PROCESS_LIMIT ? await Promise.all(uncached.map((file) => api.check.page(file))) : await checkPages(uncached, workers);
  return api.check.report([...cached, ...compiled]);
}

async function checkPages(files, workers) {
  const pool = workers ?? buildWorkers();
  try {
    const { results, errors } = await pool.run({ jobs: files.map((file) => ({ check: file })), jobsPerWorker: 8, inFlight: 3 });
    // Not a content problem (those come back as results): a bug, reported as it is.
    if (errors.length) throw new Error(errors.join("\n"));
    return results;
  } finally {
    if (!workers) await pool.stop();
  }
}
