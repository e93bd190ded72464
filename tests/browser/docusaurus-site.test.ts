// Whose site it is comes from the content's own config: the fixture Docusaurus site, built
// unchanged, shows its title, navbar and footer (none of Palaver's), also after client-side
// navigation; Palaver's shipped site still shows its own.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { chromium, type Page } from "playwright-core";
import { useServedBuild } from "../support/served-build";
import { CHROMIUM_ARGS, DESKTOP, WITH_WORKER, axeViolations, isSameDocument, markDocument, openHydrated, useChromium, watchConsole } from "./chromium";

const fixture = useServedBuild({ content: "tests/fixtures/docusaurus/site", name: "docusaurus-site-dist" });
const palaverUrl = inject("baseUrl");
const browser = useChromium();

const navbarLinks = (page: Page) =>
  page
    .getByRole("navigation", { name: "Main" })
    .locator(".navbar-desktop a.navbar-link")
    .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute("href")]));

describe("a Docusaurus site's own frame", () => {
  it("shows the site's title, navbar, announcement and footer, and none of Palaver's", async () => {
    const page = await browser().newPage(DESKTOP);
    const problems = watchConsole(page);
    await openHydrated(page, `${fixture.origin()}/docs/intro`);
    await expect(page.title()).resolves.toBe("Welcome to Quillmate · Quillmate");
    await expect(page.locator(".navbar-brand").textContent()).resolves.toBe("Quillmate");
    await expect(page.locator(".navbar-brand img").getAttribute("alt")).resolves.toBe("Quillmate feather");
    await expect(navbarLinks(page)).resolves.toEqual([
      ["Tutorial", "/docs/intro"],
      ["Reference", "/docs/reference/cli"],
      ["Tags", "/docs/tags"],
      ["Source", "https://code.example.org/quillmate"],
      ["", "https://chat.quillmate.example.org"],
      ["Release feed", "https://feed.quillmate.example.org"],
      ["", "https://video.quillmate.example.org"],
      ["", "https://board.quillmate.example.org"],
    ]);
    await expect(page.getByRole("button", { name: "Community" }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("region", { name: "Announcement" }).textContent()).resolves.toContain("Quillmate 2.1 shipped");
    const footer = page.locator("footer.footer");
    await expect(footer.locator(".footer-title").allTextContents()).resolves.toEqual(["Learn", "Elsewhere"]);
    await expect(footer.getByRole("link", { name: "Sync guide" }).getAttribute("href")).resolves.toBe("/docs/guides/syncing");
    // A navbar icon the site's CSS draws (jitsi's GitHub link): an empty link named by its aria-label,
    // its class on the link; one the CSS does not draw shows its name.
    const chat = page.getByRole("navigation", { name: "Main" }).locator(".navbar-desktop").getByRole("link", { name: "Quillmate chat" });
    await expect(chat.textContent()).resolves.toBe("");
    await expect(chat.evaluate((link) => getComputedStyle(link, "::before").width)).resolves.toBe("20px");
    await expect(page.locator(".navbar-desktop").getByRole("link", { name: "Release feed" }).textContent()).resolves.toBe("Release feed");
    // One without an aria-label is named by its address, not left nameless.
    await expect(page.locator(".navbar-desktop").getByRole("link", { name: "https://video.quillmate.example.org" }).count()).resolves.toBe(1);
    // One with a title is named by it (its tooltip), as in Docusaurus: no aria-label of its address.
    const board = page.locator(".navbar-desktop").getByRole("link", { name: "Quillmate board" });
    await expect(board.getAttribute("title")).resolves.toBe("Quillmate board");
    await expect(board.getAttribute("aria-label")).resolves.toBeNull();
    await expect(board.textContent()).resolves.toBe("");
    // An item's aria-label names the link (openfga's footer of icon links), its className styles it.
    await expect(footer.getByRole("link", { name: "Quillmate on Mastodon" }).getAttribute("class")).resolves.toBe("qm-social");
    await expect(footer.textContent()).resolves.toMatch(/The Quillmate authors\. Made with stubborn optimism\./);
    // The site's stylesheet reaches the HTML its config puts in the footer (not the theme's frame).
    await expect(footer.locator(".qm-footer-mark").evaluate((mark) => getComputedStyle(mark).letterSpacing)).resolves.toBe("3px");
    await expect(footer.evaluate((element) => getComputedStyle(element).letterSpacing)).resolves.toBe("normal");
    await expect(page.locator("header, footer, .announcement").evaluateAll((parts) => parts.map((p) => p.textContent).join(" "))).resolves.not.toMatch(/Palaver/);
    // The site's static/ folder (its logo, its favicon) is published by another part of the build.
    expect(problems.filter((problem) => !problem.includes("Failed to load resource"))).toEqual([]);
    await page.close();
  });

  it("keeps the site's frame after client-side navigation to another version", async () => {
    const page = await browser().newPage(DESKTOP);
    await openHydrated(page, `${fixture.origin()}/docs/intro`);
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: /Docs version/ }).click();
    await page.locator(".navbar-desktop .dropdown-menu:not([hidden])").getByRole("link", { name: "Canary 🐤", exact: true }).click();
    await page.waitForURL(`${fixture.origin()}/docs/next/intro`);
    await expect.poll(() => page.locator(".doc-version-banner").textContent()).toContain("This is unreleased documentation for Quillmate Canary 🐤 version.");
    await expect(page.locator(".navbar-brand").textContent()).resolves.toBe("Quillmate");
    await expect(page.title()).resolves.toBe("Welcome to Quillmate · Quillmate");
    await page.close();
  });
});

