// The site can be served under a base path (BASE_PATH, e.g. `/palaver-docs/` on GitHub Pages).
// Routes never include it: the router adds it to every <Link> (Remix's basename). Plain URLs —
// files in dist/, route data, the manifest, the service worker — go through withBase().

/** `/palaver-docs/` or `palaver-docs` → `/palaver-docs`; none or `/` → "". */
export function normalizeBasePath(value: string | undefined): string {
  const trimmed = (value ?? "").trim().replace(/^\/+|\/+$/g, "");
  return trimmed ? `/${trimmed}` : "";
}

/** The base path without a trailing slash ("" at the root of a host). */
export function basePath(): string {
  // In the browser, the basename the server rendered with (window.__remixContext is declared in lib/hydration.ts).
  if (typeof window !== "undefined") return normalizeBasePath(window.__remixContext?.basename);
  return normalizeBasePath(process.env.BASE_PATH);
}

/** `/img/logo.svg` → `/palaver-docs/img/logo.svg`; other URLs unchanged. */
export function withBase(url: string): string {
  if (!url.startsWith("/") || url.startsWith("//")) return url;
  return basePath() + url;
}

/**
 * The inverse of withBase, for a pathname read from `location` or a request, and for a site path a
 * page writes with the base path already on it (`/manual/guide#setup` on a site served at
 * `/manual/`): Docusaurus adds its baseUrl only to a path that does not start with it.
 */
export function withoutBase(pathname: string): string {
  const base = basePath();
  if (!base) return pathname;
  if (pathname === base) return "/";
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}

