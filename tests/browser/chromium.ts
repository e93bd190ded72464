import { createRequire } from "node:module";
import { afterAll, beforeAll } from "vitest";
import { chromium, type Browser, type BrowserContextOptions, type Page, type Response } from "playwright-core";

// Debian's Chromium; the background-networking flags keep it from hanging on a closed network.
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: "/usr/bin/chromium", args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** One Chromium for the test file: launched before its tests, closed after them. */
export function useChromium(extraArgs: string[] = []): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium(extraArgs);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

/** Loads a URL and waits until React has hydrated it. */
export async function openHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await page.waitForSelector("html[data-hydrated]");
  return response;
}

// The service worker answers requests before page.route() can see them, so tests that are not about
// it block it; pwa.test.ts lets it run (WITH_WORKER).
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 }, serviceWorkers: "block" };
export const MOBILE: BrowserContextOptions = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, serviceWorkers: "block" };
export const WITH_WORKER: BrowserContextOptions = { ...DESKTOP, serviceWorkers: "allow" };

/** Looks for a new service worker and takes it as a reader does: the update prompt's "Reload". */
export async function reloadIntoUpdate(page: Page): Promise<void> {
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
  const prompt = page.getByRole("status").filter({ hasText: "A new version of the docs is available" });
  await prompt.waitFor({ timeout: 30_000 });
  // Waited for from before the click: the reload can finish while the click is still returning.
  const reloaded = page.waitForEvent("load");
  await prompt.getByRole("button", { name: "Reload" }).click();
  await reloaded;
}

/** Collects console errors and React/Remix warnings a page logs, for "no errors" assertions. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() === "error" || /hydrat|did not match|Warning:/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Marks the current document; after a client-side navigation the mark is still there. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/**
 * The page's cumulative layout shift while it loads over a slow connection and hydrates. A slow
 * connection delivers the HTML in pieces, and the browser paints the first ones: every later piece
 * must land without moving what is already on screen.
 */
export async function layoutShiftWhileLoading(page: Page, url: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 40, downloadThroughput: 100_000, uploadThroughput: 100_000 });
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(url, { timeout: 60_000 });
  await page.waitForSelector("html[data-hydrated]", { timeout: 60_000 });
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** What axe-core finds on the page as it is now (the page needs `bypassCSP`: axe is an inline script). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<Result> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")) }));
  });
}
