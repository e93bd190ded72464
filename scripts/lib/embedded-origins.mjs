// The other origins a page embeds from, as its authors wrote it: a CodeSandbox or video iframe in a
// doc, a badge image in the footer's HTML, an image given by URL in Markdown. The
// Content-Security-Policy (headers.mjs) allows exactly these origins for images, frames and
// media, so real Docusaurus content shows as written without opening the policy to every site.

/** @typedef {{ img: string[], frame: string[], media: string[] }} EmbeddedOrigins */

const KIND_OF_TAG = { img: "img", iframe: "frame", frame: "frame", video: "media", audio: "media", source: "media", track: "media" };
const EMBED = /<(img|iframe|frame|video|audio|source|track)\b[^>]*?\ssrc="(https?:\/\/[^"/?#]+)/gi;

/** @param {string} html @returns {EmbeddedOrigins} */
export function embeddedOrigins(html) {
  const found = { img: new Set(), frame: new Set(), media: new Set() };
  for (const [, tag, origin] of html.matchAll(EMBED)) {
    try {
      found[KIND_OF_TAG[tag.toLowerCase()]].add(new URL(origin.replace(/&amp;/g, "&")).origin);
    } catch {
      // Not a URL a browser would load either.
    }
  }
  return { img: [...found.img].sort(), frame: [...found.frame].sort(), media: [...found.media].sort() };
}

/** The origins of every page, merged: what the site's policy allows. @returns {EmbeddedOrigins} */
export function mergeEmbeddedOrigins(perPage) {
  const merged = { img: new Set(), frame: new Set(), media: new Set() };
  for (const page of perPage) {
    if (!page) continue;
    for (const kind of Object.keys(merged)) for (const origin of page[kind] ?? []) merged[kind].add(origin);
  }
  return { img: [...merged.img].sort(), frame: [...merged.frame].sort(), media: [...merged.media].sort() };
}
