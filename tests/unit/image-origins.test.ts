// The Content-Security-Policy lets a page's pictures from other sites load (a Docusaurus site's
// footer badge, a screenshot hosted elsewhere) by naming their origins, found in the built pages.
import { describe, expect, it } from "vitest";
import { externalImageOrigins } from "../../scripts/lib/image-origins.mjs";
import { contentSecurityPolicy, headersFile } from "../../scripts/lib/headers.mjs";

describe("externalImageOrigins", () => {
  it("finds the origins of img and source elements' src and srcset, once each, and nothing of the site's own", () => {
    const html = [
      '<img src="/img/logo.png" alt="">',
      '<img alt="stars" loading="lazy" src="https://img.badges.example/github/stars?style=social&amp;x=1">',
      '<IMG SRC="https://img.badges.example/other.svg">',
      '<picture><source srcset="https://cdn.pictures.example/a.webp 1x, https://cdn2.pictures.example/a@2x.webp 2x"><img src="data:image/png;base64,AAAA"></picture>',
      '<a href="https://not-an-image.example/">a link is no picture</a>',
      '<img src="http://old.example:8080/x.gif">',
      '<img src="https://">',
    ].join("\n");
    expect(externalImageOrigins(html).sort()).toEqual(["http://old.example:8080", "https://cdn.pictures.example", "https://cdn2.pictures.example", "https://img.badges.example"]);
    expect(externalImageOrigins("<main><p>No pictures.</p></main>")).toEqual([]);
  });
});

describe("the Content-Security-Policy's img-src", () => {
  it("names the site and data: only, when the pages show no picture from elsewhere", () => {
    expect(contentSecurityPolicy([])).toContain("img-src 'self' data:;");
  });

  it("names each other site the pages show pictures from, in a stable order", () => {
    expect(contentSecurityPolicy([], new Set(["https://z.example", "https://a.example"]))).toContain("img-src 'self' data: https://a.example https://z.example;");
    expect(headersFile({ imageOrigins: ["https://a.example"] })).toMatch(/Content-Security-Policy: .*img-src 'self' data: https:\/\/a\.example;/);
  });
});
