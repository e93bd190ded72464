#!/usr/bin/env node
// npm test: every test, unit and browser. Installs Debian's Chromium first when it is missing
// (browser downloads are not possible here; the machines run as root).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { ensureAppBuild } from "./lib/app-build.mjs";

const CHROMIUM = "/usr/bin/chromium";

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!fs.existsSync(CHROMIUM)) {
  console.log("Chromium is missing: installing Debian's chromium package");
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const apt = (...args) => (sudo.length ? run("sudo", ["apt-get", ...args]) : run("apt-get", args));
  apt("update", "-qq");
  apt("install", "-y", "-qq", "chromium");
}

run(process.execPath, ["node_modules/typescript/bin/tsc", "--noEmit"]);
run(process.execPath, ["node_modules/typescript/bin/tsc", "--noEmit", "-p", "tsconfig.sw.json"]);
// Compile the app once here, so test files that build content trees never race to compile it.
ensureAppBuild();
// The tests' temporary sites, builds and browser profiles go into one folder of this run, removed
// when it ends: most tests leave theirs behind (and a failed one cannot clean up), thousands a run.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-tests-"));
const result = spawnSync(process.execPath, ["node_modules/vitest/vitest.mjs", "run", ...process.argv.slice(2)], { stdio: "inherit", env: { ...process.env, TMPDIR: scratch } });
fs.rmSync(scratch, { recursive: true, force: true });
process.exit(result.status ?? 1);
