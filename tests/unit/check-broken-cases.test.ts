// `npm run check` rejects everything the build rejects: each broken case in tests/fixtures/broken
// gives the same report from the check as from the build (tests/unit/build.test.ts), so a writer
// who runs the check before pushing never meets a problem only the deploy finds.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCheck } from "../support/run-build";
import { brokenCases, copyTree, expectedProblems } from "./fixture-tree";

const projectRoot = path.resolve(__dirname, "../..");

describe("npm run check on each broken case", () => {
  it.each(brokenCases)("reports every problem of %s, as the build does", async (name) => {
    const content = copyTree(name);
    const result = await runCheck({ CONTENT_DIR: content, PALAVER_CACHE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "palaver-cache-")) });
    expect(result.status, result.stderr).toBe(1);
    expect(result.stderr).not.toMatch(/^\s+at /m);
    const prefix = `${path.relative(projectRoot, content)}/`;
    const report = result.stdout.split("\n\n")[0].split("\n").filter((line) => !line.startsWith("warning: "));
    expect(report.map((line) => line.replaceAll(prefix, ""))).toEqual(expectedProblems(name));
  });
});
