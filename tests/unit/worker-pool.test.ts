import { afterEach, describe, expect, it } from "vitest";
import { runPool, startWorker } from "../../scripts/lib/worker-pool.mjs";

const worker = new URL("../support/answering-worker.mjs", import.meta.url);

describe("a single build worker (the service worker's)", () => {
  let started: { run(job: unknown): Promise<unknown>; stop(): Promise<number> } | undefined;
  afterEach(() => started?.stop());

  it("answers its jobs one after another", async () => {
    started = startWorker(worker);
    expect(await started.run({ double: 2 })).toBe(4);
    expect(await started.run({ double: 21 })).toBe(42);
  });

  it("refuses a second job while the first is under way", async () => {
    started = startWorker(worker);
    const first = started.run({ double: 1 });
    await expect(started.run({ double: 2 })).rejects.toThrow("still busy");
    expect(await first).toBe(2);
  });

  it("rejects with the worker's own error, its stack from the worker", async () => {
    started = startWorker(worker);
    const failure = await started.run({ fail: "no manifest" }).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe("Error: no manifest");
    expect((failure as Error).stack).toContain("answering-worker.mjs");
  });

  it("rejects when the worker dies, and every job after", async () => {
    started = startWorker(worker);
    await expect(started.run({ crash: true })).rejects.toThrow("the worker crashed");
    await expect(started.run({ double: 1 })).rejects.toThrow("the worker crashed");
  });
});

describe("the build's worker pool", () => {
  it("runs every job and stops handing them out after the first failure", async () => {
    const done = await runPool({ worker, jobs: [1, 2, 3, 4, 5].map((double) => ({ double })), jobsPerWorker: 2 });
    expect(done.errors).toEqual([]);
    expect([...done.results].sort((a: number, b: number) => a - b)).toEqual([2, 4, 6, 8, 10]);

    const failed = await runPool({ worker, jobs: [{ fail: "bad page" }, ...Array.from({ length: 20 }, (_, i) => ({ double: i }))], jobsPerWorker: 100 });
    expect(failed.errors).toHaveLength(1);
    expect(failed.errors[0]).toContain("bad page");
    expect(failed.results.length).toBeLessThan(20);
  });
});
