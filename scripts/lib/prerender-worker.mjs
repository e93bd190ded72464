// One prerender worker: loads the server build once, then renders the routes it is sent.
import { parentPort, workerData } from "node:worker_threads";
import { createRenderer } from "./page-renderer.mjs";

const renderer = await createRenderer(workerData);

parentPort.on("message", async (job) => parentPort.postMessage(await renderer.run(job)));
parentPort.postMessage({ ready: true });
