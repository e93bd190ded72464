// Pages readers can take with them: each doc page's Markdown at its URL plus `.md`, the Copy page
// button that puts it on the clipboard, and /llms.txt and /llms-full.txt, from the real build.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { builtRoutes } from "../support/built-routes";
import { DESKTOP, openHydrated, useChromium, watchConsole } from "./chromium";

const baseUrl = inject("baseUrl");
const distDir = inject("distDir");
const browser = useChromium();

/** Doc pages are the routes under /docs/ with a content file; category pages are lists of cards. */
const docRoutes = () => builtRoutes(distDir).filter((route) => route.startsWith("/docs/") && !route.includes("/category/"));

/** Text outside code: fenced blocks and inline code may show markup on purpose (the guide's examples). */
const prose = (markdown: string) => markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, "").replace(/`[^`\n]*`/g, "");

describe("Markdown versions of the doc pages", () => {
  it("exist for every doc page, start with its title and hold no JSX or HTML tags", async () => {
    const routes = docRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(39);
    const problems: string[] = [];
    for (const route of routes) {
      const response = await fetch(`${baseUrl}${route}.md`);
      if (response.status !== 200) {
        problems.push(`${route}.md: status ${response.status}`);
        continue;
      }
      const markdown = await response.text();
      const h1 = fs.readFileSync(path.join(distDir, `${route.slice(1)}.html`), "utf8").match(/<h1>([^<]*)<\/h1>/)?.[1].replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
      if (!markdown.startsWith(`# ${h1}\n`)) problems.push(`${route}.md: does not start with "# ${h1}"`);
      const tag = prose(markdown).match(/<\/?[A-Za-z][\w.-]*(\s[^>]*)?\/?>/);
      if (tag) problems.push(`${route}.md: markup ${tag[0]}`);
      if (/\]\(\.\.?\//.test(markdown) || /\]\([^)]*\.mdx\b/.test(markdown)) problems.push(`${route}.md: a relative or .mdx link`);
    }
    expect(problems).toEqual([]);
  });

  it("renders admonitions as blockquotes, tables as GFM tables and keeps code fences with their titles", async () => {
    const markdown = await (await fetch(`${baseUrl}/docs/user/issues/err004.md`)).text();
    expect(markdown).toContain("> **Not ERR004: too small or too long**\n>\n> ERR004 is only about");
    expect(markdown).toMatch(/^\| What you upload +\| Allowed formats +\| Maximum size +\| Other requirements +\|$/m);
    expect(markdown).toContain('```bash title="Shrink a photo and trim a track"\n# Resize a photo');
    expect(markdown).toContain("[upload limits](/docs/user/issues/err004#upload-limits)");
    expect(markdown).not.toContain("Direct link to");
  });
});

describe("llms.txt and llms-full.txt", () => {
  it("llms.txt names the site, then lists each section's pages with a line each", async () => {
    const text = await (await fetch(`${baseUrl}/llms.txt`)).text();
    const lines = text.split("\n");
    expect(lines[0]).toBe("# Palaver Docs");
    expect(lines[2]).toMatch(/^> \S/);
    expect(lines.filter((line) => line.startsWith("## "))).toEqual(["## User docs", "## API", "## Policies", "## Optional"]);
    const listed = lines.filter((line) => line.startsWith("- [")).map((line) => new URL(line.match(/\]\(([^)]+)\)/)![1]).pathname);
    for (const route of docRoutes()) expect(listed).toContain(`${route}.md`);
    expect(text).toMatch(/^- \[Delete your account\]\(\S+\/docs\/user\/account\/deletion\.md\): How to delete your Palaver account/m);
  });

  it("llms-full.txt holds every doc page's Markdown, in sidebar order", async () => {
    const full = await (await fetch(`${baseUrl}/llms-full.txt`)).text();
    const llms = await (await fetch(`${baseUrl}/llms.txt`)).text();
    const order = [...llms.matchAll(/^- \[[^\]]+\]\((\S+?)\.md\)/gm)].map((m) => new URL(m[1]).pathname);
    const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((m) => new URL(m[1]).pathname);
    expect(order.length).toBeGreaterThanOrEqual(39);
    expect(sources).toEqual(order);
    const deletion = await (await fetch(`${baseUrl}/docs/user/account/deletion.md`)).text();
    expect(full).toContain(deletion.split("\n").slice(1).join("\n").trim());
  });
});

describe("the Copy page button", () => {
  it("copies the page's Markdown to the clipboard and says so", async () => {
    const context = await browser().newContext(DESKTOP);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await openHydrated(page, `${baseUrl}/docs/user/account/deletion`);
    const button = page.getByRole("button", { name: "Copy page" });
    await button.click();
    await expect.poll(() => page.locator("#copy-page-status").textContent()).toBe("Page copied as Markdown");
    expect(await page.locator("#copy-page-status").getAttribute("role")).toBe("status");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const markdown = await (await fetch(`${baseUrl}/docs/user/account/deletion.md`)).text();
    expect(copied).toBe(markdown);
    expect(copied.startsWith("# Delete your account\n")).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("announces a failure and offers the Markdown link when the file can't be fetched", async () => {
    const context = await browser().newContext(DESKTOP);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    const page = await context.newPage();
    await openHydrated(page, `${baseUrl}/docs/user/issues/err002`);
    await page.route("**/*.md", (route) => route.fulfill({ status: 503, body: "down" }));
    await page.getByRole("button", { name: "Copy page" }).click();
    await expect.poll(() => page.locator("#copy-page-status").textContent()).toContain("Couldn't copy the page");
    expect(await page.locator("#copy-page-status a").getAttribute("href")).toBe("/docs/user/issues/err002.md");
    await context.close();
  });
});
