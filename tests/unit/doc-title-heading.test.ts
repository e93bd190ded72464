// A doc whose front matter title is empty (`title: ""`) shows no title heading, as Docusaurus's
// DocItem renders none for a falsy title: react-native-ui-lib's component pages, which draw their
// own heading, had an empty <h1> above it.
import { describe, expect, it } from "vitest";
import { doc } from "./fixture-tree";
import { builtSite } from "../support/built-site";

describe("a doc with an empty title", () => {
  it("has no empty title heading; a doc with a title keeps its own", async () => {
    const { read } = await builtSite(
      {
        "docusaurus.config.js": "module.exports = { title: 'Widgets', url: 'https://widgets.example.org', baseUrl: '/', presets: [['classic', { docs: {} }]] };\n",
        "docs/button.md": '---\ntitle: ""\nsidebar_label: Button\n---\n\n<h2>Button</h2>\n\nPress it.\n',
        "docs/card.md": doc("Card", "Hold it."),
      },
      "palaver-empty-title-",
    );
    const main = (rel: string) => {
      const html = read(rel);
      return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    };
    expect(main("docs/button.html")).not.toContain("<h1");
    expect(main("docs/button.html")).toContain("<h2>Button</h2>");
    expect(main("docs/card.html")).toContain("<h1>Card</h1>");
  });
});

describe("a page whose own # title comes after a component", () => {
  it("shows that heading as its title, as Docusaurus takes the first heading wherever it stands; not after another heading or a rule", async () => {
    const { read } = await builtSite(
      {
        "docusaurus.config.js": "module.exports = { title: 'Widgets', url: 'https://widgets.example.org', baseUrl: '/', presets: [['classic', { docs: {} }]] };\n",
        "src/components/Banner.jsx": 'export default function Banner() { return <div className="banner">Spring sale</div>; }\n',
        // sequelize's releases page: imports, a component, then its # title.
        "docs/policy.mdx": "import Banner from '@site/src/components/Banner';\n\n<Banner />\n\n# Versioning policy\n\nMajor versions are supported for two years.\n",
        "src/pages/releases.mdx": "import Banner from '@site/src/components/Banner';\n\n<Banner />\n\n# Release notes\n\nEvery release, newest first.\n",
        // A heading or a rule first: the # heading further down is no title (Docusaurus adds its own).
        "docs/later.md": "## Overview\n\nFirst things.\n\n# Details\n\nLater things.\n",
        "docs/ruled.md": "Some words.\n\n---\n\n# After the rule\n\nMore words.\n",
      },
      "palaver-content-title-",
    );
    const h1s = (rel: string) => [...read(rel).matchAll(/<h1\b[^>]*>([^]*?)<\/h1>/g)].map((match) => match[1].replace(/<[^>]+>/g, ""));
    expect(h1s("docs/policy.html")).toEqual(["Versioning policy"]);
    expect(h1s("releases.html")).toEqual(["Release notes"]);
    expect(h1s("docs/later.html")).toEqual(["later", "Details"]);
    expect(h1s("docs/ruled.html")).toEqual(["ruled", "After the rule"]);
  });
});
