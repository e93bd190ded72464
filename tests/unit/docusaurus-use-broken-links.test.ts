// @docusaurus/useBrokenLinks (Docusaurus 3.1): a component tells the link check the anchors it
// renders. The check here reads the rendered HTML, so the hook has nothing to record, but a page
// whose component uses it must render: gofiber's API pages stopped the check ("imports
// @docusaurus/useBrokenLinks, which this site does not provide").
import { describe, expect, it } from "vitest";
import { builtSite } from "../support/built-site";
import { doc } from "./fixture-tree";

describe("a component using @docusaurus/useBrokenLinks", () => {
  it("renders, and a link to the anchor it collects resolves", async () => {
    const { read, built } = await builtSite(
      {
        "docusaurus.config.js": "module.exports = { title: 'Fibres', url: 'https://fibres.example.org', baseUrl: '/', onBrokenAnchors: 'throw', presets: [['classic', { docs: {} }]] };\n",
        "src/components/Reference.jsx": [
          "import useBrokenLinks from '@docusaurus/useBrokenLinks';",
          "export default function Reference({ id, children }) {",
          "  useBrokenLinks().collectAnchor(id);",
          "  return <a id={id} className=\"reference\" href={'#' + id}>{children}</a>;",
          "}",
          "",
        ].join("\n"),
        "docs/app.mdx": doc("App", "import Reference from '@site/src/components/Reference';\n\n<Reference id=\"listen\">Listen</Reference> starts the server.\n\nSee [listen](#listen)."),
      },
      "palaver-use-broken-links-",
    );
    expect(built.stdout + built.stderr).not.toMatch(/useBrokenLinks/);
    expect(read("docs/app.html")).toContain('<a id="listen" class="reference" href="#listen">Listen</a>');
  });
});
