// The docs option disableVersioning, as Docusaurus reads it: versions.json and versioned_docs/ are
// left alone, the current docs are the only version and are served at the docs' root.
import { describe, expect, it } from "vitest";
import { loadContentModel, scanContent } from "~/lib/content.server";
import { doc, writeTree } from "./fixture-tree";

const site = (docsOptions: string) =>
  writeTree({
    "docusaurus.config.js": `module.exports = {
  title: 'Lathe',
  url: 'https://lathe.example.org',
  baseUrl: '/',
  presets: [['classic', {docs: {${docsOptions}}}]],
};
`,
    // A released version, and one listed whose folder was deleted: neither is read when versioning is off.
    "versions.json": '["0.9", "0.8"]\n',
    "docs/turning.md": doc("Turning (in development)"),
    "versioned_docs/version-0.9/turning.md": doc("Turning (0.9)"),
  });

describe("disableVersioning", () => {
  it("builds the current docs only, at the docs' root, without reading versions.json", () => {
    const root = site("disableVersioning: true");
    const { model, problems } = scanContent(root);
    expect(problems).toEqual([]);
    expect(model.versions.map((v) => [v.info.name, v.info.path, v.info.isLast, v.info.banner])).toEqual([["current", "/docs", true, undefined]]);
    expect([...model.docsRoutes.keys()]).toEqual(["/docs/turning"]);
  });

  it("without it, the same folder has its released version at /docs and the current docs at /docs/next", () => {
    const { model } = scanContent(site("disableVersioning: false"));
    expect(model.versions.map((v) => v.info.path)).toEqual(["/docs/next", "/docs"]);
  });

  it("is a problem together with includeCurrentVersion: false, which would leave no version", () => {
    const problems = scanContent(site("disableVersioning: true, includeCurrentVersion: false")).problems.map((p) => p.message);
    expect(problems).toEqual([expect.stringMatching(/versions\.json the docs options disableVersioning and includeCurrentVersion: false leave no version to build: drop one of them$/)]);
  });

  it("is not named among the docs options left unused", () => {
    const warnings = scanContent(site("disableVersioning: true")).warnings.map((w) => w.message);
    expect(warnings.filter((w) => w.includes("disableVersioning"))).toEqual([]);
    expect(loadContentModel(site("disableVersioning: true")).versions).toHaveLength(1);
  });
});

describe("includeCurrentVersion: false", () => {
  // Sites that keep only released versions (their repository has no docs/ folder at all).
  const releasedOnly = (extra: Record<string, string> = {}) =>
    writeTree({
      "docusaurus.config.js": `module.exports = {
  title: 'Lathe',
  url: 'https://lathe.example.org',
  baseUrl: '/',
  presets: [['classic', {docs: {includeCurrentVersion: false, lastVersion: '2.x', sidebarPath: './sidebars.js'}}]],
};
`,
      "sidebars.js": "module.exports = { docs: [] };\n",
      "versions.json": '["3.x", "2.x"]\n',
      "versioned_docs/version-3.x/turning.md": doc("Turning (3.x)"),
      "versioned_sidebars/version-3.x-sidebars.json": '{"docs": ["turning"]}\n',
      "versioned_docs/version-2.x/turning.md": doc("Turning (2.x)"),
      "versioned_sidebars/version-2.x-sidebars.json": '{"docs": ["turning"]}\n',
      ...extra,
    });

  it("needs no docs/ folder: the released versions are the site", () => {
    const { model, problems } = scanContent(releasedOnly());
    expect(problems).toEqual([]);
    expect(model.versions.map((v) => [v.info.name, v.info.path, v.info.banner])).toEqual([
      ["3.x", "/docs/3.x", "unreleased"],
      ["2.x", "/docs", undefined],
    ]);
    expect([...model.docsRoutes.keys()].sort()).toEqual(["/docs/3.x/turning", "/docs/turning"]);
  });

  it("leaves a docs/ folder that exists unbuilt", () => {
    const { model } = scanContent(releasedOnly({ "docs/draft-only.md": doc("Not built") }));
    expect([...model.docsRoutes.keys()].sort()).toEqual(["/docs/3.x/turning", "/docs/turning"]);
  });
});
