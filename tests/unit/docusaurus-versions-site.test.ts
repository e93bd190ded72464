// A Docusaurus 2 era site with four released versions and no versions options (modelled on a real
// one: CommonJS config, prism-react-renderer v1 theme paths, a second locale, no blog), built
// unchanged: every doc of every version is published at Docusaurus's default routes, the navbar's
// doc and docSidebar items follow the version being read, and pages Docusaurus would not publish are absent.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runBuild, type BuildResult } from "../support/run-build";

const fixtureSite = path.resolve(__dirname, "../fixtures/docusaurus/versions-site");
let out = "";
let build: BuildResult;
const read = (rel: string) => fs.readFileSync(path.join(out, rel), "utf8");
const exists = (rel: string) => fs.existsSync(path.join(out, rel));
/** Where the navbar's "Manual" item (type doc, docId welcome) leads on a page, as served. */
const manualHref = (rel: string) => /<a[^>]*href="([^"]*)"[^>]*>Manual<\/a>/.exec(read(rel))?.[1];

beforeAll(async () => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-versions-site-"));
  out = path.join(base, "dist");
  build = await runBuild({ CONTENT_DIR: fixtureSite, OUT_DIR: out, PALAVER_CACHE_DIR: path.join(base, "cache") });
  expect(build.status, build.stderr).toBe(0);
}, 180_000);

describe("a site with four released versions and default version options", () => {
  it("publishes every doc of every version: the newest release at /docs, the current docs at /docs/next, the others under their names", () => {
    const perVersion: Record<string, string[]> = {
      "docs/next": ["welcome", "changes", "setup/install", "recipes/flashing", "recipes/soldering"],
      docs: ["welcome", "changes", "setup/install", "recipes/flashing", "recipes/soldering"],
      "docs/3.2.0": ["welcome", "changes", "setup/install", "handbook"],
      "docs/3.0.0": ["welcome", "changes", "setup/install", "handbook"],
    };
    for (const [prefix, docs] of Object.entries(perVersion)) {
      for (const doc of docs) expect(exists(`${prefix}/${doc}.html`), `${prefix}/${doc}`).toBe(true);
    }
    expect(exists("docs/4.x/welcome.html")).toBe(false);
  });

  it("answers the docs plugin's client hooks with the version being read (useActiveVersion in a site helper)", () => {
    expect(read("docs/next/setup/install.html")).toContain("tinkerlog@latest.tar.gz");
    expect(read("docs/setup/install.html")).toContain("tinkerlog@4.x.tar.gz");
    // useActivePluginAndVersion and useDocVersionSuggestions (librarium's partials ask the first).
    expect(read("docs/3.0.0/handbook.html")).toContain("These are the default docs of release 3.0.0; the latest release is 4.x.");
  });

  it("publishes no authors page when the site has no authors", () => {
    expect(exists("blog/authors.html")).toBe(false);
    expect(read("sitemap.xml")).not.toContain("/blog/authors");
    expect(read("sitemap.xml")).toContain("/docs/3.0.0/handbook");
  });

  it("leads the navbar's doc item into the version being read, or the last version outside the docs", () => {
    expect(manualHref("docs/3.0.0/handbook.html")).toBe("/docs/3.0.0/welcome");
    expect(manualHref("docs/next/recipes/soldering.html")).toBe("/docs/next/welcome");
    expect(manualHref("docs/changes.html")).toBe("/docs/welcome");
    expect(manualHref("index.html")).toBe("/docs/welcome");
  });

  it("leads a doc item inside a navbar dropdown into the version being read too", () => {
    const installingHref = (rel: string) => /<a[^>]*href="([^"]*)"[^>]*>Installing<\/a>/.exec(read(rel))?.[1];
    expect(installingHref("docs/3.0.0/handbook.html")).toBe("/docs/3.0.0/setup/install");
    expect(installingHref("docs/next/recipes/soldering.html")).toBe("/docs/next/setup/install");
    expect(installingHref("docs/changes.html")).toBe("/docs/setup/install");
  });

  it("marks the navbar's doc item active on every page of its doc's sidebar in the version being read", () => {
    const manualLink = (rel: string) => /<a[^>]*>Manual<\/a>/.exec(read(rel))?.[0] ?? "";
    expect(manualLink("docs/3.0.0/handbook.html")).toMatch(/class="navbar-link active"/);
    expect(manualLink("docs/next/recipes/flashing.html")).toMatch(/class="navbar-link active"/);
    expect(manualLink("index.html")).toMatch(/class="navbar-link"/);
  });

  it("leads the navbar's docSidebar item to the first doc of that sidebar in the version being read, active on its pages there", () => {
    // The workshop sidebar starts with "workbench" in the current docs, with "tool-list" in 4.x; the 3.x releases have none.
    const workshopLink = (rel: string) => /<a[^>]*>Workshop<\/a>/.exec(read(rel))?.[0] ?? "";
    const workshopHref = (rel: string) => /href="([^"]*)"/.exec(workshopLink(rel))?.[1];
    expect(workshopHref("docs/next/tool-care.html")).toBe("/docs/next/workbench");
    expect(workshopHref("docs/next/changes.html")).toBe("/docs/next/workbench");
    expect(workshopHref("docs/tool-care.html")).toBe("/docs/tool-list");
    // A version without the sidebar, and the home page, take the last version's.
    expect(workshopHref("docs/3.0.0/handbook.html")).toBe("/docs/tool-list");
    expect(workshopHref("index.html")).toBe("/docs/tool-list");
    expect(workshopLink("docs/next/workbench.html")).toMatch(/class="navbar-link active"/);
    expect(workshopLink("docs/next/tool-care.html")).toMatch(/class="navbar-link active"/);
    expect(workshopLink("docs/tool-list.html")).toMatch(/class="navbar-link active"/);
    expect(workshopLink("docs/next/changes.html")).toMatch(/class="navbar-link"/);
    expect(workshopLink("docs/3.0.0/handbook.html")).toMatch(/class="navbar-link"/);
  });

  it("offers in its version dropdown the versions its config lists, with their labels, and the links after them", () => {
    const menu = /<ul[^>]*class="dropdown-menu"[\s\S]*?<\/ul>/.exec(read("docs/3.0.0/handbook.html"))?.[0] ?? "";
    const entries = [...menu.matchAll(/<a[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, label]) => `${label} ${href}`);
    expect(entries).toEqual([
      "Nightly /docs/next/changes", // no handbook in the current docs: the version's first page
      "4.x /docs/changes",
      "3.0.0 (legacy) /docs/3.0.0/handbook",
      "Older manuals https://archive.example.net/tinkerlog",
    ]);
    expect(exists("docs/3.2.0/handbook.html")).toBe(true);
    // Its button shows the listed label of the version being read; on a page of a version it does
    // not list, the last version's (Docusaurus's candidates: the version read, the chosen one, the last).
    const button = (rel: string) => /aria-label="Docs version: ([^"]*)"/.exec(read(rel))?.[1];
    expect(button("docs/3.0.0/handbook.html")).toBe("3.0.0 (legacy)");
    expect(button("docs/next/welcome.html")).toBe("Nightly");
    expect(button("docs/3.2.0/handbook.html")).toBe("4.x");
  });

  it("names once what it cannot do with the config: the locale it does not build, the package it stood in for", () => {
    const lines = build.stdout.split("\n");
    expect(lines.filter((line) => line.includes("stood in for") && line.includes("prism-react-renderer"))).toHaveLength(1);
    expect(lines.filter((line) => /docusaurus\.config\.js:\d+:\d+ i18n: .*"en".*nl/.test(line))).toHaveLength(1);
  });
});
