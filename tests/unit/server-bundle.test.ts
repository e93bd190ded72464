// The server bundle and the MDX toolchain are loaded with V8's code cache (scripts/lib/server-bundle.mjs):
// the first process makes it, the next ones use it, and code that came from it still imports modules
// (in Node 20 a script whose code comes from the cache has lost its import callback: compiling a
// page, which imports the MDX toolchain, failed with ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { copyTree } from "./fixture-tree";

const projectRoot = path.resolve(__dirname, "../..");
const loader = pathToFileURL(path.join(projectRoot, "scripts/lib/server-bundle.mjs")).href;

/** In a process of its own (a production build's): loads the bundle, compiles the content's `index`-th page afresh, says how. */
function compileOnePage(env: Record<string, string>, index: number) {
  const script = `
    const { loadServerBundle, codeCacheUse } = await import(${JSON.stringify(loader)});
    const api = loadServerBundle().build.entry.module.prerenderApi;
    await api.settle();
    const file = api.check.pages()[${index}];
    const cached = Boolean(api.check.cachedPage(file));
    const result = await api.check.page(file);
    const toolchain = ${JSON.stringify(path.join(projectRoot, "build/mdx-toolchain.cjs"))};
    console.log(JSON.stringify({ codeCache: codeCacheUse(), toolchainCodeCache: codeCacheUse(toolchain), cached, file, problems: result.problems }));
  `;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: projectRoot, env: { ...process.env, NODE_ENV: "production", ...env }, encoding: "utf8" });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout.trim().split("\n").at(-1)!);
}

describe("the server bundle's code cache", () => {
  it("is made by the first process and used by the next, whose compiles still import the MDX toolchain", () => {
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-code-cache-"));
    const env = { CONTENT_DIR: copyTree(), PALAVER_CACHE_DIR: cache };
    const first = compileOnePage(env, 0);
    expect(first.codeCache).toBe("made");
    expect(first.toolchainCodeCache).toBe("made");
    expect(fs.readdirSync(path.join(cache, "code")).sort()).toEqual([expect.stringMatching(/^mdx-toolchain-[0-9a-z]+-[0-9a-z]+\.v8$/), expect.stringMatching(/^server-[0-9a-z]+-[0-9a-z]+\.v8$/)]);
    // Another page, not compiled yet: the compile loads the toolchain with import().
    const second = compileOnePage(env, 1);
    expect(second.codeCache).toBe("used");
    expect(second.toolchainCodeCache).toBe("used");
    expect(second.cached).toBe(false);
    expect(second.file).not.toBe(first.file);
    expect(second.problems).toEqual([]);
  });
});

describe("the server bundle's contents", () => {
  it("leave out gray-matter's own YAML engine, which the server never runs, and keep the one it does", () => {
    const bundle = fs.readFileSync(path.join(projectRoot, "build/server.cjs"), "utf8");
    // js-yaml 3's full schema loads esprima (for !!js/function): 7 ms of every process's start.
    expect(bundle).not.toMatch(/\/\/ node_modules\/esprima\//);
    expect(bundle).not.toMatch(/\/\/ node_modules\/gray-matter\/node_modules\/js-yaml\//);
    expect(bundle).toMatch(/\/\/ node_modules\/gray-matter\/index\.js/);
    expect(bundle).toMatch(/\/\/ node_modules\/js-yaml\/dist\/js-yaml\.mjs/);
  });

  it("leave out the fetch implementations only installGlobals() would use", () => {
    const bundle = fs.readFileSync(path.join(projectRoot, "build/server.cjs"), "utf8");
    expect(bundle).not.toMatch(/\/\/ node_modules\/undici\//);
    expect(bundle).not.toMatch(/\/\/ node_modules\/@remix-run\/web-fetch\//);
    expect(bundle).not.toMatch(/\/\/ node_modules\/web-streams-polyfill\//);
    // installGlobals() is still there, and says what is missing if called (the build renders every page without it).
    expect(bundle).toMatch(/\/\/ node_modules\/@remix-run\/node\/dist\/globals\.js/);
    expect(bundle).toMatch(/\/\/ scripts\/bundle-shims\/fetch-globals-unused\.cjs/);
  });
});
