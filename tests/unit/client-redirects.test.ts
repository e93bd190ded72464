// What the check says of @docusaurus/plugin-client-redirects's redirects (their pages and the links
// to them are tested with the fixture Docusaurus site: docusaurus-site-build.test.ts and the browser's
// docusaurus-site.test.ts): a redirect to no page stops the build, as Docusaurus refuses it, at its
// line of the config; one from a page that exists leaves the page and is named.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { reportLines, runBuild, runCheck } from "../support/run-build";
import { createStaticServer, listen } from "../../scripts/lib/static-server.mjs";

const fixture = path.resolve(__dirname, "../fixtures/docusaurus/two-instances-site");

/** A copy of the fixture whose config has these plugins (lines of JavaScript) beside its docs. */
function siteWithPlugins(plugins: string[]): string {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-redirects-"));
  fs.cpSync(fixture, site, { recursive: true });
  const config = [
    "module.exports = {",
    "  title: 'Tidewater',",
    "  url: 'https://tidewater.example.org',",
    "  baseUrl: '/',",
    "  presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],",
    "  plugins: [",
    ...plugins,
    "  ],",
    "};",
    "",
  ];
  fs.writeFileSync(path.join(site, "docusaurus.config.js"), config.join("\n"));
  return site;
}

describe("client redirects in the check", () => {
  it("stops on a redirect to no page and names one from an existing page, each at its line", async () => {
    const site = siteWithPlugins([
      "    ['@docusaurus/plugin-content-docs', { id: 'handbook', path: 'handbook', routeBasePath: 'handbook', sidebarPath: './sidebarsHandbook.js' }],",
      "    ['@docusaurus/plugin-client-redirects', {",
      "      redirects: [",
      "        { from: '/charts', to: '/docs/reading-charts' },",
      "        { from: '/rota', to: '/handbook/crew-list' },",
      "        { from: '/docs/reading-charts', to: '/handbook/watch-rota' },",
      "      ],",
      "    }],",
    ]);
    const result = await runCheck({ CONTENT_DIR: site, PALAVER_CACHE_DIR: `${site}-cache` });
    expect(result.status).toBe(1);
    const lines = reportLines(result.stdout + result.stderr, site).map((line) => line.trim());
    expect(lines).toContain("docusaurus.config.js:11:17 redirect from /rota to /handbook/crew-list: no such page (a redirect must lead to a page of the site, or to a URL)");
    expect(lines).toContain("warning: docusaurus.config.js:12:17 redirect from /docs/reading-charts: that is a page of the site, which stays; the redirect is left out");
    expect(lines.filter((line) => line.includes("/charts"))).toEqual([]);
  });

  it("asks createRedirects of every page, as Docusaurus does, and publishes what it answers", async () => {
    const site = siteWithPlugins([
      "    ['@docusaurus/plugin-client-redirects', {",
      "      // The charts used to live under /guide.",
      "      createRedirects(existingPath) {",
      "        if (existingPath.startsWith('/docs/')) return [existingPath.replace('/docs/', '/guide/')];",
      "        return undefined;",
      "      },",
      "    }],",
    ]);
    const out = `${site}-dist`;
    const result = await runBuild({ CONTENT_DIR: site, OUT_DIR: out, PALAVER_CACHE_DIR: `${site}-cache` });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(result.stdout + result.stderr).not.toMatch(/createRedirects/);
    expect(fs.readFileSync(path.join(out, "guide/reading-charts.html"), "utf8")).toContain('<meta http-equiv="refresh" content="0; url=/docs/reading-charts">');
    expect(fs.existsSync(path.join(out, "guide/watch-rota.html"))).toBe(false);
  });

  it("publishes a redirect to a React page of src/pages, which Docusaurus knows, with a warning; a navbar link is placed at the navbar", async () => {
    // openfga: `{ to: '/api/service', from: ['/api'] }`, src/pages/api/service.tsx a React page.
    const site = siteWithPlugins(["    ['@docusaurus/plugin-client-redirects', { redirects: [{ to: '/tides/table', from: ['/tides'] }, { to: '/moorings', from: ['/berths'] }] }],"]);
    fs.mkdirSync(path.join(site, "src/pages/tides"), { recursive: true });
    fs.writeFileSync(path.join(site, "src/pages/tides/table.tsx"), "export default function TideTable() {\n  return <main>High water at 06:12.</main>;\n}\n");
    const configFile = path.join(site, "docusaurus.config.js");
    fs.writeFileSync(configFile, fs.readFileSync(configFile, "utf8").replace("};\n", "  themeConfig: {\n    navbar: { items: [{ to: '/moorings', label: 'Moorings' }] },\n  },\n};\n"));
    const checked = await runCheck({ CONTENT_DIR: site, PALAVER_CACHE_DIR: `${site}-cache` });
    const lines = reportLines(checked.stdout + checked.stderr, site).map((line) => line.trim());
    expect(lines).toContain("warning: docusaurus.config.js:7:88 redirect from /tides to /tides/table: that is a page of src/pages/, which this build does not render; the redirect is published");
    // The redirect's `to` comes first in the file; the navbar's link is the one at fault there.
    expect(lines).toContain("docusaurus.config.js:10:29 links to /moorings (in the navbar, footer or announcement bar), which does not exist");
    expect(lines).toContain("docusaurus.config.js:7:127 redirect from /berths to /moorings: no such page (a redirect must lead to a page of the site, or to a URL)");

    fs.writeFileSync(configFile, fs.readFileSync(configFile, "utf8").replace(", { to: '/moorings', from: ['/berths'] }", "").replace("[{ to: '/moorings', label: 'Moorings' }]", "[]"));
    const out = `${site}-dist`;
    const built = await runBuild({ CONTENT_DIR: site, OUT_DIR: out, PALAVER_CACHE_DIR: `${site}-cache` });
    expect(built.status, built.stdout + built.stderr).toBe(0);
    expect(fs.readFileSync(path.join(out, "tides.html"), "utf8")).toContain('<meta http-equiv="refresh" content="0; url=/tides/table">');
  });

  it("publishes a redirect from an old .html address as that folder's page, which the preview server serves there (superset's /installation.html)", async () => {
    const site = siteWithPlugins([
      "    ['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/installation.html', to: '/docs/reading-charts' }, { from: '/docs/reading-charts.html', to: '/docs/reading-charts' }] }],",
    ]);
    const out = `${site}-dist`;
    const built = await runBuild({ CONTENT_DIR: site, OUT_DIR: out, PALAVER_CACHE_DIR: `${site}-cache` });
    expect(built.status, built.stdout + built.stderr).toBe(0);
    expect(fs.readFileSync(path.join(out, "installation.html/index.html"), "utf8")).toContain('<meta http-equiv="refresh" content="0; url=/docs/reading-charts">');
    expect(fs.existsSync(path.join(out, "installation.html.html"))).toBe(false);
    // A page's own address with .html is its file's: nothing is written for it.
    expect(fs.existsSync(path.join(out, "docs/reading-charts.html.html"))).toBe(false);
    expect(fs.statSync(path.join(out, "docs/reading-charts.html")).isFile()).toBe(true);

    const server = createStaticServer(out, { log: () => {} });
    const origin = await listen(server);
    try {
      const old = await fetch(`${origin}/installation.html`, { redirect: "manual" });
      expect(old.status).toBe(200);
      expect(await old.text()).toContain("This page has moved to");
      const page = await fetch(`${origin}/docs/reading-charts.html`, { redirect: "manual" });
      expect(page.status).toBe(301);
      expect(page.headers.get("location")).toBe("/docs/reading-charts");
    } finally {
      server.close();
    }
  });
});
