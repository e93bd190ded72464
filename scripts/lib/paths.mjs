// Where things live, shared by the build, the server and the tests.
import path from "node:path";
import { fileURLToPath } from "node:url";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/**
 * BASE_PATH (e.g. `/palaver-docs/`) normalised to `/palaver-docs`, or "" at the root of a host.
 * Must match normalizeBasePath in app/lib/base-path.ts.
 */
export function basePath() {
  const trimmed = (process.env.BASE_PATH ?? "").trim().replace(/^\/+|\/+$/g, "");
  return trimmed ? `/${trimmed}` : "";
}

/**
 * The compiled app. Asset URLs carry the base path (Remix's publicPath), so each base path has a
 * build of its own: switching between them never recompiles over a build another process reads.
 */
export const appBuildDir = basePath() ? path.join(projectRoot, `build-${basePath().slice(1).replace(/[^a-zA-Z0-9._-]+/g, "_")}`) : path.join(projectRoot, "build");
export const serverBuildFile = path.join(appBuildDir, "index.js");
/**
 * What the prerender loads: the server build and Remix's request handler bundled into one script
 * (scripts/lib/server-bundles.mjs), exporting `build` and `createRequestHandler`; loaded with
 * scripts/lib/server-bundle.mjs.
 */
export const serverBundleFile = path.join(appBuildDir, "server.cjs");
/** Remix writes client assets here (under `build/`, matching publicPath `<base>/build/`). */
export const clientBuildDir = path.join(appBuildDir, "client");
export const publicDir = path.join(projectRoot, "public");

export function outDir() {
  return path.resolve(process.env.OUT_DIR ?? path.join(projectRoot, "dist"));
}

/** Compiled MDX (`mdx/`) and rendered pages (`pages/`), reused across builds. */
export function cacheRoot() {
  return path.resolve(process.env.PALAVER_CACHE_DIR ?? path.join(projectRoot, ".cache"));
}

export function contentDir() {
  return path.resolve(process.env.CONTENT_DIR ?? path.join(projectRoot, "content"));
}

/** `/docs/x` → `docs/x.html`, `/` → `index.html`: clean URLs on any static host. */
export function htmlFileFor(route) {
  return route === "/" ? "index.html" : `${route.slice(1)}.html`;
}

/** Must match app/lib/static-data.ts SITE_DATA_PATH. */
export const SITE_DATA_FILE = "_data/__site.json";

/** Must match app/lib/static-data.ts dataPath(). */
export function dataFileFor(route) {
  return `_data${route === "/" ? "/index" : route}.json`;
}
