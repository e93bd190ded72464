// The head tags of every page: title and description, the canonical URL with its hreflang
// alternates, Open Graph and Twitter cards, robots and the JSON-LD breadcrumbs of doc pages, as
// Docusaurus's theme writes them. Meta functions run on the server and again in the browser after a
// client-side navigation, so everything here comes from loader data and configuration.

import type { MetaArgs, MetaDescriptor } from "@remix-run/react";
import type { Crumb, DocsRouteData, SiteData, StaticHead } from "./content-types";
import { withBase } from "./base-path";
import { site } from "~/site.config";

/** Pages search engines should not list, and the sitemap leaves out (the not-found page has no route). */
export const UNINDEXED_ROUTES: ReadonlySet<string> = new Set(["/search", "/offline", "/saved"]);

export interface PageSeo {
  /** The page's route, without the base path: its canonical URL. */
  route?: string;
  /** The page's name; the document title is "Name — Palaver Docs". */
  title?: string;
  /** The whole document title, for a page without a name of its own (the home page). */
  documentTitle?: string;
  description?: string;
  /** "article" for a page of content. */
  type?: "website" | "article" | "profile";
  /** A doc's breadcrumbs, the last one the page itself: written as a JSON-LD BreadcrumbList. */
  breadcrumbs?: Crumb[];
  noindex?: boolean;
  /** Front matter keywords. */
  keywords?: string[];
  /** The page's own social card (front matter image), instead of the site's. */
  image?: string;
  /** What the page's `<head>` says: its whole document title, meta tags and canonical URL win over these. */
  head?: StaticHead;
}

type Matches = MetaArgs["matches"];

/** Where the site is deployed: the root route's data (the same on the server and in the browser). */
export function siteUrlOf(matches: Matches): string {
  const data = matches.find((match) => match.id === "root")?.data as Partial<SiteData> | undefined;
  return data?.siteUrl ?? site.siteUrl.replace(/\/+$/, "");
}

/** `/docs/intro` → `https://docs.palaver.chat/docs/intro` (with the base path, if any). */
export function absoluteUrl(siteUrl: string, route: string): string {
  return siteUrl + withBase(route);
}

