// A docs-only Docusaurus site (routeBasePath '/', a doc whose slug is '/'): that doc is the home
// page, as in Docusaurus. Its view's code loads only on such a site, after the page has painted:
// the page must hydrate without a mismatch, and navigate to and from `/` in the app.
import { describe, expect, it } from "vitest";
import { useServedBuild } from "../support/served-build";
import { DESKTOP, axeViolations, isSameDocument, markDocument, openHydrated, useChromium, watchConsole } from "./chromium";

const site = useServedBuild({ content: "tests/fixtures/docusaurus/docs-only-site", name: "docusaurus-docs-only-dist" });
const browser = useChromium();

describe("a docs-only Docusaurus site", () => {
  it("shows its root doc as the home page, hydrated without errors, with its sidebar", async () => {
    const page = await browser().newPage({ ...DESKTOP, bypassCSP: true });
    const problems = watchConsole(page);
    await openHydrated(page, `${site.origin()}/`);
    await expect(page.locator("main h1").textContent()).resolves.toBe("Plan a kelp farm");
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
    await expect(sidebar.locator('[aria-current="page"]').textContent()).resolves.toContain("Plan a kelp farm");
    // The doc view's code has arrived and taken over the server's HTML: its sidebar category toggles.
    const lines = sidebar.getByRole("button", { name: /Lines/ });
    const expanded = await lines.getAttribute("aria-expanded");
    await lines.click();
    await expect.poll(() => lines.getAttribute("aria-expanded")).not.toBe(expanded);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("navigates from a doc to the home doc and back in the app", async () => {
    const page = await browser().newPage(DESKTOP);
    const problems = watchConsole(page);
    await openHydrated(page, `${site.origin()}/lines/spacing`);
    await markDocument(page);
    await page.locator("article").getByRole("link", { name: "the start" }).click();
    await expect.poll(() => page.locator("main h1").textContent()).toBe("Plan a kelp farm");
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(page.title()).resolves.toBe("Plan a kelp farm | Kelpwise");
    await page.locator("article").getByRole("link", { name: "line spacing" }).click();
    await expect.poll(() => page.locator("main h1").textContent()).toBe("Line spacing");
    expect(await isSameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });
});
