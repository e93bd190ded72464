// One build at a time per output folder. Two builds writing one folder at once would each publish
// half of their files over the other's (and `npm start` starts a build of its own when the output
// looks stale), so a build holds `<out>.lock` from its first step to its last, and a second build
// waits for it. The lock is proper-lockfile's: a folder made atomically, its mtime refreshed while
// the build runs, so the lock of a killed build goes stale and is taken over.
import fs from "node:fs";
import path from "node:path";
import lockfile from "proper-lockfile";

/** A lock not refreshed for this long belongs to a build that is gone (killed, or its machine). */
const STALE_MS = 15_000;
const POLL_MS = 500;
/** Longer than any build of a real site: past it, something is wrong and waiting hides it. */
const WAIT_LIMIT_MS = Number(process.env.PALAVER_LOCK_WAIT_MS ?? 30 * 60_000);

export function lockPathFor(out) {
  return `${out}.lock`;
}

const options = (out) => ({ realpath: false, lockfilePath: lockPathFor(out), stale: STALE_MS });

/** Whether a live build holds `out` now. */
export function isOutputLocked(out) {
  return lockfile.checkSync(out, options(out));
}

/**
 * Takes the lock on `out`, waiting (with one line saying so) while another build holds it. Resolves
 * with `{ release, assertHeld }`: `assertHeld()` throws if the lock was lost meanwhile (the build
 * stalled past the stale time and another took over), and is called before anything is published.
 */
export async function lockOutput(out, { log = console.log } = {}) {
  fs.mkdirSync(path.dirname(out), { recursive: true });
  let lost;
  const settings = { ...options(out), onCompromised: (error) => (lost = error) };
  const started = Date.now();
  let said = false;
  for (;;) {
    try {
      const release = await lockfile.lock(out, settings);
      return {
        release: () => (lost ? Promise.resolve() : release()),
        assertHeld() {
          if (lost) throw new OutputLockError(`lost the lock on ${out} (${lost.message}): another build may have written it; run the build again`);
        },
      };
    } catch (error) {
      if (error.code !== "ELOCKED") throw error;
    }
    if (!said) {
      log(`waiting: another build is writing ${out} (lock ${lockPathFor(out)}); this one starts when it ends`);
      said = true;
    }
    if (Date.now() - started > WAIT_LIMIT_MS) {
      throw new OutputLockError(`gave up waiting for the build that holds ${lockPathFor(out)} after ${Math.round(WAIT_LIMIT_MS / 1000)} s: stop it, or delete the lock if no build is running`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export class OutputLockError extends Error {
  name = "OutputLockError";
}
