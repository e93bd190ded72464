// The installable PWA: offline reading, updates, prefetching and slow connections. Runs against its
// own build and server, because the update test deploys a second build into the served folder.
import fs from "node:fs";
import path from "node:path";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { runBuild } from "../support/run-build";
import { createStaticServer, listen } from "../../scripts/lib/static-server.mjs";
import { CHROMIUM_ARGS, DESKTOP, WITH_WORKER, launchChromium, openHydrated, reloadIntoUpdate, useChromium } from "./chromium";

const root = path.resolve(__dirname, "../..");
const out = path.join(root, "tests/.tmp/pwa-dist");
let server: Server;
let baseUrl: string;
const browser = useChromium();

async function build(contentDir: string) {
  const result = await runBuild({ CONTENT_DIR: contentDir, OUT_DIR: out });
  if (result.status !== 0) throw new Error(result.stderr);
}

/** Every page of the build: its HTML file and, where it has one, its data file. */
function siteFiles(): string[] {
  const files: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(out, rel), { withFileTypes: true })) {
      const child = path.posix.join(rel, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (/\.(html|json)$/.test(entry.name)) files.push(child);
    }
  };
  walk("");
  return files;
}

beforeAll(async () => {
  await build(path.join(root, "content"));
  server = createStaticServer(out) as Server;
  baseUrl = await listen(server);
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

const open = (page: Page, route: string) => openHydrated(page, baseUrl + route);

/** Waits until the worker controls the page and has saved the whole site. */
async function installed(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, { timeout: 30_000 });
  await expect.poll(async () => missingFromCache(await cachedPaths(page)), { timeout: 60_000 }).toEqual([]);
}

function missingFromCache(cached: string[]): string[] {
  const have = new Set(cached);
  return siteFiles().filter((file) => !have.has(`/${file}`));
}

/** What the worker keeps: the files, and the shards of the manifest that list them. */
async function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const keys = [...(await (await caches.open("palaver-precache")).keys()), ...(await (await caches.open("palaver-offline-index")).keys())];
    return keys.map((request) => new URL(request.url).pathname);
  });
}

describe("service worker", () => {
  it("installs, controls the page after one load and saves every route", async () => {
    const context = await browser().newContext(WITH_WORKER);
    const page = await context.newPage();
    await open(page, "/");
    await installed(page);
    expect(missingFromCache(await cachedPaths(page))).toEqual([]);
    await context.close();
  });

  it("reads the whole site offline: new pages by URL and by link, search, and unknown URLs", async () => {
    const context = await browser().newContext(WITH_WORKER);
    const page = await context.newPage();
    await open(page, "/");
    await installed(page);
    await context.setOffline(true);

    await open(page, "/docs/policies/gdpr");
    await expect.poll(() => page.locator("main h1").textContent()).toMatch(/GDPR/);
    await page.getByRole("navigation", { name: "Docs sidebar" }).locator('a[href="/docs/policies/tos"]').click();
    await page.waitForURL(`${baseUrl}/docs/policies/tos`);
    await expect.poll(() => page.locator("main h1").textContent()).toMatch(/Terms of Service/);

    const box = page.getByRole("combobox", { name: "Search the docs" });
    await box.fill("delete my account");
    await page.waitForSelector('[role="option"]');

    await page.goto(`${baseUrl}/no/such/page`);
    await expect.poll(() => page.locator("main h1").textContent()).toBe("Page not found");
    await context.close();
  });

  it("offers a new deploy with a prompt, reloads into it and drops the old entries", async () => {
    const context = await browser().newContext(WITH_WORKER);
    const page = await context.newPage();
    await open(page, "/docs/user/getting-started");
    await installed(page);
    const before = (await cachedPaths(page)).length;

    // Deploy a second build with one changed page into the served folder.
    const changed = fs.mkdtempSync(path.join(root, "tests/.tmp/content-"));
    fs.cpSync(path.join(root, "content"), changed, { recursive: true });
    const file = path.join(changed, "docs/user/getting-started.mdx");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^title: .*$/m, "title: Getting started, second edition"));
    await build(changed);

    await reloadIntoUpdate(page);
    await page.waitForSelector("html[data-hydrated]");
    await expect.poll(() => page.locator("main h1").textContent()).toBe("Getting started, second edition");
    // Prefetches of the old deploy are gone; the reader's offline choice stays.
    await expect.poll(async () => (await page.evaluate(() => caches.keys())).sort()).toEqual(["palaver-offline-index", "palaver-offline-settings", "palaver-precache"]);
    // Only this deploy's entries remain: one per file, and the shards of its manifest (the old
    // deploy's shard that listed the changed page is gone, from the host and the device).
    const after = await cachedPaths(page);
    const shardsKept = after.filter((p) => p.startsWith("/_site/offline/"));
    expect(shardsKept.length).toBeGreaterThan(0);
    for (const shard of shardsKept) expect(fs.existsSync(path.join(out, shard)), shard).toBe(true);
    expect(new Set(after).size).toBe(after.length);
    expect(after.length).toBeLessThanOrEqual(before + 1);
    fs.rmSync(changed, { recursive: true, force: true });
    await build(path.join(root, "content"));
    await context.close();
  });

  it("is installable", async () => {
    // Chromium never offers installation in an incognito-like context: use a real profile.
    const profile = fs.mkdtempSync(path.join(root, "tests/.tmp/profile-"));
    const context = await chromium.launchPersistentContext(profile, { executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS, ...WITH_WORKER });
    const page = await context.newPage();
    await open(page, "/");
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, { timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  });
});

