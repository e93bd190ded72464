import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lastUpdatedAt, untrackedDatesWarning } from "~/lib/git-dates.server";
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

  // As Docusaurus: a file git has no history of has no date (its modification time is when it was
  // copied or checked out: every page would say it changed today), and the build says so once.
  it("are none for a file git does not track, named in one warning", async () => {
    const repo = writeTree({ "docs/a.mdx": "A\n" });
    await commitAll(repo, FIRST);
    fs.writeFileSync(path.join(repo, "docs/draft.mdx"), "Not committed yet\n");
    fs.utimesSync(path.join(repo, "docs/draft.mdx"), TOUCHED, TOUCHED);
    expect(await lastUpdatedAt(path.join(repo, "docs/draft.mdx"), { root: repo })).toBeUndefined();
    expect(await lastUpdatedAt(path.join(repo, "docs/a.mdx"), { root: repo })).toBe(FIRST);
    const files = ["docs/a.mdx", "docs/draft.mdx"].map((rel) => path.join(repo, rel));
    expect(await untrackedDatesWarning(files, { root: repo })).toBe(
      `1 page shows no "Last updated" date, as git does not track its file (${path.relative(process.cwd(), files[1])}): commit them, or give front matter last_update.date`,
    );
    expect(await untrackedDatesWarning(files.slice(0, 1), { root: repo })).toBeUndefined();
  });

  it("are none outside a repository, or when git is not installed, said once", async () => {
    const root = writeTree({ "docs/a.mdx": "A\n" });
    expect(await lastUpdatedAt(path.join(root, "docs/a.mdx"), { root })).toBeUndefined();
    const repo = writeTree({ "docs/a.mdx": "A\n" });
    await commitAll(repo, FIRST);
    const options = { root: repo, git: path.join(repo, "no-such-git") };
    expect(await lastUpdatedAt(path.join(repo, "docs/a.mdx"), options)).toBeUndefined();
    expect(await untrackedDatesWarning([path.join(repo, "docs/a.mdx")], options)).toMatch(/^no page shows when it was last updated \(showLastUpdateTime\): the content is not in a git repository with history, or git is not installed$/);
  });
});
