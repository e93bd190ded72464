// One content-check worker: loads the server build once, then compiles the pages it is sent and
// answers with each page's problems, links and anchors.
import { parentPort } from "node:worker_threads";
import { loadServerBundle } from "./server-bundle.mjs";
import { describeFileSystemFault } from "./file-system-faults.mjs";

const { build } = loadServerBundle();
const api = build.entry.module.prerenderApi;
await api.settle();

parentPort.on("message", async (file) => {
  try {
    parentPort.postMessage({ ok: true, result: await api.check.page(file) });
  } catch (error) {
    parentPort.postMessage({ ok: false, error: describeFileSystemFault(error) ?? `${file}: ${error?.stack ?? error}` });
  }
});
parentPort.postMessage({ ready: true });
