// What real Docusaurus 3 sites do that the tidy fixture sites did not: found by building an
// open-source site's docs unchanged (a plain-Markdown site laid out as website/ beside a docs/
// folder at its repository's root). Each case here is original text reproducing one finding.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scanContent } from "~/lib/content.server";
import { doc, writeTree } from "./fixture-tree";

const messages = (errors: { message: string }[]) => errors.map((error) => error.message);

describe("a config that makes its own require", () => {
  it("stands in for packages it resolves or loads through createRequire(import.meta.url), naming them once", () => {
    const root = writeTree({
      "package.json": JSON.stringify({ name: "inkwell", homepage: "https://inkwell.example.net", repository: "inkwell/inkwell" }),
      "website/node_modules/ink-theme/package.json": JSON.stringify({ name: "ink-theme", main: "index.js" }),
      "website/node_modules/ink-theme/index.js": "exports.accent = 'teal';",
      "website/node_modules/ink-theme/print.css": "body { color: black; }",
      "website/docusaurus.config.js": [
        'import fs from "node:fs";',
        'import { createRequire } from "node:module";',
        "const require = createRequire(import.meta.url);",
        'const pkg = JSON.parse(fs.readFileSync(new URL("../package.json", import.meta.url), "utf8"));',
        "export default {",
        '  title: "Inkwell " + require("ink-theme").accent,',
        "  url: pkg.homepage,",
        '  baseUrl: "/",',
        "  presets: [[\"classic\", { docs: { path: \"../docs\" }, theme: { customCss: [require.resolve(\"ink-theme/print.css\"), require.resolve(\"tweet-embed/theme.css\"), require(\"absent-helper\").css] } }]],",
        "};",
        "",
      ].join("\n"),
      "docs/intro.md": doc("Intro"),
    });
    const { model, problems, warnings } = scanContent(path.join(root, "website"));
    expect(messages(problems)).toEqual([]);
    expect(model.site).toMatchObject({ title: "Inkwell teal", siteUrl: "https://inkwell.example.net" });
    const standIns = messages(warnings).filter((w) => w.includes("stood in for"));
    expect(standIns).toEqual([expect.stringMatching(/docusaurus\.config\.js packages not installed in the site's node_modules, stood in for while reading the config: absent-helper, tweet-embed \(/)]);
  });

  it("does the same in an async config, settled in a process of its own", () => {
    const root = writeTree({
      "docusaurus.config.mjs": [
        'import { createRequire } from "node:module";',
        "const require = createRequire(import.meta.url);",
        "export default async function createConfig() {",
        '  const css = require.resolve("tweet-embed/theme.css");',
        '  return { title: "Later " + css, url: "https://later.example.net", baseUrl: "/" };',
        "}",
        "",
      ].join("\n"),
      "docs/intro.md": doc("Intro"),
    });
    const { model, problems } = scanContent(root);
    expect(messages(problems)).toEqual([]);
    expect(model.site.title).toBe("Later tweet-embed/theme.css");
  });
});
