// Accessibility (axe-core) and layout stability of the frame.
import { createRequire } from "node:module";
import { describe, expect, inject, it } from "vitest";
import { DESKTOP, MOBILE, useChromium, openHydrated, layoutShiftWhileLoading } from "./chromium";

const require = createRequire(import.meta.url);
const axePath = require.resolve("axe-core/axe.min.js");
const baseUrl = inject("baseUrl");
const browser = useChromium();

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

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
      await page.addScriptTag({ path: axePath });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> } }).axe;
        const result = await axe.run(document, { resultTypes: ["violations"] });
        return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) }));
      });
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
