// The page frame: skip link, announcement, navbar, dropdowns, mobile menu, sidebar, TOC, footer.
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { DESKTOP, MOBILE, useChromium, openHydrated } from "./chromium";

const baseUrl = inject("baseUrl");
const browser = useChromium();

const open = (page: Page, route: string) => openHydrated(page, baseUrl + route);

const DOC = "/docs/user/account/deletion";

describe("skip link", () => {
  it("is the first focusable element, visible on focus, and moves focus to <main>", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, DOC);
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    await expect(focused.textContent()).resolves.toBe("Skip to main content");
    const box = (await focused.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press("Enter");
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe("MAIN");
    await page.close();
  });
});

describe("announcement bar", () => {
  it("closes, stays closed across reloads without a flash, and returns when the announcement changes", async () => {
    const context = await browser().newContext(DESKTOP);
    const page = await context.newPage();
    await open(page, "/");
    const bar = page.getByRole("region", { name: "Announcement" });
    await expect(bar.isVisible()).resolves.toBe(true);
    await bar.getByRole("button", { name: "Close" }).click();
    await expect(bar.count()).resolves.toBe(0);
    const stored = await page.evaluate(() => Object.entries(localStorage));
    expect(stored).toEqual([["palaver-announcement-dismissed", expect.any(String)]]);

    // Record every frame from the very start of the next load: the bar must never be painted.
    await context.addInitScript(() => {
      const w = window as unknown as { __barSeen: boolean };
      w.__barSeen = false;
      const check = () => {
        const el = document.querySelector<HTMLElement>(".announcement");
        if (el && el.offsetHeight > 0) w.__barSeen = true;
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
      new MutationObserver(() => {
        const el = document.querySelector<HTMLElement>(".announcement");
        if (el && el.offsetHeight > 0) w.__barSeen = true;
      }).observe(document, { subtree: true, childList: true });
    });
    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    await page.waitForTimeout(300);
    await expect(page.evaluate(() => (window as unknown as { __barSeen: boolean }).__barSeen)).resolves.toBe(false);

    await page.evaluate(() => localStorage.setItem("palaver-announcement-dismissed", "an-older-announcement"));
    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    await expect(page.getByRole("region", { name: "Announcement" }).isVisible()).resolves.toBe(true);
    await context.close();
  });
});

describe("colour mode", () => {
  it("is dark from the first frame, with no light flash", async () => {
    const context = await browser().newContext(DESKTOP);
    await context.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as { __firstFrame: string }).__firstFrame = getComputedStyle(document.documentElement).backgroundColor;
      });
    });
    const page = await context.newPage();
    await open(page, DOC);
    await expect(page.evaluate(() => (window as unknown as { __firstFrame: string }).__firstFrame)).resolves.toBe("rgb(18, 20, 26)");
    await context.close();
  });
});

