// What a build leaves behind when it is not alone or not well: two builds into one folder at once,
// a build killed midway, a file-system fault. Each must leave one whole site: the last good one or
// the new one, never a mix.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { runBuild, runCheck, type BuildResult } from "../support/run-build";
import { copyTree, doc } from "./fixture-tree";

const projectRoot = path.resolve(__dirname, "../..");
const faultPreload = path.join(projectRoot, "tests/support/fs-fault.cjs");

function treeHash(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");
  }
  return out;
}

function build(content: string, out: string, cache: string, env: Record<string, string> = {}): Promise<BuildResult> {
  return runBuild({ CONTENT_DIR: content, OUT_DIR: out, PALAVER_CACHE_DIR: cache, ...env });
}

/** A second content tree: other text on a page, and a page the first tree does not have. */
function otherTree(): string {
  const content = copyTree();
  fs.writeFileSync(path.join(content, "docs/intro.mdx"), doc("Introduction", "Written by the other build: this text is only in the second tree.\n\nSee [the guide](./guides/first.mdx)."));
  fs.writeFileSync(path.join(content, "docs/only-in-other.mdx"), doc("Only in the other tree", "A page of the second tree."));
  return content;
}

/** A build with the file system failing under one path (tests/support/fs-fault.cjs). */
function buildWithFault(content: string, out: string, cache: string, fault: object) {
  return build(content, out, cache, { NODE_OPTIONS: `--require ${faultPreload}`, PALAVER_FS_FAULT: JSON.stringify(fault) });
}

/** The report of a failed build is one line: the path, what is wrong, what to do; no stack trace. */
function expectOneLine(result: BuildResult, file: string, advice: RegExp, out: string) {
  expect(result.status, result.stdout + result.stderr).toBe(1);
  const lines = result.stderr.split("\n").filter(Boolean);
  expect(lines, result.stderr).toHaveLength(1);
  expect(lines[0]).toContain(file);
  expect(lines[0]).toMatch(advice);
  expect(lines[0]).toContain(`The previous output in ${out} is unchanged.`);
}

describe("builds into one folder at once", () => {
  it("runs one after the other: the second waits, the output is wholly its tree's, and no later build keeps a mix", async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-parallel-"));
    const [first, second] = [copyTree(), otherTree()];
    const out = path.join(base, "dist");
    const cache = path.join(base, "cache");
    const firstRun = build(first, out, cache);
    // The second starts while the first holds the folder (its lock is taken before anything else).
    for (const started = Date.now(); !fs.existsSync(`${out}.lock`); await new Promise((resolve) => setTimeout(resolve, 20))) {
      if (Date.now() - started > 60_000) throw new Error(`the first build never locked ${out}`);
    }
    const secondRun = build(second, out, cache);
    const [a, b] = await Promise.all([firstRun, secondRun]);
    expect(a.status, a.stderr).toBe(0);
    expect(b.status, b.stderr).toBe(0);
    expect(b.stdout).toContain(`waiting: another build is writing ${out}`);

    // The second build ran last: the folder is exactly what the second tree builds into by itself.
    expect((await build(second, path.join(base, "cold"), path.join(base, "cold-cache"))).status).toBe(0);
    expect(treeHash(out)).toEqual(treeHash(path.join(base, "cold")));
    expect(fs.existsSync(`${out}.lock`)).toBe(false);
  });

  it("makes npm start, started while a build runs, wait for it and serve its whole output", async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-start-during-build-"));
    const content = otherTree();
    const out = path.join(base, "dist");
    const cache = path.join(base, "cache");
    const building = build(content, out, cache);
    for (const started = Date.now(); !fs.existsSync(`${out}.lock`); await new Promise((resolve) => setTimeout(resolve, 20))) {
      if (Date.now() - started > 60_000) throw new Error(`the build never locked ${out}`);
    }
    const start = spawn(process.execPath, [path.join(projectRoot, "scripts/start.mjs")], {
      cwd: projectRoot,
      env: { ...process.env, PORT: "0", CONTENT_DIR: content, OUT_DIR: out, PALAVER_CACHE_DIR: cache },
    });
    let output = "";
    start.stdout.on("data", (chunk) => (output += chunk));
    start.stderr.on("data", (chunk) => (output += chunk));
    try {
      for (const started = Date.now(); !output.includes("serving"); await new Promise((resolve) => setTimeout(resolve, 50))) {
        if (Date.now() - started > 120_000 || start.exitCode !== null) throw new Error(output);
      }
      expect((await building).status).toBe(0);
      expect(output).toContain("is being built by another build: building first");
      expect(output).toContain(`waiting: another build is writing ${out}`);
      const url = /at (http:\/\/\S+?)\/ /.exec(output)![1];
      expect(await (await fetch(`${url}/docs/only-in-other`)).text()).toContain("A page of the second tree.");
    } finally {
      start.kill();
    }
  });

  it("renders again a page whose file another process replaced, and removes files no build made", async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-tampered-"));
    const content = copyTree();
    const out = path.join(base, "dist");
    const cache = path.join(base, "cache");
    expect((await build(content, out, cache)).status).toBe(0);
    const good = treeHash(out);
    // As a build that did not wait would: a whole file renamed over the page's, and a stray page.
    const intro = path.join(out, "docs/intro.html");
    fs.writeFileSync(`${intro}.other`, "<!doctype html><title>Another tree's page</title>");
    fs.renameSync(`${intro}.other`, intro);
    fs.writeFileSync(path.join(out, "docs/stray.html"), "<!doctype html><title>Stray</title>");

    const rebuild = await build(content, out, cache);
    expect(rebuild.status, rebuild.stderr).toBe(0);
    expect(treeHash(out)).toEqual(good);
  });
});

