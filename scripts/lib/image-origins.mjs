// The other sites a page shows pictures from: a badge in the site's footer, a screenshot a doc
// links from elsewhere (Docusaurus sites have both). The Content-Security-Policy names exactly
// these in img-src, as it names the inline scripts by hash, so they load and nothing else does.

/** The origins (`https://img.example.org`) of the images a page's HTML loads from other sites. */
export function externalImageOrigins(html) {
  const origins = new Set();
  const add = (url) => {
    const text = url.trim().replace(/&amp;/g, "&");
    if (!/^https?:\/\//i.test(text)) return;
    try {
      origins.add(new URL(text).origin);
    } catch {
      // Not a URL a browser would load either.
    }
  };
  for (const [, tag] of html.matchAll(/<(?:img|source)\b([^>]*)>/gi)) {
    const src = /\ssrc="([^"]*)"/i.exec(tag)?.[1];
    if (src) add(src);
    const srcset = /\ssrcset="([^"]*)"/i.exec(tag)?.[1];
    if (srcset) for (const candidate of srcset.split(",")) add(candidate.trim().split(/\s+/)[0]);
  }
  return [...origins];
}
