// Links Docusaurus's link check does not read: it reads the links its <Link> renders (Markdown links
// among them), not an <a> element written in a page (facebook/docusaurus#9908, "working as
// intended") nor the HTML a component sets (yarn's react-json-doc renders descriptions that way).
// Such a link to no page builds there; here it is said in a warning with its file and line, and
// the build goes on. A Markdown link to no page still stops it.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { doc, writeTree } from "./fixture-tree";
import { reportLines, runBuild, runCheck } from "../support/run-build";

const config = `module.exports = { title: 'Moorings', url: 'https://moorings.example.org', baseUrl: '/', presets: [['classic', { docs: {} }]] };\n`;

function site(intro: string) {
  return writeTree({
    "docusaurus.config.js": config,
    "docs/intro.mdx": doc("Intro", intro),
    "docs/buoys.mdx": doc("Buoys", "Each buoy has a number.\n\n## Colours\n\nRed to port."),
    "src/components/Described.js": "import React from 'react';\nexport default function Described({html}) {\n  return <div className=\"described\" dangerouslySetInnerHTML={{__html: html}} />;\n}\n",
  });
}

const build = (content: string) => runBuild({ CONTENT_DIR: content, OUT_DIR: `${content}-out`, PALAVER_CACHE_DIR: `${content}-cache` });

describe("a link Docusaurus's check does not read", () => {
  it("written as an <a> element to no page or anchor: a warning at its line, and the page is built", async () => {
    const content = site('Moor at <a href="/docs/harbour">the harbour</a>, or see <a href="/docs/buoys#lights">the lights</a>.\n\n<a href="/files/harbour-map.zip" download>The map</a>');
    const check = await runCheck({ CONTENT_DIR: content, PALAVER_CACHE_DIR: `${content}-cache` });
    expect(check.status, check.stdout).toBe(0);
    expect(reportLines(check.stdout, content).filter((line) => line.includes("docs/intro.mdx"))).toEqual([
      "warning: docs/intro.mdx:5:9 link to /docs/harbour: no such page (an <a> element, whose links Docusaurus's check does not read: readers following it get the not-found page)",
      "warning: docs/intro.mdx:5:57 link to /docs/buoys#lights: no anchor #lights on /docs/buoys (an <a> element, whose links Docusaurus's check does not read: readers following it get the not-found page)",
    ]);
    const result = await build(content);
    expect(result.status, result.stderr).toBe(0);
    expect(fs.readFileSync(path.join(`${content}-out`, "docs/intro.html"), "utf8")).toContain('<a href="/docs/harbour">the harbour</a>');
    // A file only the build's crawl can judge (verdaccio's logo zip, made by a plugin's postBuild): its warning.
    expect(reportLines(result.stdout, content)).toContain(
      "warning: docs/intro.mdx:7:1 links to /files/harbour-map.zip, which does not exist (an <a> element, whose links Docusaurus's check does not read: readers following it get the not-found page)",
    );
  });

  it("set as HTML by a component: a warning naming the page, and the page is built", async () => {
    const content = site("import Described from '@site/src/components/Described';\n\n<Described html={'<p>See <a href=\"/docs/anchorage\">the anchorage</a>.</p>'} />");
    const result = await build(content);
    expect(result.status, result.stderr).toBe(0);
    expect(reportLines(result.stdout, content)).toContain(
      "warning: docs/intro.mdx links to /docs/anchorage, which does not exist (a component on the page renders the link; Docusaurus checks it only when made with <Link>)",
    );
  });

  it("but a Markdown link to no page still stops the check and the build", async () => {
    const content = site("Moor at [the harbour](/docs/harbour).");
    const check = await runCheck({ CONTENT_DIR: content, PALAVER_CACHE_DIR: `${content}-cache` });
    expect(check.status).toBe(1);
    expect(reportLines(check.stdout, content)).toContain("docs/intro.mdx:5:9 link to /docs/harbour: no such page");
    expect((await build(content)).status).toBe(1);
  });
});
