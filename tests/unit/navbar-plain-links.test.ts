// A navbar's plain link into the docs (`to: 'docs/x'`) leads to the same page in the version being
// read when the docs have that page; a link to no page of theirs (a client redirect's old path,
// a file another tool writes) is kept as written. Flipper's navbar links to such paths were all
// taken to the docs' first page, silently, while its footer kept them.
import { describe, expect, it } from "vitest";
import { loadSiteData } from "~/lib/docs-page.server";
import { versionedHref } from "~/lib/preferred-version";
import { doc, readContentFrom, writeTree } from "./fixture-tree";

const site = writeTree({
  "docusaurus.config.js": [
    "module.exports = {",
    "  title: 'Skiff', url: 'https://skiff.example.org', baseUrl: '/', onBrokenLinks: 'warn',",
    "  presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],",
    "  plugins: [['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/docs/old-oars', to: '/docs/oars' }] }]],",
    "  themeConfig: { navbar: { items: [",
    "    { to: 'docs/intro', label: 'Intro' },",
    "    { to: 'docs/old-oars', label: 'Oars (old address)' },",
    "    { to: 'docs/downloads/index', label: 'Downloads' },",
    "  ] } },",
    "};",
  ].join("\n"),
  "sidebars.js": "module.exports = { main: ['intro', 'oars'] };\n",
  "versions.json": '["1.0"]\n',
  "docs/intro.md": doc("Intro"),
  "docs/oars.md": doc("Oars"),
  "versioned_docs/version-1.0/intro.md": doc("Intro (1.0)"),
  "versioned_docs/version-1.0/oars.md": doc("Oars (1.0)"),
  "versioned_sidebars/version-1.0-sidebars.json": '{ "main": ["intro", "oars"] }\n',
});

readContentFrom(site);

describe("a navbar's plain links into the docs", () => {
  it("follow the version being read to the same page, and are kept as written when they lead to no page", () => {
    const { versions } = loadSiteData();
    for (const version of ["current", "1.0", undefined]) {
      const hrefs = ["/docs/intro", "/docs/old-oars", "/docs/downloads/index"].map((href) => versionedHref(href, versions, version));
      expect(hrefs, String(version)).toEqual([version === "current" ? "/docs/next/intro" : "/docs/intro", "/docs/old-oars", "/docs/downloads/index"]);
    }
  });
});
