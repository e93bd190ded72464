// themeConfig.prism.additionalLanguages as Docusaurus 3 reads it: names in any case (its own site
// lists 'PHp'), and a name Prism has no language for reported once, at its line of the config,
// rather than failing every page's compile. Fixture: tests/fixtures/docusaurus/prism-languages-site.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const fixture = path.resolve(__dirname, "../fixtures/docusaurus/prism-languages-site");
process.env.PALAVER_CACHE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-prism-cache-"));
process.env.CONTENT_DIR = fixture;

describe("themeConfig.prism.additionalLanguages", () => {
  it("takes names in any case, and names one Prism lacks at its line of the config", async () => {
    const { scanContent } = await import("~/lib/content.server");
    const { model, problems } = scanContent(fixture);
    expect(model.site.prism.additionalLanguages).toEqual(["php", "kotlin"]);
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(/docusaurus\.config\.js:9:46 themeConfig\.prism\.additionalLanguages lists "klingon", which is no language of Prism's: code in it is shown without highlighting$/),
    ]);
  });

  it("highlights a page's code in the languages so named", async () => {
    const { scanContent } = await import("~/lib/content.server");
    const { linkResolver } = await import("~/lib/mdx/link-targets.server");
    const { compileMdx, compiledBody } = await import("~/lib/mdx.server");
    const file = path.join(fixture, "docs/orders.md");
    const compiled = await compileMdx(file, fs.readFileSync(file, "utf8"), linkResolver(scanContent(fixture).model));
    expect(compiled.unhighlighted).toEqual([]);
    const body = compiledBody(compiled).code;
    expect(body).toMatch(/language-php[^]*token variable/);
    expect(body).toMatch(/language-kotlin[^]*token keyword/);
  });
});
