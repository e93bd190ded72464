// Locked down: every route runs under the deploy's Content-Security-Policy (served from
// dist/_headers) without a single violation, and whatever comes from content or from the URL is
// shown as text, never run as markup.
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { useServedBuild } from "../support/served-build";
import { builtRoutes } from "../support/built-routes";
import { DESKTOP, openHydrated, useChromium } from "./chromium";

const baseUrl = inject("baseUrl");
const distDir = inject("distDir");
const hostile = useServedBuild({ content: "tests/fixtures/hostile", name: "hostile-dist" });
// Its kiln-cam page's component loads a video poster from another origin, as a lite video embed does.
const components = useServedBuild({ content: "tests/fixtures/docusaurus/components-site", name: "security-components-dist" });
const browser = useChromium();

type Watched = Window & { __violations: string[]; __xss?: unknown };

/** A page that records every CSP violation from its first script on. */
async function watchedPage(): Promise<Page> {
  const page = await browser().newPage(DESKTOP);
  await page.addInitScript(() => {
    const w = window as unknown as Watched;
    w.__violations = [];
    document.addEventListener("securitypolicyviolation", (event) => w.__violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`));
  });
  return page;
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as Watched).__violations);

/** What an injected script or handler would have left behind. */
async function injected(page: Page) {
  return page.evaluate(() => ({
    xss: (window as unknown as Watched).__xss ?? null,
    images: document.querySelectorAll('img[src="x"]').length,
    scriptsFromContent: [...document.querySelectorAll("main script")].length,
  }));
}

describe("content security policy", () => {
  it("is sent with every response, without unsafe-inline or unsafe-eval for scripts", async () => {
    for (const url of ["/", "/docs/user/getting-started", "/build/", "/search-manifest.json", "/no/such/page"]) {
      const response = await fetch(baseUrl + url);
      const policy = response.headers.get("content-security-policy") ?? "";
      const scripts = policy.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
      expect(scripts, url).toMatch(/^\s*script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
      // A handful of hashes for the whole site: pages' loader data is not an inline script.
      expect(scripts.match(/'sha256-/g)!.length, url).toBeLessThan(15);
      for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) expect(policy, url).toContain(directive);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
    }
  });

  it("lets every route load and hydrate with no violation", async () => {
    const page = await watchedPage();
    const routes = builtRoutes(distDir).filter((route) => route !== "/offline");
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      await openHydrated(page, baseUrl + route);
      expect(await violations(page), route).toEqual([]);
    }
    await page.close();
  });

  it("lets client navigation, page modules and search run with no violation", async () => {
    const page = await watchedPage();
    await openHydrated(page, `${baseUrl}/docs/user/getting-started`);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API" }).click();
    await page.waitForURL(`${baseUrl}/docs/api/introduction`);
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("button", { name: /sidebar category/ }).first().click();
    const box = page.getByRole("combobox", { name: "Search the docs" });
    await box.fill("delete my account");
    await page.locator('[role="option"]').first().waitFor();
    await page.locator('[role="option"]').first().click();
    await page.waitForURL(/\/docs\/user\/account\/deletion/);
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it("blocks an inline script the build did not hash", async () => {
    // The policy is not decorative: a script injected into a served page is refused.
    const page = await watchedPage();
    await page.route(`${baseUrl}/docs/user/getting-started`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace("</body>", "<script>window.__xss='injected'</script></body>");
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${baseUrl}/docs/user/getting-started`);
    await page.waitForSelector("html[data-hydrated]");
    expect((await injected(page)).xss).toBeNull();
    expect((await violations(page)).some((violation) => violation.startsWith("script-src"))).toBe(true);
    await page.close();
  });
});

describe("images a page's components load from other origins", () => {
  it("are allowed by the policy: a video embed's preloaded poster, shown as its background, loads with no violation", async () => {
    const url = `${components.origin()}/docs/kiln-cam`;
    const poster = "https://stills.kilncam.example.net/vi/cone10-reduction/hqdefault.jpg";
    const policy = (await fetch(url)).headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/(^|; )img-src 'self' data:[^;]* https:\/\/stills\.kilncam\.example\.net( |;|$)/);

    const page = await watchedPage();
    // Offline, the image host answers from here. The policy is checked before a request is made:
    // an image it refuses never gets this far, and is a violation event instead.
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
    await page.route("https://stills.kilncam.example.net/**", (route) => route.fulfill({ contentType: "image/png", body: png }));
    await openHydrated(page, url);
    // Waits until the poster has been asked for (allowed or refused, it has a timing entry then).
    await expect.poll(() => page.evaluate((src) => performance.getEntriesByName(src).length, poster)).toBeGreaterThan(0);
    await expect.poll(() => page.locator(".kiln-cam").evaluate((frame) => getComputedStyle(frame).backgroundImage)).toContain(poster);
    expect(await violations(page)).toEqual([]);
    await page.close();
  });
});

describe("escaping", () => {
  const hostileQuery = `<img src=x onerror="window.__xss='query'">`;

  it("shows a query from the URL as text on the search page", async () => {
    const page = await watchedPage();
    await openHydrated(page, `${baseUrl}/search?q=${encodeURIComponent(hostileQuery)}`);
    await expect.poll(() => page.locator("main").textContent()).toContain(hostileQuery);
    expect(await injected(page)).toEqual({ xss: null, images: 0, scriptsFromContent: 0 });
    await page.close();
  });

  it("runs nothing from a typed query", async () => {
    const page = await watchedPage();
    await openHydrated(page, `${baseUrl}/`);
    const box = page.getByRole("combobox", { name: "Search the docs" });
    await box.fill(hostileQuery);
    // Fuzzy matching finds pages for its words (img, src); the highlighted results stay text.
    await page.locator('[role="option"]').first().waitFor();
    expect(await injected(page)).toEqual({ xss: null, images: 0, scriptsFromContent: 0 });
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it("renders markup written in content as text: title, sidebar, headings, code, search results", async () => {
    const page = await watchedPage();
    await openHydrated(page, `${hostile.origin()}/docs/markup`);
    await expect(page.locator("main h1").textContent()).resolves.toBe(`Markup <img src=x onerror="window.__xss='title'"> in a title`);
    await expect(page.title()).resolves.toContain(`<img src=x onerror="window.__xss='title'">`);
    await expect(page.getByRole("navigation", { name: "Docs sidebar" }).textContent()).resolves.toContain("<script>window.__xss='label'</script> label");
    await expect(page.getByRole("navigation", { name: "Table of contents" }).textContent()).resolves.toContain("The <img src=x onerror=window.__xss=1> heading");
    await expect(page.locator("main").textContent()).resolves.toContain(`<img src=x onerror="window.__xss='code'">`);
    expect(await injected(page)).toEqual({ xss: null, images: 0, scriptsFromContent: 0 });

    // The same text through the search index, with matches highlighted.
    await page.getByRole("combobox", { name: "Search the docs" }).fill("onerror");
    await page.locator('[role="option"]').first().waitFor();
    await expect(page.getByRole("listbox").textContent()).resolves.toContain("<img src=x");
    expect(await page.locator('[role="listbox"] mark').count()).toBeGreaterThan(0);
    expect(await injected(page)).toEqual({ xss: null, images: 0, scriptsFromContent: 0 });
    expect(await violations(page)).toEqual([]);

    // And in the raw HTML, before any script runs.
    const html = await (await fetch(`${hostile.origin()}/docs/markup`)).text();
    expect(html).not.toMatch(/<img src=x|<img src="x"|<script>window\.__xss/);
    await page.close();
  });
});
