// A content tree built into its own folder and served like a static host, for the test files that
// need a site other than the shipped one (fixtures, a base path).
import fs from "node:fs";
import path from "node:path";
import type { Server } from "node:http";
import { afterAll, beforeAll } from "vitest";
import { createStaticServer, listen } from "../../scripts/lib/static-server.mjs";
import { runBuild } from "./run-build";

const root = path.resolve(__dirname, "../..");

export interface ServedBuildOptions {
  /** The content tree, relative to the project. */
  content: string;
  /** The output folder's name under tests/.tmp. */
  name: string;
  /** Served under this base path (and built with it as BASE_PATH), e.g. `/palaver-docs`. */
  basePath?: string;
}

/** Builds before the file's tests and serves until after them; returns the server's origin. */
export function useServedBuild({ content, name, basePath = "" }: ServedBuildOptions): { origin: () => string; out: string; log: () => string } {
  const out = path.join(root, "tests/.tmp", name);
  let server: Server | undefined;
  let origin = "";
  let log = "";
  beforeAll(async () => {
    fs.rmSync(out, { recursive: true, force: true });
    const build = await runBuild({ CONTENT_DIR: path.join(root, content), OUT_DIR: out, ...(basePath ? { BASE_PATH: `${basePath}/` } : {}) });
    if (build.status !== 0) throw new Error(build.stderr);
    log = build.stdout + build.stderr;
    server = createStaticServer(out, { basePath }) as Server;
    origin = await listen(server);
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });
  return { origin: () => origin, out, log: () => log };
}
