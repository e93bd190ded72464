import { describe, expect, it } from "vitest";
import { formatUtcDate } from "~/lib/format-date";

describe("last updated dates", () => {
  it("read the same on the server and in any reader's time zone: the UTC day", () => {
    const zone = process.env.TZ;
    process.env.TZ = "America/New_York";
    try {
      expect(formatUtcDate("2026-01-01T00:30:00.000Z")).toBe("Jan 1, 2026");
      expect(formatUtcDate("2026-11-23T11:24:51.000Z")).toBe("Nov 23, 2026");
    } finally {
      process.env.TZ = zone;
    }
  });
});
