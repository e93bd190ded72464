// Inline scripts under a Content-Security-Policy without 'unsafe-inline': each one is allowed by
// its hash, so the set of distinct inline scripts across the site must stay small. Remix inlines
// every page's loader data as a script (`window.__remixContext = {…}`), which would give one hash
// per page; that data moves into a JSON data block (not a script, not subject to the policy), read
// by one small script that is the same on every page.
import crypto from "node:crypto";

const CONTEXT_SCRIPT = /<script>window\.__remixContext = (\{[\s\S]*?\});<\/script>/;
const READ_CONTEXT = 'window.__remixContext=JSON.parse(document.getElementById("remix-context").textContent);';

export function isolateInlineData(html) {
  const match = CONTEXT_SCRIPT.exec(html);
  if (!match) return html;
  // Remix escapes `<`, `>` and `&` in this JSON, so it cannot end the data block early; parsing it
  // here proves it is plain JSON before the browser is asked to.
  JSON.parse(match[1]);
  const replacement = `<script type="application/json" id="remix-context">${match[1]}</script><script>${READ_CONTEXT}</script>`;
  return html.slice(0, match.index) + replacement + html.slice(match.index + match[0].length);
}

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" (href="[^"]*")\/>/g;

/**
 * The app's code is requested at full priority only once the page has painted: Remix's module
 * preloads and the static imports of its boot script would otherwise compete with the stylesheet
 * for the first paint on a slow connection (Lighthouse counts them in first and largest
 * contentful paint). The boot script keeps its meaning: the same modules, then
 * `__remixRouteModules`, then the entry.
 */
export function deferAppScripts(html) {
  const match = MODULE_SCRIPT.exec(html);
  if (!match) return html;
  const lines = match[1].split("\n").map((line) => line.trim()).filter(Boolean);
  const imports = [];
  const rest = [];
  for (const line of lines) {
    const side = /^import "([^"]+)";$/.exec(line);
    const named = /^import \* as (\w+) from "([^"]+)";$/.exec(line);
    if (side) imports.push(["", side[1]]);
    else if (named) imports.push([named[1], named[2]]);
    else rest.push(line);
  }
  // Anything else in the script would change meaning if moved: leave such a page as Remix wrote it.
  if (rest.some((line) => !/^window\.__remixRouteModules = \{[^;]*\};$|^import\("[^"]+"\);$/.test(line))) return html;
  const boot =
    `requestAnimationFrame(()=>setTimeout(async()=>{` +
    `const [${imports.map(([name]) => name).join(",")}]=await Promise.all([${imports.map(([, url]) => `import(${JSON.stringify(url)})`).join(",")}]);` +
    `${rest.join("")}}))`;
  // Preloads become prefetches: still found early, fetched at low priority, and the same elements
  // (React hydrates the whole document and must find the tags it rendered).
  const quieter = html.slice(0, match.index).replace(MODULE_PRELOAD, '<link rel="prefetch" $1/>');
  return `${quieter}<script type="module">${boot}</script>${html.slice(match.index + match[0].length)}`;
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
