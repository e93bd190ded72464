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
