// When a content file last changed, as Docusaurus's "Last updated on" and the sitemap's <lastmod>
// tell it: the time of the file's last commit. One `git log` reads the whole history of the content
// tree (a process per file would cost seconds on a large site); files git does not know, or a
// machine without git, fall back to the file's modification time.

import fs from "node:fs";
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

/** When `file` last changed: its last commit, else its modification time. ISO 8601, UTC. */
export async function lastUpdatedAt(file: string, options: GitDateOptions): Promise<string> {
  const committed = (await commitTimes(options)).get(path.resolve(file));
  return new Date(committed ?? fs.statSync(file).mtimeMs).toISOString();
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
