// A pool of worker threads working through a list of jobs, for the build's two parallel steps (the
// content check and the prerender). A worker says `{ ready: true }` once loaded, then answers each
// job with `{ ok: true, result }` or `{ ok: false, error }`.
import os from "node:os";
import { Worker } from "node:worker_threads";

/** One worker per core, and no more than `jobsPerWorker` makes worth starting. */
export function poolSize(jobCount, jobsPerWorker) {
  return Math.max(1, Math.min(os.availableParallelism(), Math.ceil(jobCount / jobsPerWorker)));
}

/**
 * Runs `jobs` on a pool of `poolSize` workers. After the first failed job no more are handed out:
 * one clear message beats a cascade. Resolves with the results (in completion order, each as
 * `keep` returns it when it arrives) and the errors.
 */
export function runPool({ worker: workerUrl, jobs, workerData, jobsPerWorker, keep = (result) => result }) {
  const threads = poolSize(jobs.length, jobsPerWorker);
  return new Promise((resolve) => {
    const results = [];
    const errors = [];
    let next = 0;
    let live = threads;
    const workers = [];
    const finish = () => {
      workers.forEach((w) => w.terminate());
      resolve({ results, errors });
    };
    const feed = (worker) => {
      if (next < jobs.length && errors.length === 0) worker.postMessage(jobs[next++]);
      else if (--live === 0) finish();
    };
    for (let i = 0; i < threads; i++) {
      const worker = new Worker(workerUrl, { workerData });
      workers.push(worker);
      worker.on("message", (message) => {
        if (message.ready) return feed(worker);
        if (message.ok) results.push(keep(message.result));
        else errors.push(message.error);
        feed(worker);
      });
      worker.on("error", (error) => {
        errors.push(String(error?.stack ?? error));
        if (--live === 0) finish();
      });
    }
  });
}
