// A config's plugins, themes and presets as Docusaurus reads them: `false`, `null` and
// `undefined` entries (conditional plugins, `flag && [...]`) are skipped, not reported as
// "(an unnamed plugin)" that is not run. Fixture: tests/fixtures/docusaurus/conditional-plugins-site.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scanContent } from "~/lib/content.server";

const fixture = path.resolve(__dirname, "../fixtures/docusaurus/conditional-plugins-site");

describe("falsy entries of a config's plugin lists", () => {
  it("are skipped: only the real plugins and themes are named as not run", () => {
    const { problems, warnings } = scanContent(fixture);
    expect(problems.map((problem) => problem.message)).toEqual([]);
    const notRun = warnings.map((warning) => warning.message).filter((line) => line.includes("not run here"));
    expect(notRun).toEqual([expect.stringMatching(/docusaurus\.config\.js:\d+:\d+ not run here \(this engine has its own theme, search and sitemap\): plugin ideal-image; theme live-codeblock$/)]);
  });
});
