// A build stages its output in `<out>.tmp-<pid>` and moves the previous output aside as
// `<out>.old-<pid>`; a build that was killed leaves them behind. The next build into the same
// folder (holding its lock, so no live build of that folder is writing them) removes those of
// processes that are gone.
import fs from "node:fs";
import path from "node:path";

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return error.code === "EPERM";
  }
}

/** Removes `<out>.tmp-<pid>` and `<out>.old-<pid>` folders whose process is gone; returns their paths. */
export function removeStaleStaging(out) {
  const dir = path.dirname(out);
  const pattern = new RegExp(`^${escape(path.basename(out))}\\.(?:tmp|old)-(\\d+)$`);
  let names;
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  const removed = [];
  for (const name of names) {
    const pid = Number(pattern.exec(name)?.[1]);
    if (!pid || (pid !== process.pid && isAlive(pid))) continue;
    fs.rmSync(path.join(dir, name), { recursive: true, force: true });
    removed.push(path.join(dir, name));
  }
  return removed;
}
