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
  { file: "search-manifest.json", path: "/search-manifest.json", cacheControl: REVALIDATE },
  { file: "**/*.html", path: null, cacheControl: REVALIDATE },
];

/**
 * The Content-Security-Policy. Scripts come from the site itself, or are one of the inline scripts
 * the build found in its pages, allowed by hash: no 'unsafe-inline', no 'unsafe-eval' (page
 * content is imported as modules, never evaluated from strings). Inline styles stay allowed:
 * React's `style` attributes need them and they cannot run code. Images come from the site, or
 * from the other sites its pages show pictures from (found in the built pages: a Docusaurus
 * site's badges and linked screenshots), named one by one.
 * @param {Iterable<string>} scriptHashes
 * @param {Iterable<string>} [imageOrigins]
 */
export function contentSecurityPolicy(scriptHashes, imageOrigins = []) {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes].sort().map((hash) => `'${hash}'`).join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${[...imageOrigins].sort().join(" ")}`.trim(),
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Headers every response carries.
 * @param {Iterable<string>} scriptHashes
 * @param {Iterable<string>} [imageOrigins]
 */
export function securityHeaders(scriptHashes, imageOrigins = []) {
  return {
    "Content-Security-Policy": contentSecurityPolicy(scriptHashes, imageOrigins),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // The site uses none of these; nothing embedded in it may either.
    "Permissions-Policy": "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
    "X-Frame-Options": "DENY",
  };
}

/**
 * The text of dist/_headers. `basePath`: "" or `/palaver-docs`.
 * @param {{ basePath?: string; scriptHashes?: Iterable<string>; imageOrigins?: Iterable<string> }} [options]
 */
export function headersFile({ basePath = "", scriptHashes = [], imageOrigins = [] } = {}) {
  const security = Object.entries(securityHeaders(scriptHashes, imageOrigins))
    .map(([name, value]) => `  ${name}: ${value}\n`)
    .join("");
  const cache = cacheRules
    .filter((rule) => rule.path)
    .map((rule) => `${basePath}${rule.path}\n  Cache-Control: ${rule.cacheControl}\n`)
    .join("");
  return `${basePath}/*\n${security}${cache}`;
}
