// The static site pipeline, seen from a browser: every route, the not-found page, client-side
// navigation on a plain static host, and pages that work without JavaScript.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { builtRoutes as listBuiltRoutes } from "../support/built-routes";
import { DESKTOP, isSameDocument, useChromium, openHydrated, markDocument, watchConsole } from "./chromium";

const baseUrl = inject("baseUrl");
const distDir = inject("distDir");
const browser = useChromium();

const builtRoutes = () => listBuiltRoutes(distDir);

const open = (page: Page, route: string) => openHydrated(page, baseUrl + route);

describe("every route", () => {
  it("includes every page the site must have", () => {
    const routes = builtRoutes();
    const required = [
      "/",
      "/blog/authors",
      "/markdown-page",
      "/docs/user/getting-started",
      "/docs/user/account/deletion",
      "/docs/user/account/information",
      "/docs/user/chats/group-chats/information",
      "/docs/user/chats/places-chats/information",
      "/docs/user/chats/private-chats/information",
      ...["err001", "err002", "err003", "err004"].map((e) => `/docs/user/issues/${e}`),
      "/docs/user/security/information",
      "/docs/user/security/report",
      "/docs/user/showcase/gifs",
      "/docs/user/showcase/images",
      "/docs/api/introduction",
      ...["edit-delete", "edit-profilebanner", "edit-profilepicture", "edit-update", "friend-add", "friend-remove", "getprofile", "items-add", "items-edit", "items-remove", "items-reorder", "login", "prefs-get", "prefs-set", "register", "search", "set-profilebanner", "set-profilemusic", "set-profilepicture"].map((e) => `/docs/api/account/${e}`),
      ...["gdpr", "introduction", "privacy", "securityrep", "tos"].map((p) => `/docs/policies/${p}`),
      ...["account", "chats", "groups-chats", "issues", "places", "private-chats", "security", "showcase", "your-account"].map((c) => `/docs/category/${c}`),
    ];
    expect(required.filter((route) => !routes.includes(route))).toEqual([]);
    expect(routes.filter((route) => route.startsWith("/blog/authors/")).length).toBeGreaterThan(0);
  });

  it("answers 200 with its title and h1, hydrating without errors or warnings", async () => {
    const context = await browser().newContext(DESKTOP);
    const page = await context.newPage();
    const problems = watchConsole(page);
    const failures: string[] = [];
    // /offline is the worker's stand-in for pages it cannot load: static, with no app scripts.
    for (const route of builtRoutes().filter((r) => r !== "/offline")) {
      const response = await open(page, route);
      const h1 = (await page.locator("main h1").first().textContent())?.trim();
      const title = await page.title();
      if (response?.status() !== 200) failures.push(`${route}: status ${response?.status()}`);
      if (!h1) failures.push(`${route}: no h1`);
      else if (!title.includes("Palaver Docs")) failures.push(`${route}: title "${title}"`);
      if (problems.length) failures.push(`${route}: ${problems.splice(0).join(" | ")}`);
    }
    expect(failures).toEqual([]);
    await context.close();
  });
});

