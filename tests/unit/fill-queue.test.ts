// The worker's fill loop never leaves a save hanging: whatever a file's save throws ends the fill
// with a reason the page shows (a rejected fill left "Saving… 26 of 231 files" on screen for ever).
import { describe, expect, it } from "vitest";
import { fillQueue, stopReasonOf } from "../../app/lib/pwa/fill-queue";

const urls = Array.from({ length: 20 }, (_, i) => `f${i}`);
const named = (name: string) => Object.assign(new Error(name), { name });
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("filling the worker's cache", () => {
  it("saves every file, a few at a time, reporting each", async () => {
    let running = 0;
    let most = 0;
    const saved: string[] = [];
    const outcome = await fillQueue(
      urls,
      async () => {
        most = Math.max(most, ++running);
        await tick();
        running -= 1;
        return "saved";
      },
      { onSaved: (url) => saved.push(url), concurrency: 4 },
    );
    expect(outcome).toBe("done");
    expect(saved.sort()).toEqual([...urls].sort());
    expect(most).toBe(4);
  });

  it("ends as cancelled when a body being written is aborted by Cancel, and starts nothing more", async () => {
    const abort = new AbortController();
    const started: string[] = [];
    const outcome = await fillQueue(
      urls,
      async (url) => {
        started.push(url);
        if (url === "f5") {
          abort.abort();
          throw named("AbortError");
        }
        await tick();
        return "saved";
      },
      { signal: abort.signal },
    );
    expect(outcome).toBe("cancelled");
    expect(started.length).toBeLessThan(10);
  });

  it("ends as storage-full when the device refuses a file, keeping the files saved before it", async () => {
    const saved: string[] = [];
    const outcome = await fillQueue(
      urls,
      async (url) => {
        await tick();
        if (Number(url.slice(1)) >= 6) throw named("QuotaExceededError");
        return "saved";
      },
      { onSaved: (url) => saved.push(url), concurrency: 2 },
    );
    expect(outcome).toBe("storage-full");
    expect(saved.sort()).toEqual(["f0", "f1", "f2", "f3", "f4", "f5"]);
  });

  it("goes on past a file that cannot be had, and stops at the first reason to stop", async () => {
    const outcome = await fillQueue(urls, async (url) => (url === "f2" ? "not-downloaded" : url === "f9" ? "newer-deploy" : "saved"), { concurrency: 1 });
    expect(outcome).toBe("newer-deploy");
  });

  it("names a thrown error's reason", () => {
    const aborted = new AbortController();
    aborted.abort();
    expect(stopReasonOf(new TypeError("network error"), aborted.signal)).toBe("cancelled");
    expect(stopReasonOf(named("AbortError"))).toBe("cancelled");
    expect(stopReasonOf(named("QuotaExceededError"))).toBe("storage-full");
    expect(stopReasonOf(new TypeError("Failed to fetch"))).toBe("offline");
    expect(stopReasonOf(undefined)).toBe("offline");
  });
});
