import path from "node:path";
import { describe, expect, it } from "vitest";
import { scanContent } from "~/lib/content.server";
import { checkLinkTargets, type PageCheck } from "~/lib/content-check.server";
import { doc, writeTree } from "./fixture-tree";

const root = writeTree({
  "docs/intro.mdx": doc("Introduction"),
  "docs/guides/_category_.json": JSON.stringify({ label: "Guides", link: { type: "generated-index" } }),
  "docs/guides/first.mdx": doc("First guide"),
  "docs/guides/broken.mdx": doc("Broken", "An <unclosed tag."),
  "pages/about.mdx": doc("About"),
});
const { model } = scanContent(root);
const siteRoutes = new Set(["/", "/search", ...model.docsRoutes.keys(), ...model.pages.keys()]);
const file = (rel: string) => path.join(root, rel);

/** The problems of links from the intro page, with the anchors each page offers. */
function problemsOf(urls: string[]): string[] {
  const pages: PageCheck[] = [
    { file: file("docs/intro.mdx"), problems: [], warnings: [], links: urls.map((url, i) => ({ url, target: url, line: i + 1, column: 1 })), anchors: ["welcome"] },
    { file: file("docs/guides/first.mdx"), problems: [], warnings: [], links: [], anchors: ["steps", "custom-id", "café"] },
    { file: file("pages/about.mdx"), problems: [], warnings: [], links: [], anchors: ["team"] },
    // Could not be parsed: its anchors are unknown, so links to them are not judged.
    { file: file("docs/guides/broken.mdx"), problems: [], warnings: [], links: [] },
  ];
  return checkLinkTargets(model, pages, siteRoutes).map((error) => `${error.line}:${error.column} ${error.problem}`);
}

describe("the link check across pages", () => {
  it("accepts links to pages and anchors that exist, written the ways a static host serves them", () => {
    expect(
      problemsOf([
        "/docs/guides/first#steps",
        "/docs/guides/first/#custom-id",
        "/docs/guides/first.html",
        "/about#team",
        "#welcome",
        "#top",
        "/search?q=chat",
        "/",
        "/docs/category/guides",
        "/docs/guides/broken#anything",
        "/docs/guides/first#caf%C3%A9",
      ]),
    ).toEqual([]);
  });

  it("names each link to a missing page or anchor, with its position", () => {
    expect(problemsOf(["/docs/nowhere", "/docs/guides/first#nope", "#nope", "/about#nope", "/docs/guides/first#steps"])).toEqual([
      "1:1 link to /docs/nowhere: no such page",
      "2:1 link to /docs/guides/first#nope: no anchor #nope on /docs/guides/first",
      "3:1 link to #nope: no anchor #nope on this page",
      "4:1 link to /about#nope: no anchor #nope on /about",
    ]);
  });

  it("leaves links to files (which only the build output has) to the build's crawl, but judges those under the docs' path", () => {
    // Under /docs the build writes no file but the pages' .md copies: near's `wallet.meteorwallet.app`
    // passed the check and stopped the build.
    expect(problemsOf(["/img/logo.svg", "/sitemap.xml", "/docs/missing.pdf", "/docs/guides/first.md", "/docs/wallet.meteorwallet.app"])).toEqual([
      "3:1 link to /docs/missing.pdf: no such page or file (it leads to /docs/missing.pdf)",
      "5:1 link to /docs/wallet.meteorwallet.app: no such page or file (it leads to /docs/wallet.meteorwallet.app)",
    ]);
  });
});

