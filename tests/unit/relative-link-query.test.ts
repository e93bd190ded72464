// A link that is only a query and/or an anchor (`?=extension#rules`, `?tab=flat`) leads to the page
// it is written on with that query, as the browser resolves it: a filter of a page's own table, a
// tab opened by its query string. It used to lead to the site's home page (`/?=extension#rules`).
import { describe, expect, it } from "vitest";
import { resolveRelativeLink } from "~/lib/mdx-plugins.server";

describe("a relative link without a path", () => {
  it("keeps the page's own path, with the link's query and anchor", () => {
    expect(resolveRelativeLink("?=woven#patterns", "/patterns")).toBe("/patterns?=woven#patterns");
    expect(resolveRelativeLink("?loom=floor", "/guide/looms/warping")).toBe("/guide/looms/warping?loom=floor");
  });

  it("still resolves links with a path from the page's folder", () => {
    expect(resolveRelativeLink("./heddles?size=small#eyes", "/guide/looms/warping")).toBe("/guide/looms/heddles?size=small#eyes");
    expect(resolveRelativeLink("../yarns", "/guide/looms/warping")).toBe("/guide/yarns");
  });
});
