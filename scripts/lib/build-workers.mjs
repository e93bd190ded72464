// The build's worker threads (build-worker.mjs): started by the content check, kept for the prerender.
import { workerPool } from "./worker-pool.mjs";

export function buildWorkers() {
  return workerPool({
    worker: new URL("./build-worker.mjs", import.meta.url),
    // A compile makes a great deal of short-lived garbage (syntax trees, generated code): with twice
    // V8's default young generation, a quarter less time goes to collecting it, for ~20 MB a worker.
    resourceLimits: { maxYoungGenerationSizeMb: 96 },
  });
}
