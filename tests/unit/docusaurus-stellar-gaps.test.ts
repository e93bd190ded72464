// Two things stellar's docs (Docusaurus 3.8) rely on. A fenced block's <code> has the class
// Docusaurus gives it, `language-x` alone: its CodeExample reads the language by splitting the
// class at "-", and rehype-prism-plus's `code-highlight` beside it made "toml code" (tabs with no
// labels). And under trailingSlash: false a folder's own page (README.mdx, published as x.html like
// any page) takes its relative links from its own URL, as a browser and Docusaurus's check do.
import { describe, expect, it } from "vitest";
import { builtSite } from "../support/built-site";
import { reportLines, runCheck } from "../support/run-build";
import { doc, writeTree } from "./fixture-tree";

describe("a fenced block inside a site's component", () => {
  it("has the class language-x alone on its <code>, as the component reads it", async () => {
    const { read } = await builtSite(
      {
        "docusaurus.config.js": "module.exports = { title: 'Anchors', url: 'https://anchors.example.org', baseUrl: '/', presets: [['classic', { docs: {} }]] };\n",
        "src/components/CodeTabs.jsx": [
          "import React from 'react';",
          "export default function CodeTabs({ children }) {",
          "  const languages = React.Children.toArray(children).map((pre) => pre.props.children.props.className.split('-')[1]);",
          "  return <p className=\"code-tabs\">{languages.join(' | ')}</p>;",
          "}",
          "",
        ].join("\n"),
        "docs/config.mdx": doc("Config", "import CodeTabs from '@site/src/components/CodeTabs';\n\n<CodeTabs>\n\n```toml\n[anchor]\nhome = \"https://anchors.example.org\"\n```\n\n```js\nconst home = 'https://anchors.example.org';\n```\n\n</CodeTabs>"),
      },
      "palaver-code-class-",
    );
    expect(read("docs/config.html")).toContain('<p class="code-tabs">toml | js</p>');
    expect(read("docs/config.html")).not.toContain("code-highlight");
  });
});

describe("a folder's own page under trailingSlash: false", () => {
  it("takes its relative links from its own URL, not as a folder's (stellar's data/rpc/README.mdx)", async () => {
    const site = writeTree({
      "docusaurus.config.js": "module.exports = { title: 'Anchors', url: 'https://anchors.example.org', baseUrl: '/', trailingSlash: false, presets: [['classic', { docs: {} }]] };\n",
      "docs/intro.md": doc("Intro", "Anchors and their homes."),
      "docs/data/horizon.md": doc("Horizon", "The API server."),
      "docs/data/rpc/README.md": doc("RPC", "Next to [Horizon](./horizon) and the [intro](../intro), not [the moon](../../moon)."),
    });
    const result = await runCheck({ CONTENT_DIR: site, PALAVER_CACHE_DIR: `${site}-cache` });
    // From /docs/data/rpc: ./horizon is /docs/data/horizon, ../intro /docs/intro, ../../moon /moon.
    expect(reportLines(result.stdout, site).filter((line) => line.startsWith("docs/"))).toEqual([
      expect.stringMatching(/^docs\/data\/rpc\/README\.md:5:\d+ link to \.\.\/\.\.\/moon: no such page/),
    ]);
  });
});
