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

  it("finds every image a page names by URL, in whichever attribute or inline style names it", () => {
    // As React writes them: srcSet, imageSrcSet and xlinkHref lower-cased, quotes in a style escaped.
    const html = `
      <img alt="" srcset="https://set.example.com/a-1x.png 1x, https://set2.example.com/a,2x.png 2x">
      <picture><source type="image/webp" srcset="https://picture.example.com/p.webp"><img alt="" src="/img/p.png"></picture>
      <link rel="preload" href="https://thumbs.example.net/vi/abc/hqdefault.jpg" as="image"/>
      <link as="image" rel="preload" imagesrcset="https://thumbs2.example.net/a.jpg 480w, /img/b.jpg 800w" href="/img/b.jpg"/>
      <link rel="preload" href="https://fonts.example.org/f.woff2" as="font"/>
      <link rel="preconnect" href="https://connect.example.org"/>
      <link rel="icon" href="https://icons.example.com/favicon.ico"/>
      <article style="background-image:url(https://thumbs.example.net/vi/abc/maxres.jpg);height:20px"></article>
      <div style="list-style-image:url(&quot;https://bullets.example.com/b.svg&quot;)"></div>
      <div style="mask-image:url(&#x27;https://masks.example.com/m.svg&#x27;)"></div>
      <div style="background:url(/img/local.png), url(data:image/png;base64,AAAA)"></div>
      <svg><image href="https://svg.example.com/i.png"></image><image xlink:href="https://xlink.example.com/i.png"></image></svg>
      <video controls poster="https://posters.example.tv/p.jpg" src="/media/clip.mp4"></video>
      <input type="image" alt="Go" src="https://buttons.example.com/go.png">
      <input type="text" src="https://never.example.com/x.png">`;
    expect(embeddedOrigins(html)).toEqual({
      img: [
        "https://bullets.example.com",
        "https://buttons.example.com",
        "https://icons.example.com",
        "https://masks.example.com",
        "https://picture.example.com",
        "https://posters.example.tv",
        "https://set.example.com",
        "https://set2.example.com",
        "https://svg.example.com",
        "https://thumbs.example.net",
        "https://thumbs2.example.net",
        "https://xlink.example.com",
      ],
      frame: [],
      media: [],
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
