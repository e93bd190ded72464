// Pages outside the docs, as a reader meets them: the home page's top tasks, the byline on a page
// and the author page it leads to, and the contributors' guide linked from the footer.
import { describe, expect, inject, it } from "vitest";
import { DESKTOP, openHydrated, useChromium, watchConsole } from "./chromium";

const baseUrl = inject("baseUrl");
const browser = useChromium();

describe("the home page", () => {
  it("leads with the readers' top tasks, before the sections of the docs", async () => {
    const context = await browser().newContext(DESKTOP);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await openHydrated(page, `${baseUrl}/`);
    const headings = await page.locator("main").locator("h1, h2").allTextContents();
    expect(headings.slice(0, 5)).toEqual(["What do you need to do?", "Fix an error code", "Delete your account", "Get an API token", "Report a vulnerability"]);
    expect(headings.slice(5)).toEqual(["Use Palaver", "Build with the API", "Know the rules"]);
    const tasks = page.locator(".home-task-title a");
    expect(await tasks.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "/docs/category/issues",
      "/docs/user/account/deletion",
      "/docs/api/introduction#getting-a-token",
      "/docs/policies/securityrep#how-to-report-a-vulnerability",
    ]);
    // The tagline is gone: the first thing under the title is the tasks' intro, then the tasks.
    expect(await page.locator("main p").first().textContent()).toBe("Start with what brings most people here, or pick a part of the docs below.");

    await page.getByRole("link", { name: "ERR003: doing that too often" }).click();
    await page.waitForURL(`${baseUrl}/docs/user/issues/err003`);
    await expect.poll(() => page.locator("main h1").textContent()).toBe("ERR003: You're doing that too often");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("authors", () => {
  it("a page's byline leads to its author, whose page lists what they wrote", async () => {
    const context = await browser().newContext(DESKTOP);
    const page = await context.newPage();
    await openHydrated(page, `${baseUrl}/docs/user/security/report`);
    const byline = page.locator(".page-byline");
    expect(await byline.textContent()).toBe("Written by Kofi Mensah (Security lead)");
    await byline.getByRole("link", { name: "Kofi Mensah" }).click();
    await page.waitForURL(`${baseUrl}/blog/authors/kofi`);
    await expect.poll(() => page.locator("main h1").textContent()).toBe("Kofi Mensah");
    const listed = await page.locator(".author-pages li > a").allTextContents();
    expect(listed).toEqual(["Keep your account secure", "Report a security problem", "Security reporting policy"]);

    await openHydrated(page, `${baseUrl}/docs/user/getting-started`);
    expect(await page.locator(".page-byline").textContent()).toBe("Written by Mira Veldhuis (Project lead) and Inès Aubert (Documentation lead)");
    await openHydrated(page, `${baseUrl}/blog/authors/ines`);
    const ines = await page.locator(".author-pages li > a").allTextContents();
    expect(ines[0]).toBe("Getting started with Palaver");
    expect(ines.at(-1)).toBe("Writing for Palaver Docs");
    await context.close();
  });
});

describe("the contributors' guide", () => {
  it("is linked from the footer, and sends contributors to the docs repository", async () => {
    const context = await browser().newContext(DESKTOP);
    const page = await context.newPage();
    await openHydrated(page, `${baseUrl}/docs/user/account/deletion`);
    await page.locator("footer").getByRole("link", { name: "Writing for Palaver Docs" }).click();
    await page.waitForURL(`${baseUrl}/markdown-page`);
    await expect.poll(() => page.locator("main h1").textContent()).toBe("Writing for Palaver Docs");
    expect(await page.getByRole("link", { name: "source repository" }).getAttribute("href")).toBe("https://github.com/palaver-chat/palaver-docs");
    await context.close();
  });
});