describe("prefetching", () => {
  async function dataRequests(context: BrowserContext): Promise<string[]> {
    const seen: string[] = [];
    context.on("request", (request) => {
      const { pathname } = new URL(request.url());
      // Page files beyond the app shell (home, not-found and offline pages).
      if (pathname.startsWith("/_data/docs/") || /^\/docs\/.*\.html$/.test(pathname)) seen.push(pathname);
    });
    return seen;
  }

  it("fetches a link's route module and data when it scrolls into view, before any click", async () => {
    // Without a worker yet, the page falls back to <link rel="prefetch">.
    const context = await browser().newContext({ ...DESKTOP, serviceWorkers: "block" });
    const seen: string[] = [];
    context.on("request", (request) => seen.push(new URL(request.url()).pathname));
    const page = await context.newPage();
    // The home page has not loaded the docs route's module yet.
    await open(page, "/");
    await expect.poll(() => seen).toContain("/_data/docs/user/getting-started.json");
    expect(seen.some((p) => /^\/build\/routes\/docs\.\$-[\w]+\.js$/.test(p))).toBe(true);
    expect(seen).not.toContain("/_data/docs/policies/privacy.json");
    await page.locator("footer").scrollIntoViewIfNeeded();
    await expect.poll(() => seen).toContain("/_data/docs/policies/privacy.json");
    expect(seen.filter((p) => p === "/_data/docs/policies/privacy.json")).toHaveLength(1);
    await context.close();
  });

  async function assertQuiet(context: BrowserContext) {
    const seen = await dataRequests(context);
    const page = await context.newPage();
    await open(page, "/docs/category/issues");
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, { timeout: 30_000 });
    await page.locator("footer").scrollIntoViewIfNeeded();
    await page.locator('main a.card[href="/docs/user/issues/err001"]').hover();
    await page.waitForTimeout(2_000);
    expect(seen.filter((p) => p !== "/docs/category/issues.html"), JSON.stringify(seen)).toEqual([]);
    // The page itself is kept, from what the browser already downloaded; nothing else.
    const cached = await cachedPaths(page);
    expect(cached.filter((p) => (p.startsWith("/docs/") || p.startsWith("/_data/docs/")) && p !== "/docs/category/issues.html")).toEqual([]);
  }

  it("downloads nothing extra on a 2G connection: no prefetch, no whole-site precache", async () => {
    const slow: Browser = await launchChromium(["--force-effective-connection-type=2G"]);
    const context = await slow.newContext(WITH_WORKER);
    await assertQuiet(context);

    // Offline, a page that was never saved shows the styled offline page, not the browser's error.
    const page = context.pages()[0];
    await context.setOffline(true);
    await page.goto(`${baseUrl}/docs/policies/gdpr`);
    await expect.poll(() => page.locator("main h1").textContent()).toBe("You are offline");
    await slow.close();
  });

  it("downloads nothing extra with data saver on", async () => {
    const context = await browser().newContext(WITH_WORKER);
    await context.addInitScript(() => {
      Object.defineProperty(navigator, "connection", { value: Object.assign(new EventTarget(), { saveData: true, effectiveType: "4g" }) });
    });
    await assertQuiet(context);
    await context.close();
  });
});
