// A content tree written from a map of files and built with the real build: its folder, output and
// build report, and a page's text. For tests of what one small site's build publishes.
import fs from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { writeTree } from "../unit/fixture-tree";
import { runBuild } from "./run-build";

export async function builtSite(files: Record<string, string>, prefix: string) {
  const site = writeTree(files, prefix);
  const out = `${site}-dist`;
  const built = await runBuild({ CONTENT_DIR: site, OUT_DIR: out, PALAVER_CACHE_DIR: `${site}-cache` });
  expect(built.status, built.stdout + built.stderr).toBe(0);
  return { site, out, built, read: (rel: string) => fs.readFileSync(path.join(out, rel), "utf8") };
}
