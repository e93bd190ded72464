import { describe, expect, it } from "vitest";
import { runScript } from "../support/run-build";
import { copyTree } from "./fixture-tree";

describe("the prerender's page renderer", () => {
  // A pending abort timer holds its request (data, React tree, stream) until it fires: a build
  // worker renders hundreds of pages in that time, and held them all.
  it("leaves no timer pending once a page has rendered", async () => {
    const result = await runScript("tests/support/render-timers.mjs", { CONTENT_DIR: copyTree() }, ["/docs/intro"]);
    expect(result.status, result.stderr).toBe(0);
    const { ok, error, before, after } = JSON.parse(result.stdout.trim().split("\n").pop()!);
    expect(ok, error).toBe(true);
    expect(after).toBe(before);
  });
});
