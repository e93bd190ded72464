// Links that Docusaurus's Link does not route: any with a scheme (other sites, mailto:), and
// `pathname:///x`, its escape for a path of the site that is not one of its pages (another app such
// as a playground, a file another tool writes after the build). isInternalUrl is false for them, so
// Link renders a plain anchor (a pathname:// one with the scheme stripped), opened in a new tab without opener or referrer unless the link names
// its own target or rel, and neither collects it for the broken-links check nor prefetches it.
//
// That `rel` is also how the build's link check (scripts/lib/page-renderer.mjs) and the prefetcher
// (pwa/prefetch.ts) tell a pathname:// link from a page of the site: it is the only link to a site
// path that the frame and the link components give `noreferrer`. No attribute of our own marks it,
// as Docusaurus's pages carry none.

import type { AnchorHTMLAttributes } from "react";
import { withBase } from "./base-path";

const SCHEME = "pathname://";

/** Whether a link names a scheme (`https:`, `mailto:`, `pathname:`) or is protocol-relative (`//host`). */
export function hasProtocol(url: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}

/** Whether a link is a path of this site (`/x`), not another host's protocol-relative URL (`//host/x`). */
export function isSitePath(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//");
}

/**
 * Whether a link is to this site, as @docusaurus/Link decides it (Docusaurus's isInternalUrl, which
 * the theme module of that name gives pages): here rather than there so that the first visit's
 * link code does not load the theme module's chunk.
 */
export function isInternalUrl(url?: string): boolean {
  return typeof url !== "undefined" && !hasProtocol(url);
}

/** The site path a `pathname:///x` link names, or undefined for any other link. */
export function pathnameOf(href: string): string | undefined {
  return href.startsWith(SCHEME) ? href.slice(SCHEME.length) : undefined;
}

/**
 * The anchor attributes Docusaurus's Link gives an unrouted link: `href` resolved (a pathname://
 * path under the base path when `addBase`), a new tab unless `own` names a target, and its rel.
 * Undefined for a link Docusaurus routes or leaves as written: a path of the site, an `#anchor`.
 */
export function unroutedLinkAttributes(
  href: string,
  own: Pick<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel">,
  addBase = true,
): { href: string; target: string; rel: string } | undefined {
  if (isInternalUrl(href)) return undefined;
  const path = pathnameOf(href);
  const resolved = path === undefined ? href : addBase && path.startsWith("/") ? withBase(path) : path;
  return { href: resolved, target: own.target ?? "_blank", rel: own.rel ?? "noopener noreferrer" };
}
