#!/usr/bin/env node
// npm run build: the deployable static site in dist/ (OUT_DIR), from content/ (CONTENT_DIR).
// First: the content's baseUrl may set BASE_PATH, which the other modules read as they load.
import "./lib/content-base-path.mjs";
import { performance } from "node:perf_hooks";
import { ensureAppBuild } from "./lib/app-build.mjs";
import { prerender, BuildError } from "./lib/prerender.mjs";
import { checkContent } from "./lib/content-check.mjs";
import { contentDir, outDir, publicDir } from "./lib/paths.mjs";

process.env.NODE_ENV = "production";
process.env.CONTENT_DIR = contentDir();
// Content names images from public/: the project's, wherever the command was started from.
process.env.PALAVER_PUBLIC_DIR = publicDir;
const started = performance.now();
try {
  ensureAppBuild();
  // Every content problem, all at once, before anything is rendered.
  const check = await checkContent();
  if (check.problems.length) throw new BuildError(check.problems);
  for (const warning of check.warnings) console.log(`warning: ${warning}`);
  console.log(`check: no problems in ${check.files} files (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const { routes } = await prerender({ out: outDir() });
  console.log(`built ${routes.length} pages into ${outDir()} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // Pages compiled and rendered in this thread leave esbuild's service and timers running.
  process.exit(0);
} catch (error) {
  if (error instanceof BuildError) {
    console.error(`\nBuild failed: the previous output in ${outDir()} is unchanged.\n`);
    for (const message of error.messages) console.error(`  ${message}`);
    console.error("");
  } else {
    console.error(error);
  }
  process.exit(1);
}
