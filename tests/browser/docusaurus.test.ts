// A Docusaurus-shaped site (tests/fixtures/docusaurus/content), built unchanged and read in
// Chromium: .md pages, imported components, data and partials, static and relative images,
// admonitions, highlighted code, and links that lead where Docusaurus would send them.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useServedBuild } from "../support/served-build";
import { DESKTOP, openHydrated, useChromium, watchConsole } from "./chromium";

const site = useServedBuild({ content: "tests/fixtures/docusaurus/content", name: "docusaurus-dist" });
const browser = useChromium();

const open = (page: Page, route: string) => openHydrated(page, site.origin() + route);
const article = (page: Page) => page.locator("article.markdown");

/** Whether every image in the article has loaded with pixels. */
const imagesLoaded = (page: Page) =>
  article(page)
    .locator("img")
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0));

describe("a Docusaurus site built unchanged", () => {
  it("shows a front-matter-less .md page with its own heading as the title, its HTML and its static image", async () => {
    const page = await browser().newPage(DESKTOP);
    const errors = watchConsole(page);
    await open(page, "/docs/intro");
    await expect(article(page).locator("h1").allTextContents()).resolves.toEqual(["Welcome to Lanternfish"]);
    await expect(page.title()).resolves.toMatch(/^Welcome to Lanternfish/);
    await expect(article(page).getByRole("img", { name: "The Lanternfish logo, a yellow lantern" }).getAttribute("src")).resolves.toBe("/img/lantern.png");
    await expect.poll(() => imagesLoaded(page)).toEqual([true]);
    await expect(article(page).textContent()).resolves.not.toContain("TODO(maintainers)");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("renders the components, JSON data and partials a page imports, and its toc export", async () => {
    const page = await browser().newPage(DESKTOP);
    const errors = watchConsole(page);
    await open(page, "/docs/getting-started/configure");
    await expect(article(page).getByText("Lanternfish knows 2 stations out of the box.").count()).resolves.toBe(1);
    await expect(article(page).locator("figure.tide-chart figcaption").textContent()).resolves.toBe("Depth at North Mole");
    await expect(article(page).locator("figure.tide-chart li").count()).resolves.toBe(4);
    const tip = article(page).getByRole("complementary", { name: "Several buoys" });
    await expect(tip.textContent()).resolves.toContain("Each table gets its own id.");
    const license = article(page).getByRole("complementary", { name: "License" });
    // The component's CSS module: its scoped class, and its rule applied.
    const badge = license.locator('span[class^="badge_"]');
    await expect(badge.textContent()).resolves.toBe("MIT");
    await expect(badge.evaluate((element) => getComputedStyle(element).fontWeight)).resolves.toBe("700");
    await expect(article(page).locator("ul.toc-list a").allInnerTexts()).resolves.toEqual(["Station data", "Shared steps", "Check the log", "lanternfish.toml reference"]);
    await expect(article(page).locator("ul.toc-list code").textContent()).resolves.toBe("lanternfish.toml");
    expect(errors).toEqual([]);
    // The page's table of contents has the partial's heading too, and it leads there. (Scrolling
    // brings the site's own footer links into view, whose pages this fixture does not have.)
    const toc = page.getByRole("navigation", { name: "Table of contents", exact: true });
    await expect(toc.getByRole("link").allInnerTexts()).resolves.toEqual(["Station data", "Shared steps", "Check the log", "lanternfish.toml reference"]);
    await toc.getByRole("link", { name: "Check the log" }).click();
    await page.waitForURL(/#check-the-log$/);
    await expect.poll(() => page.locator("#check-the-log").evaluate((heading) => Math.round(heading.getBoundingClientRect().top) < 200)).toBe(true);
    // Reached by client-side navigation, the page brings its CSS module's rules too.
    await open(page, "/docs/intro");
    await page.evaluate(() => (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate("/docs/getting-started/configure"));
    const navigated = article(page).locator('span[class^="badge_"]');
    await expect.poll(() => navigated.count()).toBe(1);
    await expect(navigated.evaluate((element) => getComputedStyle(element).fontWeight)).resolves.toBe("700");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("highlights jsx and graphql, marks magic-comment lines, numbers lines and loads an image beside the page", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/docs/reference/code");
    const jsx = article(page).locator("pre.language-jsx");
    await expect(jsx.locator(".token.keyword").first().textContent()).resolves.toBe("export");
    await expect(jsx.locator(".highlight-line").allInnerTexts()).resolves.toEqual(["  const deep = depth > 1.5;\n"]);
    await expect(jsx.textContent()).resolves.not.toContain("highlight-next-line");
    await expect(article(page).locator("pre.language-graphql .highlight-line").count()).resolves.toBe(3);
    // Unknown languages are plain text, whole.
    await expect(article(page).locator("code.language-mermaid").first().textContent()).resolves.toBe("graph LR; Buoy --> Lanternfish\n");
    await expect(article(page).getByText("Nested with more colons on the outside.").count()).resolves.toBe(1);

    await open(page, "/docs/getting-started/install");
    const numbers = await article(page).locator("pre .line-number").evaluateAll((lines) => lines.map((line) => getComputedStyle(line, "::before").content));
    expect(numbers).toEqual(['"3"', '"4"']);
    await expect(article(page).locator(".code-block-title").textContent()).resolves.toBe("install.sh");
    await expect(article(page).getByRole("img", { name: "High and low tide" }).getAttribute("src")).resolves.toMatch(/^\/assets\/images\/tide-diagram-[0-9a-f]{8}\.png$/);
    await expect.poll(() => imagesLoaded(page)).toEqual([true]);
    await page.close();
  });

  it("follows file links, URL-relative links and /docs/next/ links to their pages", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/docs/reference/links");
    await article(page).getByRole("link", { name: "install" }).click();
    await page.waitForURL(`${site.origin()}/docs/getting-started/install#reqs`);
    await expect.poll(() => article(page).locator("h1").allTextContents()).toEqual(["Install Lanternfish"]);

    await open(page, "/docs/reference/links");
    await article(page).getByRole("link", { name: "the heading-only page" }).click();
    await page.waitForURL(`${site.origin()}/docs/reference/only-heading`);
    await expect.poll(() => article(page).locator("h1").allTextContents()).toEqual(["Only a heading"]);

    await open(page, "/docs/reference/links");
    await article(page).getByRole("link", { name: "welcome (next)" }).click();
    await page.waitForURL(`${site.origin()}/docs/intro`);
    await expect.poll(() => article(page).locator("h1").allTextContents()).toEqual(["Welcome to Lanternfish"]);
    await page.close();
  });

  it("shows a CommonMark page's HTML as HTML and its braces as text", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/docs/reference/plain-markdown");
    await expect(article(page).locator("b").textContent()).resolves.toBe("inline HTML");
    await expect(article(page).locator("div.callout").textContent()).resolves.toBe("A raw HTML block.");
    await expect(article(page).textContent()).resolves.toContain("{curly braces} are text");
    // An HTML anchor without href is a link target, not a link to the page itself.
    await expect(article(page).locator('a[name="old-anchor"]').getAttribute("href")).resolves.toBeNull();
    await page.close();
  });
});
