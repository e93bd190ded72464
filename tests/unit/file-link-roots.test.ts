// Where a file link (`x.md`) is looked for, as Docusaurus resolves it: `./x.md` and `../x.md` from
// the linking file's folder only; `/x.md` from the docs root, then from the site folder
// (`/docs/x.mdx`, as immich's pages link), never from the file's folder; `x.md` from all three,
// the file's folder first. immich's `[post-install](/docs/install/post-install.mdx)` stopped the
// build ("no such page"), and a `.md` one led to the page's Markdown copy instead of the page.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkMdx } from "~/lib/mdx.server";
import { scanContent } from "~/lib/content.server";
import { linkResolver } from "~/lib/mdx/link-targets.server";
import { doc, readContentFrom, writeTree } from "./fixture-tree";

const site = writeTree({
  "docusaurus.config.js": "module.exports = { title: 'Kiln', url: 'https://kiln.example.org', baseUrl: '/', onBrokenMarkdownLinks: 'warn', presets: [['classic', { docs: {} }]] };\n",
  "docs/install/compose.mdx": doc(
    "Compose",
    [
      "After [first start](/docs/install/first-start.mdx) and [backups](/docs/admin/backups.md),",
      "see [the glaze page](/glazes.md) and [the kiln page](kiln.md) and [shelves](shelves.md).",
      "A [sibling](./first-start.mdx) and [a cousin](../admin/backups.md).",
      "Not found: [docs-root only](./glazes.md), [folder only](/first-start.mdx).",
    ].join("\n"),
  ),
  "docs/install/first-start.mdx": doc("First start"),
  "docs/admin/backups.md": doc("Backups"),
  "docs/glazes.md": doc("Glazes"),
  "docs/kiln.md": doc("Kiln (docs root)"),
  "docs/install/kiln.md": doc("Kiln (install folder)"),
  // A bare link to a doc of the docs root, not of the linking file's folder.
  "docs/shelves.md": doc("Shelves"),
});

readContentFrom(site);

async function compose() {
  const file = path.join(site, "docs/install/compose.mdx");
  return checkMdx(file, fs.readFileSync(file, "utf8"), linkResolver(scanContent(site).model));
}

const rel = (p: string) => path.relative(process.cwd(), path.join(site, p));

describe("file links", () => {
  it("resolve from the folder, the docs root and the site folder, each as Docusaurus allows", async () => {
    const { problems, links, compiled } = await compose();
    expect(problems).toEqual([]);
    const targets = Object.fromEntries(links.map((link) => [link.url, link.target]));
    expect(targets).toMatchObject({
      "/docs/install/first-start.mdx": "/docs/install/first-start",
      "/docs/admin/backups.md": "/docs/admin/backups",
      "/glazes.md": "/docs/glazes",
      // The file's folder first.
      "kiln.md": "/docs/install/kiln",
      "shelves.md": "/docs/shelves",
      "./first-start.mdx": "/docs/install/first-start",
      "../admin/backups.md": "/docs/admin/backups",
    });
    expect(compiled?.notices?.map((notice) => notice.problem)).toEqual([
      `link to ./glazes.md: no such doc (looked for ${rel("docs/install/glazes.md")}); left as written (onBrokenMarkdownLinks: "warn")`,
      `link to /first-start.mdx: no such doc (looked for ${rel("docs/first-start.mdx")} or ${rel("first-start.mdx")}); left as written (onBrokenMarkdownLinks: "warn")`,
    ]);
  });
});
