// A folder's page (its index.md, README.md or <folder>/<folder>.md) has its folder's URL, which
// Docusaurus ends with a slash: its URL-relative links are resolved from there, `./x` to the
// folder's page x and `../../x` two folders up. Backstage's docs/features/software-catalog/index.md
// links to ../../getting-started: taken from /docs/features/software-catalog (no slash), it left
// the docs, and the build said "no such page".
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkMdx } from "~/lib/mdx.server";
import { scanContent } from "~/lib/content.server";
import { linkResolver } from "~/lib/mdx/link-targets.server";
import { doc, readContentFrom, writeTree } from "./fixture-tree";

const site = writeTree({
  "docusaurus.config.js": "module.exports = { title: 'Keel', url: 'https://keel.example.org', baseUrl: '/', presets: [['classic', { docs: {} }]] };\n",
  "docs/intro.md": doc("Intro"),
  "docs/guide/sub/index.md": doc("Sub", "See [the intro](../../intro) and [its sibling](./other)."),
  "docs/guide/sub/other.md": doc("Other", "Back to [the folder's page](../sub) or [the intro](../../intro)."),
});

readContentFrom(site);

async function targets(rel: string) {
  const file = path.join(site, rel);
  const { problems, compiled } = await checkMdx(file, fs.readFileSync(file, "utf8"), linkResolver(scanContent(site).model));
  expect(problems, rel).toEqual([]);
  return compiled!.links.map((link) => link.target);
}

describe("URL-relative links of a folder's page", () => {
  it("are resolved from the folder's URL with its slash, those of other pages from their own URL", async () => {
    expect(await targets("docs/guide/sub/index.md")).toEqual(["/docs/intro", "/docs/guide/sub/other"]);
    expect(await targets("docs/guide/sub/other.md")).toEqual(["/docs/guide/sub", "/docs/intro"]);
  });
});
