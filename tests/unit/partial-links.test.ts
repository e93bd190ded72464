// A partial's file links are its own, as Docusaurus resolves them: from the partial's folder, then
// from the docs root of the version the partial belongs to, whichever page imports it. ionic-docs'
// v7 pages import current-version partials: their links were looked for in v7's docs folder, and
// the same broken link was reported twice (once per page that shows it) with two "looked for" lists.
import { describe, expect, it } from "vitest";
import { checkMdx } from "~/lib/mdx.server";
import { scanContent } from "~/lib/content.server";
import { linkResolver } from "~/lib/mdx/link-targets.server";
import { doc, readContentFrom, writeTree } from "./fixture-tree";
import fs from "node:fs";
import path from "node:path";

const site = writeTree({
  "docusaurus.config.js": "module.exports = { title: 'Pier', url: 'https://pier.example.org', baseUrl: '/', presets: [['classic', { docs: {} }]] };\n",
  "versions.json": '["1.0"]\n',
  "docs/upgrading.md": doc("Upgrading"),
  "docs/guides/tides.md": doc("Tides", "import Links from '../partials/_links.md';\n\n<Links />"),
  "docs/partials/_links.md": "Read [how to upgrade](upgrading.md) and [the gone page](gone.md).\n",
  "versioned_docs/version-1.0/tides.md": doc("Tides (1.0)", "import Links from '@site/docs/partials/_links.md';\n\n<Links />"),
});

readContentFrom(site);

async function check(rel: string) {
  const file = path.join(site, rel);
  return checkMdx(file, fs.readFileSync(file, "utf8"), linkResolver(scanContent(site).model));
}

describe("a partial's file links", () => {
  it("resolve from the partial's own docs root, in every version's page that imports it", async () => {
    for (const page of ["docs/guides/tides.md", "versioned_docs/version-1.0/tides.md"]) {
      const { problems, compiled } = await check(page);
      expect(problems, page).toEqual([]);
      // The one broken link (Docusaurus warns on it), looked for in the same places from either page.
      const looked = ["docs/partials/gone.md", "docs/gone.md", "gone.md"].map((rel) => path.relative(process.cwd(), path.join(site, rel))).join(" or ");
      expect(compiled?.notices?.map((notice) => notice.problem), page).toEqual([`link to gone.md: no such doc (looked for ${looked}); left as written (onBrokenMarkdownLinks: "warn")`]);
      expect(compiled?.links.map((link) => link.target), page).toContain("/docs/next/upgrading");
    }
  });
});
