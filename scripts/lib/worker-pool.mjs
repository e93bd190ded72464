// Worker threads for the build: a pool working through a list of jobs, for its two parallel steps
// (the content check and the prerender), and a single worker started ahead of its one job (the
// service worker's). A worker says `{ ready: true }` once loaded, then answers each job with
// `{ ok: true, result }` or `{ ok: false, error }`.
import os from "node:os";
import { Worker } from "node:worker_threads";

/** One worker per core, and no more than `jobsPerWorker` makes worth starting. */
export function poolSize(jobCount, jobsPerWorker) {
  return Math.max(1, Math.min(os.availableParallelism(), Math.ceil(jobCount / jobsPerWorker)));
}

/**
 * Runs `jobs` on a pool of `poolSize` workers, each given up to `inFlight` jobs at a time (a worker
 * that waits on another process, as a compile waits on esbuild, can start the next job meanwhile),
 * with `resourceLimits` for each worker's V8 heap.
 * After the first failed job no more are handed out: one clear message beats a cascade. Resolves
 * with the results (in completion order, each as `keep` returns it when it arrives) and the errors.
 * @param {{ worker: URL, jobs: unknown[], workerData?: unknown, jobsPerWorker: number, inFlight?: number,
 *   resourceLimits?: import("node:worker_threads").ResourceLimits, keep?: (result: any) => any }} options
 * @returns {Promise<{ results: any[], errors: string[] }>}
 */
export function runPool({ worker: workerUrl, jobs, workerData, jobsPerWorker, inFlight = 1, resourceLimits, keep = (result) => result }) {
  const threads = poolSize(jobs.length, jobsPerWorker);
  return new Promise((resolve) => {
    const results = [];
    const errors = [];
    const workers = [];
    let next = 0;
    let pending = 0;
    let starting = threads;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      workers.forEach((w) => w.terminate());
      resolve({ results, errors });
    };
    const feed = (worker) => {
      if (next < jobs.length && errors.length === 0) {
        worker.postMessage(jobs[next++]);
        pending++;
      } else if (pending === 0 && starting === 0) finish();
    };
    for (let i = 0; i < threads; i++) {
      const worker = new Worker(workerUrl, { workerData, resourceLimits });
      workers.push(worker);
      worker.on("message", (message) => {
        if (message.ready) {
          starting--;
          for (let job = 0; job < inFlight; job++) feed(worker);
          return;
        }
        pending--;
        if (message.ok) results.push(keep(message.result));
        else errors.push(message.error);
        feed(worker);
      });
      // A worker that dies takes its jobs with it: the build stops with what killed it.
      worker.on("error", (error) => {
        errors.push(String(error?.stack ?? error));
        finish();
      });
    }
  });
}

/**
 * One worker thread, started now so that it loads while this thread works, answering one job at a
 * time (same messages as the pool's workers). `run(job)` resolves with its result or rejects with
 * its error; `stop()` ends it.
 * @param {URL} workerUrl
 * @returns {{ run(job: unknown): Promise<any>, stop(): Promise<number> }}
 */
export function startWorker(workerUrl) {
  const worker = new Worker(workerUrl);
  let failure;
  let waiting;
  worker.on("message", (message) => {
    if (message.ready) return;
    const answer = waiting;
    waiting = undefined;
    if (message.ok) answer?.resolve(message.result);
    else answer?.reject(Object.assign(new Error(message.error.split("\n")[0]), { stack: message.error }));
  });
  const fail = (error) => {
    failure ??= error;
    waiting?.reject(failure);
    waiting = undefined;
  };
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`the worker stopped (exit code ${code})`)));
  return {
    run(job) {
      if (failure) return Promise.reject(failure);
      if (waiting) return Promise.reject(new Error("the worker is still busy with a job"));
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        worker.postMessage(job);
      });
    },
    stop: () => worker.terminate(),
  };
}
