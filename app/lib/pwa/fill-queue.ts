// The loop behind every fill of the worker's cache (the whole-site save, prefetches, pages kept): a
// few files at a time, stopping at the first that cannot be saved. It never rejects. A save that
// throws (the reader cancelled while a body was still being written, the device ran out of room, the
// connection dropped mid-body) ends the fill with a reason the page can show; a rejection here would
// leave the page's "Saving…" status waiting for ever.
import type { SaveStop } from "./offline-plan";

export type FillOutcome = "done" | SaveStop;
/** One file: stored, not to be had (skipped without stopping), or the reason to stop. */
export type SaveResult = "saved" | "not-downloaded" | SaveStop;

/** Why a thrown save stops the fill. */
export function stopReasonOf(error: unknown, signal?: AbortSignal): SaveStop {
  if (signal?.aborted) return "cancelled";
  const name = (error as { name?: unknown } | null)?.name;
  if (name === "QuotaExceededError") return "storage-full";
  if (name === "AbortError") return "cancelled";
  return "offline";
}

export async function fillQueue(
  urls: readonly string[],
  saveOne: (url: string) => Promise<SaveResult | "already-saved">,
  { signal, onSaved, concurrency = 4 }: { signal?: AbortSignal; onSaved?: (url: string) => void; concurrency?: number } = {},
): Promise<FillOutcome> {
  const queue = [...urls];
  let outcome: FillOutcome = "done";
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined && outcome === "done"; url = queue.shift()) {
      if (signal?.aborted) {
        outcome = "cancelled";
        return;
      }
      let result: SaveResult | "already-saved";
      try {
        result = await saveOne(url);
      } catch (error) {
        result = stopReasonOf(error, signal);
      }
      if (result === "not-downloaded") continue;
      if (result !== "saved" && result !== "already-saved") {
        // The first reason wins: the others are usually its echoes (every download aborted at once).
        if (outcome === "done") outcome = result;
        return;
      }
      onSaved?.(url);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcome;
}
