// What every build, check and server loads before anything else (scripts/lib/content-base-path.mjs):
// the config evaluator, whose source maps and child process only a config file needs.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const projectRoot = path.resolve(__dirname, "../..");

/** The files (through require) and Node modules loaded by the time the start-up module has run, for a content tree. */
function loadedAtStart(contentDir: string): string[] {
  const script = `import(${JSON.stringify(path.join(projectRoot, "scripts/lib/content-base-path.mjs"))}).then(() => {
    const loaded = [...Object.keys(require("node:module")._cache), ...process.moduleLoadList];
    process.stdout.write(JSON.stringify({ loaded }));
  });`;
  const env: NodeJS.ProcessEnv = { ...process.env, CONTENT_DIR: contentDir };
  // Unset, so that the config's baseUrl is read.
  delete env.BASE_PATH;
  const result = spawnSync(process.execPath, ["-e", script], { env, encoding: "utf8" });
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout).loaded;
}

describe("the start of every build, check and server", () => {
  it("loads neither source maps nor child processes for content without a config, and loads them for a config that needs them", () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-start-"));
    fs.mkdirSync(path.join(plain, "docs"));
    expect(loadedAtStart(plain).filter((name) => /trace-mapping|child_process/.test(name))).toEqual([]);
    // A config is evaluated at start (its baseUrl); one that asks where it is (__dirname) is answered
    // from the source map of its bundle.
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-start-site-"));
    fs.writeFileSync(path.join(site, "docusaurus.config.js"), 'module.exports = { title: "Start", url: "https://start.example", baseUrl: "/", customFields: { folder: __dirname } };\n');
    expect(loadedAtStart(site).filter((file) => file.includes("trace-mapping")).length).toBeGreaterThan(0);
  });
});
