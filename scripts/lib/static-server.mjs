// Serves a built site the way a static host does: clean URLs, content types, 404.html for
// unknown paths, gzip for what compresses, the headers of dist/_headers (the Netlify / Cloudflare Pages format, read with
// Netlify's own parser), and the site under its base path, as GitHub Pages serves a project site.
// Used by `npm start` and by the browser tests, so what is tested is what runs.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import handler from "serve-handler";
import compression from "compression";
import { parseAllHeaders } from "@netlify/headers-parser";
import { serveHandlerHeaders } from "./headers.mjs";

/** dist/_headers as [pattern, values] rules, parsed again whenever the file changes (a redeploy). */
function headersRules(root) {
  const file = path.join(root, "_headers");
  let loaded = { mtime: -1, rules: Promise.resolve([]) };
  return () => {
    const mtime = fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
    if (mtime !== loaded.mtime) {
      const rules = mtime
        ? parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false }).then(({ headers, errors }) => {
            if (errors.length) throw new Error(`${file}: ${errors.map((e) => e.message).join("; ")}`);
            return headers;
          })
        : Promise.resolve([]);
      loaded = { mtime, rules };
    }
    return loaded.rules;
  };
}

/**
 * `basePath`: "" or `/palaver-docs` (normalised, as scripts/lib/paths.mjs basePath() returns it).
 * Paths outside it answer 404; the base itself redirects to `<base>/`.
 */
export function createStaticServer(root, { basePath = "" } = {}) {
  const rules = headersRules(root);
  const compress = compression();
  return http.createServer((request, response) => compress(request, response, () => serve(request, response)));

  async function serve(request, response) {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (basePath && url.pathname === basePath) {
      response.writeHead(301, { Location: `${basePath}/${url.search}` }).end();
      return;
    }
    try {
      for (const rule of await rules()) {
        if (rule.forRegExp.test(url.pathname)) for (const [name, value] of Object.entries(rule.values)) response.setHeader(name, value);
      }
    } catch (error) {
      response.writeHead(500).end(String(error));
      return;
    }
    if (basePath) {
      // serve-handler sees paths relative to the site; its redirects must point back under the base.
      const inside = url.pathname.startsWith(`${basePath}/`);
      request.url = inside ? request.url.slice(basePath.length) : "/.outside-base-path";
      const writeHead = response.writeHead.bind(response);
      response.writeHead = (status, ...rest) => {
        const headers = rest.find((arg) => arg && typeof arg === "object");
        if (headers?.Location?.startsWith("/")) headers.Location = basePath + headers.Location;
        return writeHead(status, ...rest);
      };
    }
    await handler(request, response, {
      public: root,
      cleanUrls: true,
      trailingSlash: false,
      directoryListing: false,
      etag: true,
      headers: serveHandlerHeaders(),
    });
  }
}

/** Starts a server on `port` (0 picks a free one) and resolves with its base URL. */
export function listen(server, port = 0, host = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(`http://${host === "0.0.0.0" ? "localhost" : host}:${server.address().port}`));
  });
}
