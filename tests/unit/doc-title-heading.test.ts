// A doc whose front matter title is empty (`title: ""`) shows no title heading, as Docusaurus's
// DocItem renders none for a falsy title: react-native-ui-lib's component pages, which draw their
// own heading, had an empty <h1> above it.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { doc, writeTree } from "./fixture-tree";
import { runBuild } from "../support/run-build";

describe("a doc with an empty title", () => {
  it("has no empty title heading; a doc with a title keeps its own", async () => {
    const site = writeTree(
      {
        "docusaurus.config.js": "module.exports = { title: 'Widgets', url: 'https://widgets.example.org', baseUrl: '/', presets: [['classic', { docs: {} }]] };\n",
        "docs/button.md": '---\ntitle: ""\nsidebar_label: Button\n---\n\n<h2>Button</h2>\n\nPress it.\n',
        "docs/card.md": doc("Card", "Hold it."),
      },
      "palaver-empty-title-",
    );
    const out = `${site}-dist`;
    const built = await runBuild({ CONTENT_DIR: site, OUT_DIR: out, PALAVER_CACHE_DIR: `${site}-cache` });
    expect(built.status, built.stdout + built.stderr).toBe(0);
    const main = (rel: string) => {
      const html = fs.readFileSync(path.join(out, rel), "utf8");
      return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    };
    expect(main("docs/button.html")).not.toContain("<h1");
    expect(main("docs/button.html")).toContain("<h2>Button</h2>");
    expect(main("docs/card.html")).toContain("<h1>Card</h1>");
  });
});