export function pageMeta(matches: Matches, page: PageSeo): MetaDescriptor[] {
  const siteUrl = siteUrlOf(matches);
  const title = page.documentTitle ?? (page.title ? `${page.title} ${site.titleDelimiter} ${site.title}` : site.title);
  // None when neither the page nor the site has one (a Docusaurus config without a tagline): an
  // empty description tag says less than none, and Docusaurus leaves it out too.
  const description = page.description || site.tagline || undefined;
  const described = (tags: MetaDescriptor[]) => (description ? tags : []);
  const url = page.route === undefined ? undefined : absoluteUrl(siteUrl, page.route);
  const indexed = !page.noindex && !(page.route !== undefined && UNINDEXED_ROUTES.has(page.route));
  // A page's own image is not measured: its size is left out, as Docusaurus leaves it out.
  const socialImage = page.image ? { path: page.image, ...(page.image === site.socialImage?.path ? { width: site.socialImage.width, height: site.socialImage.height } : {}), alt: page.title ?? site.title } : site.socialImage;
  const image = socialImage && (/^https?:/.test(socialImage.path) ? socialImage.path : absoluteUrl(siteUrl, socialImage.path));
  const breadcrumbs = url && page.breadcrumbs ? breadcrumbList(siteUrl, page.breadcrumbs, url) : undefined;
  // The page's own <head> wins, as the last <Head> does in Docusaurus: its title is the whole
  // document title (og:title stays the page's), its meta tags replace those of the same name.
  // Front matter keywords are the page's, over the site's themeConfig.metadata (HertzBeat's), joined
  // as Docusaurus's page metadata joins them.
  const keywords = page.keywords?.length ? [{ name: "keywords", content: page.keywords.join(",") }] : undefined;
  return withMetadata(page.head?.meta, withMetadata(keywords, withMetadata(site.metadata, [
    { title: page.head?.title ?? title },
    ...described([{ name: "description", content: description }]),
    ...(!indexed ? [{ name: "robots", content: "noindex" }] : page.route !== undefined ? canonicalLinks(siteUrl, page.route, page.head?.canonical) : []),
    { property: "og:title", content: title },
    ...described([{ property: "og:description", content: description }]),
    { property: "og:type", content: page.type ?? "website" },
    ...(url ? [{ property: "og:url", content: url }] : []),
    { property: "og:site_name", content: site.title },
    { property: "og:locale", content: site.locales[0].code },
    ...(socialImage
      ? [
          { property: "og:image", content: image },
          ...(socialImage.width && socialImage.height
            ? [
                { property: "og:image:width", content: String(socialImage.width) },
                { property: "og:image:height", content: String(socialImage.height) },
              ]
            : []),
          { property: "og:image:alt", content: socialImage.alt },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    ...described([{ name: "twitter:description", content: description }]),
    ...(socialImage
      ? [
          { name: "twitter:image", content: image },
          { name: "twitter:image:alt", content: socialImage.alt },
        ]
      : []),
    ...(indexed && breadcrumbs ? [{ "script:ld+json": breadcrumbs }] : []),
  ])));
}

/** The tags a meta tag of the same name or property replaces. */
const tagKey = (tag: Record<string, unknown>) => (typeof tag.name === "string" ? `name:${tag.name}` : typeof tag.property === "string" ? `property:${tag.property}` : undefined);

/**
 * Meta tags added, each replacing the engine's of the same name or property, as in Docusaurus: the
 * site's (themeConfig.metadata), then a page's own (its `<head>`).
 */
function withMetadata(metadata: MetaDescriptor[] | undefined, tags: MetaDescriptor[]): MetaDescriptor[] {
  if (!metadata?.length) return tags;
  const replaced = new Set(metadata.map((tag) => tagKey(tag as Record<string, unknown>)));
  return [...tags.filter((tag) => !replaced.has(tagKey(tag as Record<string, unknown>))), ...metadata];
}

/** The not-found page (and any other error page): named, and never indexed. */
export function errorPageMeta(matches: Matches, title = "Page not found"): MetaDescriptor[] {
  return pageMeta(matches, { title, noindex: true });
}

/**
 * The canonical URL, and one alternate per locale plus x-default, as Docusaurus writes them: the
 * default locale lives at the root, the others under `/<code>`.
 */
function canonicalLinks(siteUrl: string, route: string, canonical?: string): MetaDescriptor[] {
  const url = absoluteUrl(siteUrl, route);
  return [
    // A page's `<link rel="canonical">` (its `<head>`) is the page's own word.
    { tagName: "link", rel: "canonical", href: canonical ?? url },
    ...site.locales.map((locale, i) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: locale.code,
      href: i === 0 ? url : absoluteUrl(siteUrl, `/${locale.code}${route === "/" ? "/" : route}`),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url },
  ];
}

interface BreadcrumbList {
  "@context": "https://schema.org";
  "@type": "BreadcrumbList";
  itemListElement: { "@type": "ListItem"; position: number; name: string; item: string }[];
}

/**
 * Docusaurus's breadcrumb structured data: the crumbs that link somewhere, then the page itself.
 * Remix escapes `<` in it, so a label cannot close the script element.
 */
export function breadcrumbList(siteUrl: string, crumbs: Crumb[], pageUrl: string): BreadcrumbList | undefined {
  const linked = crumbs.flatMap((crumb, i) => {
    const item = i === crumbs.length - 1 ? pageUrl : crumb.href && absoluteUrl(siteUrl, crumb.href);
    return item ? [{ name: crumb.label, item }] : [];
  });
  if (linked.length === 0) return undefined;
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: linked.map((crumb, i) => ({ "@type": "ListItem", position: i + 1, ...crumb })),
  };
}

/**
 * A docs page's head tags: for the docs route, for docs the catch-all route answers (another
 * routeBasePath) and for a doc at `/` (docs-only mode). Here with the other head tags, in the
 * chunk every route shares, rather than in the docs routes' own.
 */
export function docsMeta(matches: Matches, data: DocsRouteData): MetaDescriptor[] {
  return pageMeta(matches, {
    route: data.route,
    title: data.title,
    description: "description" in data ? data.description : undefined,
    type: "article",
    breadcrumbs: data.breadcrumbs || undefined,
    ...(data.kind === "doc" ? { noindex: data.noindex, keywords: data.keywords, image: data.image, head: data.head } : {}),
    ...(data.kind === "tag" || data.kind === "tags" ? { noindex: data.noindex } : {}),
    ...(data.kind === "category" ? { keywords: data.keywords, image: data.image } : {}),
  });
}
