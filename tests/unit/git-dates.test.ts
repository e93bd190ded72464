import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lastUpdatedAt } from "~/lib/git-dates.server";
import { commitAll } from "../support/git";
import { writeTree } from "./fixture-tree";

const FIRST = "2024-02-29T12:00:00.000Z";
const SECOND = "2025-06-30T08:15:00.000Z";
const TOUCHED = new Date("2023-03-04T05:06:07.000Z");

/** A git executable that records each time it runs, then runs git. */
function countingGit(): { git: string; runs: () => number } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-git-"));
  const log = path.join(dir, "runs");
  const git = path.join(dir, "git");
  fs.writeFileSync(git, `#!/bin/sh\necho run >> "${log}"\nexec git "$@"\n`, { mode: 0o755 });
  return { git, runs: () => (fs.existsSync(log) ? fs.readFileSync(log, "utf8").split("\n").filter(Boolean).length : 0) };
}

describe("last updated dates", () => {
  it("are each file's last commit, read with one git log for the whole tree", async () => {
    const repo = writeTree({ "content/docs/a.mdx": "A\n", "content/docs/b.mdx": "B\n", "README.md": "outside the content\n" });
    await commitAll(repo, FIRST);
    fs.writeFileSync(path.join(repo, "content/docs/a.mdx"), "A, revised\n");
    await commitAll(repo, SECOND, "Revise a");
    // The file's own time says nothing: only the commit counts.
    for (const name of ["a", "b"]) fs.utimesSync(path.join(repo, `content/docs/${name}.mdx`), TOUCHED, TOUCHED);

    const { git, runs } = countingGit();
    const root = path.join(repo, "content");
    const options = { root, git };
    expect(await lastUpdatedAt(path.join(root, "docs/a.mdx"), options)).toBe(SECOND);
    expect(await lastUpdatedAt(path.join(root, "docs/b.mdx"), options)).toBe(FIRST);
    expect(runs()).toBe(1);
  });

  it("fall back to the modification time of a file git does not track", async () => {
    const repo = writeTree({ "docs/a.mdx": "A\n" });
    await commitAll(repo, FIRST);
    fs.writeFileSync(path.join(repo, "docs/draft.mdx"), "Not committed yet\n");
    fs.utimesSync(path.join(repo, "docs/draft.mdx"), TOUCHED, TOUCHED);
    expect(await lastUpdatedAt(path.join(repo, "docs/draft.mdx"), { root: repo })).toBe(TOUCHED.toISOString());
    expect(await lastUpdatedAt(path.join(repo, "docs/a.mdx"), { root: repo })).toBe(FIRST);
  });

  it("fall back to the modification time outside a repository", async () => {
    const root = writeTree({ "docs/a.mdx": "A\n" });
    fs.utimesSync(path.join(root, "docs/a.mdx"), TOUCHED, TOUCHED);
    expect(await lastUpdatedAt(path.join(root, "docs/a.mdx"), { root })).toBe(TOUCHED.toISOString());
  });

  it("fall back to the modification time when git is not installed", async () => {
    const repo = writeTree({ "docs/a.mdx": "A\n" });
    await commitAll(repo, FIRST);
    fs.utimesSync(path.join(repo, "docs/a.mdx"), TOUCHED, TOUCHED);
    const options = { root: repo, git: path.join(repo, "no-such-git") };
    expect(await lastUpdatedAt(path.join(repo, "docs/a.mdx"), options)).toBe(TOUCHED.toISOString());
  });
});
