// A plain-Markdown Docusaurus 3 site as real projects lay it out (website/ beside the
// repository's docs/, a config reading the repository's files), built unchanged: a doc in no
// sidebar shown without one.
import { describe, expect, it } from "vitest";
import { useServedBuild } from "../support/served-build";
import { DESKTOP, openHydrated, useChromium } from "./chromium";

const site = useServedBuild({ content: "tests/fixtures/docusaurus/md-site/website", name: "docusaurus-md-site-dist" });
const browser = useChromium();

describe("a plain-Markdown Docusaurus site's frame", () => {
  it("shows a doc that is in no sidebar without an empty sidebar column, and one in a sidebar with it", async () => {
    const page = await browser().newPage(DESKTOP);
    await openHydrated(page, `${site.origin()}/docs/next/sharing`);
    await expect(page.locator(".doc-sidebar").count()).resolves.toBe(0);
    const article = await page.locator(".doc-content").boundingBox();
    // No 300-pixel empty column before the article.
    expect(article!.x).toBeLessThan(100);
    await page.getByRole("tab", { name: "yarn" }).click();
    await expect(page.getByRole("tabpanel").textContent()).resolves.toContain("yarn add --dev @acme/tallyho-settings");
    await openHydrated(page, `${site.origin()}/docs/next/why`);
    await expect(page.locator(".doc-sidebar").getByRole("link", { name: "Counting" }).isVisible()).resolves.toBe(true);
    await page.close();
  });
});
