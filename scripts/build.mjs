#!/usr/bin/env node
// npm run build: the deployable static site in dist/ (OUT_DIR), from content/ (CONTENT_DIR).
// First: the content's baseUrl may set BASE_PATH, which the other modules read as they load.
import "./lib/content-base-path.mjs";
import { performance } from "node:perf_hooks";
import { ensureAppBuild } from "./lib/app-build.mjs";
import { prerender, BuildError } from "./lib/prerender.mjs";
import { checkContent } from "./lib/content-check.mjs";
import { buildWorkers } from "./lib/build-workers.mjs";
import { contentDir, outDir } from "./lib/paths.mjs";
import { lockOutput, OutputLockError } from "./lib/output-lock.mjs";
import { removeStaleStaging } from "./lib/staging-folders.mjs";
import { describeFileSystemFault, isFileSystemFault } from "./lib/file-system-faults.mjs";

process.env.NODE_ENV = "production";
process.env.CONTENT_DIR = contentDir();
const started = performance.now();
try {
  // Held until the process exits: a second build into the same folder waits for this one.
  const lock = await lockOutput(outDir());
  for (const folder of removeStaleStaging(outDir())) console.log(`removed ${folder}, left by a build that was stopped`);
  ensureAppBuild();
  // Every content problem, all at once, before anything is rendered; the threads that compiled the
  // pages render them (they end with the process).
  const workers = buildWorkers();
  const check = await checkContent({ workers });
  // Warnings first, even when problems stop the build: a failed build hides none of what was found.
  for (const warning of check.warnings) console.log(`warning: ${warning}`);
  if (check.problems.length) throw new BuildError(check.problems);
  console.log(`check: no problems in ${check.files} files (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const { routes } = await prerender({ out: outDir(), beforePublish: lock.assertHeld, workers });
  console.log(`built ${routes.length} pages into ${outDir()} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // Pages compiled and rendered in this thread leave esbuild's service and timers running.
  process.exit(0);
} catch (error) {
  // Faults met on worker threads arrive as lines of text, among the messages or in the error's.
  const lines = error instanceof BuildError ? error.messages : String(error?.message).split("\n");
  const fault = describeFileSystemFault(error) ?? lines.find(isFileSystemFault);
  if (fault) {
    console.error(`Build failed: ${fault}. The previous output in ${outDir()} is unchanged.`);
  } else if (error instanceof BuildError) {
    console.error(`\nBuild failed: the previous output in ${outDir()} is unchanged.\n`);
    for (const message of error.messages) console.error(`  ${message}`);
    console.error("");
  } else if (error instanceof OutputLockError) {
    console.error(`Build failed: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
}
