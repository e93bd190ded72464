// The theme components on a site served under a base path: Link, useBaseUrl and the tab query
// string keep it, and the page modules' theme chunks load from under it.
import { describe, expect, it } from "vitest";
import { useServedBuild } from "../support/served-build";
import { DESKTOP, isSameDocument, markDocument, openHydrated, useChromium, watchConsole } from "./chromium";

const site = useServedBuild({ content: "tests/fixtures/docusaurus/theme", name: "theme-base-dist", basePath: "/kettle" });
const browser = useChromium();

describe("theme components under a base path", () => {
  it("resolve useBaseUrl and follow Links under it", async () => {
    const page = await browser().newPage(DESKTOP);
    const problems = watchConsole(page);
    await openHydrated(page, `${site.origin()}/kettle/docs/guides/components`);
    expect(await page.getByTestId("base-url").textContent()).toBe("/kettle/img/logo.svg");
    await expect(page.locator("img.themed-image").getAttribute("src")).resolves.toBe("/kettle/img/logo.svg");
    expect(await page.getByTestId("absolute-url").textContent()).toMatch(/^https?:\/\/[^/]+\/kettle\/img\/logo\.svg$/);
    await expect(page.getByRole("link", { name: "Back to the start" }).getAttribute("href")).resolves.toBe("/kettle/docs/intro");
    await markDocument(page);
    await page.getByRole("link", { name: "Back to the start" }).click();
    await page.waitForURL(`${site.origin()}/kettle/docs/intro`);
    expect(await isSameDocument(page)).toBe(true);
    await page.locator(".tabs-container").first().getByRole("tab", { name: "Windows" }).click();
    expect(page.url()).toBe(`${site.origin()}/kettle/docs/intro?operating-systems=win`);
    expect(problems).toEqual([]);
    await page.close();
  });
});
