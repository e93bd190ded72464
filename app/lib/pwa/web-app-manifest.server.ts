// What makes the site installable: its web app manifest and the head tags that name it. A site
// whose config lists `@docusaurus/plugin-pwa` names its own (`pwaHead`: its manifest, icons, theme
// colour), as on Docusaurus; any other site gets a manifest made from its own config (title,
// tagline, favicon), never another site's. The engine brings only a neutral icon, for a site
// without one a manifest can use.

import type { InstallSettings, SiteConfig } from "~/site.config";

/** The manifest the engine writes when the site names none, at the site root. */
export const GENERATED_MANIFEST = "manifest.webmanifest";

/** The engine's own neutral icon (public/icons/), for a site whose favicon a manifest cannot use. */
const NEUTRAL_ICON = "/icons/app-icon.svg";

/** The engine's frame colour (a dark theme): the browser's bar, and the window a launched app opens in. */
const FRAME_COLOR = "#12141a";

/**
 * The install tags of every page, from the plugin's `pwaHead` (undefined when the site has no PWA
 * settings). As Docusaurus's PWA plugin does, an `href` or `content` naming a file (it has an
 * extension) is a path under the base URL: kept here as a site route (`/img/x.png`), which the page
 * puts under the base path. Tags other than link and meta, and links without rel and href, are returned as `skipped`.
 */
export function installSettings(pwaHead: unknown[] | undefined, baseUrl: string): { settings: InstallSettings; skipped: string[] } {
  const links: InstallSettings["links"] = [];
  const meta: Record<string, string>[] = [];
  const skipped: string[] = [];
  for (const entry of pwaHead ?? []) {
    if (!entry || typeof entry !== "object") continue;
    const { tagName, ...rest } = entry as Record<string, unknown>;
    if (tagName !== "link" && tagName !== "meta") {
      skipped.push(typeof tagName === "string" ? `<${tagName}>` : JSON.stringify(entry));
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const [name, value] of Object.entries(rest)) {
      if (typeof value === "string" || typeof value === "number") attributes[name] = siteRoute(name, String(value), baseUrl);
    }
    if (tagName === "meta") meta.push(attributes);
    else if (attributes.rel && attributes.href) links.push({ ...attributes, rel: attributes.rel, href: attributes.href });
    else skipped.push(`<link> without rel and href (${JSON.stringify(rest)})`);
  }
  const ownManifest = links.some((link) => /(^|\s)manifest(\s|$)/i.test(link.rel ?? ""));
  if (!ownManifest) links.push({ rel: "manifest", href: `/${GENERATED_MANIFEST}` });
  if (!meta.some((tag) => tag.name?.toLowerCase() === "theme-color")) meta.push({ name: "theme-color", content: FRAME_COLOR });
  return { settings: { links, meta, ownManifest }, skipped };
}

/** An attribute's value as the page should carry it: a file's path under the base URL becomes a site route. */
function siteRoute(name: string, value: string, baseUrl: string): string {
  const namesFile = (name === "href" || name === "content") && /\.[a-z0-9]+$/i.test(value.replace(/[?#].*$/, ""));
  if (!namesFile || /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith("//")) return value;
  const underBase = baseUrl !== "/" && value.startsWith(baseUrl) ? value.slice(baseUrl.length) : value;
  return `/${underBase.replace(/^\/+/, "")}`;
}

/** An icon entry for the site's favicon, when a manifest can use it (SVG, or PNG). */
function faviconIcon(favicon: string | undefined, base: string) {
  if (!favicon?.startsWith("/") || favicon.startsWith("//")) return undefined;
  if (/\.svg$/i.test(favicon)) return { src: base + favicon, sizes: "any", type: "image/svg+xml", purpose: "any" };
  if (/\.png$/i.test(favicon)) return { src: base + favicon, type: "image/png", purpose: "any" };
  return undefined;
}

/**
 * The manifest made from the site's config, its URLs under `base` (the path the site is served
 * under, "" at a host's root); undefined when the site names its own.
 */
export function generatedManifest(site: Pick<SiteConfig, "title" | "tagline" | "favicon" | "navbar" | "install">, base: string): string | undefined {
  if (site.install.ownManifest) return undefined;
  const favicon = faviconIcon(site.favicon, base);
  const neutral = { src: base + NEUTRAL_ICON, sizes: "any", type: "image/svg+xml", purpose: "any" };
  const manifest = {
    name: site.title,
    short_name: site.navbar.title || site.title,
    ...(site.tagline ? { description: site.tagline } : {}),
    id: `${base}/`,
    start_url: `${base}/`,
    scope: `${base}/`,
    display: "standalone",
    theme_color: site.install.meta.find((tag) => tag.name?.toLowerCase() === "theme-color")?.content ?? FRAME_COLOR,
    background_color: FRAME_COLOR,
    // A PNG favicon's size is not known here: the neutral icon stays beside it as the sized one.
    icons: favicon?.type === "image/svg+xml" ? [favicon] : [...(favicon ? [favicon] : []), neutral],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
