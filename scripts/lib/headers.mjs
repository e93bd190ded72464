// Cache headers: one list for `npm start` (serve-handler, matched against file paths) and for
// dist/_headers (Netlify / Cloudflare Pages, matched against request paths).

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/**
 * `path`: the _headers pattern, or null where static hosts already revalidate by default (HTML,
 * served at clean URLs no pattern could list). Patterns never overlap: those hosts would join
 * the values of overlapping rules.
 */
export const cacheRules = [
  { file: "build/**", path: "/build/*", cacheControl: IMMUTABLE },
  { file: "mdx/**", path: "/mdx/*", cacheControl: IMMUTABLE },
  { file: "_data/**", path: "/_data/*", cacheControl: REVALIDATE },
  { file: "sw.js", path: "/sw.js", cacheControl: REVALIDATE },
  { file: "manifest.webmanifest", path: "/manifest.webmanifest", cacheControl: REVALIDATE },
  { file: "search-doc.json", path: "/search-doc.json", cacheControl: REVALIDATE },
  { file: "search-index.json", path: "/search-index.json", cacheControl: REVALIDATE },
  { file: "**/*.html", path: null, cacheControl: REVALIDATE },
];

/** serve-handler's `headers` option. */
export function serveHandlerHeaders() {
  return cacheRules.map((rule) => ({ source: rule.file, headers: [{ key: "Cache-Control", value: rule.cacheControl }] }));
}

/** The text of dist/_headers. */
export function headersFile() {
  return cacheRules
    .filter((rule) => rule.path)
    .map((rule) => `${rule.path}\n  Cache-Control: ${rule.cacheControl}\n`)
    .join("");
}
