// Compiles the Remix app (classic compiler) unless its sources are unchanged since the last
// compile. The app does not depend on content, so content-only builds skip this step.
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { spawnSync } from "node:child_process";
import { appBuildDir, basePath, projectRoot, serverBuildFile } from "./paths.mjs";

const inputs = ["app", "remix.config.js", "package-lock.json", "tsconfig.json"];

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

export function ensureAppBuild({ log = console.log } = {}) {
  const hash = hashInputs();
  if (fs.existsSync(serverBuildFile) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8") === hash) {
    log("app: unchanged, reusing build/");
    return;
  }
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
  fs.writeFileSync(stampFile, hash);
}
