// The page's code and the data it renders must come from one deploy. A route's data file names the
// app build it was rendered for (scripts/lib/data-build-stamp.mjs); the page compares it with its
// own, and when its deploy is gone from the host (or cannot be reached through the worker) it loads
// the target in full, once: the worker then serves its saved copy, or the host the new deploy.

const KEY = "palaver-full-load";
const FRESH_MS = 15_000;

interface RemixManifestGlobal {
  __remixManifest?: { version?: string };
}

/** The app build this page runs. */
export function currentBuild(): string | undefined {
  return (window as unknown as RemixManifestGlobal).__remixManifest?.version;
}

/** Whether route data was rendered for another app build than the page's (data without a stamp is trusted: `npm run dev`). */
export function isFromOtherBuild(data: unknown, build: string | undefined = currentBuild()): boolean {
  const stamp = (data as { __build?: unknown } | null)?.__build;
  return typeof stamp === "string" && build !== undefined && stamp !== build;
}

/**
 * Loads `target` with a full page load, unless this page was itself such a load of `target` a
 * moment ago (a target that fails both ways must not loop): then returns false.
 */
export function loadInFull(target: string): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as { to: string; at: number } | null;
    if (last && last.to === target && Date.now() - last.at < FRESH_MS) return false;
    sessionStorage.setItem(KEY, JSON.stringify({ to: target, at: Date.now() }));
  } catch {
    return false;
  }
  window.location.assign(target);
  return true;
}

/** A promise that never settles: the page is being replaced. */
export function whileLeaving<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}
