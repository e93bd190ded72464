// Docusaurus's base-URL rules (useBaseUrl), over this site's base path.

export interface BaseUrlOptions {
  /** Prepend the base URL even when the URL already starts with it. */
  forcePrependBaseUrl?: boolean;
  /** Return an absolute URL on the site's origin. */
  absolute?: boolean;
}

/**
 * `url` under the site's base URL (`baseUrl` ends with `/`, as Docusaurus's does): site paths and
 * paths without a leading slash get it; anchors, URLs with a scheme and protocol-relative URLs
 * are returned as they are.
 */
export function addBaseUrl(siteUrl: string, baseUrl: string, url: string, { forcePrependBaseUrl = false, absolute = false }: BaseUrlOptions = {}): string {
  if (!url || url.startsWith("#") || /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return url;
  if (forcePrependBaseUrl) return baseUrl + url.replace(/^\//, "");
  if (url === baseUrl.replace(/\/$/, "")) return baseUrl;
  const path = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, "");
  return absolute ? siteUrl.replace(/\/+$/, "") + path : path;
}
