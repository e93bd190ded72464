// The page's side of "Save for offline reading": asks the service worker how much of the site is
// saved, starts, cancels and removes the saved copy, and hears its progress. Plain messages (no
// workbox-window), so the control costs the first page load next to nothing.
import type { FromWorker, OfflineStatus, SaveReason, ToWorker } from "./offline-plan";

function supported(): boolean {
  return process.env.NODE_ENV === "production" && typeof navigator !== "undefined" && "serviceWorker" in navigator;
}

/** Sends a message to the active worker and waits for its answer (none if there is no worker). */
export async function askWorker<T>(message: ToWorker): Promise<T | undefined> {
  if (!supported()) return undefined;
  const registration = await navigator.serviceWorker.ready;
  const worker = navigator.serviceWorker.controller ?? registration.active;
  if (!worker) return undefined;
  const channel = new MessageChannel();
  const answer = new Promise<T>((resolve) => (channel.port1.onmessage = (event) => resolve(event.data as T)));
  worker.postMessage(message, [channel.port2]);
  return answer;
}

export function offlineStatus(): Promise<OfflineStatus | undefined> {
  return askWorker<OfflineStatus>({ type: "OFFLINE_STATUS" });
}

/** Starts saving the whole site; the reader's own request also asks the browser to keep it. */
export async function saveSite(reason: SaveReason): Promise<boolean> {
  if (reason === "reader") void navigator.storage?.persist?.().catch(() => false);
  return Boolean((await askWorker<{ started: boolean }>({ type: "SAVE_SITE", reason }))?.started);
}

export function cancelSave(): Promise<unknown> {
  return askWorker({ type: "CANCEL_SAVE" });
}

export function removeSavedCopy(): Promise<unknown> {
  return askWorker({ type: "REMOVE_SAVED" });
}

/** Calls `listener` with each message of the worker's; returns how to stop. */
export function onWorkerMessage(listener: (message: FromWorker) => void): () => void {
  if (!supported()) return () => undefined;
  const handle = (event: MessageEvent) => {
    if (event.data && typeof event.data.type === "string") listener(event.data as FromWorker);
  };
  navigator.serviceWorker.addEventListener("message", handle);
  return () => navigator.serviceWorker.removeEventListener("message", handle);
}

/** Whether the site runs as an installed app (its own window). */
export function runsInstalled(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(display-mode: standalone)").matches;
}
