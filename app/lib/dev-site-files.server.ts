// `npm run dev` serves what the build publishes besides pages: the site's static folders at the
// site root (its config's staticDirectories, else `static/`), the images pages show from beside them
// (`/assets/images/x-<hash>.png`) and the site's own stylesheet with its images (`/_site/…`).
// remix-serve only serves `public/`; a request it has no route for reaches the app as a 404 page,
// and this answers it with the file instead. The build copies these files into its output, so
// this is for the dev server only.

import fs from "node:fs";
import path from "node:path";
import { readSiteConfig } from "./content/site-config.server";
import { contentRoot } from "./content.server";
import { withoutBase } from "./base-path";
import { currentSiteStylesheet } from "./content/current-site.server";

/** Published path (`assets/images/x-<hash>.png`) → source file, from the pages compiled so far. */
const assets = new Map<string, string>();

/** Called with each compiled page's images: a page is compiled before the browser asks for them. */
export function rememberAssets(published: Record<string, string> | undefined): void {
  for (const [output, source] of Object.entries(published ?? {})) assets.set(output, source);
}

const TYPES: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json",
  ".xml": "application/xml",
  ".yaml": "text/yaml; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".zip": "application/zip",
};

/** The file a dev request names, as a response; undefined when it names none (the 404 page follows). */
export function devSiteFile(request: Request): Response | undefined {
  if (process.env.NODE_ENV !== "development" || (request.method !== "GET" && request.method !== "HEAD")) return undefined;
  let rel: string;
  try {
    rel = decodeURIComponent(withoutBase(new URL(request.url).pathname)).replace(/^\/+/, "");
  } catch {
    return undefined;
  }
  const stylesheet = currentSiteStylesheet();
  if (stylesheet && `/${rel}` === stylesheet.href) {
    return new Response(request.method === "HEAD" ? null : stylesheet.css, { status: 200, headers: { "Content-Type": TYPES[".css"], "Cache-Control": "no-cache" } });
  }
  if (stylesheet?.files[rel]) assets.set(rel, stylesheet.files[rel]);
  const staticDirs = readSiteConfig(contentRoot()).staticDirs;
  const candidates: [string | undefined, string | undefined][] = [[assets.get(rel), undefined], ...staticDirs.map((dir): [string, string] => [path.join(dir, rel), dir])];
  for (const [file, staticDir] of candidates) {
    if (!file) continue;
    // Nothing outside the static folders, whatever the path says (`..`, symlinks aside).
    if (staticDir && !path.resolve(file).startsWith(path.resolve(staticDir) + path.sep)) continue;
    let body: Buffer;
    try {
      if (!fs.statSync(file).isFile()) continue;
      body = fs.readFileSync(file);
    } catch {
      continue;
    }
    const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
    return new Response(request.method === "HEAD" ? null : new Uint8Array(body), { status: 200, headers: { "Content-Type": type, "Content-Length": String(body.length), "Cache-Control": "no-cache" } });
  }
  return undefined;
}
