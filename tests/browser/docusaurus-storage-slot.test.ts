// A Docusaurus site's component keeping the reader's choice in a storage slot of
// @docusaurus/theme-common (useStorageSlot), around MDX it wraps in @theme/MDXContent (wasp's
// language switch; both were missing: the build stopped, then the page failed to render). Fixture:
// tests/fixtures/docusaurus/storage-slot-site.
import { describe, expect, it } from "vitest";
import { useServedBuild } from "../support/served-build";
import { DESKTOP, openHydrated, useChromium, watchConsole } from "./chromium";

const site = useServedBuild({ content: "tests/fixtures/docusaurus/storage-slot-site", name: "docusaurus-storage-slot-dist" });
const browser = useChromium();

describe("useStorageSlot and @theme/MDXContent", () => {
  it("render the page, keep the reader's choice in localStorage across a reload, and show the MDX they wrap", async () => {
    const context = await browser().newContext(DESKTOP);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await openHydrated(page, `${site.origin()}/docs/timers`);
    const switcher = page.locator(".language-switch");
    // Nothing stored: the component's own default, as the server rendered it.
    await expect.poll(() => switcher.locator("strong").first().textContent()).toBe("TypeScript");
    await expect.poll(() => switcher.locator("p strong", { hasText: "the lamp's number" }).count()).toBe(1);
    await switcher.getByRole("button", { name: "Switch to JavaScript" }).click();
    await expect.poll(() => switcher.locator("strong").first().textContent()).toBe("JavaScript");
    expect(await page.evaluate(() => localStorage.getItem("lantern-language"))).toBe("js");
    await openHydrated(page, `${site.origin()}/docs/timers`);
    await expect.poll(() => page.locator(".language-switch strong").first().textContent()).toBe("JavaScript");
    expect(problems).toEqual([]);
    await context.close();
  });
});
