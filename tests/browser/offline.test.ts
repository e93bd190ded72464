// Offline on the reader's terms, for a site over the auto-save budget (OFFLINE_AUTOSAVE_BUDGET=0):
// the pages a reader opened stay readable offline, the whole site is saved when installed or asked,
// prefetching follows the reader's eyes and pointer, and 2g or data saver download nothing more.
// The server counts what reaches it: what a reader's connection carries.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { runBuild } from "../support/run-build";
import { manifestOf, serveSwitching, type SwitchingServer } from "../support/two-deploys";
import { WITH_WORKER, launchChromium, openHydrated, useChromium } from "./chromium";

const root = path.resolve(__dirname, "../..");
const out = path.join(root, "tests/.tmp/offline-dist");
const browser = useChromium();
let server: SwitchingServer;
let requests: string[] = [];

beforeAll(async () => {
  const built = await runBuild({ CONTENT_DIR: path.join(root, "content"), OUT_DIR: out, OFFLINE_AUTOSAVE_BUDGET: "0" });
  if (built.status !== 0) throw new Error(built.stderr);
  server = await serveSwitching({ a: out, b: out, env: {} });
  server.onRequest = (pathname) => requests.push(pathname);
}, 300_000);
afterAll(async () => {
  await server?.close();
});

const url = (route: string) => `${server.baseUrl}${route}`;

async function controlled(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, { timeout: 30_000 });
}

async function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const keys = await (await caches.open("palaver-precache")).keys();
    return keys.map((request) => new URL(request.url).pathname.slice(1));
  });
}

const savedDocPages = async (page: Page) => (await cachedPaths(page)).filter((p) => /^docs\/.*\.html$/.test(p)).sort();

function everyFileOfTheSite(): string[] {
  return [...manifestOf(out).keys()];
}

describe("pages the reader opened", () => {
  it("open offline by URL and by link; a page never opened shows the offline page, which leads to the saved pages and the save control", async () => {
    const context = await browser().newContext(WITH_WORKER);
    const page = await context.newPage();
    await openHydrated(page, url("/docs/user/getting-started"));
    await controlled(page);
    // Opened by link, then by URL.
    await page.locator('footer a[href="/docs/policies/tos"]').click();
    await expect.poll(() => page.locator("main h1").textContent()).toBe("Terms of Service");
    await openHydrated(page, url("/docs/policies/gdpr"));
    const opened = ["docs/policies/gdpr.html", "docs/policies/tos.html", "docs/user/getting-started.html"];
    await expect.poll(() => savedDocPages(page), { timeout: 20_000 }).toEqual(opened);
    // Over the budget, nothing else was saved unasked.
    await page.waitForTimeout(1_500);
    expect(await savedDocPages(page)).toEqual(opened);

    await context.setOffline(true);
    for (const [route, title] of [
      ["/docs/user/getting-started", /Getting started/],
      ["/docs/policies/tos", /Terms of Service/],
      ["/docs/policies/gdpr", /GDPR/],
    ] as const) {
      await openHydrated(page, url(route));
      await expect.poll(() => page.locator("main h1").textContent()).toMatch(title);
    }
    // By link, from one saved page to another.
    await page.locator('footer a[href="/docs/policies/tos"]').click();
    await page.waitForURL(url("/docs/policies/tos"));
    await expect.poll(() => page.locator("main h1").textContent()).toMatch(/Terms of Service/);

    await page.goto(url("/docs/policies/privacy"));
    await expect.poll(() => page.locator("main h1").textContent()).toBe("You are offline");
    await page.getByRole("link", { name: "See the pages saved on this device" }).click();
    await page.waitForSelector("html[data-hydrated]");
    await expect.poll(() => page.locator("main h1").textContent()).toBe("Saved for offline reading");
    const list = page.locator('main ul.saved-pages a[href^="/docs/"]');
    await expect.poll(() => list.allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/GDPR/), expect.stringMatching(/Terms of Service/), expect.stringMatching(/Getting started/)]));
    expect(await list.count()).toBe(3);
    await expect.poll(() => page.locator("main").getByRole("button", { name: "Save for offline reading" }).count()).toBe(1);
    await context.close();
  });
});

