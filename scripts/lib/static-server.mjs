// The preview server: serves a built site the way a static host does (clean URLs, content types,
// 404.html for unknown paths, the headers of dist/_headers read with Netlify's own parser, the
// site under its base path as GitHub Pages serves a project site), for `npm start` and the browser
// tests, so what is tested is what runs. Files are sent by `send` (ranges, If-Range, conditional
// requests); the build's gzip and brotli copies are sent to the clients that accept them, and the
// text files the build leaves without copies (a page's own) are gzipped as they are sent, as hosts
// do, each encoding with an ETag of its own. A preview, not a production server: see the README's
// Deploy section.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import send from "send";
import mime from "mime-types";
import Negotiator from "negotiator";
import fresh from "fresh";
import zlib from "node:zlib";
import { promisify } from "node:util";
import { LRUCache } from "lru-cache";
import { parseAllHeaders } from "@netlify/headers-parser";
import { cacheRules } from "./headers.mjs";
import { PRECOMPRESSED, isCompressible } from "./precompress.mjs";

/** Longer than any file name a file system holds: such a path names nothing here. */
const MAX_SEGMENT_BYTES = 255;
/** How much of the files gzipped as they are sent is kept for the next request of each. */
const GZIPPED_CACHE_BYTES = 32 * 2 ** 20;

const gzip = promisify(zlib.gzip);

/** Files of the deploy a host reads as configuration and never serves. */
const NOT_SERVED = new Set(["_headers", "_redirects"]);

export class HeadersFileError extends Error {
  name = "HeadersFileError";
}

/** dist/_headers as [pattern, values] rules; throws a HeadersFileError naming the file and the problem. */
async function parseHeadersFile(file) {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
  if (errors.length) throw new HeadersFileError(`${file} is malformed: ${errors.map((e) => e.message).join("; ")}. Fix it, or build again (npm run build) to write it afresh`);
  return headers;
}

/**
 * Checks the headers file before serving: a malformed one is an error (every response would lack
 * the headers a real host sends), a missing one a warning, returned for the caller to print.
 */
export async function checkHeadersFile(root) {
  const file = path.join(root, "_headers");
  if (!fs.existsSync(file)) return [`warning: ${file} is missing: pages are served without the site's security and cache headers (build again to write it)`];
  await parseHeadersFile(file);
  return [];
}

/** dist/_headers' rules, parsed again whenever the file changes (a redeploy under a running server). */
function headersRules(root, log) {
  const file = path.join(root, "_headers");
  let loaded = { mtime: -1, rules: Promise.resolve([]) };
  return () => {
    const mtime = fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
    if (mtime !== loaded.mtime) {
      const rules = mtime ? parseHeadersFile(file) : Promise.resolve([]);
      rules.catch((error) => log(`error: ${error.message}`));
      loaded = { mtime, rules };
    }
    return loaded.rules;
  };
}

/** Cache-Control for what no _headers pattern can name (HTML, served at clean URLs). */
const cleanUrlCacheRules = cacheRules
  .filter((rule) => !rule.path)
  .map((rule) => ({ extension: path.extname(rule.file), cacheControl: rule.cacheControl }));

/** The URL path as segments, or undefined if it cannot name a file here (bad escapes, NUL, too long). */
function segmentsOf(pathname) {
  const segments = [];
  for (const raw of pathname.split("/").slice(1)) {
    let segment;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (segment.includes("\0") || segment.includes("/") || segment.includes("\\") || Buffer.byteLength(segment) > MAX_SEGMENT_BYTES) return undefined;
    if (segment === "." || segment === "..") return undefined;
    segments.push(segment);
  }
  return segments;
}

