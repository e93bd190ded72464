// Git for test fixtures, asynchronously: a synchronous spawn would block Vitest's worker RPC.
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

export async function git(cwd: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  const { stdout } = await run("git", ["-c", "user.name=Fixture", "-c", "user.email=fixture@example.test", "-c", "commit.gpgsign=false", ...args], {
    cwd,
    env: { ...process.env, ...env },
  });
  return stdout;
}

/** Makes `root` a repository (once) and commits everything in it at `date` (ISO 8601). */
export async function commitAll(root: string, date: string, message = "Fixture content"): Promise<void> {
  await git(root, ["init", "-q"]);
  await git(root, ["add", "-A"]);
  await git(root, ["commit", "-q", "-m", message], { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date });
}
