// File writes the build's caches share between worker threads (and between builds).
import fs from "node:fs";
import path from "node:path";

/** Write-then-rename: another worker reading the same entry never sees half a file. */
export function writeAtomically(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
}

/** A cache entry's text, or undefined when it is not there. */
export function readIfExists(file) {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}
