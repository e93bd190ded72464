// Readers never see a mix of two deploys. Two real builds (B retitles two pages and changes the
// app's footer) are swapped under a running server, as a host is by a deploy: in the middle of a
// whole-site save, under a data-saving reader's shell-only cache, offline, and without a worker.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { DESKTOP, WITH_WORKER, openHydrated, reloadIntoUpdate, useChromium, watchConsole } from "./chromium";
import { offlinePlanOf } from "../support/offline-manifest";
import { B_MARKS, buildTwoDeploys, manifestOf, serveSwitching, sha256Hex, type Deploys, type SwitchingServer } from "../support/two-deploys";

const browser = useChromium();
let deploys: Deploys;
let server: SwitchingServer;

beforeAll(async () => {
  deploys = await buildTwoDeploys("deploys");
  server = await serveSwitching(deploys);
}, 400_000);
afterAll(async () => {
  await server?.close();
});

const A_COPYRIGHT = /Copyright ©/;

async function saveDataContext(): Promise<BrowserContext> {
  const context = await browser().newContext(WITH_WORKER);
  await context.addInitScript(() => {
    Object.defineProperty(navigator, "connection", { value: Object.assign(new EventTarget(), { saveData: true, effectiveType: "4g" }) });
  });
  return context;
}

async function controlled(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, { timeout: 30_000 });
}

/** Every entry of the worker's cache: its path, revision and the SHA-256 of its body. */
async function cachedEntries(page: Page): Promise<{ path: string; revision: string | null; sha256: string }[]> {
  return page.evaluate(async () => {
    const cache = await caches.open("palaver-precache");
    const out = [];
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      const body = await (await cache.match(request))!.arrayBuffer();
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
      out.push({
        path: url.pathname.slice(1),
        revision: url.searchParams.get("__WB_REVISION__"),
        sha256: [...digest].map((byte) => byte.toString(16).padStart(2, "0")).join(""),
      });
    }
    return out;
  });
}

/** Each cached entry holds the bytes of the deploy whose manifest lists it under that revision. */
function entriesOfTheWrongDeploy(entries: { path: string; revision: string | null; sha256: string }[]): string[] {
  const manifests = { a: manifestOf(deploys.a), b: manifestOf(deploys.b) };
  const wrong: string[] = [];
  for (const entry of entries) {
    const owners = (["a", "b"] as const).filter((d) => manifests[d].has(entry.path) && manifests[d].get(entry.path) === entry.revision);
    if (owners.length === 0) {
      wrong.push(`${entry.path} (revision ${entry.revision} is in neither deploy's manifest)`);
      continue;
    }
    if (!owners.some((d) => sha256Hex(path.join(d === "a" ? deploys.a : deploys.b, entry.path)) === entry.sha256)) {
      wrong.push(`${entry.path} stored under ${owners.join("/")}'s revision with other bytes`);
    }
  }
  return wrong;
}

