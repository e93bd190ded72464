// Compiles the Remix app (classic compiler) unless its sources are unchanged since the last
// compile. The app does not depend on content, so content-only builds skip this step.
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { spawnSync } from "node:child_process";
import { appBuildDir, basePath, projectRoot, serverBuildFile, serverBundleFile } from "./paths.mjs";

const BUNDLER = "scripts/lib/server-bundles.mjs";
/** The modules the bundler puts in place of packages (server-bundles.mjs's fasterPackages). */
const BUNDLE_SHIMS = "scripts/bundle-shims";
const inputs = ["app", "remix.config.js", "package-lock.json", "tsconfig.json", BUNDLER, BUNDLE_SHIMS];

function hashInputs() {
  const hash = crypto.createHash("sha256");
  const add = (rel) => {
    const abs = path.join(projectRoot, rel);
    if (!fs.existsSync(abs)) return;
    if (fs.statSync(abs).isDirectory()) {
      for (const name of fs.readdirSync(abs).sort()) add(path.join(rel, name));
    } else {
      hash.update(rel).update("\0").update(fs.readFileSync(abs)).update("\0");
    }
  };
  inputs.forEach(add);
  // Asset URLs in the build depend on the base path; rendered pages are cached under this hash.
  hash.update(`base:${basePath()}`);
  return hash.digest("hex");
}

const stampFile = path.join(appBuildDir, ".inputs-hash");

/** The hash of the app sources build/ was compiled from: part of every rendered page's cache key. */
export function appBuildHash() {
  return fs.readFileSync(stampFile, "utf8");
}

const lockDir = `${appBuildDir}.lock`;
const STALE_LOCK_MS = 10 * 60_000;

/**
 * Two builds started together (two terminals, parallel tests) must not compile into the same
 * folder at once: the second waits for the first, then finds the build current.
 */
function withLock(work) {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      // A lock left by a killed process does not block forever.
      const age = Date.now() - (fs.statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) fs.rmSync(lockDir, { recursive: true, force: true });
      else Atomics.wait(pause, 0, 0, 200);
    }
  }
  try {
    return work();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}

function isCurrent(hash) {
  if (!fs.existsSync(serverBuildFile) || !fs.existsSync(serverBundleFile) || !fs.existsSync(stampFile) || fs.readFileSync(stampFile, "utf8") !== hash) return false;
  // `npm run dev` compiles a development build into the same folder without a stamp of its own.
  return fs.statSync(serverBuildFile).mtimeMs <= fs.statSync(stampFile).mtimeMs;
}

export function ensureAppBuild({ log = console.log } = {}) {
  const hash = hashInputs();
  if (isCurrent(hash)) {
    log(`app: unchanged, reusing ${path.relative(projectRoot, appBuildDir)}/`);
    return;
  }
  withLock(() => compile(hash, log));
}

function compile(hash, log) {
  if (isCurrent(hash)) return;
  log("app: compiling with the Remix classic compiler");
  const result = spawnSync(process.execPath, [path.join(projectRoot, "node_modules/@remix-run/dev/dist/cli.js"), "build"], {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error("remix build failed");
  }
  const bundles = spawnSync(process.execPath, [path.join(projectRoot, BUNDLER)], { cwd: projectRoot, encoding: "utf8" });
  if (bundles.status !== 0) {
    process.stderr.write(bundles.stdout + bundles.stderr);
    throw new Error("bundling the server and the MDX toolchain failed");
  }
  fs.writeFileSync(stampFile, hash);
}
