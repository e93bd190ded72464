// A plain-Markdown Docusaurus 3 site as real projects lay it out (website/ beside the
// repository's docs/, a config reading the repository's files), built unchanged: its navbar's
// pathname:// link, icon-only item and own targets, its footer's HTML items, and a doc in no
// sidebar shown without one.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { useServedBuild } from "../support/served-build";
import { DESKTOP, axeViolations, openHydrated, useChromium, watchConsole } from "./chromium";

const site = useServedBuild({ content: "tests/fixtures/docusaurus/md-site/website", name: "docusaurus-md-site-dist" });
const browser = useChromium();

describe("a plain-Markdown Docusaurus site's frame", () => {
  it("links pathname:// items as plain paths of the site in this tab, and names an icon-only item", async () => {
    const page = await browser().newPage(DESKTOP);
    const problems = watchConsole(page);
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    await openHydrated(page, `${site.origin()}/docs/why`);
    const navbar = page.getByRole("navigation", { name: "Main" }).locator(".navbar-desktop");
    const sandbox = navbar.getByRole("link", { name: "Sandbox" });
    await expect(sandbox.getAttribute("href")).resolves.toBe("/sandbox/");
    await expect(sandbox.getAttribute("target")).resolves.toBe("_self");
    // The site draws it as an icon with CSS this build does not load: its aria-label is its name, and shown.
    const source = navbar.getByRole("link", { name: "Source code" });
    await expect(source.isVisible()).resolves.toBe(true);
    await expect(source.getAttribute("href")).resolves.toBe("https://code.example.com/tallyho-dev/tallyho");
    // Docusaurus does not check pathname:// links: the build does not call /sandbox/ missing.
    expect(site.log()).not.toMatch(/does not have:.*\/sandbox/);
    // Nor does the page prefetch it as one of its pages (it is not one).
    await page.waitForTimeout(500);
    expect(requests.filter((url) => url.includes("sandbox"))).toEqual([]);
    // The site's /blog link leads to a part of a Docusaurus site this build does not render: its prefetch misses.
    expect(problems.filter((problem) => !problem.includes("Failed to load resource"))).toEqual([]);

    // Nor a pathname:// link in a page to a file written after the build (the site throws on broken
    // links): a plain link, not prefetched as a page.
    await openHydrated(page, `${site.origin()}/docs/next/why`);
    const csv = page.locator("article").getByRole("link", { name: "every chapter count as CSV" });
    await expect(csv.getAttribute("href")).resolves.toBe("/exports/counts.csv");
    expect(site.log()).not.toMatch(/counts\.csv/);
    await csv.hover();
    await page.waitForTimeout(500);
    expect(requests.filter((url) => url.includes("counts"))).toEqual([]);
    await page.close();
  });

  it("shows the footer's HTML items and its pathname:// link", async () => {
    const page = await browser().newPage(DESKTOP);
    await openHydrated(page, `${site.origin()}/docs/why`);
    const footer = page.locator("footer.footer");
    const badge = footer.getByRole("link", { name: "Hosted by Example Hosting" });
    await expect(badge.getAttribute("href")).resolves.toBe("https://hosting.example.net");
    await expect(badge.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true);
    await expect(footer.getByRole("link", { name: "Sandbox" }).getAttribute("href")).resolves.toBe("/sandbox/");
    await page.close();
  });

  it("shows a doc that is in no sidebar without an empty sidebar column, and one in a sidebar with it", async () => {
    const page = await browser().newPage(DESKTOP);
    await openHydrated(page, `${site.origin()}/docs/next/sharing`);
    await expect(page.locator(".doc-sidebar").count()).resolves.toBe(0);
    const article = await page.locator(".doc-content").boundingBox();
    // No 300-pixel empty column before the article.
    expect(article!.x).toBeLessThan(100);
    await page.getByRole("tab", { name: "yarn" }).click();
    await expect(page.getByRole("tabpanel").textContent()).resolves.toContain("yarn add --dev @acme/tallyho-settings");
    await openHydrated(page, `${site.origin()}/docs/next/why`);
    await expect(page.locator(".doc-sidebar").getByRole("link", { name: "Counting" }).isVisible()).resolves.toBe(true);
    await page.close();
  });

  it("marks the lines of the site's own magic comments, each kind its own colour, without the comments", async () => {
    // axe is an inline script: the page's policy would refuse it.
    const page = await browser().newPage({ ...DESKTOP, bypassCSP: true });
    await openHydrated(page, `${site.origin()}/docs/next/counting`);
    const block = page.locator("pre").filter({ hasText: "tally.countWords" });
    await expect(block.textContent()).resolves.not.toMatch(/diff-add|diff-remove|highlight-next-line/);
    const background = (selector: string) => block.locator(selector).evaluate((line) => getComputedStyle(line).backgroundColor);
    const removed = await background(".code-block-diff-remove-line");
    const added = await background(".code-block-diff-add-line");
    const highlighted = await background(".highlight-line");
    const plain = await block.locator(".code-line").first().evaluate((line) => getComputedStyle(line.parentElement!).backgroundColor);
    await expect(block.locator(".code-block-diff-remove-line").textContent()).resolves.toContain("tally.countWords(text)");
    await expect(block.locator(".code-block-diff-add-line").textContent()).resolves.toContain("tally.count(text)");
    // Three kinds of line, three colours, none the block's own.
    expect(new Set([removed, added, highlighted, plain]).size).toBe(4);
    expect((await axeViolations(page)).map((violation) => violation.id)).toEqual([]);
    await page.close();
  });

  it("lets a doc's picture from another site load: the Content-Security-Policy names its origin", async () => {
    const headers = fs.readFileSync(path.join(site.out, "_headers"), "utf8");
    expect(headers).toMatch(/img-src 'self' data: https:\/\/badges\.example\.net;/);
    const page = await browser().newPage(DESKTOP);
    const blocked: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/.test(message.text())) blocked.push(message.text());
    });
    await openHydrated(page, `${site.origin()}/docs`);
    await expect(page.getByRole("img", { name: "Build status" }).getAttribute("src")).resolves.toBe("https://badges.example.net/tallyho/main.svg?style=flat&label=build");
    // The network is closed here: the picture fails to arrive, but the policy did not stop it.
    await page.waitForTimeout(300);
    expect(blocked).toEqual([]);
    await page.close();
  });
});
