// When a content file last changed, as Docusaurus's "Last updated on" and the sitemap's <lastmod>
// tell it: the time of the file's last commit. One `git log` reads the whole history of the content
// tree (a process per file would cost seconds on a large site). A file git does not know (or a
// machine without git) has no date, as in Docusaurus: its modification time is when it was copied
// or checked out, which would tell a reader every page changed today.

import path from "node:path";
import { execFile } from "node:child_process";

export interface GitDateOptions {
  /** The folder whose history is read; every file asked about lies under it. */
  root: string;
  /** The git executable (tests point it at one that does not exist). */
  git?: string;
}

const histories = new Map<string, Promise<Map<string, number>>>();

/**
 * The last commit time (ms since the epoch) of every file under `root` that git has history for,
 * keyed by absolute path. Read once per root and process. Empty without git or a repository.
 */
export function commitTimes({ root, git = "git" }: GitDateOptions): Promise<Map<string, number>> {
  const key = `${git}\0${path.resolve(root)}`;
  let history = histories.get(key);
  if (!history) {
    history = readHistory(path.resolve(root), git);
    histories.set(key, history);
  }
  return history;
}

/** When `file` last changed: its last commit (ISO 8601, UTC), or undefined when git has no history of it. */
export async function lastUpdatedAt(file: string, options: GitDateOptions): Promise<string | undefined> {
  const committed = (await commitTimes(options)).get(path.resolve(file));
  return committed === undefined ? undefined : new Date(committed).toISOString();
}

/**
 * The warning for docs that would show when they last changed but have no date (Docusaurus's
 * "Cannot infer the update date…"): none when every one has a commit. `files`: the docs whose
 * options show the date and whose front matter gives none.
 */
export async function untrackedDatesWarning(files: string[], options: GitDateOptions): Promise<string | undefined> {
  if (!files.length) return undefined;
  const times = await commitTimes(options);
  if (times.size === 0) return `no page shows when it was last updated (showLastUpdateTime): the content is not in a git repository with history, or git is not installed`;
  const untracked = files.filter((file) => !times.has(path.resolve(file)));
  if (!untracked.length) return undefined;
  const shown = untracked.slice(0, 3).map((file) => path.relative(process.cwd(), file)).join(", ");
  return `${untracked.length} page${untracked.length === 1 ? " shows" : "s show"} no "Last updated" date, as git does not track ${untracked.length === 1 ? "its file" : "their files"} (${shown}${untracked.length > 3 ? ", …" : ""}): commit them, or give front matter last_update.date`;
}

function readHistory(root: string, git: string): Promise<Map<string, number>> {
  // Newest commit first: the first time a path appears is its last change. %ct (committer time)
  // is what Docusaurus reads too; NUL marks each commit's line, which no path can contain.
  const args = ["-c", "core.quotePath=false", "log", "--format=%x00%ct", "--name-only", "--relative", "--no-show-signature", "--", "."];
  return new Promise((resolve) => {
    execFile(git, args, { cwd: root, maxBuffer: 1024 * 1024 * 1024, encoding: "utf8" }, (error, stdout) => {
      const times = new Map<string, number>();
      // Not a repository, or no git: every file falls back to its modification time.
      if (error) return resolve(times);
      for (const commit of stdout.split("\0")) {
        const [time, ...files] = commit.split("\n");
        const ms = Number(time) * 1000;
        for (const file of files) {
          if (!file) continue;
          const absolute = path.join(root, file);
          if (!times.has(absolute)) times.set(absolute, ms);
        }
      }
      resolve(times);
    });
  });
}
