// Where things live, shared by the build, the server and the tests.
import path from "node:path";
import { fileURLToPath } from "node:url";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const appBuildDir = path.join(projectRoot, "build");
export const serverBuildFile = path.join(appBuildDir, "index.js");
/** Remix writes client assets here (under `build/`, matching publicPath `/build/`). */
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
