// A Docusaurus site whose docs live beside its site folder and are served at the site's root
// (tests/fixtures/docusaurus/rooted), built unchanged and served with its own _headers: what its
// authors embed from other sites (an image, a live iframe, a footer written as HTML) is shown, not
// blocked by the Content-Security-Policy.
import { describe, expect, it } from "vitest";
import { useServedBuild } from "../support/served-build";
import { DESKTOP, openHydrated, useChromium, watchConsole } from "./chromium";

const site = useServedBuild({ content: "tests/fixtures/docusaurus/rooted/website", name: "docusaurus-rooted-dist" });
const browser = useChromium();

describe("a site with docs at its root", () => {
  it("shows the image and the frame a doc embeds from other sites, with no policy violation", async () => {
    const page = await browser().newPage(DESKTOP);
    const problems = watchConsole(page);
    const blocked: string[] = [];
    // The network here is closed: a request that leaves the browser fails to resolve, but one the
    // policy blocks never leaves it. Answering them here shows which ones the page was allowed to make.
    await page.route(/^https:\/\/(photos\.example\.net|gauges\.example\.org)\//, (route) =>
      route.fulfill(route.request().resourceType() === "image" ? { contentType: "image/svg+xml", body: '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"/>' } : { contentType: "text/html", body: "<p>4.2 m and rising</p>" }),
    );
    page.on("console", (message) => {
      if (/Content Security Policy/.test(message.text())) blocked.push(message.text());
    });
    await openHydrated(page, `${site.origin()}/guides/first-cast`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Your first cast");
    const image = page.getByRole("img", { name: "The harbour wall at first light" });
    await expect(image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true);
    const gauge = page.frameLocator('iframe[title="Live tide gauge, Pier 4"]');
    await expect(gauge.locator("p").textContent()).resolves.toBe("4.2 m and rising");
    await expect(page.locator("footer .mooring-badge").textContent()).resolves.toMatch(/Moored at\s+Pier 4/);
    expect(blocked).toEqual([]);
    expect(problems.filter((problem) => !problem.includes("Failed to load resource"))).toEqual([]);
    await page.close();
  });
});
