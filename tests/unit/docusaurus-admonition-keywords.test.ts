// A docs plugin's `admonitions` option: keywords of the site's own become boxes (info-styled, titled
// with the keyword unless the page gives a title), Docusaurus's types stay unless extendDefaults
// is false, and `admonitions: false` leaves every `:::name` as text.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as React from "react";
import * as ReactDOM from "react-dom";
import * as jsxRuntime from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { getMDXComponent } from "mdx-bundler/client/index.js";
import { compileMdx, compiledBody } from "~/lib/mdx.server";
import { scanContent } from "~/lib/content.server";
import { readSiteConfig } from "~/lib/content/site-config.server";
import { linkResolver } from "~/lib/mdx/link-targets.server";
import { doc, writeTree } from "./fixture-tree";

process.env.PALAVER_CACHE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-admonitions-cache-"));

const config = (admonitions: string) =>
  `module.exports = {\n  title: "Harbour Office",\n  url: "https://harbour.example.org",\n  baseUrl: "/",\n  presets: [["classic", { docs: {\n    admonitions: ${admonitions},\n  } }]],\n};\n`;

const PAGE = [
  ":::security",
  "",
  "Keep the gate code to yourself.",
  "",
  ":::",
  "",
  ":::release-note[Tide tables 2.0]",
  "",
  "Tables now cover the outer moorings.",
  "",
  ":::",
  "",
  ":::tip",
  "",
  "Book a berth a week ahead.",
  "",
  ":::",
  "",
  // The older title form, with the site's own keyword too.
  ":::release-note Fuel dock hours",
  "",
  "The fuel dock opens at seven from April.",
  "",
  ":::",
  "",
].join("\n");

const root = writeTree({ "docusaurus.config.js": config('{ keywords: ["security", "release-note"], extendDefaults: true }'), "docs/berths.md": doc("Berths", PAGE) });

/** The page's HTML and compile, built as the site at `site` builds it. */
async function render(site: string, rel: string) {
  process.env.CONTENT_DIR = site;
  const file = path.join(site, rel);
  const compiled = await compileMdx(file, fs.readFileSync(file, "utf8"), linkResolver(scanContent(site).model));
  return { compiled, html: renderToStaticMarkup(React.createElement(getMDXComponent(compiledBody(compiled).code, { React, ReactDOM, _jsx_runtime: jsxRuntime }))) };
}

describe("admonition keywords of the site's own", () => {
  it("are boxes titled with the keyword or the page's title, beside Docusaurus's own types", async () => {
    const { compiled, html } = await render(root, "docs/berths.md");
    const boxes = [...html.matchAll(/<aside class="([^"]+)" aria-label="([^"]+)"><p class="callout-heading">([^<]+)<\/p>/g)].map(([, classes, label, heading]) => ({ classes, label, heading }));
    expect(boxes).toEqual([
      { classes: "theme-admonition theme-admonition-security callout callout-info", label: "Security", heading: "Security" },
      { classes: "theme-admonition theme-admonition-release-note callout callout-info", label: "Tide tables 2.0", heading: "Tide tables 2.0" },
      { classes: "theme-admonition theme-admonition-tip callout callout-tip", label: "Tip", heading: "Tip" },
      { classes: "theme-admonition theme-admonition-release-note callout callout-info", label: "Fuel dock hours", heading: "Fuel dock hours" },
    ]);
    expect(html).not.toContain(":::");
    // No "is not an admonition type" notice for the site's keywords, and no "docs options not supported" warning.
    expect(compiled.notices ?? []).toEqual([]);
    expect(scanContent(root).warnings.map((w) => w.message).join("\n")).not.toMatch(/admonitions/);
  });

  it("reads extendDefaults: false and admonitions: false as Docusaurus does, naming options it does not know", async () => {
    const only = writeTree({ "docusaurus.config.js": config('{ keywords: ["security"], extendDefaults: false, tag: ":::" }'), "docs/berths.md": doc("Berths", PAGE) });
    const loaded = readSiteConfig(only);
    expect(loaded.docs.admonitions).toEqual({ keywords: ["security"], extendDefaults: false });
    // Only the keyword is a box; Docusaurus's tip is a directive no one took, said at its line.
    const { compiled, html } = await render(only, "docs/berths.md");
    expect([...html.matchAll(/<aside class="([^"]+)"/g)].map(([, classes]) => classes)).toEqual(["theme-admonition theme-admonition-security callout callout-info"]);
    expect(compiled.notices?.map((notice) => `${notice.line} ${notice.problem}`)).toEqual([
      expect.stringMatching(/^11 ":::release-note" is not an admonition type \(the site.s are security\)/),
      expect.stringMatching(/^17 ":::tip" is not an admonition type \(the site.s are security\)/),
    ]);
    expect(loaded.warnings.map((w) => w.message)).toEqual([expect.stringMatching(/docusaurus\.config\.js:\d+:\d+ docs admonitions options not supported here, left unused: tag /)]);
    expect(readSiteConfig(writeTree({ "docusaurus.config.js": config("false"), "docs/a.md": doc("A", "Text.") })).docs.admonitions).toBe(false);
  });
});