describe("first paint before code", () => {
  it("requests the app's modules only once the stylesheet is in and the page can paint, each once", async () => {
    const html = fs.readFileSync(path.join(distDir, "docs/user/account/deletion.html"), "utf8");
    // Module preloads in the markup would start at once, competing with the stylesheet.
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    const context = await browser().newContext(DESKTOP);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await open(page, "/docs/user/account/deletion");
    const { stylesheetEnd, modules } = await page.evaluate(() => {
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      return {
        stylesheetEnd: resources.find((entry) => entry.name.endsWith(".css"))?.responseEnd,
        modules: resources
          .filter((entry) => new URL(entry.name).pathname.startsWith("/build/") && entry.name.endsWith(".js"))
          .map((entry) => ({ url: entry.name, start: entry.startTime })),
      };
    });
    expect(stylesheetEnd).toBeGreaterThan(0);
    expect(modules.length).toBeGreaterThan(3);
    expect(modules.filter((m) => m.start < stylesheetEnd!)).toEqual([]);
    const urls = modules.map((m) => m.url);
    expect(urls.length).toBe(new Set(urls).size);
    // The inert preload elements became real ones, and the app hydrated.
    expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(3);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("route data from the markup", () => {
  it("hydrates each kind of docs page with the sidebar and contents its data file holds, which its HTML data leaves out", async () => {
    const context = await browser().newContext(DESKTOP);
    const page = await context.newPage();
    const problems = watchConsole(page);
    const routes = ["/docs/user/account/deletion", "/docs/user/chats/group-chats/information", "/docs/category/chats", "/docs/api/account/login", "/docs/policies/privacy"];
    for (const route of routes) {
      const html = fs.readFileSync(path.join(distDir, `${route}.html`), "utf8");
      const inline = JSON.parse(/<script type="application\/json" id="remix-context">([\s\S]*?)<\/script>/.exec(html)![1]).state.loaderData["routes/docs.$"];
      const served = JSON.parse(fs.readFileSync(path.join(distDir, `_data${route}.json`), "utf8"));
      const taken = served.toc?.length > 0 ? ["sidebar", "toc"] : ["sidebar"];
      expect(inline.inMarkup, route).toEqual(taken);
      for (const field of taken) expect(inline, route).not.toHaveProperty(field);
      await open(page, route);
      const hydrated = await page.evaluate(() => {
        const data = window.__remixContext.state.loaderData!["routes/docs.$"] as Record<string, unknown>;
        return { sidebar: data.sidebar, toc: data.toc, flagged: "inMarkup" in data };
      });
      expect(hydrated, route).toEqual({ sidebar: served.sidebar, toc: served.toc, flagged: false });
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("offline page", () => {
  it("is styled static HTML without the app's scripts", async () => {
    const html = fs.readFileSync(path.join(distDir, "offline.html"), "utf8");
    expect(html).not.toContain("<script");
    expect(html).toMatch(/<link rel="stylesheet" href="\/build\/_assets\/app-[\w]+\.css"/);
    expect(html).toContain("You are offline");
  });
});

describe("not found", () => {
  it("serves the not-found page with status 404 for unknown paths", async () => {
    const page = await browser().newPage();
    const problems = watchConsole(page);
    for (const route of ["/no/such/page", "/docs/user/no-such-doc"]) {
      const response = await page.goto(baseUrl + route);
      expect(response?.status()).toBe(404);
      await page.waitForSelector("html[data-hydrated]");
      await expect.poll(() => page.locator("main h1").textContent()).toBe("Page not found");
      expect(page.url()).toBe(baseUrl + route);
      // Once the router has settled (a docs path matches the docs route, whose code the one
      // not-found page does not carry), the page is still the not-found page, title included.
      await page.waitForLoadState("networkidle");
      await expect(page.title()).resolves.toBe("Page not found — Palaver Docs");
      await expect(page.locator("main h1").textContent()).resolves.toBe("Page not found");
    }
    expect(problems.filter((p) => !p.includes("404"))).toEqual([]);
    await page.close();
  });
});

describe("client-side navigation on a static host", () => {
  it("follows sidebar links without a full reload", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/docs/user/getting-started");
    await markDocument(page);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    await page.locator('nav[aria-label="Docs sidebar"] button[aria-label*="Your account"]').click();
    await page.locator('nav[aria-label="Docs sidebar"] a[href="/docs/user/account/deletion"]').click();
    await page.waitForURL(`${baseUrl}/docs/user/account/deletion`);
    await expect.poll(() => page.locator("main h1").textContent()).toMatch(/delete/i);
    expect(await isSameDocument(page)).toBe(true);
    expect(requests).toContain("/_data/docs/user/account/deletion.json");
    expect(requests).not.toContain("/docs/user/account/deletion");
    await expect(page.locator('nav[aria-label="Docs sidebar"] a[aria-current="page"]').getAttribute("href")).resolves.toBe("/docs/user/account/deletion");
    await page.close();
  });

  it("follows links inside page content, previous/next and category cards client-side", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/docs/category/issues");
    await markDocument(page);
    await page.locator('main a.card[href="/docs/user/issues/err002"]').click();
    await page.waitForURL(`${baseUrl}/docs/user/issues/err002`);
    await expect.poll(() => page.locator("main h1").textContent()).toMatch(/ERR002/i);

    const contentLink = page.locator("article.markdown a[href^='/docs/']").first();
    const target = (await contentLink.getAttribute("href"))!;
    await contentLink.click();
    await page.waitForURL((url) => url.pathname === target.split("#")[0]);
    await page.waitForSelector("main h1");

    await page.locator("a.pager-next").click();
    await page.waitForFunction((before) => location.pathname !== before, target.split("#")[0]);
    expect(await isSameDocument(page)).toBe(true);
    await page.close();
  });

  it("follows a category page's cards client-side as soon as it has hydrated, however late code it did not name arrives", async () => {
    // Code the HTML does not name (loaded after hydration) arrives 3 s late: a view loaded that way
    // would leave its links to the browser (a full page load) until then.
    const html = await (await fetch(`${baseUrl}/docs/category/issues`)).text();
    const named = new Set([...html.matchAll(/\/build\/[^"'\s]+\.js/g)].map((match) => match[0]));
    const page = await browser().newPage(DESKTOP);
    await page.route("**/build/**/*.js", async (route) => {
      if (!named.has(new URL(route.request().url()).pathname)) await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await open(page, "/docs/category/issues");
    await markDocument(page);
    await page.locator('main a.card[href="/docs/user/issues/err002"]').click();
    await page.waitForURL(`${baseUrl}/docs/user/issues/err002`);
    expect(await isSameDocument(page)).toBe(true);
    await page.close();
  });

  it("goes back and forward between client-rendered pages", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/docs/api/introduction");
    await markDocument(page);
    await page.locator("a.pager-next").click();
    await page.waitForFunction(() => location.pathname !== "/docs/api/introduction");
    await expect.poll(() => page.locator("main h1").textContent()).not.toMatch(/introduction/i);
    const second = await page.locator("main h1").textContent();
    await page.goBack();
    await page.waitForURL(`${baseUrl}/docs/api/introduction`);
    await expect.poll(() => page.locator("main h1").textContent()).toMatch(/introduction/i);
    await page.goForward();
    await expect.poll(() => page.locator("main h1").textContent()).toBe(second);
    expect(await isSameDocument(page)).toBe(true);
    await page.close();
  });
});

describe("without JavaScript", () => {
  it("the raw HTML of each kind of page already holds its full text", async () => {
    const withJs = await browser().newPage(DESKTOP);
    const noJsContext = await browser().newContext({ ...DESKTOP, javaScriptEnabled: false });
    const noJs = await noJsContext.newPage();
    for (const route of ["/", "/docs/user/account/deletion", "/docs/api/account/login", "/docs/category/chats", "/docs/policies/gdpr", "/blog/authors", "/markdown-page"]) {
      await open(withJs, route);
      await noJs.goto(baseUrl + route);
      const hydrated = await withJs.locator("main").innerText();
      const raw = await noJs.locator("main").innerText();
      expect(raw.length, route).toBeGreaterThan(50);
      expect(raw, route).toBe(hydrated);
    }
    await noJsContext.close();
    await withJs.close();
  });
});
