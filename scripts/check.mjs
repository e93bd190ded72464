#!/usr/bin/env node
// npm run check: every problem of the content tree (CONTENT_DIR) at once, as `file:line:col message`
// lines editors link to; exits non-zero if there is any.
// First: the content's baseUrl may set BASE_PATH, which the other modules read as they load.
import "./lib/content-base-path.mjs";
import { ensureAppBuild } from "./lib/app-build.mjs";
import { checkContent } from "./lib/content-check.mjs";
import { contentDir } from "./lib/paths.mjs";

process.env.NODE_ENV = "production";
process.env.CONTENT_DIR = contentDir();
// Compiling the app is worth a line (it takes a while); reusing it is not: the report is the output.
ensureAppBuild({ log: (line) => line.includes("compiling") && console.error(line) });
const { problems, warnings, files } = await checkContent();
for (const warning of warnings) console.log(`warning: ${warning}`);
if (problems.length) {
  for (const problem of problems) console.log(problem);
  console.log(`\n${problems.length} ${problems.length === 1 ? "problem" : "problems"} in ${files} files`);
  process.exit(1);
}
console.log(`no problems in ${files} files`);
// Compiling in this thread leaves esbuild's service running; the answer is complete.
process.exit(0);
