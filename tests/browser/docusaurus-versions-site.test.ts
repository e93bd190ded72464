// The four-version Docusaurus fixture in Chromium: the navbar's doc item ("Manual") and docSidebar
// item ("Workshop") follow the version being read, even after the reader chose another one in the
// version dropdown, and the chosen version only decides where they lead from pages outside the docs.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { useServedBuild } from "../support/served-build";
import { DESKTOP, openHydrated, useChromium } from "./chromium";

const site = useServedBuild({ content: "tests/fixtures/docusaurus/versions-site", name: "versions-site-dist" });
const browser = useChromium();

const open = (page: Page, route: string) => openHydrated(page, site.origin() + route);
const navbarLink = (page: Page, name: string) => page.getByRole("navigation", { name: "Main" }).locator(".navbar-desktop").getByRole("link", { name, exact: true });
const manual = (page: Page) => navbarLink(page, "Manual");

describe("the navbar's links to other hosts", () => {
  it("takes a protocol-relative href (`//host/x`) for another site's, not for a route of this one", async () => {
    const context = await browser().newContext(DESKTOP);
    const page = await context.newPage();
    await open(page, "/docs/welcome");
    const forum = navbarLink(page, "Forum");
    await expect(forum.getAttribute("href")).resolves.toBe("//forum.example.net/tinkerlog");
    await expect(forum.getAttribute("target")).resolves.toBe("_blank");
    await expect(forum.getAttribute("class")).resolves.toContain("navbar-link--external");
    await page.getByRole("navigation", { name: "Main" }).locator(".navbar-desktop").getByRole("button", { name: "Workbench" }).click();
    const parts = page.locator(".navbar-desktop .dropdown-menu:not([hidden])").getByRole("link", { name: "Parts list", exact: true });
    await expect(parts.getAttribute("href")).resolves.toBe("//parts.example.net/tinkerlog");
    await context.close();
  });
});

describe("the navbar's doc item across versions", () => {
  it("leads into the version being read, and into the chosen one from outside the docs", async () => {
    const context = await browser().newContext(DESKTOP);
    const page = await context.newPage();
    await open(page, "/docs/next/changes");
    await expect.poll(() => manual(page).getAttribute("href")).toBe("/docs/next/welcome");

    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: /Docs version/ }).click();
    await page.locator(".navbar-desktop .dropdown-menu:not([hidden])").getByRole("link", { name: "3.0.0 (legacy)", exact: true }).click();
    await page.waitForURL(`${site.origin()}/docs/3.0.0/changes`);
    await expect.poll(() => manual(page).getAttribute("href")).toBe("/docs/3.0.0/welcome");
    await expect(manual(page).getAttribute("class")).resolves.toContain("active");

    // The chosen version (3.0.0) is remembered, but a page of another version keeps its own.
    await open(page, "/docs/next/recipes/soldering");
    await expect.poll(() => manual(page).getAttribute("href")).toBe("/docs/next/welcome");
    await open(page, "/");
    await expect.poll(() => manual(page).getAttribute("href")).toBe("/docs/3.0.0/welcome");
    await expect(manual(page).getAttribute("class")).resolves.not.toContain("active");
    await context.close();
  });

  it("leads the docSidebar item to its sidebar's first page in the version the reader moves to", async () => {
    const context = await browser().newContext(DESKTOP);
    const page = await context.newPage();
    const workshop = () => navbarLink(page, "Workshop");
    await open(page, "/docs/next/tool-care");
    await expect.poll(() => workshop().getAttribute("href")).toBe("/docs/next/workbench");
    await expect(workshop().getAttribute("class")).resolves.toContain("active");

    // Client-side navigation into 4.x, whose workshop sidebar starts elsewhere.
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: /Docs version/ }).click();
    await page.locator(".navbar-desktop .dropdown-menu:not([hidden])").getByRole("link", { name: "4.x", exact: true }).click();
    await page.waitForURL(`${site.origin()}/docs/tool-care`);
    await expect.poll(() => workshop().getAttribute("href")).toBe("/docs/tool-list");
    await expect(workshop().getAttribute("class")).resolves.toContain("active");
    await workshop().click();
    await page.waitForURL(`${site.origin()}/docs/tool-list`);
    // The URL changes before the new page renders: wait for its heading.
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("The tool list");
    await context.close();
  });
});