describe("navbar", () => {
  it("has the logo, section links, external links in new tabs and a disabled colour toggle", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, DOC);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.locator("a.navbar-brand").getAttribute("href")).resolves.toBe("/");
    for (const href of ["/docs/user/getting-started", "/docs/api/introduction", "/docs/policies/introduction"]) {
      // The first: the docs version item (one version, a link) leads to the user docs too.
      await expect(nav.locator(`a[href="${href}"]`).first().isVisible()).resolves.toBe(true);
    }
    for (const label of ["Donate", "Source", "Website", "Status"]) {
      const link = nav.getByRole("link", { name: label });
      await expect(link.getAttribute("target")).resolves.toBe("_blank");
      await expect(link.getAttribute("rel")).resolves.toBe("noopener noreferrer");
      expect(await link.getAttribute("href")).toMatch(/^https:\/\//);
    }
    const toggle = nav.getByRole("button", { name: "Switch between dark and light mode (currently dark mode)" });
    await expect(toggle.isDisabled()).resolves.toBe(true);
    await expect(page.evaluate(() => [document.documentElement.dataset.theme, document.documentElement.lang])).resolves.toEqual(["dark", "en"]);
    await page.close();
  });

  it("dropdowns open on click and keyboard, close on Escape and outside click", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, DOC);
    // The docs version item is a link here (one version: docs-version-dropdown tests have two).
    for (const name of [/Language/]) {
      const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name });
      const menu = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
      await button.click();
      await expect(button.getAttribute("aria-expanded")).resolves.toBe("true");
      await expect(menu.isVisible()).resolves.toBe(true);
      await page.keyboard.press("Escape");
      await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
      await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-haspopup"))).resolves.toBe("true");

      await button.focus();
      await page.keyboard.press("ArrowDown");
      await expect(button.getAttribute("aria-expanded")).resolves.toBe("true");
      await expect(page.evaluate(() => document.activeElement?.classList.contains("dropdown-item"))).resolves.toBe(true);
      await page.mouse.click(640, 500);
      await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
    }
    await page.close();
  });

  it("hides while scrolling down and comes back when scrolling up", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/docs/api/account/set-profilebanner");
    const navbar = page.locator("header.navbar");
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => document.querySelector(".navbar")!.getBoundingClientRect().bottom <= 0);
    await page.mouse.wheel(0, -200);
    await page.waitForFunction(() => document.querySelector(".navbar")!.getBoundingClientRect().top >= 0);
    await expect(navbar.isVisible()).resolves.toBe(true);
    await page.close();
  });
});

describe("mobile menu", () => {
  async function openMenu(page: Page) {
    await page.getByRole("button", { name: "Toggle navigation bar" }).click();
    const dialog = page.getByRole("dialog", { name: "Navigation" });
    await dialog.waitFor();
    return dialog;
  }

  it("holds the navbar items and the docs sidebar, traps focus and locks scrolling", async () => {
    const page = await browser().newPage(MOBILE);
    await open(page, DOC);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "User docs" }).isVisible()).resolves.toBe(false);
    const dialog = await openMenu(page);
    await expect(dialog.getByRole("link", { name: "User docs" }).isVisible()).resolves.toBe(true);
    await expect(dialog.getByRole("navigation", { name: "Docs sidebar" }).locator(`a[href="${DOC}"]`).isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.toBe("hidden");
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
      expect(inside).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog.count()).resolves.toBe(0);
    await expect(page.evaluate(() => getComputedStyle(document.body).overflow)).resolves.not.toBe("hidden");
    await page.close();
  });

  it("closes on backdrop click, on navigation and when the window reaches 996 px", async () => {
    const page = await browser().newPage(MOBILE);
    await open(page, DOC);
    let dialog = await openMenu(page);
    await page.mouse.click(360, 400);
    await expect(dialog.count()).resolves.toBe(0);

    dialog = await openMenu(page);
    await dialog.getByRole("link", { name: "API" }).click();
    await page.waitForURL(`${baseUrl}/docs/api/introduction`);
    await expect.poll(() => dialog.count()).toBe(0);

    dialog = await openMenu(page);
    await page.setViewportSize({ width: 996, height: 740 });
    await expect.poll(() => dialog.count()).toBe(0);
    await page.close();
  });
});