describe("a build that was killed", () => {
  it("leaves a staging folder that the next build removes", async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-killed-"));
    const content = copyTree();
    const out = path.join(base, "dist");
    const cache = path.join(base, "cache");
    const child = spawn(process.execPath, [path.join(projectRoot, "scripts/build.mjs")], {
      cwd: projectRoot,
      env: { ...process.env, CONTENT_DIR: content, OUT_DIR: out, PALAVER_CACHE_DIR: cache },
      stdio: "ignore",
    });
    const stage = `${out}.tmp-${child.pid}`;
    const exited = new Promise((resolve) => child.on("exit", resolve));
    const started = Date.now();
    while (!fs.existsSync(stage)) {
      if (Date.now() - started > 120_000) throw new Error("the build never staged its output");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    child.kill("SIGKILL");
    await exited;
    expect(fs.existsSync(stage)).toBe(true);

    // The killed build's lock goes stale; the next build takes it, and removes the stage.
    const next = await build(content, out, cache);
    expect(next.status, next.stderr).toBe(0);
    expect(next.stdout).toContain(`removed ${stage}`);
    expect(fs.readdirSync(base).filter((name) => name.startsWith("dist."))).toEqual([]);
    expect(fs.existsSync(path.join(out, "docs/intro.html"))).toBe(true);
  }, 180_000);
});