describe("two deploys", () => {
  it("a whole-site save that meets a new deploy stores none of it, stops, and hands over to the update prompt", async () => {
    server.live = "a";
    const context = await browser().newContext(WITH_WORKER);
    const page = await context.newPage();
    const problems = watchConsole(page);
    // Page files answer slowly, so that the deploy lands while the save is under way.
    server.slow = { pattern: /^\/(docs\/|_data\/docs\/)/, ms: 120 };
    let pageFiles = 0;
    server.onRequest = (pathname) => {
      if (server.live === "a" && /^\/(docs\/.*\.html|_data\/docs\/)/.test(pathname) && ++pageFiles === 25) server.live = "b";
    };
    await openHydrated(page, `${server.baseUrl}/`);
    await controlled(page);

    await page.getByRole("status").filter({ hasText: "A new version of the docs is available" }).waitFor({ timeout: 60_000 });
    expect(server.live).toBe("b");
    const entries = await cachedEntries(page);
    expect(entriesOfTheWrongDeploy(entries)).toEqual([]);
    // The save stopped instead of going through deploy B's pages.
    const manifestA = manifestOf(deploys.a);
    const savedPagesOfA = entries.filter((e) => /^docs\/.*\.html$/.test(e.path) && manifestA.get(e.path) === e.revision);
    expect(savedPagesOfA.length).toBeLessThan([...manifestA.keys()].filter((url) => /^docs\/.*\.html$/.test(url)).length);
    server.onRequest = undefined;
    server.slow = undefined;

    // Offline, every page deploy A saved opens and hydrates as deploy A's.
    await context.setOffline(true);
    for (const entry of savedPagesOfA.slice(0, 6)) {
      await openHydrated(page, `${server.baseUrl}/${entry.path.replace(/\.html$/, "")}`);
      await expect.poll(() => page.locator("footer .footer-copyright").textContent()).toMatch(A_COPYRIGHT);
      expect(await page.locator("main h1").textContent()).not.toBe(B_MARKS.tosTitle);
    }
    expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
    await context.close();
  });

  it("a data-saving reader whose cache holds deploy A's shell is moved onto deploy B whole, not A's code with B's data", async () => {
    server.live = "a";
    const context = await saveDataContext();
    const page = await context.newPage();
    const problems = watchConsole(page);
    await openHydrated(page, `${server.baseUrl}/`);
    await controlled(page);
    server.live = "b";

    await page.locator('footer a[href="/docs/policies/tos"]').click();
    await page.waitForURL(`${server.baseUrl}/docs/policies/tos`);
    await expect.poll(() => page.locator("main h1").textContent(), { timeout: 20_000 }).toBe(B_MARKS.tosTitle);
    await page.waitForSelector("html[data-hydrated]");
    // Deploy B's code renders deploy B's page: its footer, not A's.
    expect(await page.locator("footer .footer-copyright").textContent()).toBe(B_MARKS.copyright);
    // Nothing of deploy B was stored under deploy A's revisions.
    expect(entriesOfTheWrongDeploy(await cachedEntries(page))).toEqual([]);
    // Deploy A's docs route module may be gone before the data is asked for: Remix's own recovery
    // (a full load of the target) says so in the console; nothing else may.
    const recovery = /Failed to load resource|Error loading route module .*reloading page|Failed to fetch dynamically imported module/;
    expect(problems.filter((p) => !recovery.test(p))).toEqual([]);
    await context.close();
  });

  it("offline, a data-saving reader reads the pages they opened as deploy A's after B is deployed", async () => {
    server.live = "a";
    const context = await saveDataContext();
    const page = await context.newPage();
    await openHydrated(page, `${server.baseUrl}/`);
    await controlled(page);
    // Opened by link while A is live: kept.
    await page.locator('footer a[href="/docs/policies/tos"]').click();
    await expect.poll(() => page.locator("main h1").textContent(), { timeout: 20_000 }).toBe("Terms of Service");
    // The worker keeps what the page fetched as it arrives: wait until the page's data and the
    // content module it names are stored (on a busy machine the module lands last).
    await expect
      .poll(async () => {
        const entries = await cachedEntries(page);
        const data = entries.find((entry) => entry.path.startsWith("_data/docs/policies/tos"));
        if (!data) return false;
        const module = await page.evaluate(async (path) => {
          const response = await caches.match(`/${path}`, { ignoreSearch: true });
          return ((await response?.json()) as { mdx?: { url?: string } } | undefined)?.mdx?.url;
        }, data.path);
        return Boolean(module) && entries.some((entry) => `/${entry.path}` === module);
      }, { timeout: 10_000 })
      .toBe(true);
    // Back home by client navigation, which fetches the home page's data: the deploy changes only
    // once it has arrived (a fetch cut off by the switch makes the page load itself in full).
    const homeData = page.waitForResponse((response) => new URL(response.url()).pathname === "/_data/index.json");
    await page.goBack();
    await homeData;
    await expect.poll(() => page.locator("main h1").textContent()).not.toBe("Terms of Service");
    expect(page.url()).toBe(`${server.baseUrl}/`);
    server.live = "b";
    await context.setOffline(true);

    await page.locator('footer a[href="/docs/policies/tos"]').click();
    await expect.poll(() => page.locator("main h1").textContent()).toBe("Terms of Service");
    expect(await page.locator("footer .footer-copyright").textContent()).toMatch(A_COPYRIGHT);
    // A page never opened: the styled offline page.
    await page.goto(`${server.baseUrl}/docs/policies/gdpr`);
    await expect.poll(() => page.locator("main h1").textContent()).toBe("You are offline");
    await context.close();
  });

  /** A reader whose worker controls deploy A of a server that can switch to the content-only deploy B. */
  async function readerOfContentOnlyDeploys() {
    const contentOnly = await serveSwitching({ a: deploys.a, b: deploys.contentOnly!, env: {} });
    const context = await browser().newContext(WITH_WORKER);
    const page = await context.newPage();
    await openHydrated(page, `${contentOnly.baseUrl}/docs/user/getting-started`);
    await controlled(page);
    return { contentOnly, context, page };
  }

  it("a saved copy is brought up to a content-only deploy by downloading only the files that changed", async () => {
    const { contentOnly, context, page } = await readerOfContentOnlyDeploys();
    const everyFile = (dir: string) => [...manifestOf(dir).keys()];
    const missing = async (dir: string) => {
      const cached = new Set((await cachedEntries(page)).map((e) => `${e.path}?${e.revision}`));
      return [...manifestOf(dir)].filter(([url, revision]) => !cached.has(`${url}?${revision}`)).length;
    };
    // Under the budget: the whole site is saved without asking.
    await expect.poll(() => missing(deploys.a), { timeout: 90_000 }).toBe(0);

    const requested: string[] = [];
    contentOnly.onRequest = (pathname) => requested.push(pathname);
    contentOnly.live = "b";
    await reloadIntoUpdate(page);
    await expect.poll(() => page.locator("main h1").textContent()).toBe(B_MARKS.gettingStartedTitle);
    await expect.poll(() => missing(deploys.contentOnly!), { timeout: 90_000 }).toBe(0);

    const before = manifestOf(deploys.a);
    const changed = new Set([...manifestOf(deploys.contentOnly!)].filter(([url, revision]) => before.get(url) !== revision).map(([url]) => url));
    // Two pages retitled: their HTML, data and module, the pages that list their titles, the search files.
    expect(changed.size).toBeLessThan(everyFile(deploys.a).length / 2);
    // The manifest's shards that list a changed file are new files too; the others are kept.
    const shardsOf = (dir: string) => new Set(offlinePlanOf(dir).shards.map((shard) => shard.url));
    const shardsOfA = shardsOf(deploys.a);
    const newShards = [...shardsOf(deploys.contentOnly!)].filter((url) => !shardsOfA.has(url));
    expect(newShards.length).toBeGreaterThan(0);
    for (const url of newShards) changed.add(url);
    const unchangedFetched = requested.filter((p) => p !== "/sw.js").filter((p) => {
      const file = p.slice(1);
      return ![file, `${file}.html`, file === "" ? "index.html" : ""].some((candidate) => changed.has(candidate));
    });
    expect(unchangedFetched).toEqual([]);
    await context.close();
    await contentOnly.close();
  });

  it("a saved copy too large for the browser to list (a 5,000-page site's) still reports, follows a deploy, lists its pages and can be removed", async () => {
    const { contentOnly, context, page } = await readerOfContentOnlyDeploys();
    /** A deploy's entries the cache does not hold, looked up one by one (listing is what fails here). */
    const missing = (dir: string, only: (url: string) => boolean = () => true) =>
      page.evaluate(async (entries) => {
        const cache = await caches.open("palaver-precache");
        const absent = [];
        for (const [url, revision] of entries) {
          const key = new URL(url, location.origin);
          if (revision) key.searchParams.set("__WB_REVISION__", revision);
          if (!(await cache.match(key.href))) absent.push(url);
        }
        return absent;
      }, [...manifestOf(dir)].filter(([url]) => only(url)));
    await expect.poll(async () => (await missing(deploys.a)).length, { timeout: 90_000 }).toBe(0);
    // Entries with long URLs take the cache's keys past what Chromium lists (10 MiB): as 18,000 entries of a 5,000-page site do.
    const listing = await page.evaluate(async () => {
      const cache = await caches.open("palaver-precache");
      const pad = "x".repeat(10_000);
      for (let i = 0; i < 1_100; i += 100) await Promise.all(Array.from({ length: 100 }, (_, j) => cache.put(`/padding/${i + j}/${pad}`, new Response("."))));
      return cache.keys().then(() => "listed", (error: Error) => error.message);
    });
    expect(listing).toMatch(/too large/i);

    await page.locator("footer.footer").scrollIntoViewIfNeeded();
    const control = page.locator("footer").getByRole("region", { name: "Offline reading" });
    await expect.poll(() => control.getByRole("status").textContent(), { timeout: 20_000 }).toMatch(/Saved for offline reading/);

    contentOnly.live = "b";
    await reloadIntoUpdate(page);
    await expect.poll(() => page.locator("main h1").textContent()).toBe(B_MARKS.gettingStartedTitle);
    await expect.poll(async () => (await missing(deploys.contentOnly!)).length, { timeout: 90_000 }).toBe(0);
    // Deploy A's copies of the files B changed or dropped are gone: found without listing the cache.
    const after = manifestOf(deploys.contentOnly!);
    const stale = [...manifestOf(deploys.a)].filter(([url, revision]) => after.get(url) !== revision).map(([url]) => url);
    expect(stale.length).toBeGreaterThan(0);
    expect(await missing(deploys.a, (url) => stale.includes(url))).toEqual(stale);

    await page.locator("footer.footer").scrollIntoViewIfNeeded();
    await expect.poll(() => control.getByRole("status").textContent(), { timeout: 20_000 }).toMatch(/Saved for offline reading/);
    await openHydrated(page, `${contentOnly.baseUrl}/saved`);
    const docPages = [...manifestOf(deploys.contentOnly!).keys()].filter((url) => /^docs\/.*\.html$/.test(url));
    await expect.poll(() => page.locator('main ul.saved-pages a[href^="/docs/"]').count(), { timeout: 20_000 }).toBe(docPages.length);

    await page.locator("footer.footer").scrollIntoViewIfNeeded();
    await control.getByRole("button", { name: "Remove saved copy" }).click();
    await expect.poll(() => control.getByRole("button", { name: "Save for offline reading" }).count(), { timeout: 20_000 }).toBe(1);
    const docFiles = [...manifestOf(deploys.contentOnly!).keys()].filter((url) => /^docs\//.test(url));
    expect(await missing(deploys.contentOnly!, (url) => /^docs\//.test(url))).toEqual(docFiles);
    await context.close();
    await contentOnly.close();
  });

  it("without a worker, a page of deploy A that fetches deploy B's data loads the target in full, once", async () => {
    server.live = "a";
    const context = await browser().newContext(DESKTOP);
    const page = await context.newPage();
    await openHydrated(page, `${server.baseUrl}/docs/user/getting-started`);
    server.live = "b";
    let documents = 0;
    page.on("request", (request) => void (request.resourceType() === "document" && documents++));
    await page.locator('footer a[href="/docs/policies/tos"]').click();
    await expect.poll(() => page.locator("main h1").textContent(), { timeout: 20_000 }).toBe(B_MARKS.tosTitle);
    await page.waitForSelector("html[data-hydrated]");
    expect(await page.locator("footer .footer-copyright").textContent()).toBe(B_MARKS.copyright);
    expect(documents).toBe(1);
    await context.close();
  });
});
