// Tags of unlisted docs, as Docusaurus's docs plugin makes their pages: a tag whose docs are all
// unlisted still has its page (unlisted itself: noindex, and not in the tags list), since the
// unlisted doc links to it; a tag with listed docs lists only those. Without the page, an unlisted
// doc's own tag links were broken links the build made.
// Fixture: tests/fixtures/docusaurus/unlisted-tags-site.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scanContent } from "~/lib/content.server";

const fixture = path.resolve(__dirname, "../fixtures/docusaurus/unlisted-tags-site");

describe("tags of unlisted docs", () => {
  it("have an unlisted page when all their docs are unlisted, and are left out of the tags list", () => {
    const { model, problems } = scanContent(fixture);
    expect(problems.map((problem) => problem.message)).toEqual([]);
    const experiments = model.docsRoutes.get("/docs/tags/experiments");
    expect(experiments).toMatchObject({ kind: "tag", unlisted: true });
    expect(experiments?.kind === "tag" && experiments.docs.map((doc) => doc.route)).toEqual(["/docs/grafting-trial"]);
    const apples = model.docsRoutes.get("/docs/tags/apples");
    expect(apples).toMatchObject({ kind: "tag", unlisted: false });
    expect(apples?.kind === "tag" && apples.docs.map((doc) => doc.route)).toEqual(["/docs/pruning"]);
    const list = model.docsRoutes.get("/docs/tags");
    expect(list?.kind === "tags" && list.tags.map(({ tag }) => tag.label)).toEqual(["apples"]);
  });
});
