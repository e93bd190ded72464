import { afterAll } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Writes `files` (relative path → text) under a fresh temporary folder and returns its path. */
export function writeTree(files: Record<string, string>, prefix = "palaver-fixture-"): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(root, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return root;
}

export const doc = (title: string, body = "Some text for this page.", extra = "") =>
  `---\ntitle: ${title}\n${extra}---\n\n${body}\n`;

const fixtures = path.resolve(__dirname, "../fixtures");

/** The small good content tree in tests/fixtures/good. */
export const goodTree = path.join(fixtures, "good");

/** The broken cases: each folder in tests/fixtures/broken holds files changed over the good tree. */
export const brokenCases = fs.readdirSync(path.join(fixtures, "broken")).sort();

/** A broken case's problems, one line each, with paths relative to the content folder. */
export function expectedProblems(name: string): string[] {
  return fs.readFileSync(path.join(fixtures, "broken", name, "expected.txt"), "utf8").split("\n").filter(Boolean);
}

/**
 * A fresh copy of the good tree with a broken case's files over it (its expected.txt aside), so a
 * test can edit it or build it without touching the fixtures.
 */
export function copyTree(brokenCase?: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-fixture-"));
  fs.cpSync(goodTree, root, { recursive: true });
  if (brokenCase) {
    fs.cpSync(path.join(fixtures, "broken", brokenCase), root, { recursive: true, filter: (from) => path.basename(from) !== "expected.txt" });
  }
  return root;
}

/**
 * Makes `dir` the content this test file's modules read (CONTENT_DIR: the site config, the content
 * model), and puts the previous one back once the file's tests are done.
 */
export function readContentFrom(dir: string): void {
  const previous = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = dir;
  afterAll(() => {
    if (previous === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previous;
  });
}
