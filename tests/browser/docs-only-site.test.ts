// A Docusaurus site in docs-only mode (routeBasePath '/', the intro doc's slug '/'): its doc is the
// home page, in the HTML and after client-side navigation back to it; its src/pages Markdown pages
// are pages; its React home page is named in a warning (tests/unit/docusaurus-pages.test.ts).
import { describe, expect, it } from "vitest";
import { useServedBuild } from "../support/served-build";
import { DESKTOP, isSameDocument, markDocument, openHydrated, useChromium, watchConsole } from "./chromium";

const site = useServedBuild({ content: "tests/fixtures/docusaurus/docs-only-site", name: "docs-only-site-dist" });
const browser = useChromium();

describe("a docs-only Docusaurus site", () => {
  it("shows its root doc as the home page, with its sidebar, and comes back to it by client-side navigation", async () => {
    const page = await browser().newPage(DESKTOP);
    const problems = watchConsole(page);
    await openHydrated(page, `${site.origin()}/`);
    await expect(page.title()).resolves.toBe("Plan a kelp farm | Kelpwise");
    await expect(page.locator("main h1").textContent()).resolves.toBe("Plan a kelp farm");
    await expect(page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Plan a kelp farm" }).getAttribute("aria-current")).resolves.toBe("page");

    await markDocument(page);
    await page.getByRole("article").getByRole("link", { name: "line spacing" }).click();
    await page.waitForURL(`${site.origin()}/lines/spacing`);
    await expect.poll(() => page.locator("main h1").textContent()).toBe("Line spacing");
    await page.getByRole("article").getByRole("link", { name: "the start" }).click();
    await page.waitForURL(`${site.origin()}/`);
    await expect.poll(() => page.locator("main h1").textContent()).toBe("Plan a kelp farm");
    await expect(page.getByRole("article").textContent()).resolves.toContain("Kelpwise sketches where each longline goes");
    expect(await isSameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("publishes src/pages Markdown as pages, their code run, one title each", async () => {
    const page = await browser().newPage(DESKTOP);
    const problems = watchConsole(page);
    await openHydrated(page, `${site.origin()}/crew`);
    await expect(page.locator("main h1").allTextContents()).resolves.toEqual(["Crew notes"]);
    await expect(page.locator("main").textContent()).resolves.toContain("We run 3 crews this year.");
    await markDocument(page);
    await page.goto(`${site.origin()}/support`);
    await expect(page.title()).resolves.toBe("Support desk | Kelpwise");
    await expect(page.locator("main h1").allTextContents()).resolves.toEqual(["Support desk"]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
