// A Docusaurus site served under a baseUrl (`/manual/`) often writes its own links with it: a
// Markdown link `/manual/guide#setup`, a JSX `<a href="/manual/guide">`, or a component's
// `<Link to={useBaseUrl('guide')}>`. Docusaurus adds the baseUrl only to a path that does not start
// with it already, so all three lead to the guide. They used to be reported as "no such page" and
// rendered with the base twice (`/manual/manual/guide`). A relative `<Link to="guide">` is the
// browser's, from the page's URL: it used to be resolved under the page's route (`/manual/start/guide`).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { reportLines, runBuild, runCheck } from "../support/run-build";
import { scanContent } from "~/lib/content.server";
import { doc, writeTree } from "./fixture-tree";

describe("links that already carry the site's baseUrl", () => {
  it("lead to the page once, in Markdown, JSX and through useBaseUrl, and are checked as such", async () => {
    const root = writeTree({
      "docusaurus.config.js": [
        "module.exports = {",
        "  title: 'Kiln', url: 'https://kiln.example.com', baseUrl: '/manual/',",
        "  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: './sidebars.js' }, blog: false }]],",
        "};",
      ].join("\n"),
      "sidebars.js": "module.exports = { main: ['start', 'guide'] };",
      "docs/start.mdx": [
        "---\ntitle: Start\n---",
        "import Firing from '@site/src/components/Firing';",
        "Read [the guide](/manual/guide#setup) first, or <a href=\"/manual/guide\">the guide as HTML</a>.",
        "<Firing />",
      ].join("\n\n"),
      "docs/guide.md": doc("Guide", "## Setup\n\nLoad the kiln evenly."),
      "src/components/Firing.jsx": [
        "import React from 'react';",
        "import Link from '@docusaurus/Link';",
        "import useBaseUrl from '@docusaurus/useBaseUrl';",
        "export default function Firing() { return <><Link className=\"firing\" to={useBaseUrl('guide#setup')}>Firing schedule</Link> <Link className=\"cooling\" to=\"guide\">Cooling</Link></>; }",
      ].join("\n"),
    });
    const out = `${root}-dist`;
    const result = await runBuild({ CONTENT_DIR: root, OUT_DIR: out, PALAVER_CACHE_DIR: `${root}-cache` });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(reportLines(result.stdout, root).filter((line) => /link to|no such page|no anchor/.test(line))).toEqual([]);
    const html = fs.readFileSync(path.join(out, "start.html"), "utf8");
    expect(html).toContain('href="/manual/guide#setup">the guide</a>');
    expect(html).toContain('href="/manual/guide">the guide as HTML</a>');
    expect(html).toMatch(/class="firing" href="\/manual\/guide#setup"|href="\/manual\/guide#setup"[^>]*class="firing"/);
    // A relative `to` is the browser's, from the page's URL (/manual/start), as Docusaurus's Link leaves it.
    expect(html).toMatch(/class="cooling" href="\/manual\/guide"|href="\/manual\/guide"[^>]*class="cooling"/);
    expect(html).not.toContain("/manual/manual/");
    // The app's own files the page loads are published under the base URL: the page and the output
    // come from the app build made for it (a build that read the baseUrl too late copied the other).
    const assets = [...html.matchAll(/(?:src|href)="\/manual\/(build\/[^"]+)"/g)].map((match) => match[1]);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) expect(fs.existsSync(path.join(out, asset)), asset).toBe(true);
  });

  it("in the frame too: a sidebar link item written with the base, and a navbar item whose `to` is another site's URL", async () => {
    const root = writeTree({
      "docusaurus.config.js": [
        "module.exports = {",
        "  title: 'Kiln', url: 'https://kiln.example.com', baseUrl: '/manual/',",
        "  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: './sidebars.js' }, blog: false }]],",
        "  themeConfig: { navbar: { items: [",
        "    { type: 'docsVersionDropdown', position: 'right', dropdownItemsAfter: [{ to: 'https://old.kiln.example.com/manual/v1', label: 'v1' }] },",
        "    { to: 'https://glaze.example.org/', label: 'Glazes', position: 'left' },",
        "  ] } },",
        "};",
      ].join("\n"),
      "versions.json": '["2"]\n',
      "versioned_docs/version-2/start.md": doc("Start two"),
      "versioned_sidebars/version-2-sidebars.json": '{ "main": ["start"] }\n',
      "sidebars.js": "module.exports = { main: ['start', { type: 'link', label: 'Start, released', href: '/manual/start' }, 'guide'] };",
      "docs/start.md": doc("Start"),
      "docs/guide.md": doc("Guide"),
    });
    const out = `${root}-dist`;
    const result = await runBuild({ CONTENT_DIR: root, OUT_DIR: out, PALAVER_CACHE_DIR: `${root}-cache` });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(reportLines(result.stdout, root).filter((line) => /links to|no such page/.test(line))).toEqual([]);
    const html = fs.readFileSync(path.join(out, "next/start.html"), "utf8");
    expect(html).toMatch(/<a class="sidebar-link" href="\/manual\/start">Start, released<\/a>/);
    expect(html).toContain('href="https://glaze.example.org/"');
    expect(html).toContain('href="https://old.kiln.example.com/manual/v1"');
    expect(html).not.toContain("/manual/manual/");
    expect(html).not.toContain("/manual/https:");
    // A link item is no step of the reading order: start's next page is the guide.
    expect(html).toMatch(/rel="next" href="\/manual\/next\/guide"/);
  });

  it("names a sidebar link item to no page at its line in the sidebars file, not in the config", async () => {
    const root = writeTree({
      "docusaurus.config.js": "module.exports = {\n  title: 'Kiln', url: 'https://kiln.example.com', baseUrl: '/manual/',\n  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: './sidebars.js' }, blog: false }]],\n};\n",
      "sidebars.js": "module.exports = {\n  main: [\n    'start',\n    { type: 'link', label: 'Firing log', href: '/manual/firing-log' },\n  ],\n};\n",
      "docs/start.md": doc("Start"),
    });
    const result = await runBuild({ CONTENT_DIR: root, OUT_DIR: `${root}-dist`, PALAVER_CACHE_DIR: `${root}-cache` });
    expect(result.status).not.toBe(0);
    expect(result.stdout + result.stderr).toMatch(/sidebars\.js:4:\d+ links to \/manual\/firing-log \(a sidebar link item\), which does not exist/);
    expect(result.stdout + result.stderr).not.toMatch(/docusaurus\.config\.js\S* links to \/manual\/firing-log/);
  });

  it("names each sidebar link item to one missing page at its own line, its #anchor told apart", async () => {
    const root = writeTree({
      "docusaurus.config.js": "module.exports = {\n  title: 'Kiln', url: 'https://kiln.example.com', baseUrl: '/',\n  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: './sidebars.js' }, blog: false }]],\n};\n",
      "sidebars.js": [
        "module.exports = {",
        "  main: [",
        "    'start',",
        "    { type: 'link', label: 'Glazes', href: '/glazes' },",
        "    { type: 'link', label: 'Matte glazes', href: '/glazes#matte' },",
        "    { type: 'link', label: 'Gloss glazes', href: '/glazes#gloss' },",
        "  ],",
        "};",
        "",
      ].join("\n"),
      "docs/start.md": doc("Start"),
    });
    const result = await runCheck({ CONTENT_DIR: root, PALAVER_CACHE_DIR: `${root}-cache` });
    expect(result.status).not.toBe(0);
    expect(reportLines(result.stdout + result.stderr, root).filter((line) => line.includes("sidebar link item")).map((line) => line.replace(/:(\d+):\d+ /, ":$1 "))).toEqual([
      "sidebars.js:4 links to /glazes (a sidebar link item), which does not exist",
      "sidebars.js:5 links to /glazes#matte (a sidebar link item), which does not exist",
      "sidebars.js:6 links to /glazes#gloss (a sidebar link item), which does not exist",
    ]);
  });

  it("are reported by npm run check with the pages' problems, in one run: the navbar's, the footer's and a sidebar link item's", async () => {
    const root = writeTree({
      "docusaurus.config.js": [
        "module.exports = {",
        "  title: 'Kiln', url: 'https://kiln.example.com', baseUrl: '/',",
        "  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],",
        "  themeConfig: {",
        "    navbar: { items: [{ to: '/docs/glazes', label: 'Glazes' }, { to: '/docs/start', label: 'Start' }] },",
        "    footer: { links: [{ title: 'Studio', items: [{ label: 'Opening hours', to: '/hours' }] }] },",
        "  },",
        "};",
        "",
      ].join("\n"),
      "sidebars.js": "module.exports = {\n  main: [\n    'start',\n    { type: 'link', label: 'Firing log', href: '/docs/firing-log' },\n  ],\n};\n",
      "docs/start.md": doc("Start", "Load the kiln as the [loading guide](./loading) says."),
    });
    const result = await runCheck({ CONTENT_DIR: root, PALAVER_CACHE_DIR: `${root}-cache` });
    expect(result.status).not.toBe(0);
    const lines = reportLines(result.stdout + result.stderr, root);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^docs\/start\.md:\d+:\d+ link to \.\/loading: no such page$/),
        expect.stringMatching(/^docusaurus\.config\.js:5:\d+ links to \/docs\/glazes \(in the navbar, footer or announcement bar\), which does not exist$/),
        expect.stringMatching(/^docusaurus\.config\.js:6:\d+ links to \/hours \(in the navbar, footer or announcement bar\), which does not exist$/),
        expect.stringMatching(/^sidebars\.js:4:\d+ links to \/docs\/firing-log \(a sidebar link item\), which does not exist$/),
      ]),
    );
    expect(lines.filter((line) => line.includes("/docs/start "))).toEqual([]);
  });
});

