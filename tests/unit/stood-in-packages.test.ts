// A package a site's config needs but the site's node_modules lacks is stood in for (and named in a
// warning). Installing it changes what the site's plugins make: the next build compiles the pages
// again rather than keep what the stand-in made (electron's site: its remark plugins' packages;
// the rebuild said "0 routes changed" and kept the stand-in's output).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runBuild } from "../support/run-build";
import { doc, writeTree } from "./fixture-tree";

describe("a package the config's plugins need, installed after a build", () => {
  it("is used by the next build of the same cache", async () => {
    const root = writeTree({
      "docusaurus.config.js": "const mark = require('./src/remark-mark');\nmodule.exports = { title: 'Slipway', url: 'https://slipway.example.org', baseUrl: '/', presets: [['classic', { docs: { remarkPlugins: [mark] } }]] };\n",
      "src/remark-mark.js": "const { suffix } = require('slipway-mark');\nmodule.exports = function remarkMark() {\n  return (tree) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Launched ' + suffix() }] }); };\n};\n",
      "docs/intro.md": doc("Intro", "The slipway opens at dawn."),
    });
    const env = { CONTENT_DIR: root, OUT_DIR: `${root}-dist`, PALAVER_CACHE_DIR: `${root}-cache` };
    const page = () => fs.readFileSync(path.join(`${root}-dist`, "docs/intro.html"), "utf8");
    const first = await runBuild(env);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/packages not installed in the site's node_modules, stood in for while reading the config: slipway-mark/);
    expect(page()).not.toContain("Launched at high tide");
    fs.mkdirSync(path.join(root, "node_modules/slipway-mark"), { recursive: true });
    fs.writeFileSync(path.join(root, "node_modules/slipway-mark/package.json"), '{ "name": "slipway-mark", "version": "1.0.0", "main": "index.js" }\n');
    fs.writeFileSync(path.join(root, "node_modules/slipway-mark/index.js"), "exports.suffix = () => 'at high tide';\n");
    const second = await runBuild(env);
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).not.toMatch(/stood in for/);
    expect(page()).toContain("Launched at high tide");
  });
});

describe("a module path an installed package does not have", () => {
  it("is named as such, not as a package to install (sequelize's prism-react-renderer/themes/dracula, version 1's path, with version 2 installed)", async () => {
    const root = writeTree({
      "docusaurus.config.js": [
        "const darkTheme = require('prism-react-renderer/themes/dracula');",
        "module.exports = { title: 'Slipway', url: 'https://slipway.example.org', baseUrl: '/', presets: [['classic', { docs: {} }]], themeConfig: { prism: { darkTheme } } };",
        "",
      ].join("\n"),
      "node_modules/prism-react-renderer/package.json": '{ "name": "prism-react-renderer", "version": "2.4.1", "main": "index.js" }\n',
      "node_modules/prism-react-renderer/index.js": "exports.themes = { dracula: { plain: {}, styles: [] } };\n",
      "docs/intro.md": doc("Intro", "The slipway opens at dawn."),
    });
    const result = await runBuild({ CONTENT_DIR: root, OUT_DIR: `${root}-dist`, PALAVER_CACHE_DIR: `${root}-cache` });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/modules the site's installed packages do not have, stood in for while reading the config: prism-react-renderer\/themes\/dracula \(the installed version has another layout/);
    expect(result.stdout).not.toMatch(/packages not installed/);
  });
});
