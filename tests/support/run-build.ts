// Runs `npm run build` (scripts/build.mjs) or `npm run check` in a child process without blocking
// the test worker: a synchronous spawn stalls Vitest's worker RPC for the length of a build, which
// it reports as an unhandled "Timeout calling onTaskUpdate" and fails the run.
import path from "node:path";
import { spawn } from "node:child_process";

export interface BuildResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

const root = path.resolve(__dirname, "../..");

export function runBuild(env: Record<string, string>): Promise<BuildResult> {
  return runScript("scripts/build.mjs", env);
}

/** `npm run check`, the same way. */
export function runCheck(env: Record<string, string>): Promise<BuildResult> {
  return runScript("scripts/check.mjs", env);
}

/** Any script of the project's (a path from its root), the same way. */
export function runScript(script: string, env: Record<string, string>, args: string[] = []): Promise<BuildResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, script), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

/** A build's or check's report, a line each, with `folder`'s path taken out (`docs/x.md:1:2 …`). */
export function reportLines(output: string, folder: string): string[] {
  const prefix = `${path.relative(root, folder)}/`;
  return output
    .split("\n")
    .map((line) => line.replaceAll(prefix, ""))
    .filter(Boolean);
}
