// A site's own magic comments (themeConfig.prism.magicComments): they replace Docusaurus's default
// highlight comments, each marking lines with its class name, and the comments themselves go.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as React from "react";
import * as ReactDOM from "react-dom";
import * as jsxRuntime from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { getMDXComponent } from "mdx-bundler/client/index.js";
import { compileMdx, compiledBody } from "~/lib/mdx.server";
import { scanContent } from "~/lib/content.server";
import { linkResolver } from "~/lib/mdx/link-targets.server";
import { doc, writeTree } from "./fixture-tree";

process.env.PALAVER_CACHE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-magic-cache-"));

const config = (magicComments: string) =>
  `module.exports = {\n  title: "Gantry",\n  url: "https://gantry.example.org",\n  baseUrl: "/",\n  themeConfig: {\n    prism: {\n      magicComments: ${magicComments},\n    },\n  },\n};\n`;

const SITE_COMMENTS = `[
        { className: "theme-code-block-highlighted-line", line: "highlight-next-line", block: { start: "highlight-start", end: "highlight-end" } },
        { className: "code-block-error-line", line: "this-will-fail" },
        { className: "code-block-folded", block: { start: "fold-start", end: "fold-end" } },
      ]`;

const PAGE = [
  "```js",
  "const crane = lift(4);",
  "// this-will-fail",
  "crane.drop();",
  "// highlight-next-line",
  "crane.park();",
  "```",
  "",
  "```bash",
  "# fold-start",
  "gantry login",
  "gantry sync --all",
  "# fold-end",
  "gantry status",
  "```",
  "",
].join("\n");

const root = writeTree({ "docusaurus.config.js": config(SITE_COMMENTS), "docs/rigging.md": doc("Rigging", PAGE) });
process.env.CONTENT_DIR = root;

/** Each line of the page's code blocks: its classes beyond code-line, and its text. */
async function lines() {
  const file = path.join(root, "docs/rigging.md");
  const compiled = await compileMdx(file, fs.readFileSync(file, "utf8"), linkResolver(scanContent(root).model));
  const html = renderToStaticMarkup(React.createElement(getMDXComponent(compiledBody(compiled).code, { React, ReactDOM, _jsx_runtime: jsxRuntime })));
  return [...html.matchAll(/<span class="code-line([^"]*)">([\s\S]*?)(?=<span class="code-line|<\/code>)/g)].map(([, classes, text]) => [classes.trim(), text.replace(/<[^>]+>/g, "")]);
}

describe("a site's magic comments", () => {
  it("mark the lines they name with their class, the highlight as highlighted lines, and are removed", async () => {
    expect(await lines()).toEqual([
      ["", "const crane = lift(4);\n"],
      ["marked-line code-block-error-line", "crane.drop();\n"],
      ["highlight-line", "crane.park();\n"],
      ["marked-line code-block-folded", "gantry login\n"],
      ["marked-line code-block-folded", "gantry sync --all\n"],
      ["", "gantry status\n"],
    ]);
  });

  it("are not named among the options this engine does not use, and an entry Docusaurus would refuse is a problem at the config's line", () => {
    const { warnings, problems } = scanContent(root);
    expect(warnings.map((w) => w.message).join("\n")).not.toMatch(/magicComments/);
    expect(problems).toEqual([]);
    const bad = writeTree({ "docusaurus.config.js": config('[{ className: "x" }, { line: "boom" }]'), "docs/a.md": doc("A", "Text.") });
    expect(scanContent(bad).problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/docusaurus\.config\.js:7:\d+ themeConfig\.prism\.magicComments: \{"className":"x"\} needs a className and a line directive or a block/),
      expect.stringMatching(/docusaurus\.config\.js:7:\d+ themeConfig\.prism\.magicComments: \{"line":"boom"\} needs a className/),
    ]);
  });
});
