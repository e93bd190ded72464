// The docsVersionDropdown navbar item's own options, as Docusaurus reads them: `versions` (names, or
// names to labels) picks and orders the versions listed, `dropdownItemsBefore`/`After` add links
// around them, and a version the docs do not have is a problem with the config's file and line.
import { describe, expect, it } from "vitest";
import { loadContentModel, scanContent } from "~/lib/content.server";
import { doc, writeTree } from "./fixture-tree";

const versionedSite = (dropdown: string) =>
  writeTree({
    "docusaurus.config.js": `module.exports = {
  title: 'Gearbox',
  url: 'https://gearbox.example.org',
  baseUrl: '/',
  themeConfig: {
    navbar: {
      items: [
        {
          type: 'docsVersionDropdown',
${dropdown}
        },
      ],
    },
  },
};
`,
    "versions.json": '["2.0", "1.5", "1.0"]\n',
    "docs/start.md": doc("Start (next)"),
    "docs/upgrade.md": doc("Upgrading"),
    "versioned_docs/version-2.0/start.md": doc("Start (2.0)"),
    "versioned_docs/version-2.0/upgrade.md": doc("Upgrading (2.0)"),
    "versioned_docs/version-1.5/start.md": doc("Start (1.5)"),
    "versioned_docs/version-1.0/start.md": doc("Start (1.0)"),
  });

const dropdownOf = (root: string) => loadContentModel(root).site.navbar.items.find((item) => item.type === "docsVersionDropdown");

describe("the docs version dropdown's options", () => {
  it("lists the versions named in `versions`, in that order, with their labels", () => {
    const root = versionedSite(`          versions: {current: {label: 'Tip of tree'}, '1.0': {}, '2.0': {label: 'Stable'}},`);
    expect(dropdownOf(root)).toMatchObject({ versions: [{ name: "current", label: "Tip of tree" }, { name: "1.0" }, { name: "2.0", label: "Stable" }] });
    const asList = versionedSite(`          versions: ['2.0', '1.5'],`);
    expect(dropdownOf(asList)).toMatchObject({ versions: [{ name: "2.0" }, { name: "1.5" }] });
    expect(scanContent(asList).problems).toEqual([]);
  });

  it("adds the links before and after the versions, doc items resolved to their routes", () => {
    const root = versionedSite(`          dropdownItemsBefore: [{href: 'https://old.gearbox.example.org', label: 'Before 1.0'}],
          dropdownItemsAfter: [{type: 'doc', docId: 'upgrade', label: 'Which version?'}, {to: '/docs/1.0/start', label: 'Oldest'}],`);
    const dropdown = dropdownOf(root);
    expect(dropdown).toMatchObject({
      itemsBefore: [{ label: "Before 1.0", href: "https://old.gearbox.example.org" }],
      itemsAfter: [{ label: "Which version?", href: "/docs/upgrade" }, { label: "Oldest", href: "/docs/1.0/start" }],
    });
    expect(dropdown).not.toHaveProperty("versions");
  });

  it("reports a version the docs do not have, with the config's file and line", () => {
    const root = versionedSite(`          versions: ['2.0', '3.0-beta'],`);
    const problems = scanContent(root).problems.map((p) => p.message);
    expect(problems).toEqual([expect.stringMatching(/docusaurus\.config\.js:10:\d+ navbar item of type "docsVersionDropdown" lists version "3\.0-beta", which the docs do not have \(they have: current, 2\.0, 1\.5, 1\.0\)$/)]);
  });
});
