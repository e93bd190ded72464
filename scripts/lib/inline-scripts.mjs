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
