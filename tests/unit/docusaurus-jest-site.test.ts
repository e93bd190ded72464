// What a large open-source Docusaurus 3 site (a testing framework's website, laid out as website/
// beside a docs/ folder at its repository's root) does that the fixture sites did not: found by
// building its docs unchanged. Each case here is original text reproducing one finding.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scanContent } from "~/lib/content.server";
import { doc, writeTree } from "./fixture-tree";

const messages = (errors: { message: string }[]) => errors.map((error) => error.message);

describe("a config built on a package it has not installed", () => {
  it("reads a config that spreads a stood-in package's lists into its own (a Prism theme extended)", () => {
    const root = writeTree({
      "website/theme/codeColours.js": [
        "const {themes} = require('prism-react-renderer');",
        "const base = themes.github;",
        "module.exports = {",
        "  plain: Object.assign(base.plain, {backgroundColor: '#fafafa'}),",
        "  styles: [...base.styles, {types: ['string'], style: {color: '#a11'}}],",
        "};",
        "",
      ].join("\n"),
      "website/docusaurus.config.js": [
        "const colours = require('./theme/codeColours');",
        "const extra = [];",
        "for (const style of require('prism-react-renderer').themes.dracula.styles) extra.push(style);",
        "module.exports = {",
        "  title: 'Spreads',",
        "  url: 'https://spreads.example.org',",
        "  baseUrl: '/',",
        "  presets: [['classic', {docs: {path: '../docs'}}]],",
        "  themeConfig: {prism: {theme: colours, darkTheme: {plain: {}, styles: extra}}},",
        "};",
        "",
      ].join("\n"),
      "docs/intro.md": doc("Intro"),
    });
    const { model, problems, warnings } = scanContent(path.join(root, "website"));
    expect(messages(problems)).toEqual([]);
    expect(model.site.title).toBe("Spreads");
    expect(messages(warnings)).toContainEqual(expect.stringMatching(/stood in for while reading the config: prism-react-renderer \(/));
  });
});
