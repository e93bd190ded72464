// Builds dist/sw.js: sw.ts bundled with esbuild, then workbox-build's injectManifest lists every
// file of the deploy with a content revision (hashed build assets and page modules need none).
import fs from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";
import { injectManifest } from "workbox-build";
import { projectRoot } from "./paths.mjs";

export async function buildServiceWorker(out) {
  const source = path.join(out, "sw.source.js");
  await esbuild.build({
    entryPoints: [path.join(projectRoot, "sw.ts")],
    bundle: true,
    format: "iife",
    minify: true,
    target: "es2020",
    define: { "process.env.NODE_ENV": '"production"' },
    outfile: source,
    logLevel: "silent",
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: source,
    swDest: path.join(out, "sw.js"),
    globDirectory: out,
    globPatterns: ["**/*.{html,json,js,css,png,svg,gif,webp,jpg,webmanifest,ico}"],
    // The social card is for link previews, never shown on a page.
    globIgnores: ["sw.js", "sw.source.js", "img/social-card.png"],
    // Their names change with their content already.
    dontCacheBustURLsMatching: /^(build\/|mdx\/)/,
    maximumFileSizeToCacheInBytes: 20 * 1024 * 1024,
  });
  fs.rmSync(source);
  if (warnings.length) throw new Error(`service worker: ${warnings.join("; ")}`);
  return { count, size };
}