describe("links into another docs plugin instance", () => {
  // The instance in the config is built: a link under its route that reaches no page is broken,
  // not a part of the site this build leaves out.
  const site = writeTree({
    "docusaurus.config.js": `module.exports = { title: "Ferry", url: "https://ferry.example.org", baseUrl: "/", plugins: [["content-docs", { id: "crew", path: "crew", routeBasePath: "/crew" }], ["content-docs", { id: "engines", path: "engine-room", routeBasePath: "/machinery" }]] };\n`,
    "docs/intro.md": doc("Intro"),
    "crew/roster.md": doc("Roster"),
    // Built at its routeBasePath, not at its folder's name (VoltAgent's observability/).
    "engine-room/diesel.md": doc("Diesel"),
    "harbour/tides.md": doc("Tides"),
  });
  const scanned = scanContent(site).model;
  const routes = new Set(["/", ...scanned.docsRoutes.keys()]);
  const intro = path.join(site, "docs/intro.md");
  const linksFromIntro = (urls: string[]) => {
    const warnings: { message: string }[] = [];
    const pages: PageCheck[] = [{ file: intro, problems: [], warnings: [], links: urls.map((url, i) => ({ url, target: url, line: i + 1, column: 1 })), anchors: [] }];
    const problems = checkLinkTargets(scanned, pages, routes, warnings as never).map((error) => `${error.line}:${error.column} ${error.problem}`);
    return { problems, warnings: warnings.map((warning) => warning.message.replace(/^.*?intro\.md:/, "")) };
  };

  it("reports a link to a missing page of a built instance as broken, and one into an instance folder not in the config as left out", () => {
    expect(linksFromIntro(["/crew/roster", "/crew/watch-rota", "/harbour/tides", "/engine-room/diesel", "/machinery/diesel"])).toEqual({
      problems: ["2:1 link to /crew/watch-rota: no such page", "4:1 link to /engine-room/diesel: no such page"],
      warnings: ["3:1 link to /harbour/tides: leads to the docs plugin instance in harbour/, which this build does not render"],
    });
  });
});

describe("links to the API reference of docusaurus-preset-openapi", () => {
  // immich's site: the preset stands for the classic one (its docs options are this site's) and
  // adds an API reference at its api.routeBasePath, which the navbar and the docs link to.
  for (const [api, link] of [["{ path: 'openapi.json', routeBasePath: '/docs/api' }", "/docs/api"], ["{ path: 'openapi.json' }", "/api/get-asset"]]) {
    it(`warns of a link to ${link} (api: ${api}), which its plugin would render`, () => {
      const site = writeTree({
        "docusaurus.config.js": `module.exports = { title: 'Ferry', url: 'https://ferry.example.org', baseUrl: '/', presets: [['docusaurus-preset-openapi', { docs: { routeBasePath: 'docs' }, api: ${api} }]] };\n`,
        "docs/intro.md": doc("Intro"),
      });
      const scanned = scanContent(site).model;
      const warnings: { message: string }[] = [];
      const pages: PageCheck[] = [{ file: path.join(site, "docs/intro.md"), problems: [], warnings: [], links: [link, "/docs/apis"].map((url, i) => ({ url, target: url, line: i + 1, column: 1 })), anchors: [] }];
      const problems = checkLinkTargets(scanned, pages, new Set(["/", ...scanned.docsRoutes.keys()]), warnings as never).map((error) => `${error.line}:${error.column} ${error.problem}`);
      expect(problems).toEqual(["2:1 link to /docs/apis: no such page"]);
      expect(warnings.map((warning) => warning.message.replace(/^.*?intro\.md:/, ""))).toEqual([
        `1:1 link to ${link}: leads to a route of plugin docusaurus-preset-openapi's api (a plugin not run here), which this build does not render`,
      ]);
    });
  }
});

