// The `#anchor`s of rendered pages, for the build's crawl: every link a page renders (its
// Markdown's, its components', the frame's) to a page of the site that has no element of that id
// is a broken anchor, as Docusaurus's onBrokenAnchors checks the links of its rendered pages. The
// ids are read from each page's HTML as it is rendered, so the check reads no page twice.

import { unescapeAttribute } from "./html-attributes.mjs";

// React writes attributes with double quotes; HTML a site passes through as a string may use single ones.
const ID = /\sid=(?:"([^"]*)"|'([^']*)')/g;
// A browser scrolls to an `<a name>` when no element has the fragment as its id.
const NAMED_ANCHOR = /<a\s(?:[^>"']|"[^"]*"|'[^']*')*?\bname=(?:"([^"]*)"|'([^']*)')/gi;

/** The anchors a page's HTML offers to links' `#fragment`s: its elements' ids and its `<a name>`s. */
export function pageAnchors(html) {
  const anchors = new Set();
  for (const [, double, single] of html.matchAll(ID)) anchors.add(unescapeAttribute(double ?? single));
  for (const [, double, single] of html.matchAll(NAMED_ANCHOR)) anchors.add(unescapeAttribute(double ?? single));
  anchors.delete("");
  return [...anchors];
}

/**
 * `anchorsByRoute`: each rendered route's anchors (pageAnchors). Returns a function telling of a
 * link on the page at `route` (`ref`: an href as the page writes it: a path under the base path,
 * or `#fragment` alone for the page itself) whether it names an anchor its target lacks:
 * `{ target, anchor }`, or undefined when it does not or cannot be told (no fragment, or a target
 * whose anchors no page gave: a file, another site's path).
 * @param {Map<string, string[]>} anchorsByRoute
 * @param {string} basePath
 */
export function missingAnchorFinder(anchorsByRoute, basePath) {
  // Sets are made for the pages links point into, not for every page.
  const sets = new Map();
  const anchorsOf = (route) => {
    let set = sets.get(route);
    if (set === undefined) {
      const anchors = anchorsByRoute.get(route);
      sets.set(route, (set = anchors && new Set(anchors)));
    }
    return set;
  };
  return (route, ref) => {
    const hash = ref.indexOf("#");
    if (hash < 0) return undefined;
    const written = ref.slice(hash + 1);
    const anchor = decode(written);
    // Browsers scroll to the top for an empty fragment and for `#top` without an element of that id.
    if (!anchor || anchor === "top") return undefined;
    const target = hash === 0 ? route : routeOfHref(ref.slice(0, hash), basePath);
    const anchors = target === undefined ? undefined : anchorsOf(target);
    if (!anchors || anchors.has(written) || anchors.has(anchor)) return undefined;
    return { target, anchor };
  };
}

/** The route a path under the base path names, as a static host serves it: `/docs/x/` and `/docs/x.html` are `/docs/x`. */
function routeOfHref(pathPart, basePath) {
  if (basePath && pathPart !== basePath && !pathPart.startsWith(`${basePath}/`)) return undefined;
  const route = decode(pathPart.slice(basePath.length).replace(/\?.*$/, "") || "/")
    .replace(/\.html$/, "")
    .replace(/(.)\/+$/, "$1");
  return route === "/index" ? "/" : route;
}

function decode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
