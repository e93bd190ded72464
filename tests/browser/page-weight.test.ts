// Page weight (issue 20): a first visit downloads only the code the first paint needs; the search
// widget, the side menu of narrow screens, the progress bar and "Save for offline reading" load on
// first use, and work on that first use.
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import type { Page, Response } from "playwright-core";
import { DESKTOP, MOBILE, openHydrated, useChromium, watchConsole } from "./chromium";
import { frameworkShares, splitJavaScript } from "../../scripts/lib/bench-weight.mjs";

const baseUrl = inject("baseUrl");
const browser = useChromium();
const appBuildDir = path.resolve(__dirname, "../../build");

/**
 * Ours on a doc page's first visit, gzip. Issue 20 aims for 12 KB; with every widget the first paint
 * does not need loaded on first use (the update prompt only when a deploy is waiting), what remains
 * is the frame, the doc page and the route code hydration needs (about 18 KB on the shipped docs, in
 * fifteen chunks of ours: the classic compiler's esbuild splits code shared between routes and
 * lazily loaded widgets into a chunk per set of sharers, and cannot be told to merge them) and,
 * after the load event, the prefetcher and the service-worker client (about 3.7 KB: it is driven by
 * workbox-window, the stack's fixed choice). 21.7 KB measured on its own; 22.2 KB once merged with
 * the frame's Docusaurus features of the same day (a footer logo, navbar dropdowns' doc items that
 * follow the version read). 22.55 KB on 27 November, with two more of Docusaurus's frame behaviours
 * (a version dropdown of one drawn as a link, a footer item's aria-label and className); 22.62 KB
 * the same day with navbar icons the site's CSS draws and sidebar links to other sites opening in a
 * new tab. 22.75 KB on 27 November (evening) with two more of Docusaurus's navbar behaviours real
 * sites use (a dropdown's own page as its label's link; activeBasePath and activeBaseRegex), and
 * 22.8 KB with the theme's icons a page may import (one registry entry for all of them). This
 * ceiling keeps the weight from creeping back: raise it only knowingly.
 */
const OUR_FIRST_VISIT_JS_GZIP = 22.85 * 1000;
// A long page: its footer is well below the fold.
const DOC = "/docs/user/account/deletion";

/** The app's scripts a page downloads for itself (not prefetches of the next page's), with their text. */
function watchScripts(page: Page): () => Promise<{ name: string; body: Buffer }[]> {
  const responses: Response[] = [];
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    const purpose = response.request().headers()["sec-purpose"] ?? "";
    if (pathname.startsWith("/build/") && pathname.endsWith(".js") && !purpose.includes("prefetch")) responses.push(response);
  });
  return async () => Promise.all(responses.map(async (response) => ({ name: new URL(response.url()).pathname.slice("/build/".length), body: await response.body() })));
}

// Text each widget's code holds, as the minifier leaves it.
const WIDGET_CODE: [string, RegExp][] = [
  ["search widget", /See all results/],
  ["fuse.js", /Pattern length exceeds max of/],
  ["side menu", /Close navigation bar/],
  ["offline-reading control", /Remove saved copy/],
  ["progress bar (nprogress)", /nprogress-busy/],
];

describe("first visit", () => {
  it(`downloads none of the widgets' code, and at most ${OUR_FIRST_VISIT_JS_GZIP / 1000} KB gzip of ours`, async () => {
    const page = await browser().newPage(DESKTOP);
    const scripts = watchScripts(page);
    await openHydrated(page, baseUrl + DOC);
    // Past the load event: the service-worker client and the prefetcher load then.
    await page.waitForTimeout(1500);
    const files = await scripts();
    expect(files.length).toBeGreaterThan(3);
    const found = WIDGET_CODE.filter(([, code]) => files.some((file) => code.test(file.body.toString("utf8")))).map(([name]) => name);
    expect(found).toEqual([]);

    const split = splitJavaScript(files, frameworkShares(appBuildDir));
    // The framework is most of it; ours is measured against the budget.
    expect(split.framework.gzip).toBeGreaterThan(60_000);
    expect(split.ours.gzip, JSON.stringify(split.chunks.filter((chunk) => chunk.frameworkShare < 1))).toBeLessThanOrEqual(OUR_FIRST_VISIT_JS_GZIP);
    await page.close();
  });
});

