// The site's own files (public/) are copied into the output as files: a symbolic link in them is
// followed only when it stays inside the folder. One pointing out (`public/etc -> /etc`) would
// publish whatever it reaches on the build machine, so it stops the build, named.
import fs from "node:fs";
import path from "node:path";

/** The problems of `dir`'s symbolic links: each that leads outside it, or nowhere. */
export function linksLeaving(dir) {
  if (!fs.existsSync(dir)) return [];
  const root = fs.realpathSync(dir);
  const problems = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isSymbolicLink()) continue;
    const link = path.join(entry.parentPath ?? entry.path, entry.name);
    const shown = path.relative(process.cwd(), link) || link;
    let target;
    try {
      target = fs.realpathSync(link);
    } catch {
      problems.push(`${shown}: a symbolic link to ${fs.readlinkSync(link)}, which does not exist: remove it or fix its target`);
      continue;
    }
    if (target !== root && !target.startsWith(`${root}${path.sep}`)) {
      problems.push(`${shown}: a symbolic link to ${target}, outside ${path.relative(process.cwd(), dir) || dir}: copy the file in, or remove the link`);
    }
  }
  return problems;
}

/** Copies `from` into `to`, links replaced by what they point at (checked by linksLeaving first). */
export function copySiteFiles(from, to) {
  if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true, dereference: true });
}
