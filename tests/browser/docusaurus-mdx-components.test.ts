// A Docusaurus site's src/theme/MDXComponents in the browser (tests/fixtures/docusaurus/components-site):
// the pages using its components without an import hydrate with them and they work, by link as
// by URL; the page taking a component written in MDXComponents itself loads that module.
import { describe, expect, it } from "vitest";
import { useServedBuild } from "../support/served-build";
import { DESKTOP, openHydrated, useChromium, watchConsole } from "./chromium";

const site = useServedBuild({ content: "tests/fixtures/docusaurus/components-site", name: "docusaurus-mdx-components-dist" });
const browser = useChromium();

describe("components a site's MDXComponents adds", () => {
  it("work after hydration and after client-side navigation", async () => {
    const page = await browser().newPage(DESKTOP);
    const problems = watchConsole(page);
    await openHydrated(page, `${site.origin()}/docs/loading`);
    // The site's <FiringTabs> is the theme's tabs: keyboard and click switch the panel.
    const tabs = page.getByRole("tablist");
    await tabs.getByRole("tab", { name: "Back" }).click();
    await expect.poll(() => page.getByRole("tabpanel").textContent()).toContain("Load the Back kiln");
    await tabs.getByRole("tab", { name: "Back" }).press("ArrowLeft");
    await expect.poll(() => page.getByRole("tabpanel").textContent()).toContain("Load the Front kiln");

    // By link: the pages' modules load in the browser, with what they take from the site.
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Glazes" }).click();
    await page.waitForURL(`${site.origin()}/docs/glazes`);
    await expect.poll(() => page.locator("article em.glaze-name").textContent()).toBe("Tidepool");
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Cones and temperatures" }).click();
    await expect.poll(() => page.locator("article table td").allTextContents()).toContain("1305");
    expect(problems).toEqual([]);
    await page.close();
  });
});
