// The site deployed under a base path, as on GitHub Pages (`https://<owner>.github.io/<repo>/`):
// the shipped content built with BASE_PATH and served only under it, then the main reader paths —
// links and assets, client navigation, search, installation and offline reading — checked there.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useServedBuild } from "../support/served-build";
import { DESKTOP, WITH_WORKER, isSameDocument, markDocument, openHydrated, useChromium, watchConsole } from "./chromium";

const BASE = "/palaver-docs";
const site = useServedBuild({ content: "content", name: "base-path-dist", basePath: BASE });
const browser = useChromium();

const open = (page: Page, route: string) => openHydrated(page, site.origin() + BASE + route);

/** Every URL the document points at, from its links, scripts, styles, images and data. */
function documentUrls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("a[href], link[href], script[src], img[src]")].map((element) => element.getAttribute("href") ?? element.getAttribute("src") ?? ""),
  );
}

describe("under a base path", () => {
  it("keeps every link, asset and request of every kind of page under the base path", async () => {
    const page = await browser().newPage(DESKTOP);
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(site.origin())) requests.push(new URL(request.url()).pathname);
    });
    const problems = watchConsole(page);
    for (const route of ["/", "/docs/user/getting-started", "/docs/user/showcase/images", "/docs/category/issues", "/blog/authors/mira", "/markdown-page"]) {
      const response = await open(page, route);
      expect(response?.status(), route).toBe(200);
      const local = (await documentUrls(page)).filter((url) => url.startsWith("/"));
      expect(local.length).toBeGreaterThan(10);
      expect(local.filter((url) => !url.startsWith(`${BASE}/`) && url !== BASE), route).toEqual([]);
    }
    expect(requests.filter((pathname) => !pathname.startsWith(`${BASE}/`) && pathname !== BASE)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("answers 404 outside the base path and serves the site at the base itself", async () => {
    expect((await fetch(`${site.origin()}/docs/user/getting-started`)).status).toBe(404);
    const home = await fetch(`${site.origin()}${BASE}`);
    expect(home.status).toBe(200);
    expect(new URL(home.url).pathname).toBe(`${BASE}/`);
    // The manifest the page names; its URLs are relative to it, so they follow the base path.
    const html = await home.text();
    const manifestHref = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1];
    expect(manifestHref).toBe(`${BASE}/manifest.webmanifest`);
    const manifestUrl = new URL(manifestHref!, site.origin()).href;
    const manifest = await (await fetch(manifestUrl)).json();
    expect(new URL(manifest.start_url, manifestUrl).pathname).toBe(`${BASE}/`);
    expect(new URL(manifest.scope, manifestUrl).pathname).toBe(`${BASE}/`);
    expect(manifest.icons.length).toBeGreaterThan(0);
    for (const icon of manifest.icons) expect((await fetch(new URL(icon.src, manifestUrl))).status, icon.src).toBe(200);
    const touchIcon = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
    expect(touchIcon).toBe(`${BASE}/icons/apple-touch-icon.png`);
    expect((await fetch(site.origin() + touchIcon)).status).toBe(200);
  });

  it("navigates client-side, loading route data from under the base path", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/docs/user/getting-started");
    await markDocument(page);
    const data = page.waitForRequest((request) => request.url().endsWith(`${BASE}/_data/docs/policies/gdpr.json`));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Policies" }).click();
    await page.waitForURL(`${site.origin()}${BASE}/docs/policies/introduction`);
    await page.getByRole("navigation", { name: "Docs sidebar" }).locator(`a[href="${BASE}/docs/policies/gdpr"]`).click();
    await data;
    await page.waitForURL(`${site.origin()}${BASE}/docs/policies/gdpr`);
    await expect.poll(() => page.locator("main h1").textContent()).toMatch(/GDPR/);
    expect(await isSameDocument(page)).toBe(true);
    await page.goBack();
    await page.waitForURL(`${site.origin()}${BASE}/docs/policies/introduction`);
    expect(await isSameDocument(page)).toBe(true);
    // Home is `<base>/`, slash included: the service worker's scope.
    await page.getByRole("navigation", { name: "Main" }).locator(".navbar-brand").click();
    await page.waitForURL(`${site.origin()}${BASE}/`);
    expect(await isSameDocument(page)).toBe(true);
    await page.close();
  });

  it("searches with the search files under the base path and opens a hit there", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/");
    const box = page.getByRole("combobox", { name: "Search the docs" });
    const index = page.waitForRequest((request) => request.url() === `${site.origin()}${BASE}/search-manifest.json`);
    await box.focus();
    await index;
    const shard = page.waitForRequest((request) => request.url().startsWith(`${site.origin()}${BASE}/_search/records.`));
    await box.fill("delete my account");
    await shard;
    await page.locator('[role="option"]', { hasText: /delet/i }).first().click();
    await page.waitForURL((url) => url.pathname === `${BASE}/docs/user/account/deletion`);
    await expect.poll(() => page.locator("main h1").textContent()).toMatch(/Delet/);
    await page.close();
  });

  it("installs its service worker with the base path as scope and reads pages offline", async () => {
    const context = await browser().newContext(WITH_WORKER);
    const page = await context.newPage();
    await open(page, "/");
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, { timeout: 30_000 });
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(`${site.origin()}${BASE}/`);
    const wanted = [`${BASE}/docs/policies/tos.html`, `${BASE}/_data/docs/policies/tos.json`, `${BASE}/search-manifest.json`];
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const keys = await (await caches.open("palaver-precache")).keys();
            return keys.map((request) => new URL(request.url).pathname);
          }),
        { timeout: 60_000 },
      )
      .toEqual(expect.arrayContaining(wanted));
    await context.setOffline(true);
    await open(page, "/docs/policies/tos");
    await expect.poll(() => page.locator("main h1").textContent()).toMatch(/Terms of Service/);
    await context.close();
  });
});