describe("trailingSlash: true", () => {
  it("resolves a page's relative links from its URL as a folder, as Docusaurus does, and says what it does not do", async () => {
    const tree = (trailingSlash: string) =>
      writeTree({
        "docusaurus.config.js": `module.exports = {\n  title: 'Kiln', url: 'https://kiln.example.com', baseUrl: '/',${trailingSlash}\n};\n`,
        "docs/guides/one.md": "---\ntitle: One\nslug: /guides/one/\n---\n\nNext, [the second page](../../api/two) and [a sibling](../three).\n",
        "docs/guides/three.md": doc("Three"),
        "docs/api/two.md": "---\ntitle: Two\nslug: /api/two/\n---\n\nText.\n",
      });
    const slashed = tree("\n  trailingSlash: true,");
    const result = await runCheck({ CONTENT_DIR: slashed, PALAVER_CACHE_DIR: `${slashed}-cache` });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(reportLines(result.stdout, slashed)).toContainEqual(
      expect.stringMatching(/^warning: docusaurus\.config\.js:3:\d+ trailingSlash: true: pages are published at \/x \(x\.html\), not at \/x\/ \(x\/index\.html\)/),
    );
    // Without it, the same links climb from the page's parent folder, and lead nowhere.
    const plain = tree("");
    const without = await runCheck({ CONTENT_DIR: plain, PALAVER_CACHE_DIR: `${plain}-cache` });
    expect(reportLines(without.stdout + without.stderr, plain)).toEqual(
      expect.arrayContaining([expect.stringMatching(/docs\/guides\/one\.md:6:\d+ link to \.\.\/\.\.\/api\/two: (no such page|climbs out of the site)/)]),
    );
  });
});

