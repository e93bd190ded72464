// The content check (`npm run check`, and the first step of `npm run build`): reads the content
// tree, compiles every page, then checks links and anchors across pages. Pages whose compile is
// cached are checked here from the cache; if only a few need compiling they are compiled here too,
// otherwise on a pool of worker threads. The compiles land in the MDX cache, so the prerender that
// follows does not repeat them.
import { runPool } from "./worker-pool.mjs";
import { loadServerBundle } from "./server-bundle.mjs";

/** Up to this many pages to compile, starting workers (each loads the server build) does not pay. */
const IN_PROCESS_LIMIT = 8;

/** Every problem of the content tree: `{ problems: ["file:line:col message", …], warnings: […], files }`. */
export async function checkContent() {
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
  const compiled = uncached.length <= IN_PROCESS_LIMIT ? await Promise.all(uncached.map((file) => api.check.page(file))) : await checkPages(uncached);
  return api.check.report([...cached, ...compiled]);
}

async function checkPages(files) {
  const { results, errors } = await runPool({
    worker: new URL("./content-check-worker.mjs", import.meta.url),
    jobs: files,
    jobsPerWorker: 8,
    inFlight: 3,
    // A compile makes a great deal of short-lived garbage (syntax trees, generated code): with twice
    // V8's default young generation, a quarter less time goes to collecting it, for ~20 MB a worker.
    resourceLimits: { maxYoungGenerationSizeMb: 96 },
  });
  // Not a content problem (those come back as results): a bug, reported as it is.
  if (errors.length) throw new Error(errors.join("\n"));
  return results;
}
