// The content check (`npm run check`, and the first step of `npm run build`): reads the content
// tree, compiles every page in a pool of worker threads, then checks links and anchors across
// pages. The compiles land in the MDX cache, so the prerender that follows does not repeat them.
import os from "node:os";
import { Worker } from "node:worker_threads";
import { pathToFileURL } from "node:url";
import { serverBuildFile } from "./paths.mjs";

/** Every problem of the content tree: `{ problems: ["file:line:col message", …], files }`. */
export async function checkContent() {
  const build = await import(pathToFileURL(serverBuildFile).href);
  const api = build.entry.module.prerenderApi;
  const pages = await checkPages(api.check.pages());
  return api.check.report(pages);
}

function checkPages(files) {
  if (files.length === 0) return Promise.resolve([]);
  const threads = Math.max(1, Math.min(os.availableParallelism(), Math.ceil(files.length / 8)));
  return new Promise((resolve, reject) => {
    const results = [];
    const workers = [];
    let next = 0;
    let live = threads;
    const feed = (worker) => {
      if (next < files.length) return worker.postMessage(files[next++]);
      worker.terminate();
      if (--live === 0) resolve(results);
    };
    for (let i = 0; i < threads; i++) {
      const worker = new Worker(new URL("./content-check-worker.mjs", import.meta.url), { workerData: { serverBuildFile } });
      workers.push(worker);
      worker.on("message", (result) => {
        results.push(result);
        feed(worker);
      });
      // Not a content problem (those come back as results): a bug, reported as it is.
      worker.on("error", (error) => {
        workers.forEach((w) => w.terminate());
        reject(error);
      });
      feed(worker);
    }
  });
}
