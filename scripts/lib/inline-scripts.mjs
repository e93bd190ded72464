// What the prerender does to the scripts Remix writes into each page.
// - Under a Content-Security-Policy without 'unsafe-inline' each inline script is allowed by its
//   hash, so the set of distinct inline scripts across the site must stay small. Remix inlines
//   every page's loader data as a script (`window.__remixContext = {…}`), which would give one hash
//   per page; that data moves into a JSON data block (not a script, not subject to the policy), read
//   by one small script that is the same on every page, and loses what the markup already holds.
// - The app's code starts loading after the first paint (deferAppBoot).
// - Inline scripts are minified.
import path from "node:path";
import crypto from "node:crypto";
import { createRequire } from "node:module";
import { readIfExists, writeAtomically } from "./files.mjs";

// esbuild is loaded on the first script not already minified in the cache: a rebuild usually has none.
const require = createRequire(import.meta.url);
const esbuildVersion = require("esbuild/package.json").version;

const CONTEXT_SCRIPT = /<script>window\.__remixContext = (\{[\s\S]*?\});<\/script>/;
const READ_CONTEXT = 'window.__remixContext=JSON.parse(document.getElementById("remix-context").textContent);';

// What Remix escapes in this JSON, so that it can never end the element it sits in.
const HTML_UNSAFE = { "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" };
const escapeJson = (json) => json.replace(/[&><\u2028\u2029]/g, (c) => HTML_UNSAFE[c]);

// Fields of route data that a page's markup already holds, and the element that holds each:
// app/lib/data-from-markup.ts reads them back in the browser before hydration.
const IN_MARKUP = "inMarkup";
const MARKUP_OF = {
  sidebar: '<aside class="doc-sidebar"><nav aria-label="Docs sidebar"',
  toc: '<nav aria-label="Table of contents" class="toc">',
};

/**
 * The docs sidebar and the table of contents are in the page as markup already; as data they were
 * the largest part of the page's inline data. They are left out of it where the page shows them
 * exactly once, and the route's data names them.
 */
function withoutDataInMarkup(context, html) {
  const shown = Object.keys(MARKUP_OF).filter((field) => html.split(MARKUP_OF[field]).length === 2);
  for (const data of Object.values(context.state?.loaderData ?? {})) {
    if (!data || typeof data !== "object") continue;
    const taken = shown.filter((field) => Array.isArray(data[field]) && data[field].length > 0);
    for (const field of taken) delete data[field];
    if (taken.length) data[IN_MARKUP] = taken;
  }
  return context;
}

export function isolateInlineData(html) {
  const match = CONTEXT_SCRIPT.exec(html);
  if (!match) return html;
  // Parsing proves it is plain JSON before the browser is asked to; it is written back escaped as
  // Remix wrote it, so it cannot end the data block early.
  const context = escapeJson(JSON.stringify(withoutDataInMarkup(JSON.parse(match[1]), html)));
  const replacement = `<script type="application/json" id="remix-context">${context}</script><script>${READ_CONTEXT}</script>`;
  return html.slice(0, match.index) + replacement + html.slice(match.index + match[0].length);
}

/** The CSP hashes (`sha256-…`) of the page's inline scripts; data blocks are not scripts. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1];
    if (/\bsrc=/.test(attributes)) continue;
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
    if (type && type !== "module" && type !== "text/javascript") continue;
    hashes.push(`sha256-${crypto.createHash("sha256").update(match[2]).digest("base64")}`);
  }
  return hashes;
}

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" (href="[^"]*")\/>/g;
// Not a link type browsers know, so the element fetches nothing until the boot script renames it.
const DEFERRED_PRELOAD = "x-deferred-modulepreload";

/**
 * The app's code is requested only once the page has painted. Remix's module preloads and the
 * static imports of its boot script otherwise start while the stylesheet is still loading, and
 * Lighthouse's paint simulation counts every request started before the largest paint: on its
 * slow mobile connection they more than doubled the simulated paint. The boot script keeps its
 * meaning (the same modules, then `__remixRouteModules`, then the entry); the preload elements stay
 * in place with an inert type, since React hydrates the whole document and must find the tags it
 * rendered, and become module preloads again when the boot starts (the same module map as the
 * imports, so nothing is fetched twice). A page in a background tab boots at once: it will not
 * paint until shown.
 */
export function deferAppBoot(html) {
  const match = MODULE_SCRIPT.exec(html);
  if (!match) return html;
  const lines = match[1].split("\n").map((line) => line.trim()).filter(Boolean);
  const imports = [];
  const rest = [];
  for (const line of lines) {
    const bare = /^import "([^"]+)";$/.exec(line);
    const named = /^import \* as (\w+) from "([^"]+)";$/.exec(line);
    if (bare) imports.push(["", bare[1]]);
    else if (named) imports.push([named[1], named[2]]);
    else rest.push(line);
  }
  // Anything else in the script could change meaning if moved: leave such a page as Remix wrote it.
  if (rest.some((line) => !/^window\.__remixRouteModules = \{[^;]*\};$|^import\("[^"]+"\);$/.test(line))) return html;
  const boot =
    `const boot=async()=>{` +
    `for(const l of document.querySelectorAll('link[rel="${DEFERRED_PRELOAD}"]'))l.rel="modulepreload";` +
    `const [${imports.map(([name]) => name).join(",")}]=await Promise.all([${imports.map(([, url]) => `import(${JSON.stringify(url)})`).join(",")}]);` +
    `${rest.join("")}};` +
    `document.visibilityState==="hidden"?boot():requestAnimationFrame(()=>setTimeout(boot))`;
  const head = html.slice(0, match.index).replace(MODULE_PRELOAD, `<link rel="${DEFERRED_PRELOAD}" $1/>`);
  return `${head}<script type="module">${boot}</script>${html.slice(match.index + match[0].length)}`;
}

const minified = new Map();

/**
 * Inline scripts written out minified. Remix's scroll restoration script is its source as written
 * (with its indentation and comments' line breaks), in every page; the same script minified is
 * half the bytes. Each distinct script is minified once per worker and, given `cacheDir`, kept on
 * disk for later builds: a rebuild of a page or two would otherwise spend more time starting
 * esbuild than rendering.
 */
export function minifyInlineScripts(html, cacheDir) {
  return html.replace(/<script((?: type="module")?)>([\s\S]*?)<\/script>/g, (element, type, code) => {
    let short = minified.get(type + code);
    if (short === undefined) {
      const key = crypto.createHash("sha256").update(`${esbuildVersion}\0${type}\0${code}`).digest("hex");
      const file = cacheDir && path.join(cacheDir, `${key}.js`);
      short = file ? readIfExists(file) : undefined;
      if (short === undefined) {
        short = require("esbuild").transformSync(code, { minify: true, format: type ? "esm" : undefined }).code.trimEnd().replace(/;$/, "");
        if (file) writeAtomically(file, short);
      }
      minified.set(type + code, short);
    }
    return `<script${type}>${short}</script>`;
  });
}
