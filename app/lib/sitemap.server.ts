// The files crawlers read at the top of the site: sitemap.xml, listing every page search engines
// should index with the date its content file last changed, and robots.txt pointing at it.

import { getContentModel } from "./content.server";
import { lastUpdatedAt } from "./git-dates.server";
import { UNINDEXED_ROUTES, absoluteUrl } from "./meta";

export interface SitemapEntry {
  route: string;
  /** When the page's content file last changed (ISO 8601); none for pages without one (the home page). */
  lastUpdatedAt?: string;
}

export interface CrawlerFiles {
  "sitemap.xml": string;
  "robots.txt": string;
}

/** The crawler files for the site's routes; `sourceOf` names the content file behind a route. */
export async function crawlerFiles(siteUrl: string, routes: string[], sourceOf: (route: string) => string | undefined): Promise<CrawlerFiles> {
  const model = getContentModel();
  const root = model.root;
  // Unlisted docs (and the tags only they have) and versions marked noIndex are published, but not for search engines.
  const unindexedDoc = (route: string) => {
    const routed = model.docsRoutes.get(route);
    if (routed?.kind === "tag") return routed.unlisted || routed.version.noIndex === true;
    if (routed?.kind === "tags") return routed.version.noIndex === true;
    return routed?.kind === "doc" && (routed.doc.unlisted || routed.doc.version.noIndex === true);
  };
  const entries = await Promise.all(
    routes
      .filter((route) => !UNINDEXED_ROUTES.has(route) && !unindexedDoc(route))
      .map(async (route): Promise<SitemapEntry> => {
        const file = sourceOf(route);
        return { route, lastUpdatedAt: file && (await lastUpdatedAt(file, { root })) };
      }),
  );
  return { "sitemap.xml": sitemapXml(siteUrl, entries), "robots.txt": robotsTxt(siteUrl) };
}

export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ route, lastUpdatedAt }) => {
    const lastmod = lastUpdatedAt ? `<lastmod>${lastUpdatedAt.slice(0, 10)}</lastmod>` : "";
    return `  <url><loc>${escapeXml(encodeURI(absoluteUrl(siteUrl, route)))}</loc>${lastmod}</url>\n`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("")}</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}\n`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