describe("links to the routes of plugins that are not run", () => {
  // A changelog (a second blog instance) at its routeBasePath, and a plugin of the site's own that
  // adds a page with addRoute: their pages are not this build's; a path nothing claims stays broken.
  const site = writeTree({
    "docusaurus.config.js": [
      "module.exports = {",
      '  title: "Ferry", url: "https://ferry.example.org", baseUrl: "/",',
      "  plugins: [",
      '    ["@docusaurus/plugin-content-blog", { id: "changelog", path: "changelog", routeBasePath: "/changelog/" }],',
      '    "./src/plugins/timetables",',
      // An installed package of the site's, whose route is joined to the base URL (verdaccio's contributors page).
      '    "docusaurus-plugin-crew",',
      // Its API pages at the plugin's default routeBasePath, api (mikro-orm's).
      '    ["docusaurus-plugin-typedoc-api", { projectRoot: "..", packages: ["packages/core"] }],',
      "  ],",
      "};",
      "",
    ].join("\n"),
    "docs/intro.md": doc("Intro"),
    // Its posts: a folder of Markdown, which is no docs instance when the config says whose it is (shenyu's news/).
    "changelog/2024-05-01-summer-sailings.md": "---\ntitle: Summer sailings\n---\n\nThe evening ferry runs again from May.\n",
    "src/plugins/timetables/index.js": [
      "module.exports = function timetables() {",
      "  return {",
      "    name: 'timetables',",
      "    async contentLoaded({ actions }) {",
      "      actions.addRoute({ path: '/timetables', exact: false, component: '@site/src/plugins/timetables/Page' });",
      "      actions.addRoute({\n        component: '@site/src/plugins/timetables/Winter',\n        path: \"/winter-timetable/\",\n      });",
      "    },",
      "  };",
      "};",
      "",
    ].join("\n"),
    "node_modules/docusaurus-plugin-crew/package.json": '{ "name": "docusaurus-plugin-crew", "main": "lib/index.js" }\n',
    "node_modules/docusaurus-plugin-crew/lib/index.js": [
      "const { normalizeUrl } = require('@docusaurus/utils');",
      "module.exports = function crew(context) {",
      "  const { baseUrl } = context;",
      "  return { name: 'crew', async contentLoaded({ actions }) { actions.addRoute({ path: normalizeUrl([baseUrl, 'crew', 'deckhands']), component: '@theme/Crew' }); } };",
      "};",
      "",
    ].join("\n"),
  });
  const scanned = scanContent(site).model;
  const routes = new Set(["/", ...scanned.docsRoutes.keys()]);
  const intro = path.join(site, "docs/intro.md");

  it("warns of links there, naming the plugin, and still reports a link that no plugin claims", () => {
    const warnings: { message: string }[] = [];
    const urls = ["/changelog", "/changelog/2024/05/01/summer-sailings", "/timetables/route-7", "/winter-timetable", "/timetable", "/crew/deckhands", "/api/core/class/Ferry"];
    const pages: PageCheck[] = [{ file: intro, problems: [], warnings: [], links: urls.map((url, i) => ({ url, target: url, line: i + 1, column: 1 })), anchors: [] }];
    const problems = checkLinkTargets(scanned, pages, routes, warnings as never).map((error) => `${error.line}:${error.column} ${error.problem}`);
    expect(problems).toEqual(["5:1 link to /timetable: no such page"]);
    expect(warnings.map((warning) => warning.message.replace(/^.*?intro\.md:/, ""))).toEqual([
      "1:1 link to /changelog: leads to a route of plugin @docusaurus/plugin-content-blog (a plugin not run here), which this build does not render",
      "2:1 link to /changelog/2024/05/01/summer-sailings: leads to a route of plugin @docusaurus/plugin-content-blog (a plugin not run here), which this build does not render",
      "3:1 link to /timetables/route-7: leads to a route of plugin ./src/plugins/timetables (a plugin not run here), which this build does not render",
      "4:1 link to /winter-timetable: leads to a route of plugin ./src/plugins/timetables (a plugin not run here), which this build does not render",
      "6:1 link to /crew/deckhands: leads to a route of plugin docusaurus-plugin-crew (a plugin not run here), which this build does not render",
      "7:1 link to /api/core/class/Ferry: leads to a route of plugin docusaurus-plugin-typedoc-api (a plugin not run here), which this build does not render",
    ]);
  });
});
