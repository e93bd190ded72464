// A Docusaurus site laid out as many project sites are: the site folder (website/) beside a docs
// folder it names with `path: '../docs'`, docs served at the site's root, an `include` list of
// which files are docs, a theme named by `require.resolve` that is not installed here, and config
// entries that add scripts and head tags. The fixture is tests/fixtures/docusaurus/rooted.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { scanContent } from "~/lib/content.server";
import { runBuild, type BuildResult } from "../support/run-build";
import { writeTree } from "./fixture-tree";

const rootedSite = path.resolve(__dirname, "../fixtures/docusaurus/rooted/website");
const messages = (errors: { message: string }[]) => errors.map((error) => error.message);

describe("a site whose docs live beside it", () => {
  it("takes as docs only the files its include globs name", () => {
    const { model, problems } = scanContent(rootedSite);
    expect(messages(problems)).toEqual([]);
    const docs = model.versions[0].docs.map((doc) => `${doc.id} ${doc.route}`).sort();
    // Not README.md nor notes.mdx (not named), nor charts/archive/* (one folder too deep), nor vendor/.
    expect(docs).toEqual([
      "charts/reading-a-chart /charts/reading-a-chart",
      "charts/spring-and-neap /charts/spring-and-neap",
      "glossary /glossary",
      "guides/first-cast /guides/first-cast",
    ]);
  });

  it("reads a config that names a theme it has not installed with require.resolve, and says so once", () => {
    const { model, warnings } = scanContent(rootedSite);
    expect(model.site.title).toBe("Tidewater");
    const config = messages(warnings).filter((w) => w.includes("docusaurus.config.ts"));
    expect(config.filter((w) => w.includes("stood in for"))).toEqual([
      expect.stringMatching(/docusaurus\.config\.ts packages not installed in the site's node_modules, stood in for while reading the config: @tidewater\/docusaurus-theme-sonar \(/),
    ]);
  });

  it("names the scripts and head tags it does not add, with the themes it does not run", () => {
    const { warnings } = scanContent(rootedSite);
    const notRun = messages(warnings).filter((w) => w.includes("not run here"));
    expect(notRun).toHaveLength(1);
    expect(notRun[0]).toMatch(/theme @tidewater\/docusaurus-theme-sonar; scripts; headTags$/);
  });

  it("names the theme options it has no use for in one warning", () => {
    const { model, warnings } = scanContent(rootedSite);
    expect(messages(warnings).filter((w) => w.includes("themeConfig"))).toEqual([
      expect.stringMatching(/docusaurus\.config\.ts:\d+:\d+ themeConfig options not used here \(this engine has its own theme\): colorMode, prism\.theme$/),
    ]);
    expect(model.site.metadata).toEqual([
      { name: "twitter:card", content: "summary" },
      { name: "theme-color", content: "#0b3954" },
    ]);
  });

  it("keeps a footer item written as HTML", () => {
    const { model, warnings } = scanContent(rootedSite);
    expect(model.site.footer).toEqual([
      {
        title: "Ashore",
        links: [{ label: "Glossary", href: "/glossary" }, { html: expect.stringContaining('<a class="mooring-badge" href="https://moorings.example.net/pier-4">') }],
      },
    ]);
    expect(messages(warnings).filter((w) => w.includes("footer"))).toEqual([]);
  });
});

describe("a doc whose front matter is not valid YAML", () => {
  const site = () =>
    writeTree({
      "docusaurus.config.js": "module.exports = { title: 'Knots', url: 'https://knots.example.org', baseUrl: '/' };\n",
      "sidebars.js": "module.exports = { knots: ['bowline', 'rigging/cleat-hitch'] };\n",
      "docs/bowline.md": "---\nid: bowline\ntitle: Bowline\n---\n\nTie it one-handed; then try the [cleat hitch](./rigging/cleat-hitch.md#on-a-horn-cleat).\n",
      // Docusaurus's YAML parser refuses a plain value holding ": " too.
      "docs/rigging/cleat-hitch-basics.md":
        "---\nid: cleat-hitch\ntitle: Cleat hitch: the harbour knot\nsidebar_label: Cleat hitch\n---\n\n## On a horn cleat\n\nOne turn, two figure eights, a locking hitch.\n",
    });

  it("is reported once, with a way out, and the sidebar and links naming the page still find it", () => {
    const { problems } = scanContent(site());
    expect(messages(problems)).toEqual([
      expect.stringMatching(/docs\/rigging\/cleat-hitch-basics\.md:3:\d+ invalid front matter: .+ \(the value holds ": ": put it in quotes\)$/),
    ]);
  });
});

describe("the rooted site built unchanged", () => {
  let out = "";
  let build: BuildResult;
  const read = (rel: string) => fs.readFileSync(path.join(out, rel), "utf8");

  beforeAll(async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-rooted-"));
    out = path.join(base, "dist");
    build = await runBuild({ CONTENT_DIR: rootedSite, OUT_DIR: out, PALAVER_CACHE_DIR: path.join(base, "cache") });
    expect(build.status, build.stderr).toBe(0);
  }, 180_000);

  it("publishes the included docs at the site's root and nothing else from the docs folder", () => {
    for (const page of ["guides/first-cast.html", "charts/reading-a-chart.html", "charts/spring-and-neap.html", "glossary.html"]) {
      expect(fs.existsSync(path.join(out, page)), page).toBe(true);
    }
    // Nor an authors page: the site has no blog/authors.yml.
    for (const page of ["README.html", "notes.html", "charts/archive/tables-1998.html", "vendor/left-pad/README.html", "vendor/left-pad.html", "blog/authors.html"]) {
      expect(fs.existsSync(path.join(out, page)), page).toBe(false);
    }
    expect(read("sitemap.xml")).not.toContain("/blog/authors");
  });

  it("lets the pages show the images and frames their authors embed from other sites, and only those", () => {
    const policy = /Content-Security-Policy: (.*)/.exec(read("_headers"))?.[1] ?? "";
    expect(policy).toContain("img-src 'self' data: https://photos.example.net;");
    expect(policy).toContain("frame-src https://gauges.example.org;");
    const page = read("guides/first-cast.html");
    expect(page).toContain('src="https://photos.example.net/harbour/dawn.jpg"');
    expect(page).toMatch(/<iframe class="tide-gauge" src="https:\/\/gauges\.example\.org\/embed\/pier-4\?units=m&amp;refresh=60"/);
  });

  it("gives every page the site's own meta tags, replacing the engine's of the same name", () => {
    for (const page of ["glossary.html", "index.html"]) {
      const html = read(page);
      expect(html).toContain('<meta name="theme-color" content="#0b3954"/>');
      expect(html.match(/<meta name="twitter:card"[^>]*>/g)).toEqual(['<meta name="twitter:card" content="summary"/>']);
    }
  });

  it("shows the footer's HTML item as the site wrote it", () => {
    const footer = /<footer[\s\S]*<\/footer>/.exec(read("glossary.html"))?.[0] ?? "";
    expect(footer).toMatch(/<li class="site-html">\s*<a class="mooring-badge" href="https:\/\/moorings\.example\.net\/pier-4">\s*Moored at <strong>Pier 4<\/strong>\s*<\/a>\s*<\/li>/);
    expect(footer).toContain(">Glossary</a>");
  });
});
