// A worker thread for the worker-pool tests: answers `{ double }` with twice the number and
// `{ thread }` with its thread id, fails `{ fail }` with an error of its own, and dies outright on `{ crash }`.
import { parentPort, threadId } from "node:worker_threads";

parentPort.on("message", (job) => {
  if (job.crash) throw new Error("the worker crashed");
  if (job.fail) parentPort.postMessage({ ok: false, error: new Error(job.fail).stack });
  else if (job.thread) setTimeout(() => parentPort.postMessage({ ok: true, result: threadId }), 20);
  else parentPort.postMessage({ ok: true, result: job.double * 2 });
});
parentPort.postMessage({ ready: true });
