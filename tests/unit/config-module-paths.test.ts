// A config's own modules find files beside themselves, as they do under Docusaurus (each module has
// its own import.meta.url and __dirname). Every module of the config used to be given the config
// file's, so a plugin under src/plugins/ reading `../../.prettierrc.json` looked outside the site.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scanContent } from "~/lib/content.server";
import { doc, writeTree } from "./fixture-tree";

describe("paths of a config's own modules", () => {
  it("are each module's own: import.meta.url in an ES module, __dirname and __filename in a CommonJS one", () => {
    const root = writeTree({
      "docusaurus.config.ts": `import wordsPlugin from './src/plugins/words.mts';
import { siteTitle } from './src/plugins/title.ts';
const { footerNote } = require('./src/legacy/footer.js');
export default {
  title: siteTitle(),
  tagline: footerNote,
  url: 'https://spindle.example.org',
  baseUrl: '/',
  plugins: [wordsPlugin],
};
`,
      // TypeScript, reading a file two folders up from itself (the site's root).
      "src/plugins/title.ts": `import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
const settings: { name: string } = JSON.parse(readFileSync(fileURLToPath(new URL('../../spindle.json', import.meta.url)), 'utf8'));
export const siteTitle = (): string => settings.name;
`,
      "spindle.json": '{"name": "Spindle from its settings"}\n',
      "src/plugins/words.mts": `import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
const here = dirname(fileURLToPath(import.meta.url));
const words = readFileSync(join(here, 'words.txt'), 'utf8').trim();
export default function wordsPlugin() { return { name: 'words-' + words }; }
`,
      "src/plugins/words.txt": "counted\n",
      "src/legacy/footer.js": `const fs = require('fs');
const path = require('path');
exports.footerNote = fs.readFileSync(path.join(__dirname, 'note.txt'), 'utf8').trim() + ' (' + path.basename(__filename) + ')';
`,
      "src/legacy/note.txt": "Spun with care\n",
      "docs/start.md": doc("Start"),
    });
    const { problems, model } = scanContent(root);
    expect(problems.map((problem) => problem.message)).toEqual([]);
    expect(model.site.title).toBe("Spindle from its settings");
    expect(model.site.tagline).toBe("Spun with care (footer.js)");
  });
});

// Docusaurus loads its config with jiti, which resolves an import without extension to a .mjs,
// .cjs, .mts or .cts file as well; esbuild alone tries only .tsx, .ts, .jsx, .js, .css and .json,
// so a site whose remark plugin is `src/remark/x.mjs` could not be read at all.
describe("extensionless imports of a config's own modules", () => {
  it("find .mjs, .mts and .cjs files as Docusaurus's loader does", () => {
    const { problems, model } = scanContent(path.resolve(__dirname, "../fixtures/docusaurus/extensionless-imports-site"));
    expect(problems.map((problem) => problem.message)).toEqual([]);
    expect(model.site.title).toBe("Larkspur Library");
    expect(model.site.tagline).toBe("Open nine to six at 4 branches");
  });
});

// A config that throws is named with the line that threw and the error's own message. An async
// config is settled in a child process, whose stderr starts with the source line Node quotes, so
// "const err = new Error(message);" used to be reported in place of what went wrong.
describe("a config that throws while it runs", () => {
  const problemOf = (root: string) => scanContent(root).problems.map((problem) => problem.message);

  it("is reported at the line that threw, with the error's message, when its export is async", () => {
    expect(problemOf(path.resolve(__dirname, "../fixtures/docusaurus/throwing-config-site"))).toEqual([
      expect.stringMatching(/throwing-config-site\/docusaurus\.config\.ts:13:\d+ cannot read the config: Error while running it: Cannot find module '\.\/src\/offline-worker\.js'$/),
    ]);
  });

  it("is reported the same way when its export is a plain object", () => {
    const root = writeTree({
      "docusaurus.config.js": `const worker = require.resolve('./src/offline-worker.js');
module.exports = { title: 'Tidewatch', url: 'https://tidewatch.example.org', baseUrl: '/', customFields: { worker } };
`,
      "docs/start.md": doc("Start"),
    });
    expect(problemOf(root)).toEqual([
      expect.stringMatching(/docusaurus\.config\.js:1:\d+ cannot read the config: Error while running it: Cannot find module '\.\/src\/offline-worker\.js'$/),
    ]);
  });
});
