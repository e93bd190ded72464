// The benchmark's static server, on a thread of its own. In the benchmark's own event loop it
// answered late whenever Playwright was busy with the browser's protocol traffic (every request
// of the page is an event there): a search fetching 21 small shards took 295 ms with the server
// there, 220 ms with it in another process (tests/.tmp measurements, 2026-11-26). A host is never
// in the browser driver's process. It counts the body bytes and requests it sends, as a host
// would count them (compressed as sent), in memory both threads read.
import http from "node:http";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { createStaticServer, listen } from "./static-server.mjs";

const BYTES = 0;
const REQUESTS = 1;

/** Starts the server for `outDir` on its own thread: its base URL, live counters, and how to stop it. */
export async function threadedServer(outDir) {
  const counters = new BigInt64Array(new SharedArrayBuffer(16));
  const worker = new Worker(new URL(import.meta.url), { workerData: { outDir, counters } });
  const base = await new Promise((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  const sent = Object.defineProperties({}, {
    bytes: { enumerable: true, get: () => Number(Atomics.load(counters, BYTES)) },
    requests: { enumerable: true, get: () => Number(Atomics.load(counters, REQUESTS)) },
  });
  return { base, sent, close: () => worker.terminate().then(() => undefined) };
}

if (!isMainThread && workerData?.counters) {
  const { outDir, counters } = workerData;
  const serve = createStaticServer(outDir).listeners("request")[0];
  const server = http.createServer((request, response) => {
    Atomics.add(counters, REQUESTS, 1n);
    // Wrapped before compression wraps them: these see the bytes as they go out.
    const write = response.write;
    const end = response.end;
    const count = (chunk, encoding) => {
      if (chunk && typeof chunk !== "function") Atomics.add(counters, BYTES, BigInt(Buffer.isBuffer(chunk) ? chunk.length : Buffer.byteLength(chunk, typeof encoding === "string" ? encoding : undefined)));
    };
    response.write = function (chunk, encoding, ...rest) {
      count(chunk, encoding);
      return write.call(this, chunk, encoding, ...rest);
    };
    response.end = function (chunk, encoding, ...rest) {
      count(chunk, encoding);
      return end.call(this, chunk, encoding, ...rest);
    };
    serve(request, response);
  });
  parentPort.postMessage(await listen(server));
}
