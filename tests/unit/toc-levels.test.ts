// A doc's table of contents shows the heading levels its front matter asks for, up to h6, as in
// Docusaurus (`toc_max_heading_level: 5`). Headings below h4 used to be left out of every page's TOC,
// whatever it asked (the Strapi docs' field reference lists its h5 options).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runBuild } from "../support/run-build";
import { writeTree } from "./fixture-tree";

describe("the levels a doc's table of contents shows", () => {
  it("go down to the front matter's toc_max_heading_level, h5 and h6 too, and no further than the site's default without it", async () => {
    const root = writeTree({
      "docusaurus.config.js": "module.exports = { title: 'Allotment', url: 'https://allotment.example.org', baseUrl: '/', presets: [['classic', { docs: {} }]] };\n",
      "docs/tools.md": [
        "---",
        "title: Tools",
        "toc_max_heading_level: 5",
        "---",
        "",
        "## Digging",
        "",
        "### Spades",
        "",
        "#### Border spades",
        "",
        "##### Child-sized spades",
        "",
        "###### Handles",
        "",
        "Ash or plastic.",
        "",
      ].join("\n"),
      "docs/seeds.md": "---\ntitle: Seeds\n---\n\n## Sowing\n\n### Under glass\n\n#### In trays\n\nKeep them warm.\n",
    });
    const out = `${root}-dist`;
    const result = await runBuild({ CONTENT_DIR: root, OUT_DIR: out, PALAVER_CACHE_DIR: `${root}-cache` });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    const tocOf = (rel: string) => {
      const nav = /<nav aria-label="Table of contents"[\s\S]*?<\/nav>/.exec(fs.readFileSync(path.join(out, rel), "utf8"))?.[0] ?? "";
      return [...nav.matchAll(/<a href="#[^"]+"[^>]*>([^<]+)<\/a>/g)].map((match) => match[1]);
    };
    expect(tocOf("docs/tools.html")).toEqual(["Digging", "Spades", "Border spades", "Child-sized spades"]);
    // The site's default (h2–h3).
    expect(tocOf("docs/seeds.html")).toEqual(["Sowing", "Under glass"]);
  });
});
