// Search in the browser: loaded on first use, placeholders, shortcuts, results, keyboard, page, failure.
import { describe, expect, inject, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { DESKTOP, isSameDocument, useChromium, openHydrated, markDocument } from "./chromium";

const baseUrl = inject("baseUrl");
const browser = useChromium();

const open = (page: Page, route: string) => openHydrated(page, baseUrl + route);

const searchFiles = (url: string) => /\/search-(doc|index)\.json$/.test(new URL(url).pathname);
const box = (page: Page) => page.getByRole("combobox", { name: "Search the docs" });

async function ready(page: Page) {
  await box(page).focus();
  await expect.poll(() => box(page).getAttribute("placeholder")).toMatch(/^Search (Ctrl\+K|⌘K)$/);
  await page.waitForFunction(() => performance.getEntriesByType("resource").filter((e) => /search-(doc|index)\.json/.test(e.name)).length === 2);
}

describe("search", () => {
  it("fetches nothing before first use, then both files once", async () => {
    const page = await browser().newPage(DESKTOP);
    const requests: string[] = [];
    page.on("request", (r) => searchFiles(r.url()) && requests.push(`${r.method()} ${new URL(r.url()).pathname}`));
    const scripts: Promise<string>[] = [];
    page.on("response", (r) => r.request().resourceType() === "script" && scripts.push(r.text()));
    await open(page, "/docs/user/getting-started");
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);
    // Nor the code of fuse.js (one of its error messages identifies it in a bundle).
    const fuseCode = (await Promise.all(scripts)).filter((text) => text.includes("Pattern length exceeds max of"));
    expect(scripts.length).toBeGreaterThan(5);
    expect(fuseCode).toEqual([]);
    await ready(page);
    await box(page).fill("account");
    await box(page).fill("profile");
    await page.locator('a.pager-next').click();
    await page.waitForFunction(() => location.pathname !== "/docs/user/getting-started");
    await box(page).fill("delete");
    await page.waitForSelector('[role="option"]');
    expect(requests.sort()).toEqual(["GET /search-doc.json", "GET /search-index.json"]);
    await page.close();
  });

  it("says Loading... while the index loads and Search Ctrl+K when ready", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/");
    await expect(box(page).getAttribute("placeholder")).resolves.toBe("Search Ctrl+K");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/search-index.json", async (route) => {
      await held;
      await route.continue();
    });
    await box(page).hover();
    await expect.poll(() => box(page).getAttribute("placeholder")).toBe("Loading...");
    release();
    await expect.poll(() => box(page).getAttribute("placeholder")).toBe("Search Ctrl+K");
    await page.close();
  });

  it("waits 200 ms before showing the loading placeholder, so a quick load never flashes it", async () => {
    const page = await browser().newPage(DESKTOP);
    // The page's timers run on a clock the test holds, so "quick" means the same on a busy machine.
    await page.clock.install();
    await open(page, "/");
    await page.evaluate(() => {
      const w = window as unknown as { __placeholders: string[] };
      w.__placeholders = [];
      const input = document.querySelector('[role="combobox"]')!;
      new MutationObserver(() => w.__placeholders.push(input.getAttribute("placeholder")!)).observe(input, { attributes: true, attributeFilter: ["placeholder"] });
    });
    await page.clock.pauseAt(Date.now() + 60_000);
    // The files arrive when the page's clock says 150 ms have passed since first use.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/search-(doc|index)\.json$/, async (route) => {
      await gate;
      await route.continue();
    });
    await box(page).focus();
    await expect.poll(() => box(page).getAttribute("aria-busy")).toBe("true");
    await page.clock.runFor(150);
    release();
    // Busy from first use until both files are parsed.
    await expect.poll(() => box(page).getAttribute("aria-busy"), { timeout: 30_000 }).toBe("false");
    await page.clock.runFor(1_000);
    await expect(box(page).getAttribute("placeholder")).resolves.toBe("Search Ctrl+K");
    await expect(page.evaluate(() => (window as unknown as { __placeholders: string[] }).__placeholders)).resolves.not.toContain("Loading...");
    await page.close();
  });

  it("shows ⌘K on a Mac and focuses with ⌘K there", async () => {
    const context: BrowserContext = await browser().newContext({
      ...DESKTOP,
      userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
    });
    const page = await context.newPage();
    await open(page, "/");
    await expect.poll(() => box(page).getAttribute("placeholder")).toBe("Search ⌘K");
    await page.keyboard.press("Meta+k");
    await expect(page.evaluate(() => document.activeElement?.getAttribute("role"))).resolves.toBe("combobox");
    await context.close();
  });

  it("focuses with Ctrl+K from anywhere and with / outside inputs", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/docs/api/introduction");
    await page.locator("main").click();
    await page.keyboard.press("Control+k");
    await expect(page.evaluate(() => document.activeElement?.getAttribute("role"))).resolves.toBe("combobox");
    await page.keyboard.press("Escape");
    await page.locator("main h1").click();
    await page.keyboard.press("/");
    await expect(page.evaluate(() => document.activeElement?.getAttribute("role"))).resolves.toBe("combobox");
    await page.close();
  });

  it("shows results grouped by page with highlighted matches, at most maxHits", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/");
    await ready(page);
    await box(page).fill("account deletion");
    await page.waitForSelector('[role="option"]');
    await expect(box(page).getAttribute("aria-expanded")).resolves.toBe("true");
    const options = page.getByRole("option");
    expect(await options.count()).toBeLessThanOrEqual(8);
    expect(await page.locator(".search-dropdown mark").count()).toBeGreaterThan(0);
    await expect(page.locator(".search-group-title").first().textContent()).resolves.toMatch(/delete/i);
    await box(page).fill("qqxzzv");
    await expect.poll(() => page.locator(".search-empty").textContent()).toBe('No results for "qqxzzv"');
    await page.close();
  });

  it("moves through results with the arrow keys and opens the chosen heading client-side", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/");
    await markDocument(page);
    await ready(page);
    await box(page).fill("grace period");
    await page.waitForSelector('[role="option"]');
    await page.keyboard.press("ArrowDown");
    const activeId = await box(page).getAttribute("aria-activedescendant");
    expect(activeId).toBeTruthy();
    const target = await page.locator(`[id="${activeId}"]`).getAttribute("href");
    await expect(page.locator(`[id="${activeId}"]`).getAttribute("aria-selected")).resolves.toBe("true");
    await page.keyboard.press("Enter");
    await page.waitForURL(baseUrl + target!);
    expect(await isSameDocument(page)).toBe(true);
    if (target!.includes("#")) {
      const id = decodeURIComponent(target!.split("#")[1]);
      await page.waitForFunction((h) => {
        const top = document.getElementById(h)?.getBoundingClientRect().top;
        return top !== undefined && top >= 0 && top < window.innerHeight;
      }, id);
    }
    await page.close();
  });

  it("closes on Escape and leads to the search page with all results", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/");
    await ready(page);
    await box(page).fill("profile");
    await page.waitForSelector('[role="option"]');
    await page.keyboard.press("Escape");
    await expect(box(page).getAttribute("aria-expanded")).resolves.toBe("false");
    await box(page).fill("profiles");
    await page.getByRole("link", { name: "See all results" }).click();
    await page.waitForURL(`${baseUrl}/search?q=profiles`);
    await expect.poll(() => page.locator("main h1").textContent()).toBe('Search results for "profiles"');
    await expect.poll(() => page.locator("main .search-hit").count()).toBeGreaterThan(8);
    await page.close();
  });

  it("opens the search page from a shared URL", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/search?q=err003");
    await expect.poll(() => page.locator("main .search-hit").first().getAttribute("href")).toMatch(/^\/docs\/user\/issues\/err003(#|$)/);
    await page.close();
  });

  it("says so and offers to retry when the index cannot load, without breaking the page", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/docs/user/getting-started");
    await page.route("**/search-doc.json", (route) => route.fulfill({ status: 500, body: "down" }));
    await box(page).focus();
    await box(page).fill("account");
    await expect.poll(() => page.locator(".search-error").textContent()).toMatch(/could not be loaded/);
    await page.unroute("**/search-doc.json");
    await page.getByRole("button", { name: "Retry" }).click();
    await page.waitForSelector('[role="option"]');
    // The rest of the page kept working.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>("a.pager-next")!.click());
    await page.waitForFunction(() => location.pathname !== "/docs/user/getting-started");
    await expect.poll(() => page.locator("main h1").textContent()).not.toMatch(/getting started/i);
    await page.close();
  });
});
