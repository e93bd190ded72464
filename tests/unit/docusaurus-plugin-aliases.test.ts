// Import aliases a Docusaurus site's own plugins add through configureWebpack (resolve.alias): a
// multi-library site points `@site/src/components/X` at another library's copy of X, and its pages
// import them as if they were its own.
import path from "node:path";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { reportLines, runBuild } from "../support/run-build";
import { doc, writeTree } from "./fixture-tree";

const site = (plugin: string) =>
  writeTree({
    "docusaurus.config.js": [
      "const path = require('path');",
      "module.exports = {",
      "  title: 'Loom', url: 'https://loom.example.net', baseUrl: '/',",
      "  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],",
      `  plugins: [${plugin}],`,
      "};",
    ].join("\n"),
    "sidebars.js": "module.exports = { main: ['intro', 'threads'] };",
    "docs/intro.md": doc("Loom", "Loom weaves log lines from many services into one thread per request."),
    "docs/threads.mdx": [
      "---\ntitle: Threads\n---",
      "import WarpNote from '@site/src/components/WarpNote';",
      "import { weftCount } from '@site/src/weft/counts';",
      "A thread is every line that carries the same request id.",
      "<WarpNote count={weftCount} />",
    ].join("\n\n"),
    // The library's own copies, where the aliases send the imports: the site has no src/components.
    "libraries/warp/WarpNote.jsx": "export default function WarpNote({ count }) { return <p className=\"warp-note\">Warp holds {count} threads at once.</p>; }",
    "libraries/warp/weft/counts.js": "export const weftCount = 12;",
  });

/** A plugin written in the config that adds aliases as Redux's site does: one exact (`$`), one a folder. */
const ALIASES = [
  "function warpAliases() {",
  "  const lib = path.join(__dirname, 'libraries/warp');",
  "  return { name: 'warp-aliases', configureWebpack(config) {",
  "    config.resolve = config.resolve || {};",
  "    config.resolve.alias = { '@site/src/components/WarpNote$': path.join(lib, 'WarpNote.jsx'), ...config.resolve.alias };",
  "    return { resolve: { alias: { '@site/src/weft': path.join(lib, 'weft') } } };",
  "  } };",
  "}",
].join("\n");

describe("import aliases a site's plugins add", () => {
  it("resolve pages' imports through them, and the plugin is named as applied for its aliases only", async () => {
    const root = site(ALIASES);
    const out = `${root}-dist`;
    const result = await runBuild({ CONTENT_DIR: root, OUT_DIR: out, PALAVER_CACHE_DIR: `${root}-cache` });
    expect(result.status, result.stderr).toBe(0);
    expect(fs.readFileSync(path.join(out, "docs/threads.html"), "utf8")).toContain('<p class="warp-note">Warp holds <!-- -->12<!-- --> threads at once.</p>');
    expect(reportLines(result.stdout, root).find((line) => line.includes("not run here"))).toMatch(/plugin warpAliases \(beyond the import aliases it adds, which are applied\)/);
  });

  it("say which plugin threw when called for them, and the import is reported where it is written", async () => {
    const root = site("function brokenAliases() { return { name: 'broken', configureWebpack() { throw new Error('no loader config here'); } }; }");
    const result = await runBuild({ CONTENT_DIR: root, OUT_DIR: `${root}-dist`, PALAVER_CACHE_DIR: `${root}-cache` });
    expect(result.status).not.toBe(0);
    const lines = reportLines(result.stdout + result.stderr, root);
    expect(lines.some((line) => /plugin brokenAliases threw when called to read its import aliases \(no loader config here\)/.test(line))).toBe(true);
    expect(lines.some((line) => /docs\/threads\.mdx:\d+:\d+ .*cannot import @site\/src\/components\/WarpNote/.test(line))).toBe(true);
  });

  it("are read from docusaurus-plugin-module-alias's options too; one to an uninstalled node_modules or to React is named, not applied", async () => {
    const root = writeTree({
      "docusaurus.config.js": [
        "const path = require('path');",
        "module.exports = {",
        "  title: 'Loom', url: 'https://loom.example.net', baseUrl: '/',",
        "  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],",
        "  plugins: [['docusaurus-plugin-module-alias', { alias: {",
        "    react: path.resolve(__dirname, './node_modules/react'),",
        "    'left-pad': path.resolve(__dirname, './node_modules/left-pad'),",
        "    '@warp': path.resolve(__dirname, './libraries/warp'),",
        "  } }]],",
        "};",
      ].join("\n"),
      "sidebars.js": "module.exports = { main: ['threads'] };",
      "docs/threads.mdx": [
        "---\ntitle: Threads\n---",
        "import WarpNote from '@warp/WarpNote';",
        "A thread is every line that carries the same request id.",
        "<WarpNote count={12} />",
      ].join("\n\n"),
      "libraries/warp/WarpNote.jsx": "import React from 'react';\nexport default function WarpNote({ count }) { return <p className=\"warp-note\">Warp holds {count} threads at once.</p>; }",
    });
    const out = `${root}-dist`;
    const result = await runBuild({ CONTENT_DIR: root, OUT_DIR: out, PALAVER_CACHE_DIR: `${root}-cache` });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(fs.readFileSync(path.join(out, "docs/threads.html"), "utf8")).toContain('<p class="warp-note">Warp holds <!-- -->12<!-- --> threads at once.</p>');
    const lines = reportLines(result.stdout, root);
    expect(lines.find((line) => line.includes("not run here"))).toMatch(/plugin docusaurus-plugin-module-alias \(beyond the import aliases it adds, which are applied\)/);
    expect(lines.filter((line) => line.includes("not applied"))).toEqual([
      expect.stringMatching(/docusaurus\.config\.js:\d+:\d+ plugin docusaurus-plugin-module-alias: import aliases not applied: react \(pages render with this engine's own React\); left-pad \(leads into node_modules\/left-pad, which is not installed\); those imports are resolved as written$/),
    ]);
  });
});
