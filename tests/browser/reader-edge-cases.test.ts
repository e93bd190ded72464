// Small things a reader met: a link naming a page's file, a shared search URL, the version
// item with one version, the search shortcut's label on a Mac.
import { describe, expect, inject, it } from "vitest";
import type { BrowserContextOptions, Page } from "playwright-core";
import { DESKTOP, MOBILE, openHydrated, useChromium, watchConsole, markDocument, isSameDocument } from "./chromium";

const baseUrl = inject("baseUrl");
const browser = useChromium();

/** A client-side navigation, as a `<Link>` in content makes (the router's own navigate). */
async function navigateInApp(page: Page, to: string) {
  await page.evaluate((target) => (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate(target), to);
}

describe("a link naming the page's file", () => {
  it.each(["/docs/user/getting-started.html", "/docs/user/getting-started/index.html"])("navigates in the app from %s to the page, at its clean URL", async (target) => {
    const page = await browser().newPage(DESKTOP);
    const problems = watchConsole(page);
    await openHydrated(page, `${baseUrl}/docs/user/account/create-account`);
    await markDocument(page);
    await navigateInApp(page, target);
    await expect.poll(() => page.locator("main h1").textContent()).toMatch(/getting started/i);
    await expect.poll(() => new URL(page.url()).pathname).toBe("/docs/user/getting-started");
    expect(await isSameDocument(page)).toBe(true);
    expect(await page.locator("main").textContent()).not.toContain("Page not found");
    expect(problems.filter((p) => !/404/.test(p))).toEqual([]);
    await page.close();
  });
});

describe("the search page opened from a shared URL", () => {
  it("hydrates without React errors, then shows the query's results", async () => {
    const page = await browser().newPage(DESKTOP);
    const problems = watchConsole(page);
    await openHydrated(page, `${baseUrl}/search?q=reactions`);
    await expect.poll(() => page.locator("main h1").textContent()).toBe('Search results for "reactions"');
    await expect.poll(() => page.locator("main .search-hit").count()).toBeGreaterThan(0);
    expect(await page.locator("input.search-page-input").inputValue()).toBe("reactions");
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe("the docs version item with a single version", () => {
  it.each([
    ["desktop", DESKTOP],
    ["mobile", MOBILE],
  ] as [string, BrowserContextOptions][])("is a link to the docs, labelled with the version, as Docusaurus draws a menu of one on %s", async (_, options) => {
    const page = await browser().newPage(options);
    await openHydrated(page, `${baseUrl}/docs/user/account/create-account`);
    if (options.isMobile) await page.getByRole("button", { name: "Toggle navigation bar" }).click();
    const scope = options.isMobile ? page.getByRole("dialog") : page.locator(".navbar-desktop");
    await expect(scope.getByRole("button", { name: /^Docs version/ }).count()).resolves.toBe(0);
    const link = scope.getByRole("link", { name: "1.x", exact: true });
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/docs/user/getting-started");
    await page.close();
  });
});

describe("the search shortcut's label", () => {
  /** A page whose browser reports these platform signals (undefined: the browser has none). */
  async function labelWith(signals: { userAgentData?: string | null; platform: string; userAgent: string }) {
    const context = await browser().newContext({ ...DESKTOP, userAgent: signals.userAgent });
    await context.addInitScript((s) => {
      Object.defineProperty(Navigator.prototype, "platform", { get: () => s.platform });
      Object.defineProperty(Navigator.prototype, "userAgentData", { get: () => (s.userAgentData === null ? undefined : { platform: s.userAgentData, brands: [], mobile: false }) });
    }, signals);
    const page = await context.newPage();
    await openHydrated(page, `${baseUrl}/docs/user/getting-started`);
    await expect.poll(() => page.locator("input.search-input").first().getAttribute("placeholder")).toMatch(/K$/);
    const placeholder = await page.locator("input.search-input").first().getAttribute("placeholder");
    await context.close();
    return placeholder;
  }
  const linuxAgent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
  const macAgent = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

  it("takes the platform from client hints first", async () => {
    expect(await labelWith({ userAgentData: "macOS", platform: "Linux x86_64", userAgent: linuxAgent })).toBe("Search ⌘K");
    expect(await labelWith({ userAgentData: "Windows", platform: "Win32", userAgent: macAgent })).toBe("Search Ctrl+K");
  });

  it("falls back to navigator.platform, then to the user agent", async () => {
    expect(await labelWith({ userAgentData: null, platform: "MacIntel", userAgent: linuxAgent })).toBe("Search ⌘K");
    expect(await labelWith({ userAgentData: null, platform: "", userAgent: macAgent })).toBe("Search ⌘K");
    expect(await labelWith({ userAgentData: null, platform: "", userAgent: linuxAgent })).toBe("Search Ctrl+K");
  });
});