describe("Save for offline reading", () => {
  it("shows the size first, then progress; can be cancelled; saves every page and search for offline use; can be removed", async () => {
    const context = await browser().newContext(WITH_WORKER);
    await context.addInitScript(() => {
      const storage = navigator.storage;
      const persist = storage.persist.bind(storage);
      storage.persist = () => {
        (window as unknown as { __persistAsked: boolean }).__persistAsked = true;
        return persist();
      };
    });
    const page = await context.newPage();
    await openHydrated(page, url("/"));
    await controlled(page);
    // The control's code loads as the footer comes near the viewport.
    await page.locator("footer.footer").scrollIntoViewIfNeeded();
    const control = page.locator("footer").getByRole("region", { name: "Offline reading" });
    await expect.poll(() => control.getByRole("status").textContent()).toMatch(/saving the whole site downloads \d+(\.\d)? (kB|MB)/);

    // Slowed down, so that there is progress to see and time to cancel.
    server.slow = { pattern: /^\/(docs\/|_data\/docs\/|mdx\/)/, ms: 150 };
    await control.getByRole("button", { name: "Save for offline reading" }).click();
    await expect.poll(() => control.getByRole("status").textContent()).toMatch(/Saving for offline reading: \d+ of \d+ files/);
    await control.getByRole("progressbar").waitFor();
    await control.getByRole("button", { name: "Cancel" }).click();
    // The files already asked for finish first (slowed down here, and slower on a busy machine).
    await expect.poll(() => control.getByRole("status").textContent(), { timeout: 15_000 }).toMatch(/Saving was cancelled/);
    expect(await page.evaluate(() => (window as unknown as { __persistAsked?: boolean }).__persistAsked)).toBe(true);
    server.slow = undefined;

    await control.getByRole("button", { name: "Save for offline reading" }).click();
    await expect.poll(() => control.getByRole("status").textContent(), { timeout: 90_000 }).toMatch(/Saved for offline reading/);
    const cached = new Set(await cachedPaths(page));
    expect(everyFileOfTheSite().filter((file) => !cached.has(file))).toEqual([]);

    await context.setOffline(true);
    await openHydrated(page, url("/docs/policies/privacy"));
    await expect.poll(() => page.locator("main h1").textContent()).toMatch(/Privacy/);
    await page.locator('footer a[href="/docs/policies/securityrep"]').click();
    await page.waitForURL(url("/docs/policies/securityrep"));
    await expect.poll(() => page.locator("main h1").textContent()).not.toBe("You are offline");
    const box = page.getByRole("combobox", { name: "Search the docs" });
    await box.fill("delete my account");
    await page.waitForSelector('[role="option"]');

    await context.setOffline(false);
    await page.locator("footer.footer").scrollIntoViewIfNeeded();
    // Back online, the footer's links in view are prefetched into the worker's cache (each once):
    // let those land before removing, so that the removal is what the last check sees.
    let settled = "";
    await expect
      .poll(async () => {
        const now = JSON.stringify((await cachedPaths(page)).sort());
        const stable = now === settled;
        settled = now;
        return stable;
      }, { interval: 700, timeout: 20_000 })
      .toBe(true);
    const footerControl = page.locator("footer").getByRole("region", { name: "Offline reading" });
    await footerControl.getByRole("button", { name: "Remove saved copy" }).click();
    await expect.poll(() => footerControl.getByRole("button", { name: "Save for offline reading" }).count()).toBe(1);
    expect((await cachedPaths(page)).filter((p) => /^(docs\/|_data\/docs\/)/.test(p))).toEqual([]);
    await context.close();
  });

  it("a device that runs out of room mid-save says so, keeps what was saved, and can try again", async () => {
    const context = await browser().newContext(WITH_WORKER);
    const page = await context.newPage();
    await openHydrated(page, url("/"));
    await controlled(page);
    await page.locator("footer.footer").scrollIntoViewIfNeeded();
    const control = page.locator("footer").getByRole("region", { name: "Offline reading" });
    await expect.poll(() => control.getByRole("status").textContent()).toMatch(/saving the whole site downloads/);
    const used = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
    // Room for a few files more than the shell: the browser refuses the rest (QuotaExceededError).
    const cdp = await context.newCDPSession(page);
    await cdp.send("Storage.overrideQuotaForOrigin", { origin: server.baseUrl, quotaSize: used + 300_000 });

    await control.getByRole("button", { name: "Save for offline reading" }).click();
    await expect.poll(() => control.getByRole("status").textContent(), { timeout: 30_000 }).toMatch(/no more room/);
    const partly = (await cachedPaths(page)).length;
    expect(partly).toBeLessThan(everyFileOfTheSite().length);

    // Room again: the next attempt finishes the job.
    await cdp.send("Storage.overrideQuotaForOrigin", { origin: server.baseUrl });
    await control.getByRole("button", { name: "Save for offline reading" }).click();
    await expect.poll(() => control.getByRole("status").textContent(), { timeout: 90_000 }).toMatch(/Saved for offline reading/);
    await context.close();
  });

  it("saves the whole site once the app is installed", async () => {
    const context = await browser().newContext(WITH_WORKER);
    const page = await context.newPage();
    await openHydrated(page, url("/docs/api/introduction"));
    await controlled(page);
    await page.waitForTimeout(1_000);
    expect((await savedDocPages(page)).length).toBeLessThanOrEqual(1);
    await page.evaluate(() => window.dispatchEvent(new Event("appinstalled")));
    await expect
      .poll(async () => {
        const cached = new Set(await cachedPaths(page));
        return everyFileOfTheSite().filter((file) => !cached.has(file)).length;
      }, { timeout: 90_000 })
      .toBe(0);
    await context.close();
  });
});

