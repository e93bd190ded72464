// The content check (`npm run check`, and the first step of `npm run build`): reads the content
// tree, compiles every page in a pool of worker threads, then checks links and anchors across
// pages. The compiles land in the MDX cache, so the prerender that follows does not repeat them.
import { runPool } from "./worker-pool.mjs";
import { pathToFileURL } from "node:url";
import { serverBuildFile } from "./paths.mjs";

/** Every problem of the content tree: `{ problems: ["file:line:col message", …], files }`. */
export async function checkContent() {
  const build = await import(pathToFileURL(serverBuildFile).href);
  const api = build.entry.module.prerenderApi;
  const pages = await checkPages(api.check.pages());
  return api.check.report(pages);
}

async function checkPages(files) {
  if (files.length === 0) return [];
  const { results, errors } = await runPool({
    worker: new URL("./content-check-worker.mjs", import.meta.url),
    jobs: files,
    jobsPerWorker: 8,
    workerData: { serverBuildFile },
  });
  // Not a content problem (those come back as results): a bug, reported as it is.
  if (errors.length) throw new Error(errors.join("\n"));
  return results;
}