describe("docs sidebar and table of contents", () => {
  it("expands the current page's category, marks its link and toggles categories", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/docs/user/chats/group-chats/information");
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
    const current = sidebar.locator('a[aria-current="page"]');
    await expect(current.getAttribute("href")).resolves.toBe("/docs/user/chats/group-chats/information");
    await expect(current.isVisible()).resolves.toBe(true);
    const issues = sidebar.getByRole("button", { name: /sidebar category 'Issues'/ });
    await expect(issues.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(sidebar.locator('a[href="/docs/user/issues/err001"]').isVisible()).resolves.toBe(false);
    await issues.click();
    await expect(issues.getAttribute("aria-expanded")).resolves.toBe("true");
    // A collapsed category's links arrive with the whole sidebar, fetched on expanding.
    await expect.poll(() => sidebar.locator('a[href="/docs/user/issues/err001"]').isVisible()).toBe(true);
    await page.close();
  });

  it("leaves collapsed categories' links out of the page and loads them on expanding", async () => {
    const page = await browser().newPage(DESKTOP);
    const html = await (await fetch(`${baseUrl}/docs/user/getting-started`)).text();
    const sidebarHtml = html.slice(html.indexOf('aria-label="Docs sidebar"'), html.indexOf("</nav>", html.indexOf('aria-label="Docs sidebar"')));
    expect(sidebarHtml).toContain('href="/docs/category/issues"');
    expect(sidebarHtml).not.toContain('href="/docs/user/issues/err001"');
    const placeholders: string[] = [];
    await page.route("**/_data/sidebars/current/userDocSidebar.json", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await open(page, "/docs/user/getting-started");
    page.on("console", () => undefined);
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
    await sidebar.getByRole("button", { name: /sidebar category 'Issues'/ }).click();
    // A slow load shows a placeholder (after the lazy-load delay), then the items.
    placeholders.push((await sidebar.getByRole("status").textContent({ timeout: 5_000 })) ?? "");
    await sidebar.locator('a[href="/docs/user/issues/err001"]').waitFor();
    expect(placeholders).toEqual(["Loading…"]);
    // The whole sidebar came once: other categories open at once.
    await sidebar.getByRole("button", { name: /sidebar category 'Showcase'/ }).click();
    await expect(sidebar.locator('a[href="/docs/user/showcase/gifs"]').isVisible()).resolves.toBe(true);
    await page.close();
  });

  it("lists h2–h3 headings and highlights the one in view while scrolling", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/docs/api/introduction");
    const toc = page.getByRole("navigation", { name: "Table of contents", exact: true });
    const links = toc.locator("a");
    expect(await links.count()).toBeGreaterThan(3);
    const ids = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")!.slice(1)));
    const levels = await page.evaluate((list) => list.map((id) => document.getElementById(id)?.tagName), ids);
    expect(new Set(levels)).toEqual(new Set(["H2", "H3"]));
    const target = ids[Math.floor(ids.length / 2)];
    await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), target);
    await expect.poll(() => toc.locator('a[aria-current="location"]').getAttribute("href")).toBe(`#${target}`);
    await page.close();
  });

  it("folds the table of contents above the page on mobile", async () => {
    const page = await browser().newPage(MOBILE);
    await open(page, "/docs/api/introduction");
    await expect(page.getByRole("navigation", { name: "Table of contents", exact: true }).isVisible()).resolves.toBe(false);
    const summary = page.locator("details.toc-mobile summary");
    await expect(summary.textContent()).resolves.toBe("On this page");
    await summary.click();
    await expect(page.getByRole("navigation", { name: "Table of contents (mobile)" }).locator("a").first().isVisible()).resolves.toBe(true);
    await page.close();
  });
});

describe("footer", () => {
  it("links the tutorial, community, network status and the four policies", async () => {
    const page = await browser().newPage(DESKTOP);
    await open(page, "/");
    const footer = page.locator("footer");
    const expected: [string, string][] = [
      ["Tutorial", "/docs/user/getting-started"],
      ["Network status", "https://status.palaver.chat"],
      ["Privacy policy", "/docs/policies/privacy"],
      ["Terms of service", "/docs/policies/tos"],
      ["Security notice", "/docs/policies/securityrep"],
      ["GDPR compliance", "/docs/policies/gdpr"],
    ];
    for (const [name, href] of expected) await expect(footer.getByRole("link", { name }).getAttribute("href")).resolves.toBe(href);
    await expect(footer.textContent()).resolves.toMatch(/Copyright © 2025 Palaver/);
    await page.close();
  });
});
