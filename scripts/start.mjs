#!/usr/bin/env node
// npm start: build dist/ if it is missing or older than its sources, then serve it on this machine
// (the preview server, scripts/lib/static-server.mjs).
// First: the content's baseUrl may set BASE_PATH, which the other modules read as they load.
import "./lib/content-base-path.mjs";
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { basePath, contentDir, outDir, projectRoot } from "./lib/paths.mjs";
import { checkHeadersFile, createStaticServer, HeadersFileError, listen } from "./lib/static-server.mjs";
import { isOutputLocked } from "./lib/output-lock.mjs";
import { contentFolders } from "./lib/content-folders.mjs";

const out = outDir();
const port = Number(process.env.PORT ?? 3000);

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, name)));
  return newest;
}

function isStale() {
  const marker = path.join(out, "index.html");
  if (!fs.existsSync(marker)) return true;
  // Built for another base path (BASE_PATH): its asset URLs point elsewhere.
  if (!fs.readFileSync(marker, "utf8").includes(`="${basePath()}/build/`)) return true;
  const sources = ["app", "public", "scripts", "remix.config.js", "package-lock.json", "sw.ts"].map((p) => path.join(projectRoot, p));
  const newest = Math.max(...contentFolders(contentDir()).map(newestMtime), ...sources.map(newestMtime));
  return newest > fs.statSync(marker).mtimeMs;
}

// A build writing the folder now: `npm run build` waits for it (the output lock), then finds what
// it left up to date or finishes it, so what is served is one build's whole output.
const building = isOutputLocked(out);
if (building || isStale()) {
  console.log(`${path.relative(projectRoot, out) || out} is ${building ? "being built by another build" : "missing or out of date"}: building first`);
  const result = spawnSync(process.execPath, [path.join(projectRoot, "scripts/build.mjs")], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// A preview for this machine: other machines reach it only when HOST says so (HOST=0.0.0.0).
const host = process.env.HOST || "127.0.0.1";
try {
  for (const warning of await checkHeadersFile(out)) console.warn(warning);
} catch (error) {
  if (!(error instanceof HeadersFileError)) throw error;
  console.error(`error: ${error.message}`);
  process.exit(1);
}
const url = await listen(createStaticServer(out, { basePath: basePath() }), port, host);
console.log(`Palaver Docs: serving ${out} at ${url}${basePath()}/ (a preview: see the README's Deploy section for a real host)`);
