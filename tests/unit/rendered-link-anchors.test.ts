// The anchors of every link a page renders are checked, as Docusaurus's onBrokenAnchors does:
// those of links a site's components render too, which the content check of the pages' Markdown
// cannot see. The build collects each page's ids as it renders it and reports a link to an
// anchor no element of its target has, once, as the site's onBrokenAnchors says.
// The fixture is tests/fixtures/docusaurus/anchors-site (a small harbour's handbook).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { reportLines, runBuild } from "../support/run-build";

const fixture = path.resolve(__dirname, "../fixtures/docusaurus/anchors-site");

function copySite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-anchors-"));
  fs.cpSync(fixture, root, { recursive: true });
  return root;
}

const buildSite = (site: string) => runBuild({ CONTENT_DIR: site, OUT_DIR: `${site}-dist`, PALAVER_CACHE_DIR: `${site}-cache` });

const editFile = (site: string, rel: string, edit: (text: string) => string) => {
  const file = path.join(site, rel);
  fs.writeFileSync(file, edit(fs.readFileSync(file, "utf8")));
};

const setBrokenAnchors = (site: string, action: string) =>
  editFile(site, "docusaurus.config.js", (text) => text.replace("  onBrokenLinks: 'throw',\n", `  onBrokenLinks: 'throw',\n  onBrokenAnchors: '${action}',\n`));

const anchorLines = (output: string, site: string) => reportLines(output, site).filter((line) => line.includes("no anchor"));

describe("anchors of the links a page renders", () => {
  it("warns by default of each component link to an anchor its page lacks, once, naming the linking page and the target", async () => {
    const site = copySite();
    const result = await buildSite(site);
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(anchorLines(result.stdout + result.stderr, site)).toEqual([
      // The content check's, for the Markdown link: reported there only. The Markdown link to
      // #winch, an id a component of the target page gives, is no problem: the check renders it.
      "warning: docs/tides.mdx:15:56 link to ./launching.mdx#launch-hours: no anchor #launch-hours on /docs/launching",
      // The rendered page's: a heading's id, a component's id and an <a name> are anchors; #top needs none.
      'warning: docs/tides.mdx links to /docs/launching#night-launches: no anchor #night-launches on /docs/launching (onBrokenAnchors: "warn")',
      'warning: docs/tides.mdx links to #berth-12: no anchor #berth-12 on this page (onBrokenAnchors: "warn")',
    ]);
  });

  it("stops the build under onBrokenAnchors: 'throw', leaving no output", async () => {
    const site = copySite();
    setBrokenAnchors(site, "throw");
    // The Markdown link fixed: the content check would stop the build before anything is rendered.
    editFile(site, "docs/tides.mdx", (text) => text.replace("#launch-hours", "#slipway-hours"));
    const result = await buildSite(site);
    expect(result.status).not.toBe(0);
    expect(anchorLines(result.stderr, site).map((line) => line.trim())).toEqual([
      "docs/tides.mdx links to /docs/launching#night-launches: no anchor #night-launches on /docs/launching",
      "docs/tides.mdx links to #berth-12: no anchor #berth-12 on this page",
    ]);
    expect(fs.existsSync(`${site}-dist`)).toBe(false);
  });

  it("says nothing of them under onBrokenAnchors: 'ignore'", async () => {
    const site = copySite();
    setBrokenAnchors(site, "ignore");
    const result = await buildSite(site);
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(anchorLines(result.stdout + result.stderr, site)).toEqual([]);
  });
});
