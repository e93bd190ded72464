// The other origins a page embeds from, as its authors wrote it: a CodeSandbox or video iframe in a
// doc, a badge image in the footer's HTML, an image given by URL in Markdown, a video embed
// component's preloaded poster shown as a background. The Content-Security-Policy (headers.mjs)
// allows exactly these origins for images, frames and media, so real Docusaurus content shows as
// written without opening the policy to every site.
//
// Only what the page's HTML names is seen: a URL in a <style> element or in a stylesheet the page
// loads is not (reading CSS is a parser's job, and the site's own CSS comes from 'self').

import { unescapeAttribute } from "./html-attributes.mjs";

/** @typedef {{ img: string[], frame: string[], media: string[] }} EmbeddedOrigins */
/** @typedef {keyof EmbeddedOrigins} EmbedKind */

/**
 * Which attributes of which elements load what, by the CSP directive that governs the load:
 * `url` holds one URL, `set` a srcset's candidates. `when` picks the elements it applies to.
 * @type {Record<string, { attribute: string, kind: EmbedKind, set?: boolean, when?: (attributes: Map<string, string>) => boolean }[]>}
 */
const LOADS = {
  img: [
    { attribute: "src", kind: "img" },
    { attribute: "srcset", kind: "img", set: true },
  ],
  // In a <picture>, `srcset` names images; in a <video> or <audio>, `src` names media.
  source: [
    { attribute: "src", kind: "media" },
    { attribute: "srcset", kind: "img", set: true },
  ],
  // A preloaded image (a video embed preloads its poster) and the favicon are fetched as images.
  link: [
    { attribute: "href", kind: "img", when: (a) => isPreloadedImage(a) || hasRel(a, "icon") || hasRel(a, "apple-touch-icon") },
    { attribute: "imagesrcset", kind: "img", set: true, when: isPreloadedImage },
  ],
  // SVG's <image>: `href`, or `xlink:href` as older SVG (and React's xlinkHref) writes it.
  image: [
    { attribute: "href", kind: "img" },
    { attribute: "xlink:href", kind: "img" },
  ],
  video: [
    { attribute: "src", kind: "media" },
    { attribute: "poster", kind: "img" },
  ],
  audio: [{ attribute: "src", kind: "media" }],
  track: [{ attribute: "src", kind: "media" }],
  input: [{ attribute: "src", kind: "img", when: (a) => a.get("type")?.toLowerCase() === "image" }],
  iframe: [{ attribute: "src", kind: "frame" }],
  frame: [{ attribute: "src", kind: "frame" }],
};

// A start tag of one of those elements, its attributes read with their quotes (an attribute value
// from raw HTML may hold a `>`).
const EMBED_TAG = new RegExp(`<(${Object.keys(LOADS).join("|")})((?:\\s+[^\\s"'>/=]+(?:\\s*=\\s*(?:"[^"]*"|'[^']*'|[^\\s"'=<>\`]+))?)*)\\s*/?>`, "gi");
const ABSOLUTE = /https?:\/\//i;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
// Any element's inline style: React writes `style` with double quotes; raw HTML may use single ones.
const STYLE = /\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
// A URL in CSS: url(…), quoted or not, or a quoted string (image-set("…" 1x) takes bare strings).
// Whatever an inline style loads is an image: fonts and imports cannot be loaded from one.
const CSS_URL = /(?:url\(\s*['"]?|['"])(https?:\/\/[^\s'")]+)/gi;

/** @param {string} html @returns {EmbeddedOrigins} */
export function embeddedOrigins(html) {
  const found = { img: new Set(), frame: new Set(), media: new Set() };
  const add = (kind, url) => {
    const origin = originOf(url);
    if (origin) found[kind].add(origin);
  };
  for (const [, tag, text] of html.matchAll(EMBED_TAG)) {
    // Most tags load from the site itself (the app's scripts, local images): nothing to read there.
    if (!ABSOLUTE.test(text)) continue;
    const attributes = attributesOf(text);
    for (const load of LOADS[tag.toLowerCase()]) {
      const value = attributes.get(load.attribute);
      if (!value || (load.when && !load.when(attributes))) continue;
      if (load.set) for (const url of srcsetUrls(value)) add(load.kind, url);
      else add(load.kind, value);
    }
  }
  for (const [, double, single] of html.matchAll(STYLE)) {
    for (const [, url] of unescapeAttribute(double ?? single).matchAll(CSS_URL)) add("img", url);
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

/** Attribute names (lower-cased, as HTML reads them) to their unescaped values. */
function attributesOf(text) {
  const attributes = new Map();
  for (const [, name, double, single, bare] of text.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    // The first of two same-named attributes is the one a browser keeps.
    if (!attributes.has(key)) attributes.set(key, unescapeAttribute(double ?? single ?? bare ?? ""));
  }
  return attributes;
}

function hasRel(attributes, type) {
  return (attributes.get("rel") ?? "").toLowerCase().split(/\s+/).includes(type);
}

function isPreloadedImage(attributes) {
  return hasRel(attributes, "preload") && attributes.get("as")?.toLowerCase() === "image";
}

/**
 * The URLs of a srcset's candidates (`url 1x, url 480w`). A URL may hold commas of its own; the
 * pieces they cut off are no URL with a scheme, and its origin comes before any of them.
 */
function srcsetUrls(srcset) {
  return srcset.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]);
}

/** The http(s) origin a URL loads from; none for a relative, data: or otherwise unloadable one. */
function originOf(url) {
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    // Not a URL a browser would load either.
    return undefined;
  }
}