describe("a Docusaurus site's own stylesheets (theme.customCss, a component's CSS import)", () => {
  it("styles the page's content as the site wrote it for the dark theme, and leaves this theme's frame alone", async () => {
    const page = await browser().newPage(DESKTOP);
    const problems = watchConsole(page);
    const images: number[] = [];
    page.on("response", (response) => new URL(response.url()).pathname.startsWith("/_site/quill-watermark-") && images.push(response.status()));
    await openHydrated(page, `${fixture.origin()}/docs/intro`);
    const callout = page.locator("main .qm-callout");
    // The dark theme's colours (the light theme's are overridden by them, as in Docusaurus's dark mode).
    await expect(callout.evaluate((el) => getComputedStyle(el).borderLeftColor)).resolves.toBe("rgb(185, 166, 242)");
    await expect(callout.evaluate((el) => getComputedStyle(el).borderLeftWidth)).resolves.toBe("4px");
    await expect(callout.evaluate((el) => getComputedStyle(el).backgroundImage)).resolves.toMatch(/\/_site\/quill-watermark-[0-9a-f]{8}\.svg/);
    await expect.poll(() => images).toEqual([200]);
    // Its rules for the light theme do not apply; those for Infima's navbar and footer cannot reach this theme's.
    await expect(callout.locator("strong").evaluate((el) => getComputedStyle(el).color)).resolves.not.toBe("rgb(45, 26, 102)");
    const frame = await page.evaluate(() => ({
      navbar: getComputedStyle(document.querySelector("header.navbar")!).backgroundColor,
      footer: getComputedStyle(document.querySelector("footer.footer")!).backgroundColor,
    }));
    expect(frame.navbar).not.toBe("rgb(255, 255, 255)");
    expect(frame.footer).not.toBe("rgb(244, 240, 255)");
    // A stylesheet a component imports (`import './sync-status.css'`) styles it the same way, and its
    // rule for Infima's navbar cannot dim this theme's either.
    const status = page.locator("main .qm-sync-status");
    await expect(status.evaluate((el) => getComputedStyle(el).borderTopStyle)).resolves.toBe("dashed");
    await expect(status.locator(".qm-sync-status__dot--stuck").evaluate((el) => getComputedStyle(el).backgroundColor)).resolves.toBe("rgb(248, 81, 73)");
    await expect(page.locator("header.navbar").evaluate((el) => getComputedStyle(el).opacity)).resolves.toBe("1");
    // The same after client-side navigation back to the page: the rules come with its module.
    await page.locator("main").getByRole("link", { name: "sync guide" }).click();
    await page.waitForURL(`${fixture.origin()}/docs/guides/syncing`);
    await page.goBack();
    await expect.poll(() => status.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe("dashed");
    // Nothing blocked (the stylesheet and its image are the site's own), nothing fetched from another host.
    expect(problems).toEqual([]);
    await page.close();

    const checked = await browser().newPage({ ...DESKTOP, bypassCSP: true });
    await openHydrated(checked, `${fixture.origin()}/docs/intro`);
    expect((await axeViolations(checked)).map((violation) => violation.id)).toEqual([]);
    await checked.close();
  });
});

describe("a Docusaurus site installed as an app", () => {
  it("is installable as itself, from the manifest made from its config", async () => {
    // Chromium never offers installation in an incognito-like context: use a real profile.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-install-"));
    const context = await chromium.launchPersistentContext(profile, { executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS, ...WITH_WORKER });
    try {
      const page = await context.newPage();
      await openHydrated(page, `${fixture.origin()}/docs/intro`);
      await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, { timeout: 30_000 });
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
      expect(installabilityErrors).toEqual([]);
      const { url } = await cdp.send("Page.getAppManifest");
      const manifest = await (await fetch(url)).json();
      expect(manifest).toMatchObject({ name: "Quillmate", short_name: "Quillmate" });
    } finally {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });
});

describe("Palaver's own frame", () => {
  it("still shows Palaver's title, navbar and footer, from the shipped content's config", async () => {
    const page = await browser().newPage(DESKTOP);
    await openHydrated(page, `${palaverUrl}/docs/user/getting-started`);
    await expect(page.title()).resolves.toMatch(/ — Palaver Docs$/);
    await expect(page.locator(".navbar-brand").textContent()).resolves.toBe("Palaver Docs");
    await expect(navbarLinks(page)).resolves.toEqual([
      ["User docs", "/docs/user/getting-started"],
      ["API", "/docs/api/introduction"],
      ["Policies", "/docs/policies/introduction"],
      // Its one docs version: a link to the docs, as Docusaurus draws a version dropdown of one.
      ["1.x", "/docs/user/getting-started"],
      ["Donate", "https://palaver.chat/donate"],
      ["Source", "https://github.com/palaver-chat/palaver"],
      ["Website", "https://palaver.chat"],
      ["Status", "https://status.palaver.chat"],
    ]);
    await expect(page.locator("footer.footer .footer-title").allTextContents()).resolves.toEqual(["Docs", "Community", "Legal"]);
    await expect(page.locator("footer.footer").textContent()).resolves.not.toMatch(/Quillmate/);
    await page.close();
  });
});

describe("<DocCardList /> on a category's page", () => {
  it("shows the category's cards on a first visit and after client-side navigation, with no hydration error", async () => {
    const page = await browser().newPage(DESKTOP);
    const problems = watchConsole(page);
    await openHydrated(page, `${fixture.origin()}/docs/next/guides`);
    const cardTitles = () => page.locator("main .card-grid .card-title").allTextContents();
    // Its own page among them, as its category's autogenerated items list it in Docusaurus too.
    await expect.poll(cardTitles).toEqual(["Syncing", "Resolving conflicts", "Guides", "Working offline"]);
    // Into the category's page from another page: the cards come with its route data.
    await page.locator("main .card-grid").getByRole("link", { name: /Working offline/ }).click();
    await page.waitForURL(`${fixture.origin()}/docs/next/guides/offline`);
    // The URL changes as the navigation commits; the new page renders a moment after.
    await expect.poll(cardTitles).toEqual(["Resolving conflicts", "Remotes"]);
    // The category's link (the first: the page is also one of its items).
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Guides", exact: true }).first().click();
    await page.waitForURL(`${fixture.origin()}/docs/next/guides`);
    await expect.poll(cardTitles).toEqual(["Syncing", "Resolving conflicts", "Guides", "Working offline"]);
    expect(problems.filter((problem) => !problem.includes("Failed to load resource"))).toEqual([]);
    await page.close();
  });
});

describe("useDocusaurusContext's siteConfig.themeConfig", () => {
  it("answers from the config on a first visit and after client-side navigation, and only pages that read it carry it", async () => {
    const page = await browser().newPage(DESKTOP);
    const problems = watchConsole(page);
    await openHydrated(page, `${fixture.origin()}/docs/next/guides/sync-remotes`);
    const address = page.locator("main code.qm-relay-address");
    await expect(address.textContent()).resolves.toBe("relay.quillmate.example:7443");
    await openHydrated(page, `${fixture.origin()}/docs/next/guides/syncing/how-sync-works`);
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Remotes", exact: true }).click();
    await page.waitForURL(`${fixture.origin()}/docs/next/guides/sync-remotes`);
    await expect.poll(() => address.textContent()).toBe("relay.quillmate.example:7443");
    expect(problems.filter((problem) => !problem.includes("Failed to load resource"))).toEqual([]);
    await page.close();
    // The config's themeConfig (navbar, footer, …) is in the data of the page that reads it only.
    const data = async (route: string) => (await fetch(`${fixture.origin()}/_data${route}.json`)).json() as Promise<{ themeConfig?: { relay?: unknown; navbar?: unknown } }>;
    const reader = await data("/docs/next/guides/sync-remotes");
    expect(reader.themeConfig?.relay).toEqual({ host: "relay.quillmate.example", port: 7443 });
    expect(reader.themeConfig?.navbar).toMatchObject({ title: "Quillmate" });
    expect(await data("/docs/next/guides/syncing/how-sync-works")).not.toHaveProperty("themeConfig");
  });
});

describe("a Markdown partial a page imports", () => {
  it("renders with the site's components, as Docusaurus's MDX provider has it: its npm2yarn tabs, its code blocks' copy button, its links followed in the app", async () => {
    const page = await browser().newPage(DESKTOP);
    const problems = watchConsole(page);
    await openHydrated(page, `${fixture.origin()}/docs/next/getting-started/first-note`);
    const partial = page.locator("main article");
    // The site's converters, as on its install page.
    await expect(partial.getByRole("tab").allTextContents()).resolves.toEqual(["npm", "pnpm", "Yarn", "Volta"]);
    await partial.getByRole("tab", { name: "Yarn" }).click();
    await expect.poll(() => partial.locator('[role="tabpanel"]:not([hidden])').first().textContent()).toMatch(/^yarn global add quillmate-sync/);
    await expect(partial.locator(".code-frame", { hasText: "quillmate-sync --once" }).getByRole("button", { name: /copy/i }).count()).resolves.toBe(1);
    await markDocument(page);
    await partial.getByRole("link", { name: "how sync works" }).click();
    await page.waitForURL(`${fixture.origin()}/docs/next/guides/syncing/how-sync-works`);
    expect(await isSameDocument(page)).toBe(true);
    expect(problems.filter((problem) => !problem.includes("Failed to load resource"))).toEqual([]);
    await page.close();
  });
});

describe("remark plugins of the site's config that run here (npm2yarn, tab blocks)", () => {
  it("shows npm2yarn blocks as tabs that switch together (sync) and are remembered, by keyboard too", async () => {
    const context = await browser().newContext(DESKTOP);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await openHydrated(page, `${fixture.origin()}/docs/next/getting-started/install`);
    const groups = page.locator('[role="tablist"]');
    await expect(groups.count()).resolves.toBe(2);
    const selected = (i: number) => groups.nth(i).locator('[role="tab"][aria-selected="true"]').textContent();
    const shown = (i: number) => page.locator('[role="tabpanel"]:not([hidden])').nth(i).textContent();
    expect(await selected(0)).toBe("npm");
    expect(await shown(0)).toContain("npm install --global quillmate-cli");

    await groups.nth(0).getByRole("tab", { name: "Yarn" }).click();
    await expect.poll(() => selected(1)).toBe("Yarn");
    expect(await shown(0)).toContain("yarn global add quillmate-cli");
    expect(await shown(1)).toContain("yarn add --dev @quillmate/editor-plugin");

    // The arrow keys move along the tabs of the focused group, and the other group follows.
    await groups.nth(1).getByRole("tab", { name: "Yarn" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => selected(0)).toBe("Volta");
    expect(await shown(0)).toContain("volta install quillmate-cli");

    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    await expect.poll(() => selected(0)).toBe("Volta");
    expect(await selected(1)).toBe("Volta");
    expect(problems.filter((problem) => !problem.includes("Failed to load resource"))).toEqual([]);
    await context.close();
  });

  it("shows tab blocks as one set of tabs, a spanned tab holding both of its blocks", async () => {
    const page = await browser().newPage(DESKTOP);
    await openHydrated(page, `${fixture.origin()}/docs/next/reference/config-file`);
    const tablist = page.getByRole("tablist");
    await expect(tablist.getByRole("tab").allTextContents()).resolves.toEqual(["Node.js", "TypeScript", "Shell"]);
    const shown = () => page.locator('[role="tabpanel"]:not([hidden])').textContent();
    expect(await shown()).toContain("sync.js");
    await tablist.getByRole("tab", { name: "TypeScript" }).click();
    await expect.poll(shown).toContain("sync.test.ts");
    expect(await shown()).toContain("const options: SyncOptions");
    await page.close();
  });
});

describe("the client-redirects plugin's redirects", () => {
  it("send a reader of an old address, or a link to one, on to the page it names", async () => {
    const page = await browser().newPage(DESKTOP);
    await page.goto(`${fixture.origin()}/get-started`);
    await page.waitForURL(`${fixture.origin()}/docs/intro`);
    await expect.poll(() => page.locator("main h1").textContent()).toBe("Welcome to Quillmate");
    // A link of a page to a redirect's address: followed in the app or by the browser, it arrives.
    await openHydrated(page, `${fixture.origin()}/docs/next/guides/offline`);
    await page.locator('main a[href="/docs/sync"]').click();
    await page.waitForURL(`${fixture.origin()}/docs/guides/syncing`);
    await expect.poll(() => page.locator("main h1").textContent()).toMatch(/sync/i);
    await page.close();
  });
});
