// Response headers of the deploy: written to dist/_headers (the Netlify / Cloudflare Pages format,
// matched against request paths), which `npm start` parses and serves too.

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/**
 * `path`: the _headers pattern under the base path, or null where static hosts already revalidate
 * by default (HTML, served at clean URLs no pattern could list); `file`: the same files as a glob
 * of file paths (the preview server sends the HTML rule's by extension). Patterns never overlap:
 * those hosts would join the values of overlapping rules.
 */
export const cacheRules = [
  { file: "build/**", path: "/build/*", cacheControl: IMMUTABLE },
  { file: "mdx/**", path: "/mdx/*", cacheControl: IMMUTABLE },
  { file: "_data/**", path: "/_data/*", cacheControl: REVALIDATE },
  { file: "sw.js", path: "/sw.js", cacheControl: REVALIDATE },
  { file: "manifest.webmanifest", path: "/manifest.webmanifest", cacheControl: REVALIDATE },
  { file: "_search/**", path: "/_search/*", cacheControl: IMMUTABLE },
  // The service worker's manifest shards, named by their content.
  { file: "_site/offline/**", path: "/_site/offline/*", cacheControl: IMMUTABLE },
  { file: "search-manifest.json", path: "/search-manifest.json", cacheControl: REVALIDATE },
  { file: "**/*.html", path: null, cacheControl: REVALIDATE },
];

/**
 * The Content-Security-Policy. Scripts come from the site itself, or are one of the inline scripts
 * the build found in its pages, allowed by hash: no 'unsafe-inline', no 'unsafe-eval' (page
 * content is imported as modules, never evaluated from strings). Inline styles stay allowed:
 * React's `style` attributes need them and they cannot run code.
 * @param {Iterable<string>} scriptHashes
 * @param {import("./embedded-origins.mjs").EmbeddedOrigins} [embeds]
 */
export function contentSecurityPolicy(scriptHashes, embeds = { img: [], frame: [], media: [] }) {
  // Images, frames and media the content itself embeds from other origins (embedded-origins.mjs).
  const sources = (first, origins) => [first, ...origins].join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes].sort().map((hash) => `'${hash}'`).join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    sources("img-src 'self' data:", embeds.img),
    "font-src 'self'",
    "connect-src 'self'",
    sources("media-src 'self'", embeds.media),
    "manifest-src 'self'",
    "worker-src 'self'",
    embeds.frame.length ? sources("frame-src", embeds.frame) : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers every response carries. */
export function securityHeaders(scriptHashes, embeds) {
  return {
    "Content-Security-Policy": contentSecurityPolicy(scriptHashes, embeds),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // The site uses none of these; nothing embedded in it may either.
    "Permissions-Policy": "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
    "X-Frame-Options": "DENY",
  };
}

/** The text of dist/_headers. `basePath`: "" or `/palaver-docs`. */
export function headersFile({ basePath = "", scriptHashes = [], embeds } = {}) {
  const security = Object.entries(securityHeaders(scriptHashes, embeds))
    .map(([name, value]) => `  ${name}: ${value}\n`)
    .join("");
  const cache = cacheRules
    .filter((rule) => rule.path)
    .map((rule) => `${basePath}${rule.path}\n  Cache-Control: ${rule.cacheControl}\n`)
    .join("");
  return `${basePath}/*\n${security}${cache}`;
}
