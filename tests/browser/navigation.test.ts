// Navigation behaviour: clean URLs, scrolling to anchors, scroll restoration, the progress bar.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { DESKTOP, isSameDocument, useChromium, openHydrated, markDocument } from "./chromium";

const baseUrl = inject("baseUrl");
const distDir = inject("distDir");
const browser = useChromium();

const open = (page: Page, route: string) => openHydrated(page, baseUrl + route);

describe("clean URLs", () => {
  it.each(["/docs/user/getting-started.html", "/docs/user/getting-started/index.html", "/docs/user/getting-started/"])(
    "a static host serving %s shows /docs/user/getting-started, without reloading",
    async (variant) => {
      const page = await browser().newPage(DESKTOP);
      // Some hosts answer these URLs with the page itself instead of redirecting: act as one.
      const html = fs.readFileSync(path.join(distDir, "docs/user/getting-started.html"), "utf8");
      await page.route(baseUrl + variant, (route) => route.fulfill({ status: 200, contentType: "text/html", body: html }));
      let documentLoads = 0;
      page.on("load", () => documentLoads++);
      await page.goto(baseUrl + variant);
      await page.waitForSelector("html[data-hydrated]");
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname).toBe("/docs/user/getting-started");
      expect(documentLoads).toBe(1);
      await expect.poll(() => page.locator("main h1").textContent()).toMatch(/get/i);
      await page.close();
    },
  );
});

describe("scrolling", () => {
  it("scrolls to the heading of a link's anchor after client navigation, below the navbar", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/docs/api/account/search");
    await markDocument(page);
    await page.locator('article a[href="/docs/api/introduction#pagination"]').first().click();
    await page.waitForURL(`${baseUrl}/docs/api/introduction#pagination`);
    await page.waitForFunction(() => {
      const top = document.getElementById("pagination")?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < window.innerHeight / 2;
    });
    const headingTop = await page.evaluate(() => document.getElementById("pagination")!.getBoundingClientRect().top);
    const navbarBottom = await page.evaluate(() => document.querySelector(".navbar")!.getBoundingClientRect().bottom);
    expect(headingTop).toBeGreaterThanOrEqual(Math.max(0, navbarBottom) - 1);
    expect(await isSameDocument(page)).toBe(true);
    await page.close();
  });

  it("goes to the top of a new page and restores the scroll position on back", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/docs/api/account/set-profilebanner");
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForTimeout(100);
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(800);
    await markDocument(page);
    // Click without scrolling the link into view first, as a reader's click on a visible link would.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>("a.pager-next")!.click());
    await page.waitForFunction(() => location.pathname !== "/docs/api/account/set-profilebanner");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(before));
    expect(await isSameDocument(page)).toBe(true);
    await page.close();
  });
});

describe("progress bar", () => {
  async function recordProgressBar(page: Page) {
    await page.evaluate(() => {
      const w = window as unknown as { __progressSeenAt?: number; __navStart?: number };
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"]') && w.__progressSeenAt === undefined) w.__progressSeenAt = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
  }

  it("appears only when a navigation takes longer than 200 ms, and completes", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/docs/user/getting-started");
    await recordProgressBar(page);
    await page.route("**/_data/docs/user/account/information.json", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.evaluate(() => ((window as unknown as { __navStart: number }).__navStart = performance.now()));
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("button", { name: /Your account/ }).click();
    await page.getByRole("navigation", { name: "Docs sidebar" }).locator('a[href="/docs/user/account/information"]').click();
    await page.waitForSelector('[role="progressbar"]');
    const delay = await page.evaluate(() => {
      const w = window as unknown as { __progressSeenAt: number; __navStart: number };
      return w.__progressSeenAt - w.__navStart;
    });
    expect(delay).toBeGreaterThanOrEqual(190);
    await page.waitForURL(`${baseUrl}/docs/user/account/information`);
    await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'), null, { timeout: 5000 });
    await page.close();
  });

  it("stays hidden for a fast navigation, and never shows sooner than 200 ms after a click", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/docs/user/getting-started");
    await recordProgressBar(page);
    // Fast navigations for certain: both pages' data and content modules are fetched first (as a
    // hover prefetches them). A busy machine can still make one slow (a slow one rightly shows the
    // bar), so the reader's walk goes back and forth until a few have been fast, and every one is
    // checked: the bar never appears before its delay, and never for a navigation done within it.
    const from = "/docs/user/getting-started";
    const to = new URL((await page.locator("a.pager-next").getAttribute("href"))!, baseUrl).pathname;
    await page.evaluate(async (paths) => {
      for (const path of paths) {
        const data = await (await fetch(`/_data${path}.json`)).json();
        const module = (data as { mdx?: { url?: string } }).mdx?.url;
        if (!module) continue;
        // A module preload, as the prefetcher makes: import() here would be rewritten by the test runner.
        await new Promise((resolve, reject) => {
          const link = Object.assign(document.createElement("link"), { rel: "modulepreload", href: module, onload: resolve, onerror: reject });
          document.head.append(link);
        });
      }
    }, [from, to]);
    let fast = 0;
    for (let attempt = 0; attempt < 8 && fast < 2; attempt++) {
      const link = attempt % 2 === 0 ? "a.pager-next" : "a.pager-prev";
      const target = attempt % 2 === 0 ? to : from;
      // The click and its clock in the page: the time from the click to the new page's first render.
      await page.evaluate((selector) => {
        const w = window as unknown as { __progressSeenAt?: number; __navStart?: number; __navDone?: number };
        const start = location.pathname;
        w.__progressSeenAt = undefined;
        w.__navDone = undefined;
        const observer = new MutationObserver(() => {
          if (location.pathname === start || w.__navDone !== undefined) return;
          w.__navDone = performance.now();
          observer.disconnect();
        });
        observer.observe(document.body, { childList: true, subtree: true });
        w.__navStart = performance.now();
        document.querySelector<HTMLAnchorElement>(selector)!.click();
      }, link);
      await page.waitForFunction((path) => location.pathname === path && (window as unknown as { __navDone?: number }).__navDone !== undefined, target);
      await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'), null, { timeout: 10_000 });
      await page.waitForTimeout(400);
      const { seenAfter, took } = await page.evaluate(() => {
        const w = window as unknown as { __progressSeenAt?: number; __navStart: number; __navDone: number };
        return { seenAfter: w.__progressSeenAt === undefined ? undefined : w.__progressSeenAt - w.__navStart, took: w.__navDone - w.__navStart };
      });
      if (seenAfter !== undefined) expect(seenAfter, `the bar showed ${seenAfter} ms after the click`).toBeGreaterThanOrEqual(190);
      if (took < 150) {
        expect(seenAfter, `a navigation done in ${took} ms showed the bar`).toBeUndefined();
        fast++;
      }
    }
    expect(fast, "no navigation between two prefetched pages was done within 150 ms").toBeGreaterThanOrEqual(1);
    await page.close();
  });
});
