// What a reader and a link preview get from a doc page: the footer's date and edit link, and head
// tags that follow client-side navigation.
import path from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { DESKTOP, isSameDocument, markDocument, openHydrated, useChromium, watchConsole } from "./chromium";

const baseUrl = inject("baseUrl");
const siteUrl = inject("siteUrl");
const browser = useChromium();
const root = path.resolve(__dirname, "../..");

/** The last commit of a content file, as git tells it (ms since the epoch). */
async function committedAt(file: string): Promise<number> {
  const { stdout } = await promisify(execFile)("git", ["log", "-1", "--format=%ct", "--", file], { cwd: root });
  return Number(stdout.trim()) * 1000;
}

/** The head tags a crawler and a link preview read. */
function headTags(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) => [...document.head.querySelectorAll(selector)].map((el) => el.getAttribute(name));
    return {
      title: document.title,
      canonical: attr('link[rel="canonical"]', "href"),
      description: attr('meta[name="description"]', "content"),
      ogUrl: attr('meta[property="og:url"]', "content"),
      ogTitle: attr('meta[property="og:title"]', "content"),
      breadcrumbs: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((el) => JSON.parse(el.textContent ?? "")),
    };
  });
}

/** The head of `route` as the prerendered HTML has it, without running the app. */
async function prerenderedHead(route: string) {
  const context = await browser().newContext({ ...DESKTOP, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(baseUrl + route);
  const tags = await headTags(page);
  await context.close();
  return tags;
}

describe("doc footer", () => {
  it("shows when the page was last updated and links to its source for editing, in a new tab", async () => {
    const page = await browser().newPage(DESKTOP);
    const problems = watchConsole(page);
    await openHydrated(page, `${baseUrl}/docs/user/getting-started`);
    const expected = new Date(await committedAt("content/docs/user/getting-started.mdx"));
    const updated = page.getByText(/^Last updated on /);
    await expect(updated.textContent()).resolves.toBe(
      `Last updated on ${expected.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" })}`,
    );
    await expect(updated.locator("time").getAttribute("datetime")).resolves.toBe(expected.toISOString());

    const edit = page.getByRole("link", { name: "Edit this page" });
    await expect(edit.getAttribute("href")).resolves.toBe("https://github.com/palaver-chat/palaver-docs/edit/main/content/docs/user/getting-started.mdx");
    await expect(edit.getAttribute("target")).resolves.toBe("_blank");
    await expect(edit.getAttribute("rel")).resolves.toBe("noopener noreferrer");

    // Below the text, above the previous/next links, as in Docusaurus.
    const article = (await page.locator("main article").boundingBox())!;
    const footer = (await page.locator(".doc-footer").boundingBox())!;
    const pager = (await page.locator("nav.pager").boundingBox())!;
    expect(footer.y).toBeGreaterThanOrEqual(article.y + article.height);
    expect(pager.y).toBeGreaterThanOrEqual(footer.y + footer.height);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe("head tags after client-side navigation", () => {
  it("are those of the new page: canonical URL, og:url, description and breadcrumbs", async () => {
    const page = await browser().newPage(DESKTOP);
    await openHydrated(page, `${baseUrl}/docs/user/getting-started`);
    await markDocument(page);
    for (let step = 0; step < 2; step++) {
      const from = new URL(page.url()).pathname;
      await page.locator("a.pager-next").click();
      await page.waitForFunction((previous) => location.pathname !== previous, from);
      const route = new URL(page.url()).pathname;
      // The URL changes before the new page's head is rendered: wait for its tags.
      await expect.poll(async () => (await headTags(page)).ogUrl).toEqual([`${siteUrl}${route}`]);
      const tags = await headTags(page);
      expect(tags).toEqual(await prerenderedHead(route));
      expect(tags.canonical).toEqual([`${siteUrl}${route}`]);
      expect(tags.ogUrl).toEqual(tags.canonical);
      expect(tags.breadcrumbs).toHaveLength(1);
      expect(tags.breadcrumbs[0].itemListElement.at(-1).item).toBe(tags.canonical[0]);
    }
    expect(await isSameDocument(page)).toBe(true);
    // The second page is a doc: its footer links to its own file.
    const route = new URL(page.url()).pathname;
    await expect(page.getByRole("link", { name: "Edit this page" }).getAttribute("href")).resolves.toBe(
      `https://github.com/palaver-chat/palaver-docs/edit/main/content${route}.mdx`,
    );
    await page.close();
  });
});