describe("widgets on first use", () => {
  const box = (page: Page) => page.getByRole("combobox", { name: "Search the docs" });
  const answered = (page: Page, query: string) =>
    page.waitForFunction((q) => document.querySelector(".search-dropdown")?.getAttribute("data-answers") === q, query, { timeout: 30_000 });

  for (const shortcut of ["Control+k", "/"]) {
    it(`search finds on the first ${shortcut} typed straight after, nothing lost while its code loads`, async () => {
      const page = await browser().newPage(DESKTOP);
      const problems = watchConsole(page);
      await openHydrated(page, baseUrl + DOC);
      const before = await box(page).evaluate((el) => ({ width: el.getBoundingClientRect().width, placeholder: el.getAttribute("placeholder") }));
      expect(before.placeholder).toMatch(/^Search (Ctrl\+K|⌘K)$/);
      await page.keyboard.press(shortcut);
      // No wait: these keys land in the server-rendered box while the widget loads.
      await page.keyboard.type("delete my account", { delay: 5 });
      await answered(page, "delete my account");
      await expect(box(page).inputValue()).resolves.toBe("delete my account");
      expect(await box(page).evaluate((el) => el === document.activeElement)).toBe(true);
      await expect(box(page).getAttribute("aria-expanded")).resolves.toBe("true");
      await expect.poll(() => page.getByRole("option").count()).toBeGreaterThan(0);
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it("search box looks the same before and after its widget loads", async () => {
    const page = await browser().newPage(DESKTOP);
    await openHydrated(page, baseUrl + DOC);
    const look = () =>
      box(page).evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height, placeholder: el.getAttribute("placeholder"), controls: el.getAttribute("aria-controls") };
      });
    const shell = await look();
    await box(page).evaluate((el) => ((window as unknown as { shellBox: Element }).shellBox = el));
    await box(page).hover();
    // The widget has replaced the server-rendered box (the manifest is asked for before it has).
    await page.waitForFunction(() => {
      const now = document.querySelector('input[role="combobox"]');
      return now !== null && now !== (window as unknown as { shellBox: Element }).shellBox;
    });
    await page.waitForFunction(() => performance.getEntriesByType("resource").some((e) => e.name.endsWith("/search-manifest.json")));
    // Pointing at it loaded the widget (and the engine), without moving or renaming anything.
    expect(await look()).toEqual(shell);
    expect(await page.locator(`#${shell.controls}`).count()).toBe(1);
    await page.close();
  });

  it("the side menu opens on the first tap and traps focus; Escape closes it", async () => {
    const page = await browser().newPage(MOBILE);
    const scripts = watchScripts(page);
    await openHydrated(page, baseUrl + DOC);
    await page.waitForTimeout(500);
    expect((await scripts()).some((file) => /Close navigation bar/.test(file.body.toString("utf8")))).toBe(false);
    const toggle = page.getByRole("button", { name: "Toggle navigation bar" });
    await toggle.click();
    const menu = page.getByRole("dialog", { name: "Navigation" });
    await menu.waitFor();
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await expect(menu.getByRole("navigation", { name: "Docs sidebar" }).count()).resolves.toBe(1);
    await page.keyboard.press("Escape");
    await expect.poll(() => menu.count()).toBe(0);
    await page.close();
  });

  it("a navigation still shows the progress bar once its code has loaded", async () => {
    const page = await browser().newPage(DESKTOP);
    await openHydrated(page, baseUrl + DOC);
    // Slow data: the navigation outlasts the bar's delay.
    await page.route("**/_data/docs/user/getting-started.json", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('a[href="/docs/user/getting-started"]');
      link?.click();
    });
    await page.getByRole("progressbar", { name: "Loading page" }).waitFor({ state: "attached", timeout: 10_000 });
    await page.waitForURL(/\/docs\/user\/getting-started$/);
    await expect.poll(() => page.getByRole("progressbar", { name: "Loading page" }).count(), { timeout: 10_000 }).toBe(0);
    await page.close();
  });
});
