// Accessibility (axe-core) and layout stability of the frame.
import { describe, expect, inject, it } from "vitest";
import { DESKTOP, MOBILE, useChromium, openHydrated, layoutShiftWhileLoading, axeViolations } from "./chromium";

const baseUrl = inject("baseUrl");
const browser = useChromium();

describe("accessibility", () => {
  it.each([
    ["the home page", "/"],
    ["a doc page", "/docs/user/account/deletion"],
    ["an API page", "/docs/api/account/login"],
    ["a category page", "/docs/category/chats"],
    ["the not-found page", "/no/such/page"],
  ])("axe finds no serious or critical violations on %s (desktop and mobile)", async (_name, route) => {
    for (const viewport of [DESKTOP, MOBILE]) {
      // axe is injected as an inline script, which the site's CSP (rightly) refuses.
      const page = await browser().newPage({ ...viewport, bypassCSP: true });
      await openHydrated(page, baseUrl + route);
      const violations = await axeViolations(page);
      expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
      await page.close();
    }
  });
});

describe("layout stability", () => {
  it.each(["/", "/docs/user/showcase/images", "/docs/api/introduction", "/docs/category/issues"])("%s does not shift while loading and hydrating", async (route) => {
    const page = await browser().newPage(DESKTOP);
    const cls = await layoutShiftWhileLoading(page, baseUrl + route);
    expect(cls).toBeLessThan(0.01);
    await page.close();
  });
});
