// versions.current of another docs plugin instance: Docusaurus's own site marks its docs-tests
// instance `versions: {current: {noIndex: true}}`. The instance's options for its one version were
// ignored without a word, so its pages were indexed and listed in the sitemap. Now its doc, tags
// list and tag pages are left out of the sitemap, as Docusaurus leaves a noIndex version's pages.
// Fixture: tests/fixtures/docusaurus/noindex-instance-site.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const fixture = path.resolve(__dirname, "../fixtures/docusaurus/noindex-instance-site");
process.env.PALAVER_CACHE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-noindex-cache-"));
process.env.CONTENT_DIR = fixture;

describe("versions.current of another docs instance", () => {
  it("keeps a noIndex instance's doc, tags list and tag pages out of the sitemap", async () => {
    const { getContentModel } = await import("~/lib/content.server");
    const { crawlerFiles } = await import("~/lib/sitemap.server");
    const model = getContentModel();
    const routed = model.docsRoutes.get("/drafts/curlew-counts");
    expect(routed?.kind === "doc" && routed.doc.version.noIndex).toBe(true);
    const routes = ["/docs/transects", "/drafts/curlew-counts", "/drafts/tags", "/drafts/tags/birds"];
    const files = await crawlerFiles("https://moorland-survey.example.org", routes, () => undefined);
    const listed = [...files["sitemap.xml"].matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(listed).toEqual(["https://moorland-survey.example.org/docs/transects"]);
  });
});
