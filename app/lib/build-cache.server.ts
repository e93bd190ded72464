// The build cache's folders (PALAVER_CACHE_DIR, .cache by default), shared by the builds, checks and
// dev servers of one project: compiled pages, finished pages, what the site's files were found to hold.
import fs from "node:fs";
import path from "node:path";

/** The cache's folder for `part` (`mdx`, `infima`, …). */
export function buildCacheDir(part: string): string {
  return path.join(path.resolve(process.env.PALAVER_CACHE_DIR ?? ".cache"), part);
}

/** Write-then-rename: a build thread reading the same entry never sees half a file. */
export function writeAtomically(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  try {
    fs.writeFileSync(tmp, text);
  } catch (error) {
    // The folder is made when missing, not checked before every write (a system call each).
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(tmp, text);
  }
  fs.renameSync(tmp, file);
}
