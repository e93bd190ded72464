// Worker threads for the build: a pool working through lists of jobs, for its two parallel steps
// (the content check, then the prerender, on the same threads), and a single worker started ahead
// of its one job (the service worker's). A worker says `{ ready: true }` once loaded, then answers
// each job with `{ ok: true, result }` or `{ ok: false, error }`.
import os from "node:os";
import { Worker } from "node:worker_threads";

/** One worker per core, and no more than `jobsPerWorker` makes worth starting. */
export function poolSize(jobCount, jobsPerWorker) {
  return Math.max(1, Math.min(os.availableParallelism(), Math.ceil(jobCount / jobsPerWorker)));
}

/**
 * Worker threads kept for more than one run of jobs: the build's content check and prerender run on
 * the same threads, so the prerender does not start threads and load the server build again (half
 * a second of a cold build). Started as a run needs them, each with `workerData` and
 * `resourceLimits` (for its V8 heap); `stop()` ends them.
 * @param {{ worker: URL, workerData?: unknown, resourceLimits?: import("node:worker_threads").ResourceLimits }} options
 */
export function workerPool({ worker: workerUrl, workerData, resourceLimits }) {
  /** Each thread, with a promise of its `{ ready: true }`. */
  const threads = [];
  /** Set when a thread died: the pool is stopped, and runs after it fail with this. */
  let broken;
  const start = () => {
    const thread = new Worker(workerUrl, { workerData, resourceLimits });
    const ready = new Promise((resolve) => {
      const onReady = (message) => {
        if (!message.ready) return;
        thread.off("message", onReady);
        resolve();
      };
      thread.on("message", onReady);
    });
    // One that dies between runs breaks the pool too: the next run says what killed it.
    thread.on("error", (error) => {
      broken ??= String(error?.stack ?? error);
    });
    threads.push({ thread, ready });
  };
  const stop = () => Promise.all(threads.splice(0).map(({ thread }) => thread.terminate()));

  /**
   * Runs `jobs` on `poolSize(jobs.length, jobsPerWorker)` of the threads (started if there are
   * fewer), each given up to `inFlight` jobs at a time (a worker that waits on another process, as
   * a compile waits on esbuild, can start the next job meanwhile). After the first failed job no
   * more are handed out: one clear message beats a cascade. Resolves with the results (in
   * completion order, each as `keep` returns it when it arrives) and the errors. A thread that
   * dies takes its jobs with it: the run ends with what killed it, and the pool is stopped.
   * @param {{ jobs: unknown[], jobsPerWorker: number, inFlight?: number, keep?: (result: any) => any }} run
   * @returns {Promise<{ results: any[], errors: string[] }>}
   */
  function run({ jobs, jobsPerWorker, inFlight = 1, keep = (result) => result }) {
    if (broken) return Promise.resolve({ results: [], errors: [broken] });
    const size = poolSize(jobs.length, jobsPerWorker);
    while (threads.length < size) start();
    const used = threads.slice(0, size);
    return new Promise((resolve) => {
      const results = [];
      const errors = [];
      let next = 0;
      let pending = 0;
      let finished = false;
      const listeners = [];
      const finish = () => {
        if (finished) return;
        finished = true;
        for (const [thread, event, listener] of listeners) thread.off(event, listener);
        resolve({ results, errors });
      };
      const feed = (thread) => {
        if (next < jobs.length && errors.length === 0) {
          thread.postMessage(jobs[next++]);
          pending++;
        } else if (pending === 0) finish();
      };
      for (const { thread, ready } of used) {
        const onMessage = (message) => {
          if (message.ready) return;
          pending--;
          if (message.ok) results.push(keep(message.result));
          else errors.push(message.error);
          feed(thread);
        };
        const onError = (error) => {
          broken ??= String(error?.stack ?? error);
          errors.push(String(error?.stack ?? error));
          finish();
          stop();
        };
        thread.on("message", onMessage);
        thread.on("error", onError);
        listeners.push([thread, "message", onMessage], [thread, "error", onError]);
        ready.then(() => {
          if (finished) return;
          for (let job = 0; job < inFlight; job++) feed(thread);
        });
      }
    });
  }

  return { run, stop };
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
