// The API reference as a reader uses it: an endpoint page made from the API description, request
// examples in the language the reader picked on another page, and the description itself to download.
import { describe, expect, inject, it } from "vitest";
import { DESKTOP, openHydrated, useChromium, watchConsole } from "./chromium";

const baseUrl = inject("baseUrl");
const browser = useChromium();

describe("an endpoint page", () => {
  it("shows the method, path, parameters, examples in three languages, responses and errors from the description", async () => {
    const context = await browser().newContext(DESKTOP);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await openHydrated(page, `${baseUrl}/docs/api/account/login`);
    const operation = page.getByRole("region", { name: "POST /v1/account/login" });
    await expect(operation.locator(".api-method").textContent()).resolves.toBe("POST");
    const parameters = operation.locator("table").first();
    await expect(parameters.getByRole("row").filter({ hasText: "two_factor_code" }).textContent()).resolves.toContain("no");
    const tabs = operation.getByRole("tablist").first().getByRole("tab");
    await expect(tabs.allTextContents()).resolves.toEqual(["curl", "JavaScript", "Python"]);
    await expect(operation.getByRole("tabpanel").first().textContent()).resolves.toContain("curl -X POST https://api.palaver.chat/v1/account/login");
    const errors = operation.locator("table").last();
    await expect(errors.getByRole("row").filter({ hasText: "two_factor_required" }).textContent()).resolves.toMatch(/^401/);
    // The sections are the page's own headings: in the table of contents, with anchors.
    await expect(page.locator("h2#request").count()).resolves.toBe(1);
    await expect(page.locator('nav a[href="#errors"]').count()).resolves.toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("keeps the reader's example language on the next page, by link and after a reload", async () => {
    const context = await browser().newContext(DESKTOP);
    const page = await context.newPage();
    await openHydrated(page, `${baseUrl}/docs/api/account/login`);
    await page.getByRole("tab", { name: "Python" }).first().click();
    const visible = () => page.locator('[role="tabpanel"]:not([hidden])').first().textContent();
    await expect(visible()).resolves.toContain("import requests");
    await page.getByRole("navigation", { name: "Docs sidebar" }).getByRole("link", { name: "Search users" }).click();
    await page.waitForURL("**/docs/api/account/search");
    // The URL changes before the new page has rendered: wait for its panel, not the old page's.
    await expect.poll(visible).toContain("requests.get(");
    await openHydrated(page, `${baseUrl}/docs/api/account/delete-profilemusic`);
    await expect.poll(visible).toContain("requests.delete(");
    await context.close();
  });
});

describe("the API description", () => {
  it("is linked from the API introduction and served as JSON and YAML", async () => {
    const context = await browser().newContext(DESKTOP);
    const page = await context.newPage();
    await openHydrated(page, `${baseUrl}/docs/api/introduction`);
    for (const [name, parse] of [
      ["openapi.json", (text: string) => JSON.parse(text).openapi],
      ["openapi.yaml", (text: string) => /^openapi: (\S+)/m.exec(text)?.[1]],
    ] as const) {
      const href = await page.getByRole("link", { name, exact: true }).getAttribute("href");
      const response = await page.request.get(new URL(href!, baseUrl).href);
      expect(response.status()).toBe(200);
      expect(parse(await response.text())).toBe("3.1.0");
    }
    await context.close();
  });
});
