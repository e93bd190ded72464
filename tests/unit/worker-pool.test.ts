import { afterEach, describe, expect, it } from "vitest";
import { poolSize, startWorker, workerPool } from "../../scripts/lib/worker-pool.mjs";

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
    const pool = workerPool({ worker });
    try {
      const done = await pool.run({ jobs: [1, 2, 3, 4, 5].map((double) => ({ double })), jobsPerWorker: 2 });
      expect(done.errors).toEqual([]);
      expect([...done.results].sort((a: number, b: number) => a - b)).toEqual([2, 4, 6, 8, 10]);

      const failed = await pool.run({ jobs: [{ fail: "bad page" }, ...Array.from({ length: 20 }, (_, i) => ({ double: i }))], jobsPerWorker: 100 });
      expect(failed.errors).toHaveLength(1);
      expect(failed.errors[0]).toContain("bad page");
      expect(failed.results.length).toBeLessThan(20);
    } finally {
      await pool.stop();
    }
  });

  it("keeps its threads from one run to the next (the check's, then the prerender's), and stops them when told", async () => {
    const pool = workerPool({ worker });
    try {
      const threads = async (count: number) => new Set((await pool.run({ jobs: Array.from({ length: count }, () => ({ thread: true })), jobsPerWorker: 2 })).results);
      const first = await threads(40);
      expect(first.size).toBe(poolSize(40, 2));
      expect(await threads(40)).toEqual(first);
      // A smaller run uses fewer of the same threads.
      const one = await threads(1);
      expect(one.size).toBe(1);
      expect(first.has([...one][0])).toBe(true);
    } finally {
      await pool.stop();
    }
  });

  it("ends a run with what killed a thread, and refuses the runs after it", async () => {
    const pool = workerPool({ worker });
    try {
      const died = await pool.run({ jobs: [{ crash: true }, { double: 1 }], jobsPerWorker: 100 });
      expect(died.errors.join("\n")).toContain("the worker crashed");
      const after = await pool.run({ jobs: [{ double: 2 }], jobsPerWorker: 100 });
      expect(after.results).toEqual([]);
      expect(after.errors.join("\n")).toContain("the worker crashed");
    } finally {
      await pool.stop();
    }
  });
});
