// The Content-Security-Policy allows the other origins a site's pages embed from, and no more.
import { describe, expect, it } from "vitest";
import { embeddedOrigins, mergeEmbeddedOrigins } from "../../scripts/lib/embedded-origins.mjs";
import { contentSecurityPolicy } from "../../scripts/lib/headers.mjs";

describe("embedded origins", () => {
  it("finds the origins of images, frames and media a page loads, not of its links", () => {
    const html = `
      <a href="https://elsewhere.example.com/page">a link loads nothing</a>
      <img alt="" src="/img/local.png"><img alt="badge" src="https://badges.example.com/v1/build.svg?x=1">
      <iframe title="sandbox" src="https://sandbox.example.io/embed/abc?module=%2Fsrc&amp;theme=dark"></iframe>
      <video controls src="https://media.example.tv/clip.mp4"><track src="https://media.example.tv/clip.vtt"></video>
      <img src="data:image/gif;base64,R0lGOD" alt="">
      <script src="https://cdn.example.net/never.js"></script>`;
    expect(embeddedOrigins(html)).toEqual({
      img: ["https://badges.example.com"],
      frame: ["https://sandbox.example.io"],
      media: ["https://media.example.tv"],
    });
  });

  it("allows exactly the merged origins, and still no frames when no page has one", () => {
    const merged = mergeEmbeddedOrigins([{ img: ["https://b.example.com"], frame: [], media: [] }, undefined, { img: ["https://a.example.com", "https://b.example.com"], frame: ["https://f.example.org"], media: [] }]);
    const policy = contentSecurityPolicy(["sha256-abc"], merged);
    expect(policy).toContain("img-src 'self' data: https://a.example.com https://b.example.com;");
    expect(policy).toContain("frame-src https://f.example.org;");
    expect(policy).toContain("media-src 'self';");
    expect(policy).toContain("script-src 'self' 'sha256-abc';");
    expect(contentSecurityPolicy([], mergeEmbeddedOrigins([]))).toContain("frame-src 'none';");
  });
});
