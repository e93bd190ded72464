// One build worker: loads the server build once, then answers the jobs of the build's two parallel
// steps, on the same thread: `{ check: file }` compiles a page and answers with its problems, links
// and anchors (the content check); `{ render: job, settings }` renders a route, the not-found page
// or the site's data files into the stage `settings` names (the prerender).
import { parentPort } from "node:worker_threads";
import { loadServerBundle } from "./server-bundle.mjs";
import { createRenderer } from "./page-renderer.mjs";
import { describeFileSystemFault } from "./file-system-faults.mjs";

const { build } = loadServerBundle();
const api = build.entry.module.prerenderApi;
await api.settle();

/** The renderer of the prerender under way, made on its first job: its settings name its stage and build key. */
let renderer;

parentPort.on("message", async (message) => {
  if (message.render) {
    const key = JSON.stringify(message.settings);
    if (renderer?.key !== key) renderer = { key, made: createRenderer(message.settings) };
    parentPort.postMessage(await (await renderer.made).run(message.render));
    return;
  }
  const file = message.check;
  try {
    parentPort.postMessage({ ok: true, result: await api.check.page(file) });
  } catch (error) {
    parentPort.postMessage({ ok: false, error: describeFileSystemFault(error) ?? `${file}: ${error?.stack ?? error}` });
  }
});
parentPort.postMessage({ ready: true });
