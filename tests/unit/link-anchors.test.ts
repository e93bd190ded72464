// The anchors a rendered page offers, and which of a page's links name one their target lacks:
// the build's crawl reports those as the site's onBrokenAnchors says (rendered-link-anchors.test.ts).
import { describe, expect, it } from "vitest";
import { missingAnchorFinder, pageAnchors } from "../../scripts/lib/link-anchors.mjs";

describe("link anchors", () => {
  it("takes every element's id and every <a name> of a page as its anchors", () => {
    const html = `<div id="__app"><main><h2 id="rafting-up">Rafting up</h2><section id='winch'><a name="fuel-berth"></a>
      <p id="caf&#xe9;-hours">Café</p><meta name="description" content="not an anchor"><a href="#x" id="">empty</a></section></main></div>`;
    expect(pageAnchors(html).sort()).toEqual(["__app", "café-hours", "fuel-berth", "rafting-up", "winch"]);
  });

  it("finds links to anchors their page lacks, on this page and others, under the base path", () => {
    const anchors = new Map([
      ["/docs/tides", ["spring-tides", "café-hours"]],
      ["/docs/launching", ["slipway-hours"]],
    ]);
    const missing = missingAnchorFinder(anchors, "/harbour");
    expect(missing("/docs/tides", "#spring-tides")).toBeUndefined();
    expect(missing("/docs/tides", "#berth-12")).toEqual({ target: "/docs/tides", anchor: "berth-12" });
    expect(missing("/docs/tides", "/harbour/docs/launching#slipway-hours")).toBeUndefined();
    expect(missing("/docs/tides", "/harbour/docs/launching/?print=1#night")).toEqual({ target: "/docs/launching", anchor: "night" });
    expect(missing("/docs/launching", "/harbour/docs/tides.html#caf%C3%A9-hours")).toBeUndefined();
    // Browsers scroll to the top for these; no page's anchors are known for the rest.
    for (const ref of ["#top", "/harbour/docs/launching#", "/harbour/docs/launching", "/harbour/img/chart.svg#pier", "/docs/launching#night"]) {
      expect(missing("/docs/tides", ref), ref).toBeUndefined();
    }
  });
});
