// Theme modules Docusaurus sites import from their own components and category pages: the current
// sidebar category (Docusaurus 2 kept its hook in @docusaurus/theme-common, Docusaurus 3 in the
// docs plugin's client module), <DocCardList> given its items, @theme/Heading, the colour mode and
// the Prism theme.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { reportLines, runBuild, runCheck } from "../support/run-build";
import { doc, writeTree } from "./fixture-tree";

const site = () =>
  writeTree({
    "docusaurus.config.js":
      "module.exports = { title: 'Kettle', url: 'https://kettle.example.net', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]], themeConfig: { prism: { theme: { plain: { color: '#111111', backgroundColor: '#fafafa' }, styles: [] }, darkTheme: { plain: { color: '#f8f8f2', backgroundColor: '#282a36' }, styles: [] } } } };",
    "sidebars.js": "module.exports = { main: ['intro', { type: 'category', label: 'Brewing', link: { type: 'doc', id: 'brewing/index' }, items: ['brewing/water', 'brewing/leaves'] }] };",
    "docs/intro.md": doc("Kettle", "Kettle keeps your tea at the right temperature, whatever the leaf."),
    "docs/brewing/index.mdx": [
      "---\ntitle: Brewing\n---",
      "import DocCardList from '@theme/DocCardList';",
      "import {useCurrentSidebarCategory} from '@docusaurus/theme-common';",
      "import Heading from '@theme/Heading';",
      "import LeafNote from '@site/src/components/LeafNote';",
      "Every guide of this section, one card each:",
      "<DocCardList items={useCurrentSidebarCategory().items} />",
      '<Heading as="h2" id="before-you-start">Before you start</Heading>',
      "<LeafNote />",
    ].join("\n\n"),
    "docs/brewing/water.md": [
      "---\ntitle: Water\ndescription: How hot, how soft, how much.\n---",
      "import BrewPath from '@site/src/components/BrewPath';",
      "Soft water brings out the leaf; hard water flattens it.",
      "<BrewPath />",
    ].join("\n\n"),
    "docs/brewing/leaves.md": doc("Leaves", "Whole leaves unfold slowly and want a larger pot."),
    // react-router 5's API through @docusaurus/router, and the docs plugin's global data.
    "src/components/BrewPath.js": [
      "import React from 'react';",
      "import {useLocation, useHistory, matchPath} from '@docusaurus/router';",
      "import isInternalUrl from '@docusaurus/isInternalUrl';",
      "import {usePluginData} from '@docusaurus/useGlobalData';",
      "export default function BrewPath() {",
      "  const {pathname} = useLocation();",
      "  const history = useHistory();",
      "  const match = matchPath(pathname, {path: '/docs/brewing/:topic', exact: true});",
      "  const {versions} = usePluginData('docusaurus-plugin-content-docs');",
      "  return (",
      "    <p className=\"brew-path\" data-internal={String(isInternalUrl('/docs/intro'))} data-external={String(isInternalUrl('https://tea.example.org'))}>",
      "      Topic {match ? match.params.topic : 'none'} of {versions.length} version(s). <button type=\"button\" onClick={() => history.push('/docs/intro')}>Back to the start</button>",
      "    </p>",
      "  );",
      "}",
    ].join("\n"),
    "src/components/LeafNote.js": [
      "import React from 'react';",
      "import {useColorMode, usePrismTheme} from '@docusaurus/theme-common';",
      "export default function LeafNote() {",
      "  const {colorMode} = useColorMode();",
      "  const prism = usePrismTheme();",
      "  return <p className=\"leaf-note\" style={prism.plain}>Pictures of leaves are shown for the {colorMode} theme.</p>;",
      "}",
    ].join("\n"),
  });

describe("theme modules a site's pages and components import", () => {
  it("lists the current category's pages from Docusaurus 2's useCurrentSidebarCategory, draws @theme/Heading with its anchor, and answers useColorMode", async () => {
    const root = site();
    const out = `${root}-dist`;
    const result = await runBuild({ CONTENT_DIR: root, OUT_DIR: out, PALAVER_CACHE_DIR: `${root}-cache` });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    const html = fs.readFileSync(path.join(out, "docs/brewing.html"), "utf8");
    const cards = [...html.matchAll(/<a class="card" href="([^"]+)"><h2 class="card-title">([^<]*)<\/h2><p class="card-description">([^<]*)<\/p>/g)].map(([, href, label, description]) => [href, label, description]);
    expect(cards).toEqual([
      ["/docs/brewing/water", "Water", "How hot, how soft, how much."],
      ["/docs/brewing/leaves", "Leaves", "Whole leaves unfold slowly and want a larger pot."],
    ]);
    expect(html).toContain('<h2 id="before-you-start">Before you start<a href="#before-you-start" class="hash-link" aria-label="Direct link to Before you start"');
    // usePrismTheme: the config's dark theme, the site's only mode (yoga's playground draws its editor with it).
    expect(html).toContain('<p class="leaf-note" style="color:#f8f8f2;background-color:#282a36">Pictures of leaves are shown for the <!-- -->dark<!-- --> theme.</p>');
    const water = fs.readFileSync(path.join(out, "docs/brewing/water.html"), "utf8");
    expect(water).toContain('<p class="brew-path" data-internal="true" data-external="false">Topic <!-- -->water<!-- --> of <!-- -->1<!-- --> version(s). <button type="button">Back to the start</button></p>');
  });

  it("reports a component reading a plugin's global data that this engine does not run at the line using it, naming the plugin and the component's file", async () => {
    const root = site();
    fs.writeFileSync(path.join(root, "src/components/LeafGallery.js"), "import React from 'react';\nimport {usePluginData} from '@docusaurus/useGlobalData';\nexport default function LeafGallery() {\n  const {images} = usePluginData('docusaurus-plugin-ideal-image');\n  return <ul>{images.map((image) => <li key={image}>{image}</li>)}</ul>;\n}\n");
    fs.writeFileSync(path.join(root, "docs/brewing/leaves.md"), "---\ntitle: Leaves\n---\n\nimport LeafGallery from '@site/src/components/LeafGallery';\n\nWhole leaves unfold slowly.\n\n<LeafGallery />\n");
    const result = await runCheck({ CONTENT_DIR: root, PALAVER_CACHE_DIR: `${root}-cache` });
    expect(result.status).not.toBe(0);
    expect(reportLines(result.stdout, root).filter((line) => line.startsWith("docs/"))).toEqual([
      expect.stringMatching(/^docs\/brewing\/leaves\.md:9:1 the page failed to render: Error: usePluginData\("docusaurus-plugin-ideal-image"\): no global data for the "docusaurus-plugin-ideal-image" plugin: plugins are not run here; .* \(thrown by its MDX or by what it imports: .*src\/components\/LeafGallery\.js\)$/),
    ]);
  });

  it("names the page when <DocCardList /> without items is on a page that is no category's", async () => {
    const root = site();
    fs.writeFileSync(path.join(root, "docs/brewing/leaves.md"), "---\ntitle: Leaves\n---\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n");
    const result = await runBuild({ CONTENT_DIR: root, OUT_DIR: `${root}-dist`, PALAVER_CACHE_DIR: `${root}-cache` });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/docs\/brewing\/leaves\.md: the page failed to render: .*<DocCardList \/> without items lists the category whose page this is, and \/docs\/brewing\/leaves is no category's page/);
  });
});