describe("pictures the config names with the site's baseUrl", () => {
  it("are routes into the static files without it, so the page adds it once (ory's logos: /docs/img/logo.svg on a site at /docs/)", () => {
    const root = writeTree({
      "docusaurus.config.js": [
        "module.exports = {",
        "  title: 'Kiln', url: 'https://kiln.example.com', baseUrl: '/manual/', favicon: '/manual/img/kiln.png',",
        "  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],",
        "  themeConfig: {",
        "    navbar: { logo: { src: '/manual/img/logo.svg', srcDark: '/manual/img/logo-dark.svg', alt: 'Kiln' } },",
        "    footer: { logo: { src: 'img/logo.svg', alt: 'Kiln' } },",
        "  },",
        "};",
      ].join("\n"),
      "static/img/logo.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
      "static/img/logo-dark.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
      "static/img/kiln.png": "png",
      "docs/start.md": doc("Start"),
    });
    const { model, warnings } = scanContent(root);
    expect(model.site.navbar.logo?.src).toBe("/img/logo-dark.svg");
    expect(model.site.footerLogo?.src).toBe("/img/logo.svg");
    expect(model.site.favicon).toBe("/img/kiln.png");
    expect(warnings.map((w) => w.message).join("\n")).not.toMatch(/favicon|no such file/);
  });
});