/** A regular file's real path, if it is inside `realRoot` (a symbolic link out of the site serves nothing). */
function fileInside(realRoot, file) {
  try {
    const real = fs.realpathSync(file);
    if (!real.startsWith(`${realRoot}${path.sep}`)) return undefined;
    const stat = fs.statSync(real);
    return stat.isFile() ? { real, stat } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `basePath`: "" or `/palaver-docs` (normalised, as scripts/lib/paths.mjs basePath() returns it).
 * Paths outside it answer 404; the base itself redirects to `<base>/`. `log`: where a malformed
 * headers file found after a redeploy is reported.
 */
export function createStaticServer(root, { basePath = "", log = console.error } = {}) {
  const rules = headersRules(root, log);
  /** Gzipped text by file, size and modification time: a file replaced by a rebuild is gzipped afresh. */
  const gzipped = new LRUCache({ maxSize: GZIPPED_CACHE_BYTES, sizeCalculation: (body) => body.length || 1 });
  let realRoot;
  return http.createServer((request, response) => {
    serve(request, response).catch((error) => {
      log(`error: ${request.url}: ${error?.stack ?? error}`);
      if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      response.end("Internal server error\n");
    });
  });

  async function serve(request, response) {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" }).end("Method not allowed: a static site answers GET and HEAD\n");
      return;
    }
    realRoot ??= fs.realpathSync(root);
    const url = new URL(request.url ?? "/", "http://localhost");
    if (basePath && url.pathname === basePath) return redirect(response, `${basePath}/${url.search}`);

    let headerRules;
    try {
      headerRules = await rules();
    } catch {
      response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end("The site's _headers file is malformed: see the server's output\n");
      return;
    }
    for (const rule of headerRules) {
      if (rule.forRegExp.test(url.pathname)) for (const [name, value] of Object.entries(rule.values)) response.setHeader(name, value);
    }

    const inside = !basePath || url.pathname.startsWith(`${basePath}/`);
    const segments = inside ? segmentsOf(url.pathname.slice(basePath.length)) : undefined;
    if (!segments || NOT_SERVED.has(segments.join("/"))) return notFound(request, response);

    // Clean URLs, as Netlify and Cloudflare Pages serve them: `/x.html` and `/x/` redirect to `/x`,
    // unless `x.html` is a folder (a redirect from an old `.html` address, as Docusaurus writes it).
    const rel = segments.join("/");
    const last = segments.at(-1);
    const folderPage = last?.endsWith(".html") && fileInside(realRoot, path.join(realRoot, rel, "index.html"));
    if (folderPage) return sendFile(request, response, folderPage);
    if (last === "index.html" || (last?.endsWith(".html") && last.length > 5)) {
      const clean = last === "index.html" ? segments.slice(0, -1) : [...segments.slice(0, -1), last.slice(0, -5)];
      return redirect(response, `${basePath}/${clean.map(encodeURIComponent).join("/")}${url.search}`);
    }
    if (segments.length > 1 && last === "") return redirect(response, `${basePath}/${segments.slice(0, -1).map(encodeURIComponent).join("/")}${url.search}`);

    const target = rel === "" ? "index.html" : rel;
    const candidates = [target, `${target}.html`, `${target}/index.html`];
    for (const candidate of candidates) {
      const found = fileInside(realRoot, path.join(realRoot, candidate));
      if (found) return sendFile(request, response, found);
    }
    return notFound(request, response);
  }

  function redirect(response, location) {
    response.writeHead(301, { Location: location, "Content-Type": "text/plain; charset=utf-8" }).end(`Moved to ${location}\n`);
  }

  function notFound(request, response) {
    const page = fileInside(realRoot, path.join(realRoot, "404.html"));
    if (!page) {
      response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found\n");
      return;
    }
    response.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache", "Content-Length": page.stat.size });
    if (request.method === "HEAD") response.end();
    else fs.createReadStream(page.real).pipe(response);
  }

  /** The file (`fileInside`'s answer), or its precompressed copy the client accepts, with send's ranges and conditional requests. */
  function sendFile(request, response, { real: file, stat: fileStat }) {
    const type = mime.contentType(path.extname(file)) || "application/octet-stream";
    const encodings = PRECOMPRESSED.filter(({ extension }) => fileInside(realRoot, file + extension));
    let chosen = file;
    let encoding = "identity";
    const compressible = !encodings.length && isCompressible(file, fileStat.size);
    if (compressible) {
      response.setHeader("Vary", "Accept-Encoding");
      // A range is of the bytes sent: those of the file itself, then.
      const accepted = new Negotiator(request).encodings(["gzip", "identity"], { preferred: ["gzip", "identity"] });
      if (accepted[0] === "gzip" && request.headers.range === undefined) return sendGzipped(request, response, file, fileStat, type);
    } else if (encodings.length) {
      response.setHeader("Vary", "Accept-Encoding");
      const offered = [...encodings.map((e) => e.encoding), "identity"];
      // Between encodings the client rates alike, the smallest: brotli, then gzip.
      const accepted = new Negotiator(request).encodings(offered, { preferred: offered });
      const match = encodings.find((e) => e.encoding === accepted[0]);
      if (match) {
        chosen = file + match.extension;
        encoding = match.encoding;
        response.setHeader("Content-Encoding", encoding);
      }
    }
    response.setHeader("Content-Type", type);
    const cacheRule = cleanUrlCacheRules.find((rule) => path.extname(file) === rule.extension);
    if (cacheRule && !response.hasHeader("Cache-Control")) response.setHeader("Cache-Control", cacheRule.cacheControl);

    // A strong ETag of its own per encoding (the bytes differ), which If-Range needs.
    const stat = chosen === file ? fileStat : fs.statSync(chosen);
    const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${encoding === "identity" ? "" : `-${encoding}`}"`;
    response.setHeader("ETag", etag);
    // RFC 9110 13.1.5: If-Range compares strongly: a weak or another validator means the whole file.
    const ifRange = request.headers["if-range"];
    if (ifRange !== undefined) {
      const fresh = ifRange.startsWith('"') ? ifRange === etag : Date.parse(ifRange) === Math.floor(stat.mtimeMs / 1000) * 1000;
      if (!fresh) delete request.headers.range;
      delete request.headers["if-range"];
    }
    send(request, chosen, { etag: false, lastModified: true, cacheControl: false, dotfiles: "allow", index: false })
      .on("error", (error) => {
        if (error.status === 416) {
          // RFC 9110 15.5.17: the size of the representation, and no content.
          response.removeHeader("Content-Encoding");
          response.writeHead(416, { "Content-Range": `bytes */${stat.size}`, "Content-Length": 0 }).end();
        } else if (error.status === 404) {
          notFound(request, response);
        } else {
          response.writeHead(error.status ?? 500, { "Content-Type": "text/plain; charset=utf-8" }).end(`${http.STATUS_CODES[error.status ?? 500]}\n`);
        }
      })
      .pipe(response);
  }

  /** A text file without copies (its path and stat), gzipped now (or taken from the last request's), with validators of its own. */
  async function sendGzipped(request, response, file, stat, type) {
    const key = `${file}\0${stat.size}\0${stat.mtimeMs}`;
    let body = gzipped.get(key);
    if (!body) gzipped.set(key, (body = await gzip(await fs.promises.readFile(file), { level: 6 })));
    const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}-gzip"`;
    const lastModified = stat.mtime.toUTCString();
    response.setHeader("Content-Type", type);
    response.setHeader("Content-Encoding", "gzip");
    response.setHeader("ETag", etag);
    response.setHeader("Last-Modified", lastModified);
    const cacheRule = cleanUrlCacheRules.find((rule) => path.extname(file) === rule.extension);
    if (cacheRule && !response.hasHeader("Cache-Control")) response.setHeader("Cache-Control", cacheRule.cacheControl);
    if (fresh(request.headers, { etag, "last-modified": lastModified })) {
      response.removeHeader("Content-Encoding");
      response.writeHead(304).end();
      return;
    }
    response.writeHead(200, { "Content-Length": body.length });
    response.end(request.method === "HEAD" ? undefined : body);
  }
}

/** Starts a server on `port` (0 picks a free one) and resolves with its base URL. */
export function listen(server, port = 0, host = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
      resolve(`http://${shown}:${server.address().port}`);
    });
  });
}
