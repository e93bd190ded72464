// Docs versions, on a fixture with two: the dropdown keeps the reader on the same page where it
// exists, and the chosen version is remembered for links to "the docs". The fixture's navbar.json
// also carries a broken navbar item.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useServedBuild } from "../support/served-build";
import { DESKTOP, openHydrated, useChromium } from "./chromium";

const site = useServedBuild({ content: "tests/fixtures/versioned", name: "versioned-dist" });
const browser = useChromium();

const open = (page: Page, route: string) => openHydrated(page, site.origin() + route);

async function chooseVersion(page: Page, label: string) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: /Docs version/ }).click();
  await page.locator(".navbar-desktop .dropdown-menu:not([hidden])").getByRole("link", { name: label, exact: true }).click();
}

describe("docs versions", () => {
  it("serves the older version under /docs/<version>/", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/docs/1.0/guides/setup");
    await expect.poll(() => page.locator("main h1").textContent()).toBe("Setup (1.0)");
    await expect(page.getByRole("button", { name: /Docs version/ }).textContent()).resolves.toBe("1.0");
    await page.close();
  });

  it("switches to the same page in the chosen version, or to its first page", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/docs/guides/setup");
    await chooseVersion(page, "1.0");
    await page.waitForURL(`${site.origin()}/docs/1.0/guides/setup`);
    await expect.poll(() => page.locator("main h1").textContent()).toBe("Setup (1.0)");

    await open(page, "/docs/guides/new-feature");
    await chooseVersion(page, "1.0");
    await page.waitForURL(`${site.origin()}/docs/1.0/intro`);
    await page.close();
  });

  it("remembers the chosen version for links to the docs", async () => {
    const context = await browser().newContext(DESKTOP);
    const page = await context.newPage();
    await open(page, "/docs/intro");
    const userDocs = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Docs", exact: true });
    await expect(userDocs.getAttribute("href")).resolves.toBe("/docs/intro");
    await chooseVersion(page, "1.0");
    await page.waitForURL(`${site.origin()}/docs/1.0/intro`);
    await expect(page.evaluate(() => localStorage.getItem("docs-preferred-version-default"))).resolves.toBe("1.0");
    await open(page, "/");
    // The remembered version is read once the page has hydrated, in an effect: the link follows.
    await expect.poll(() => userDocs.getAttribute("href")).toBe("/docs/1.0/intro");
    await context.close();
  });
});

describe("a broken navbar item", () => {
  it("shows the navbar's error message with the item's configuration while the rest of the page works", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/docs/intro");
    const error = page.getByRole("navigation", { name: "Main" }).locator(".navbar-desktop .navbar-item-error");
    await expect(error.textContent()).resolves.toContain("A theme navbar item failed to render");
    await expect(error.textContent()).resolves.toContain('"href":"/docs/guides/setup"');
    await expect.poll(() => page.locator("main h1").textContent()).toBe("Introduction (2.x)");
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("button", { name: /sidebar category 'guides'/i }).click();
    await page.getByRole("navigation", { name: "Docs sidebar" }).locator('a[href="/docs/guides/setup"]').click();
    await page.waitForURL(`${site.origin()}/docs/guides/setup`);
    await expect.poll(() => page.locator("main h1").textContent()).toBe("Setup (2.x)");
    await page.close();
  });
});
