// The pages of `@docusaurus/plugin-client-redirects`: each `from` path of the site's config (and
// each old path its `createRedirects` names for a page) is published as a small page that sends
// the reader on to its `to` (a meta refresh, no script, so the site's content security policy
// holds), with the target as its canonical URL. Links to a `from` path are links to a page, as in
// Docusaurus, whose link check knows the plugin's pages.
import fs from "node:fs";
import { ContentError } from "../content-error.server";
import { readSiteConfig, type Redirect } from "./site-config.server";
import { withBase } from "../base-path";

/** The file a route is published as (scripts/lib/paths.mjs htmlFileFor). */
const htmlFileOf = (route: string) => (route === "/" ? "index.html" : `${route.slice(1)}.html`);

const isUrl = (to: string) => /^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith("//");

/**
 * Every redirect of the site: its config's `redirects`, then what `createRedirects` answers for
 * each page (as Docusaurus asks it of every path it builds). A throw there stops the build, as it
 * does Docusaurus's.
 */
function redirectsOf(root: string, siteRoutes: ReadonlySet<string>): Redirect[] {
  const { redirects, createRedirects, file } = readSiteConfig(root);
  if (!createRedirects) return redirects;
  const known = asked.get(siteRoutes);
  if (known?.root === root) return known.redirects;
  const made: Redirect[] = [];
  for (const route of siteRoutes) {
    let froms: unknown;
    try {
      froms = createRedirects(route);
    } catch (error) {
      throw new ContentError(file ?? root, `createRedirects threw for ${route}: ${error instanceof Error ? error.message : String(error)}`);
    }
    for (const from of [froms ?? []].flat()) if (typeof from === "string" && from.startsWith("/") && from !== route) made.push({ from: from.replace(/(.)\/+$/, "$1"), to: route });
  }
  const all = [...redirects, ...made];
  asked.set(siteRoutes, { root, redirects: all });
  return all;
}

/** createRedirects' answers for a set of routes (the check asks three times with the same set). */
const asked = new WeakMap<ReadonlySet<string>, { root: string; redirects: Redirect[] }>();

/** The `from` paths the site's redirects publish (those that are no page of its own). */
export function redirectSources(root: string, siteRoutes: ReadonlySet<string>): Set<string> {
  let redirects: Redirect[];
  try {
    redirects = redirectsOf(root, siteRoutes);
  } catch {
    // A createRedirects that throws is reported by checkRedirects.
    redirects = readSiteConfig(root).redirects;
  }
  return new Set(redirects.map((redirect) => redirect.from).filter((from) => !siteRoutes.has(from)));
}

/**
 * What is wrong with the redirects: one to a path that is no page (Docusaurus refuses it), and one
 * from a page that exists (the page is kept, as in Docusaurus, and the redirect left out). One to a
 * part of the site this build does not render (`unrendered` names it: a React page of src/pages,
 * the blog) is a page Docusaurus knows: a warning, and the redirect is published.
 */
export function checkRedirects(root: string, siteRoutes: ReadonlySet<string>, unrendered: (sitePath: string) => string | undefined = () => undefined): { problems: ContentError[]; warnings: ContentError[] } {
  const { file } = readSiteConfig(root);
  const problems: ContentError[] = [];
  const warnings: ContentError[] = [];
  if (!file) return { problems, warnings };
  let redirects: Redirect[];
  try {
    redirects = redirectsOf(root, siteRoutes);
  } catch (error) {
    if (error instanceof ContentError) return { problems: [error], warnings };
    throw error;
  }
  for (const { from, to } of redirects) {
    const at = lineOf(file, from);
    if (siteRoutes.has(from)) warnings.push(new ContentError(file, `redirect from ${from}: that is a page of the site, which stays; the redirect is left out`, at));
    const target = to.replace(/[?#].*$/, "").replace(/(.)\/+$/, "$1");
    if (isUrl(to) || siteRoutes.has(target)) continue;
    const part = unrendered(target);
    if (part) warnings.push(new ContentError(file, `redirect from ${from} to ${to}: that is ${part}, which this build does not render; the redirect is published`, at));
    else problems.push(new ContentError(file, `redirect from ${from} to ${to}: no such page (a redirect must lead to a page of the site, or to a URL)`, at));
  }
  return { problems, warnings };
}

/** The redirect pages, by the file each is published as. */
export function redirectPages(root: string, siteUrl: string, siteRoutes: ReadonlySet<string>): Record<string, string> {
  const pages: Record<string, string> = {};
  for (const redirect of redirectsOf(root, siteRoutes)) {
    if (siteRoutes.has(redirect.from)) continue;
    if (redirect.from.endsWith(".html")) {
      // An old `.html` address (superset's `/installation.html`): the page of a folder of that name,
      // as Docusaurus writes it, which hosts (and the preview server) serve at that address. The
      // page's own file answers the address of a page that exists (`/x.html` for `/x`).
      if (!siteRoutes.has(redirect.from.slice(0, -".html".length))) pages[`${redirect.from.slice(1)}/index.html`] = redirectPage(redirect, siteUrl);
      continue;
    }
    pages[htmlFileOf(redirect.from)] = redirectPage(redirect, siteUrl);
  }
  return pages;
}

function redirectPage({ to }: Redirect, siteUrl: string): string {
  const href = isUrl(to) ? to : withBase(to);
  const canonical = isUrl(to) ? to : `${siteUrl.replace(/\/+$/, "")}${href}`;
  const attr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return [
    "<!DOCTYPE html>",
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>Moved to ${attr(href)}</title>`,
    `<link rel="canonical" href="${attr(canonical)}">`,
    '<meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="0; url=${attr(href)}">`,
    `</head><body><main><p>This page has moved to <a href="${attr(href)}">${attr(href)}</a>.</p></main></body></html>`,
    "",
  ].join("\n");
}

/** The line of the config that names `text` (a redirect's `from`), for the report. */
function lineOf(file: string, text: string): { line: number; column: number } | undefined {
  let source: string;
  try {
    source = fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
  const quoted = `['"\`]${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/?['"\`]`;
  // As a `from` (alone or in a list) first: the same path may be another redirect's `to`.
  const asFrom = new RegExp(`from\\s*:\\s*(?:\\[[^\\]]*?)?(${quoted})`).exec(source);
  const index = asFrom ? asFrom.index + asFrom[0].length - asFrom[1].length : source.search(new RegExp(quoted));
  if (index < 0) return undefined;
  const before = source.slice(0, index);
  return { line: before.split("\n").length, column: index - before.lastIndexOf("\n") };
}
