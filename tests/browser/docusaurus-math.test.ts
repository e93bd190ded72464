// Math of a Docusaurus site (remark-math and rehype-katex in its config), as a reader sees it: drawn
// in KaTeX's fonts, which the site serves itself under its Content-Security-Policy, readable by
// assistive technology (KaTeX's MathML), and the same after a client-side navigation.
import { describe, expect, it } from "vitest";
import { useServedBuild } from "../support/served-build";
import { DESKTOP, axeViolations, markDocument, isSameDocument, openHydrated, useChromium, watchConsole } from "./chromium";

const site = useServedBuild({ content: "tests/fixtures/docusaurus/math-site", name: "docusaurus-math-dist" });
const browser = useChromium();

describe("math in a Docusaurus site", () => {
  it("is drawn in KaTeX's fonts from the site itself, under its Content-Security-Policy, with no console errors", async () => {
    const page = await browser().newPage(DESKTOP);
    const problems = watchConsole(page);
    const fonts: string[] = [];
    page.on("requestfinished", (request) => request.url().includes("KaTeX_") && fonts.push(new URL(request.url()).origin));
    await openHydrated(page, `${site.origin()}/docs/gear-ratios`);
    const display = page.locator(".katex-display").first();
    await expect(display.isVisible()).resolves.toBe(true);
    // KaTeX's fonts arrive (only those the page's symbols need), from this site.
    await expect.poll(() => page.evaluate(async () => (await document.fonts.ready, document.fonts.check("16px KaTeX_Main")))).toBe(true);
    await expect.poll(() => page.evaluate(() => [...document.fonts].some((face) => face.family.replace(/"/g, "") === "KaTeX_Math" && face.status === "loaded"))).toBe(true);
    expect(fonts.length).toBeGreaterThan(0);
    expect(new Set(fonts)).toEqual(new Set([site.origin()]));
    // A fraction is typeset as one (stacked), not as its TeX source.
    await expect(page.locator(".katex .mfrac").count()).resolves.toBeGreaterThan(0);
    // What is drawn is symbols; the TeX source is only in the MathML annotation.
    const drawn = await page.locator(".katex-html").allTextContents();
    expect(drawn.join(" ")).not.toMatch(/\\frac|\\ratio|\$/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("is readable by assistive technology and passes axe, and is typeset after a client-side navigation too", async () => {
    const page = await browser().newPage({ ...DESKTOP, bypassCSP: true });
    const problems = watchConsole(page);
    await openHydrated(page, `${site.origin()}/docs/gear-ratios`);
    await expect(page.locator(".katex-mathml math").count()).resolves.toBeGreaterThan(3);
    expect(await axeViolations(page)).toEqual([]);
    await markDocument(page);
    await page.getByRole("link", { name: "Cadence and speed" }).first().click();
    await expect.poll(() => page.locator("main h1").textContent()).toBe("Cadence and speed");
    expect(await isSameDocument(page)).toBe(true);
    await expect(page.locator("main .theme-admonition .katex-display").count()).resolves.toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });
});
