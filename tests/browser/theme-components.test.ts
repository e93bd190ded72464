// Docusaurus theme components on a Docusaurus-shaped fixture (tests/fixtures/docusaurus/theme):
// tabs by keyboard and mouse, tab groups kept in step on a page and across pages, the query
// string, the copy button, BrowserOnly, Head, Link, and axe on a page that uses them all.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useServedBuild } from "../support/served-build";
import { DESKTOP, MOBILE, axeViolations, isSameDocument, layoutShiftWhileLoading, markDocument, openHydrated, useChromium, watchConsole } from "./chromium";

const site = useServedBuild({ content: "tests/fixtures/docusaurus/theme", name: "theme-dist" });
const browser = useChromium();

const open = (page: Page, route: string) => openHydrated(page, site.origin() + route);
const group = (page: Page, index: number) => page.locator(".tabs-container").nth(index);
const selectedTab = (page: Page, index: number) => group(page, index).locator('[role="tab"][aria-selected="true"]').textContent();
const visiblePanel = (page: Page, index: number) => group(page, index).locator('[role="tabpanel"]:not([hidden])').innerText();

describe("tabs", () => {
  it("are operated from the keyboard: one Tab stop, arrow keys, Home and End select", async () => {
    const page = await browser().newPage(DESKTOP);
    const problems = watchConsole(page);
    await open(page, "/docs/intro");
    const tabs = group(page, 2).getByRole("tab");
    await expect(tabs.evaluateAll((all) => all.map((tab) => tab.getAttribute("tabindex")))).resolves.toEqual(["0", "-1", "-1"]);
    await group(page, 2).getByRole("tab", { name: "kettle.yaml" }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("kettle.json");
    expect(await selectedTab(page, 2)).toBe("kettle.json");
    expect(await visiblePanel(page, 2)).toContain('"theme": "dusk"');
    await page.keyboard.press("End");
    expect(await selectedTab(page, 2)).toBe("Environment");
    await page.keyboard.press("ArrowRight");
    expect(await selectedTab(page, 2)).toBe("kettle.yaml");
    await page.keyboard.press("ArrowLeft");
    expect(await selectedTab(page, 2)).toBe("Environment");
    await page.keyboard.press("Home");
    expect(await selectedTab(page, 2)).toBe("kettle.yaml");
    // The panel is labelled by its tab, and Tab leaves the tab list for the panel's content.
    const panel = group(page, 2).locator('[role="tabpanel"]:not([hidden])');
    await expect(panel.getAttribute("aria-labelledby")).resolves.toBe(await group(page, 2).getByRole("tab", { name: "kettle.yaml" }).getAttribute("id"));
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest('[role="tabpanel"]') !== null)).toBe(true);
    // A group without groupId changed nothing else, and values' attributes reach the tab.
    expect(await selectedTab(page, 0)).toBe("Linux");
    await expect(group(page, 2).locator(".tab-env").textContent()).resolves.toBe("Environment");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("keeps every group of a groupId in step, and remembers the choice on the next page and after a reload", async () => {
    const context = await browser().newContext(DESKTOP);
    const page = await context.newPage();
    await open(page, "/docs/intro");
    expect(await selectedTab(page, 0)).toBe("Linux");
    await group(page, 0).getByRole("tab", { name: "macOS" }).click();
    expect(await selectedTab(page, 1)).toBe("macOS");
    expect(await visiblePanel(page, 1)).toContain("which kettle");
    expect(await page.evaluate(() => localStorage.getItem("docusaurus.tab.operating-systems"))).toBe("mac");
    // The first group has queryString: the choice is in the URL too, without a navigation.
    await markDocument(page);
    expect(new URL(page.url()).searchParams.get("operating-systems")).toBe("mac");
    expect(await isSameDocument(page)).toBe(true);

    // The second group chooses for the first as well.
    await group(page, 1).getByRole("tab", { name: "Windows" }).click();
    expect(await selectedTab(page, 0)).toBe("Windows");

    await page.getByRole("link", { name: "brew your first site" }).click();
    await page.waitForURL(`${site.origin()}/docs/guides/brewing`);
    expect(await isSameDocument(page)).toBe(true);
    await expect.poll(() => selectedTab(page, 0)).toBe("Windows");
    expect(await visiblePanel(page, 0)).toContain("On Windows");

    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    await expect.poll(() => selectedTab(page, 0)).toBe("Windows");

    // Another page of the same browser follows a choice made here.
    const other = await context.newPage();
    await openHydrated(other, `${site.origin()}/docs/intro`);
    await group(page, 0).getByRole("tab", { name: "Linux" }).click();
    await expect.poll(() => selectedTab(other, 1)).toBe("Linux");
    await context.close();
  });

  it("keeps the tab bar the reader clicked in place when a group above it changes height", async () => {
    const page = await browser().newPage({ ...DESKTOP, viewport: { width: 1280, height: 500 } });
    await open(page, "/docs/intro");
    // As in a browser without scroll anchoring (Chromium's would hide the difference).
    await page.addStyleTag({ content: "* { overflow-anchor: none !important; }" });
    const tabList = group(page, 1).getByRole("tablist");
    await tabList.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    const before = await tabList.evaluate((element) => element.getBoundingClientRect().top);
    const heightBefore = await group(page, 0).evaluate((element) => element.getBoundingClientRect().height);
    await group(page, 1).getByRole("tab", { name: "Windows" }).click();
    // The group above did change height (it follows the choice)…
    expect(await group(page, 0).evaluate((element) => element.getBoundingClientRect().height)).toBeLessThan(heightBefore - 20);
    // …and the clicked tab bar stayed under the pointer.
    expect(Math.abs((await tabList.evaluate((element) => element.getBoundingClientRect().top)) - before)).toBeLessThan(2);
    await page.close();
  });

  it("opens the tab the query string names, for its whole group", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/docs/intro?operating-systems=win");
    await expect.poll(() => selectedTab(page, 0)).toBe("Windows");
    expect(await selectedTab(page, 1)).toBe("Windows");
    // A value that is not one of the tabs is ignored.
    await open(page, "/docs/guides/brewing?flavour=bitter");
    expect(await selectedTab(page, 1)).toBe("Plain");
    await page.close();
  });

  it("renders only the open panel of a lazy group", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/docs/guides/brewing?flavour=spiced");
    await expect.poll(() => selectedTab(page, 1)).toBe("Spiced");
    await expect(group(page, 1).locator('[role="tabpanel"]').count()).resolves.toBe(1);
    await expect(group(page, 1).locator('[role="tabpanel"]').innerText()).resolves.toBe("Markdown with a pinch of JSX.");
    // A tab names its panel only when the panel exists.
    const dangling = await page.evaluate(() =>
      [...document.querySelectorAll('[role="tab"][aria-controls]')].filter((tab) => !document.getElementById(tab.getAttribute("aria-controls")!)).map((tab) => tab.textContent),
    );
    expect(dangling).toEqual([]);
    await expect(group(page, 1).getByRole("tab", { name: "Plain" }).getAttribute("aria-controls")).resolves.toBeNull();
    await expect(group(page, 1).getByRole("tablist").getAttribute("class")).resolves.toBe("tabs lazy-tabs");
    await group(page, 1).getByRole("tab", { name: "Nothing yet" }).click();
    await expect(group(page, 1).locator('[role="tabpanel"]').innerText()).resolves.toBe("Choose a flavour first.");
    await expect(group(page, 1).locator('[data-note="empty"]').textContent()).resolves.toBe("Nothing yet");
    expect(new URL(page.url()).searchParams.get("flavour")).toBe("none");
    await page.close();
  });

  it("shows the default tab without JavaScript", async () => {
    const context = await browser().newContext({ ...DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.origin()}/docs/intro`);
    expect(await visiblePanel(page, 0)).toContain("tar -xzf");
    expect(await group(page, 0).locator('[role="tabpanel"]:not([hidden])').count()).toBe(1);
    expect(await visiblePanel(page, 2)).toContain("site: Field notes");
    await context.close();
  });
});

describe("code blocks", () => {
  it("have a copy button, reached from the keyboard, that copies the block's text and announces it", async () => {
    const context = await browser().newContext(DESKTOP);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.origin() });
    const page = await context.newPage();
    await open(page, "/docs/guides/components");
    const frame = page.locator(".code-frame").first();
    await frame.locator("pre").focus();
    await page.keyboard.press("Tab");
    const button = frame.getByRole("button", { name: "Copy code to clipboard" });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => frame.getByRole("status").textContent()).toBe("Copied");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe('// The smallest useful config\nexport default {\n  notes: "./notes",\n  out: "./_site",\n};');

    // A <CodeBlock> from a string keeps its indentation; one computed at run time copies too.
    await page.locator(".code-frame").nth(1).hover();
    await page.locator(".code-frame").nth(1).getByRole("button", { name: "Copy code to clipboard" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe("export function Teapot({cups = 2}) {\n  return <p>Pouring {cups} cups</p>;\n}");
    await page.locator(".code-frame").nth(3).hover();
    await page.locator(".code-frame").nth(3).getByRole("button", { name: "Copy code to clipboard" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe("echo one\necho two\necho three");
    await context.close();
  });

  it("copies offline and without the Clipboard API, through the older copy command", async () => {
    const context = await browser().newContext(DESKTOP);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.origin() });
    const page = await context.newPage();
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined }));
    await open(page, "/docs/guides/components");
    await context.setOffline(true);
    const frame = page.locator(".code-frame").nth(2);
    await frame.hover();
    await frame.getByRole("button", { name: "Copy code to clipboard" }).click();
    await expect.poll(() => frame.getByRole("status").textContent()).toBe("Copied");
    // Read from another page of the browser, which still has the API.
    const reader = await context.newPage();
    await context.setOffline(false);
    await openHydrated(reader, `${site.origin()}/docs/intro`);
    await expect.poll(() => reader.evaluate(() => navigator.clipboard.readText())).toBe("kettle brew --watch");
    await context.close();
  });

  it("inside a tab panel too", async () => {
    const context = await browser().newContext(DESKTOP);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.origin() });
    const page = await context.newPage();
    await open(page, "/docs/intro");
    await group(page, 0).getByRole("tab", { name: "macOS" }).click();
    const frame = group(page, 0).locator('[role="tabpanel"]:not([hidden]) .code-frame');
    await frame.hover();
    await frame.getByRole("button", { name: "Copy code to clipboard" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe("brew install kettle-tools/tap/kettle");
    await context.close();
  });

  it("load no code-block or tab script on a page that has neither, and a page loads only the components it uses", async () => {
    const page = await browser().newPage(DESKTOP);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await open(page, "/docs/guides/without-imports");
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((script) => /\/(CodeFrame|CodeBlock|Tabs|TabItem)-/.test(script))).toEqual([]);
    expect(scripts.filter((script) => /\/(Admonition|Details)-/.test(script)).length).toBe(2);
    scripts.length = 0;
    await page.goto(`${site.origin()}/docs/intro`);
    await page.waitForSelector("html[data-hydrated]");
    await page.waitForLoadState("networkidle");
    // Its fences need the code blocks' frame, not @theme/CodeBlock's run-time code.
    expect(scripts.filter((script) => /\/(CodeFrame|Tabs|TabItem)-/.test(script)).length).toBe(3);
    expect(scripts.filter((script) => /\/CodeBlock-/.test(script))).toEqual([]);
    expect(scripts.filter((script) => /\/(Admonition|Details|Head|TOCInline)-/.test(script))).toEqual([]);
    await page.close();
  });
});

describe("other theme components", () => {
  it("runs BrowserOnly's children only in the browser, with the fallback in the prerendered page", async () => {
    const html = await (await fetch(`${site.origin()}/docs/guides/components`)).text();
    expect(html).toContain('<p data-testid="browser-only">Loading the viewport size…</p>');
    const page = await browser().newPage(DESKTOP);
    const problems = watchConsole(page);
    await open(page, "/docs/guides/components");
    await expect.poll(() => page.getByTestId("browser-only").textContent()).toBe("Your window is 1280 pixels wide.");
    expect(await page.getByTestId("dom").textContent()).toBe("Drawn in your browser.");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("writes Head's title and meta into the prerendered page, keeps them once in the browser, and takes them away on leaving", async () => {
    const html = await (await fetch(`${site.origin()}/docs/guides/components`)).text();
    expect(html).toContain("<title>Kettle components, all at once</title>");
    expect(html.match(/<meta name="kettle-test" content="from-head"\/>/g)).toHaveLength(1);
    const page = await browser().newPage(DESKTOP);
    await open(page, "/docs/guides/components");
    await expect.poll(() => page.title()).toBe("Kettle components, all at once");
    await expect(page.locator('head meta[name="kettle-test"]').getAttribute("content")).resolves.toBe("from-head");
    expect(await page.locator('head meta[name="kettle-test"]').count()).toBe(1);
    // Leaving the page takes them away.
    await page.getByRole("link", { name: "Back to the start" }).click();
    await page.waitForURL(`${site.origin()}/docs/intro`);
    await expect.poll(() => page.locator('head meta[name="kettle-test"]').count()).toBe(0);
    expect(await page.title()).not.toBe("Kettle components, all at once");
    await page.close();
  });

  it("follows a Link without reloading, opens other sites in a new tab, and resolves useBaseUrl", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/docs/guides/components");
    await expect(page.getByRole("link", { name: "Kettle's home" }).getAttribute("target")).resolves.toBe("_blank");
    expect(await page.getByTestId("base-url").textContent()).toBe("/img/logo.svg");
    expect(await page.getByTestId("site-title").textContent()).toBeTruthy();
    await expect(page.locator("img.themed-image").getAttribute("src")).resolves.toBe("/img/logo.svg");
    // IdealImage: the image published as it is, from `require` and from an import alike, loaded lazily.
    const ideal = page.locator("img.ideal-image");
    await expect(ideal.evaluateAll((images) => images.map((img) => [img.getAttribute("alt"), img.getAttribute("loading"), img.getAttribute("src"), img.className]))).resolves.toEqual([
      ["The kettle's pressure gauge", "lazy", expect.stringMatching(/^\/assets\/images\/kettle-gauge-[0-9a-f]+\.png$/), "ideal-image"],
      ["The gauge again, imported", "lazy", expect.stringMatching(/^\/assets\/images\/kettle-gauge-[0-9a-f]+\.png$/), "ideal-image gauge-small"],
    ]);
    await ideal.first().scrollIntoViewIfNeeded();
    await expect.poll(() => ideal.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(30);
    await markDocument(page);
    await page.getByRole("link", { name: "Lazy tabs" }).click();
    await page.waitForURL(`${site.origin()}/docs/guides/brewing#lazy-tabs`);
    expect(await isSameDocument(page)).toBe(true);
    await page.close();
  });

  it("shows DocCard's cards (a category's leading to its first page) in Infima's columns and CodeInline's code, and follows a card without reloading", async () => {
    const page = await browser().newPage(DESKTOP);
    const problems = watchConsole(page);
    await open(page, "/docs/guides/components");
    const cards = page.locator("main .col a.card");
    await expect(cards.evaluateAll((links) => links.map((a) => [a.querySelector(".card-title")?.textContent, a.querySelector(".card-description")?.textContent, a.getAttribute("href")]))).resolves.toEqual([
      ["Brewing a site", "Tabs, synced and lazy.", "/docs/guides/brewing"],
      ["All guides", "2 items", "/docs/guides/without-imports"],
    ]);
    await expect(page.locator("main code.kettle-command").textContent()).resolves.toBe("kettle status");
    // Laid out with Infima's row and col--6, which the site's stylesheet carries: side by side, each half the row.
    const [first, second] = await cards.evaluateAll((links) => links.map((a) => a.getBoundingClientRect().toJSON() as DOMRect));
    expect(second.top).toBe(first.top);
    expect(second.left).toBeGreaterThan(first.right);
    expect(Math.abs(first.width - second.width)).toBeLessThan(1);
    await markDocument(page);
    await cards.nth(1).click();
    await page.waitForURL(`${site.origin()}/docs/guides/without-imports`);
    expect(await isSameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("lists the page's headings in TOCInline, within the default levels", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/docs/guides/components");
    const links = page.locator(".toc-inline a");
    await expect(links.allTextContents()).resolves.toEqual(["Code", "From a string", "Callouts & folds", "Pictures", "Links and useBaseUrl", "Only in the browser", "Server and browser"]);
    await expect(page.locator(".toc-inline > ul > li").first().locator("ul a").textContent()).resolves.toBe("From a string");
    await page.close();
  });
});

describe("layout stability", () => {
  it.each(["/docs/intro", "/docs/guides/components"])("%s does not shift while loading and hydrating its tabs and code blocks", async (route) => {
    const page = await browser().newPage(DESKTOP);
    expect(await layoutShiftWhileLoading(page, site.origin() + route)).toBeLessThan(0.01);
    await page.close();
  });
});

describe("accessibility", () => {
  it.each(["/docs/guides/components", "/docs/intro", "/docs/guides/brewing", "/docs/guides/without-imports"])("axe finds no violations on %s (desktop and mobile)", async (route) => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const page = await browser().newPage({ ...viewport, bypassCSP: true });
      await open(page, route);
      // Open the folds and show a copy button, so their content is checked too.
      await page.evaluate(() => document.querySelectorAll("details").forEach((details) => (details.open = true)));
      if (await page.locator(".code-frame pre").count()) await page.locator(".code-frame pre").first().focus();
      const violations = await axeViolations(page);
      expect(violations).toEqual([]);
      await page.close();
    }
  });
});
