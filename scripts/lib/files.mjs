// File writes the build's caches share between worker threads (and between builds).
import fs from "node:fs";
import path from "node:path";

/** Write-then-rename: another worker reading the same entry never sees half a file. */
export function writeAtomically(file, text) {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFile(tmp, text);
  fs.renameSync(tmp, file);
}

/**
 * Writes a file, making its folder if it is missing: trying first saves a system call per file
 * over making sure of the folder every time (thousands of files share a few hundred folders).
 */
export function writeFile(file, content) {
  try {
    fs.writeFileSync(file, content);
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
}

/** A cache entry's text, or undefined when it is not there. */
export function readIfExists(file) {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}
