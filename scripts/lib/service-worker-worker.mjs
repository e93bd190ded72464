// The thread that writes dist/sw.js. It is started with the prerender and gets its job at the end:
// loading workbox-build and compiling its options' schema (~90 ms) happen while the pages render,
// not after them, which is most of what writing the worker costs an incremental build.
import { parentPort } from "node:worker_threads";
import { buildServiceWorker, prepareServiceWorkerBuild } from "./service-worker.mjs";

await prepareServiceWorkerBuild();

parentPort.on("message", async ({ dest, files, known, autoSaveBudgetBytes, kept }) => {
  try {
    parentPort.postMessage({ ok: true, result: await buildServiceWorker(dest, files, known, { autoSaveBudgetBytes, kept }) });
  } catch (error) {
    parentPort.postMessage({ ok: false, error: String(error?.stack ?? error) });
  }
});
parentPort.postMessage({ ready: true });
