// A Docusaurus build sets DOCUSAURUS_CURRENT_LOCALE to the locale it builds before it loads the
// config, and sites pick settings with it (Docusaurus's own site: its tagline, and onBrokenLinks
// 'throw' only for the default locale). This engine builds the default locale, so the config is
// read as Docusaurus reads it for that locale. Fixture: tests/fixtures/docusaurus/current-locale-site.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scanContent } from "~/lib/content.server";

const fixture = path.resolve(__dirname, "../fixtures/docusaurus/current-locale-site");

describe("DOCUSAURUS_CURRENT_LOCALE while the config is read", () => {
  it("is the site's default locale, so its per-locale settings are the default locale's", () => {
    delete process.env.DOCUSAURUS_CURRENT_LOCALE;
    const { model, problems } = scanContent(fixture);
    expect(problems.map((problem) => problem.message)).toEqual([]);
    expect(model.site.tagline).toBe("Le phare de la baie");
    expect(model.site.onBrokenLinks).toBe("throw");
  });
});