describe("prefetching for the next click", () => {
  /** A page under the worker's control, so that prefetches go through it rather than <link rel=prefetch>. */
  async function underWorker(context: BrowserContext, route: string): Promise<Page> {
    const page = await context.newPage();
    await openHydrated(page, url(route));
    await controlled(page);
    requests = [];
    await openHydrated(page, url(route));
    return page;
  }

  it("fetches the data of links that scroll into view, each once, into the worker's cache", async () => {
    const context = await browser().newContext(WITH_WORKER);
    const page = await underWorker(context, "/docs/category/issues");
    await page.waitForTimeout(1_000);
    // The footer is below the fold: its links wait until it is scrolled to.
    expect(requests).not.toContain("/_data/docs/policies/privacy.json");
    await page.locator("footer.footer").scrollIntoViewIfNeeded();
    await expect.poll(() => requests).toContain("/_data/docs/policies/privacy.json");
    // The category's cards were in view from the start.
    expect(requests).toContain("/_data/docs/user/issues/err001.json");
    await page.waitForTimeout(1_000);
    const repeated = requests.filter((r, i) => r.startsWith("/_data/") && requests.indexOf(r) !== i);
    expect(repeated).toEqual([]);
    // Into the worker's cache: the next click needs no network.
    expect(await cachedPaths(page)).toContain("_data/docs/policies/privacy.json");
    await context.close();
  });

  it("fetches a link's data and content module when it is pointed at, once", async () => {
    const context = await browser().newContext(WITH_WORKER);
    // Without IntersectionObserver only pointing prefetches, which this test is about.
    await context.addInitScript(() => delete (window as { IntersectionObserver?: unknown }).IntersectionObserver);
    const page = await underWorker(context, "/docs/category/issues");
    requests = [];
    await page.waitForTimeout(500);
    expect(requests.filter((r) => r.startsWith("/_data/docs/"))).toEqual([]);
    const card = page.locator('main a.card[href="/docs/user/issues/err002"]');
    await card.hover();
    await expect.poll(() => requests).toContain("/_data/docs/user/issues/err002.json");
    await expect.poll(() => requests.some((r) => r.startsWith("/mdx/"))).toBe(true);
    await page.mouse.move(0, 0);
    await card.hover();
    await page.waitForTimeout(1_000);
    expect(requests.filter((r) => r === "/_data/docs/user/issues/err002.json")).toHaveLength(1);
    expect(requests.filter((r) => r.startsWith("/_data/docs/"))).toEqual(["/_data/docs/user/issues/err002.json"]);
    await context.close();
  });
});

describe("2g and data saver", () => {
  async function quietAfterLoad(context: BrowserContext) {
    const page = await context.newPage();
    requests = [];
    await openHydrated(page, url("/docs/category/issues"));
    await page.waitForLoadState("load");
    const ownRequests = new Set(requests);
    requests = [];
    await controlled(page);
    await page.locator("footer.footer").scrollIntoViewIfNeeded();
    await page.locator("main a.card").first().hover();
    await page.waitForTimeout(2_500);
    // The worker itself is the only new file; nothing it or the page fetched beyond the current page's own.
    const extra = requests.filter((r) => r !== "/sw.js" && !ownRequests.has(r));
    // The page's own code that loads after the load event (the service-worker client and the
    // prefetcher; the footer's offline-reading control as it comes into view) is the current page's;
    // another page's route module, data or content is not, nor anything the worker fetched.
    const fetchedByPage = new Set(await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname)));
    const pageCode = (r: string) => r.startsWith("/build/") && !r.startsWith("/build/routes/") && fetchedByPage.has(r);
    expect(extra.filter((r) => !pageCode(r))).toEqual([]);
    return page;
  }

  it("on 2g nothing beyond the current page is downloaded; offline, an unsaved page shows the styled offline page", async () => {
    const slow: Browser = await launchChromium(["--force-effective-connection-type=2G"]);
    const context = await slow.newContext(WITH_WORKER);
    const page = await quietAfterLoad(context);
    await context.setOffline(true);
    await page.goto(url("/docs/policies/gdpr"));
    await expect.poll(() => page.locator("main h1").textContent()).toBe("You are offline");
    // Styled: the site's stylesheet came from what the first page had already downloaded.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
    await slow.close();
  });

  it("with data saver nothing beyond the current page is downloaded, and saving the site says it will use data first", async () => {
    const context = await browser().newContext(WITH_WORKER);
    await context.addInitScript(() => {
      Object.defineProperty(navigator, "connection", { value: Object.assign(new EventTarget(), { saveData: true, effectiveType: "4g" }) });
    });
    const page = await quietAfterLoad(context);
    await page.locator("footer.footer").scrollIntoViewIfNeeded();
    const control = page.locator("footer").getByRole("region", { name: "Offline reading" });
    await control.getByRole("button", { name: "Save for offline reading" }).click();
    await expect.poll(() => control.getByRole("status").textContent()).toMatch(/uses \d+(\.\d)? (kB|MB) of data/);
    await control.getByRole("button", { name: "Save anyway" }).click();
    await expect.poll(() => control.getByRole("status").textContent(), { timeout: 90_000 }).toMatch(/Saved for offline reading/);
    const cached = new Set(await cachedPaths(page));
    expect(everyFileOfTheSite().filter((file) => !cached.has(file))).toEqual([]);
    await context.close();
  });
});

afterAll(() => {
  fs.rmSync(out, { recursive: true, force: true });
});