describe("file-system faults", () => {
  /** A good build into `<base>/dist`, which each fault must leave as it is. */
  async function builtSite(prefix: string) {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    const content = copyTree();
    const out = path.join(base, "dist");
    const cache = path.join(base, "cache");
    expect((await build(content, out, cache)).status).toBe(0);
    return { base, content, out, cache, before: treeHash(out) };
  }

  it("an unreadable content file or folder is a problem of that file, in the build and in npm run check", async () => {
    const { content, out, cache, before } = await builtSite("palaver-unreadable-");
    const intro = path.join(content, "docs/intro.mdx");
    const edited = doc("Introduction", "Edited, so the build cannot reuse what it had.");
    fs.writeFileSync(intro, edited);

    const fileFault = { code: "EACCES", at: intro, on: "read" };
    const built = await buildWithFault(content, out, cache, fileFault);
    expect(built.status).toBe(1);
    expect(built.stderr).toContain(`Build failed: the previous output in ${out} is unchanged.`);
    expect(built.stderr).toMatch(/docs\/intro\.mdx cannot be read \(permission denied, EACCES\): make it readable/);
    expect(built.stderr).not.toMatch(/^\s+at /m);
    expect(treeHash(out)).toEqual(before);

    const checked = await runCheck({ CONTENT_DIR: content, PALAVER_CACHE_DIR: cache, NODE_OPTIONS: `--require ${faultPreload}`, PALAVER_FS_FAULT: JSON.stringify(fileFault) });
    expect(checked.status).toBe(1);
    expect(checked.stderr).not.toMatch(/^\s+at /m);
    expect(checked.stdout).toMatch(/docs\/intro\.mdx cannot be read \(permission denied, EACCES\)/);
    expect(checked.stdout).toContain("1 problem in");

    const folder = path.join(content, "docs/guides");
    const checkedFolder = await runCheck({ CONTENT_DIR: content, PALAVER_CACHE_DIR: cache, NODE_OPTIONS: `--require ${faultPreload}`, PALAVER_FS_FAULT: JSON.stringify({ code: "EACCES", at: folder, on: "read" }) });
    expect(checkedFolder.status).toBe(1);
    expect(checkedFolder.stdout).toMatch(/docs\/guides cannot be read \(permission denied, EACCES\)/);
  });

  it("a symbolic link in the content's static/ that leads outside it stops the build, named, and the last site stays", async () => {
    const { content, out, cache, before } = await builtSite("palaver-static-link-");
    fs.mkdirSync(path.join(content, "static/img"), { recursive: true });
    fs.writeFileSync(path.join(content, "static/img/badge.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.symlinkSync("/etc", path.join(content, "static/etcdir"));
    const result = await build(content, out, cache);
    expect(result.status, result.stdout + result.stderr).toBe(1);
    expect(result.stderr).toMatch(/static\/etcdir: a symbolic link to \/etc, outside .*static: copy the file in, or remove the link/);
    expect(result.stderr).not.toMatch(/^\s+at /m);
    expect(treeHash(out)).toEqual(before);
    // Without the link, the same static/ is published at the site root.
    fs.unlinkSync(path.join(content, "static/etcdir"));
    expect((await build(content, out, cache)).status).toBe(0);
    expect(fs.readFileSync(path.join(out, "img/badge.svg"), "utf8")).toContain("<svg");
    expect(fs.existsSync(path.join(out, "etcdir"))).toBe(false);
  });

  it("a read-only output folder's parent stops the build with one line, before anything is written", async () => {
    const { base, content, out, cache, before } = await builtSite("palaver-readonly-");
    fs.writeFileSync(path.join(content, "docs/intro.mdx"), doc("Introduction", "Edited."));
    const result = await buildWithFault(content, out, cache, { code: "EROFS", under: base, on: "write" });
    expectOneLine(result, base, /read-only: build into a writable folder \(OUT_DIR\)/, out);
    expect(treeHash(out)).toEqual(before);
  });

  it("a full disk while the pages are written stops the build with one line, and leaves the last site and no staging folder", async () => {
    const { base, content, out, cache, before } = await builtSite("palaver-full-");
    fs.writeFileSync(path.join(content, "docs/intro.mdx"), doc("Introduction", "Edited, so the page is written again."));
    const result = await buildWithFault(content, out, cache, { code: "ENOSPC", under: `${out}.tmp-`, on: "write", only: ["writeFileSync", "writeFile"] });
    expectOneLine(result, `${out}.tmp-`, /no space left on the device: free some space/, out);
    expect(treeHash(out)).toEqual(before);
    expect(fs.readdirSync(base).filter((name) => name.startsWith("dist."))).toEqual([]);
  });
});
