// Search in the browser: loaded on first use, placeholders, shortcuts, results, keyboard, page, failure.
import { describe, expect, inject, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { searchShardPaths, type SearchManifest } from "~/lib/search/search-types";
import { DESKTOP, isSameDocument, useChromium, openHydrated, markDocument } from "./chromium";

const baseUrl = inject("baseUrl");
const browser = useChromium();

const open = (page: Page, route: string) => openHydrated(page, baseUrl + route);

const searchFiles = (url: string) => /\/(search-manifest\.json|_search\/.*)$/.test(new URL(url).pathname);
const box = (page: Page) => page.getByRole("combobox", { name: "Search the docs" });
/** Resolves once the box shows its answer to `query`: results, or "No results". */
const answered = (page: Page, query: string) =>
  page.waitForFunction((q) => document.querySelector(".search-dropdown")?.getAttribute("data-answers") === q, query, { timeout: 30_000 });

async function ready(page: Page) {
  await box(page).focus();
  await expect.poll(() => box(page).getAttribute("placeholder")).toMatch(/^Search (Ctrl\+K|⌘K)$/);
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((e) => e.name.endsWith("/search-manifest.json")));
}

/** The path of the records shard holding a page's records. */
async function recordShardOf(page: string): Promise<string | undefined> {
  for (const path of searchShardPaths(await searchManifest()).filter((p) => p.startsWith("_search/records."))) {
    const records: { page: string }[] = await (await fetch(`${baseUrl}/${path}`)).json();
    if (records.some((record) => record.page === page)) return `/${path}`;
  }
}

/** The search manifest the site serves. */
async function searchManifest(): Promise<SearchManifest> {
  return (await fetch(`${baseUrl}/search-manifest.json`)).json();
}

describe("search", () => {
  it("fetches nothing before first use, then the manifest once and only the shards each query needs", async () => {
    const page = await browser().newPage(DESKTOP);
    const requests: string[] = [];
    page.on("request", (r) => searchFiles(r.url()) && requests.push(new URL(r.url()).pathname));
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
    expect(requests).toEqual(["/search-manifest.json"]);

    await box(page).fill("account");
    await answered(page, "account");
    const manifest = await searchManifest();
    const kinds = (paths: string[]) => paths.map((p) => /^\/_search\/(\w+)\./.exec(p)?.[1] ?? p);
    const first = requests.slice(1);
    expect(new Set(kinds(first))).toEqual(new Set(["vocabulary", "postings", "records"]));
    // A few of the pages' record shards, not all of them.
    const records = kinds(first).filter((kind) => kind === "records").length;
    expect(records).toBeGreaterThan(0);
    expect(records).toBeLessThan(manifest.records.counts.length / 2);

    // Typing on, and a query on another page: only shards not fetched before, each once.
    await box(page).fill("profile");
    await answered(page, "profile");
    await page.locator("a.pager-next").click();
    await page.waitForFunction(() => location.pathname !== "/docs/user/getting-started");
    await box(page).fill("account delete");
    await answered(page, "account delete");
    await page.waitForSelector('[role="option"]');
    expect(requests.filter((p) => p === "/search-manifest.json")).toHaveLength(1);
    expect(new Set(requests).size).toBe(requests.length);
    expect(requests.length).toBeLessThan(manifest.vocabulary.hashes.length + manifest.postings.hashes.length + manifest.records.counts.length);
    await page.close();
  });

  it("answers offline from the shards it has fetched, and fetches the others once back online", async () => {
    const context = await browser().newContext(DESKTOP);
    const page = await context.newPage();
    const requests: string[] = [];
    page.on("request", (r) => searchFiles(r.url()) && requests.push(new URL(r.url()).pathname));
    await open(page, "/");
    await ready(page);
    await box(page).fill("gifs");
    await answered(page, "gifs");
    const online = await page.locator('[role="option"]').allTextContents();
    expect(online.length).toBeGreaterThan(0);
    // The GDPR page's records are in a shard this query did not need.
    const gdprShard = (await recordShardOf("/docs/policies/gdpr"))!;
    expect(requests).not.toContain(gdprShard);

    await context.setOffline(true);
    await box(page).fill("gif");
    await box(page).fill("gifs");
    await answered(page, "gifs");
    expect(await page.locator('[role="option"]').allTextContents()).toEqual(online);
    // Shards never fetched cannot be had: search says what it found in the others, not that it failed.
    await box(page).fill("gdpr data export");
    await answered(page, "gdpr data export");
    expect(await page.locator(".search-error").count()).toBe(0);
    expect(await page.locator('[role="option"][href^="/docs/policies/gdpr"]').count()).toBe(0);

    await context.setOffline(false);
    await box(page).fill("gdpr data expor");
    await answered(page, "gdpr data expor");
    await page.waitForSelector('[role="option"][href^="/docs/policies/gdpr"]');
    expect(requests).toContain(gdprShard);
    await context.close();
  });

  it("answers a query typed at once without waiting for a timer, and one typed on top of it once typing pauses", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/docs/user/getting-started");
    await ready(page);
    // Time stands still from here: no timer fires unless the test moves the clock on.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await box(page).fill("account");
    await answered(page, "account");
    // A change right after it (no time has passed) waits for typing to pause.
    await box(page).fill("two factor");
    await page.waitForTimeout(300);
    expect(await page.locator(".search-dropdown").getAttribute("data-answers")).toBe("account");
    await page.clock.runFor(100);
    await answered(page, "two factor");
    await page.close();
  });

  it("says Loading... while the index loads and Search Ctrl+K when ready", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/");
    await expect(box(page).getAttribute("placeholder")).resolves.toBe("Search Ctrl+K");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/search-manifest.json", async (route) => {
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
    // Without the service worker: once it has saved the site (it may, while the test sets up), it
    // answers the manifest itself, past the route that holds the manifest back.
    const page = await browser().newPage({ ...DESKTOP, serviceWorkers: "block" });
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
    await page.route(/\/search-manifest\.json$/, async (route) => {
      await gate;
      await route.continue();
    });
    await box(page).focus();
    await expect.poll(() => box(page).getAttribute("aria-busy")).toBe("true");
    await page.clock.runFor(150);
    release();
    // Busy from first use until the manifest is read.
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
    await page.route("**/search-manifest.json", (route) => route.fulfill({ status: 500, body: "down" }));
    await box(page).focus();
    await box(page).fill("account");
    await expect.poll(() => page.locator(".search-error").textContent()).toMatch(/could not be loaded/);
    await page.unroute("**/search-manifest.json");
    await page.getByRole("button", { name: "Retry" }).click();
    await page.waitForSelector('[role="option"]');
    // The rest of the page kept working.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>("a.pager-next")!.click());
    await page.waitForFunction(() => location.pathname !== "/docs/user/getting-started");
    await expect.poll(() => page.locator("main h1").textContent()).not.toMatch(/getting started/i);
    await page.close();
  });
});
