// What a reader sees when something breaks during client navigation.
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { DESKTOP, useChromium, openHydrated } from "./chromium";

const baseUrl = inject("baseUrl");
const browser = useChromium();

const open = (page: Page, route: string) => openHydrated(page, baseUrl + route);

async function goToAccountInformation(page: Page) {
  const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
  await sidebar.getByRole("button", { name: /Your account/ }).click();
  await sidebar.locator('a[href="/docs/user/account/information"]').click();
}

const DATA = "**/_data/docs/user/account/information.json";

describe("error screens", () => {
  it("a page that throws while rendering shows 'This page crashed.' and 'Try again' renders it anew", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/docs/user/getting-started");
    await page.route(DATA, async (route) => {
      const response = await route.fetch();
      const data = await response.json();
      await route.fulfill({ response, json: { ...data, breadcrumbs: null } });
    });
    await goToAccountInformation(page);
    await expect.poll(() => page.locator("main h1").textContent()).toBe("This page crashed.");
    await expect(page.locator(".crash-message").textContent()).resolves.toMatch(/\S/);
    await page.unroute(DATA);
    await page.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => page.locator("main h1").textContent()).toMatch(/account/i);
    await page.close();
  });

  it("data that fails to load shows the error and a 'Retry' button that recovers", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/docs/user/getting-started");
    await page.route(DATA, (route) => route.abort("internetdisconnected"));
    await goToAccountInformation(page);
    await expect.poll(() => page.locator("main h1").textContent()).toBe("This page could not be loaded.");
    await expect(page.locator(".crash-message").textContent()).resolves.toMatch(/network/i);
    await expect(page.getByRole("navigation", { name: "Main" }).isVisible()).resolves.toBe(true);
    await page.unroute(DATA);
    await page.getByRole("button", { name: "Retry" }).click();
    await expect.poll(() => page.locator("main h1").textContent()).toMatch(/account/i);
    await page.close();
  });

  it("a page's content module that fails to load shows the error with 'Retry'", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/docs/user/getting-started");
    await page.route("**/mdx/*.js", (route) => route.fulfill({ status: 503, body: "unavailable" }));
    await goToAccountInformation(page);
    await expect.poll(() => page.locator("main h1").textContent()).toBe("This page could not be loaded.");
    await page.close();
  });

  it("a route module missing after a redeploy makes one full load of the target", async () => {
    const page = await browser().newPage(DESKTOP);
    const warnings: string[] = [];
    page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
    await open(page, "/docs/user/getting-started");
    let blocked = 0;
    await page.route("**/build/routes/blog.authors._index-*.js", (route) => {
      if (blocked++ === 0) return route.fulfill({ status: 404, body: "gone" });
      return route.continue();
    });
    const documents: string[] = [];
    page.on("request", (request) => request.isNavigationRequest() && documents.push(new URL(request.url()).pathname));
    // Navigate through the router, as a Link click does; the page reloads while this runs.
    await page
      .evaluate(() => (window as unknown as { __remixRouter: { navigate(to: string): void } }).__remixRouter.navigate("/blog/authors"))
      .catch(() => undefined);
    await page.waitForURL(`${baseUrl}/blog/authors`);
    await page.waitForSelector("html[data-hydrated]");
    await expect.poll(() => page.locator("main h1").textContent()).toBe("Authors");
    await page.waitForTimeout(500);
    expect(documents.filter((p) => p === "/blog/authors")).toHaveLength(1);
    expect(warnings.some((w) => w.includes("/blog/authors"))).toBe(true);
    await page.close();
  });
});
