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
