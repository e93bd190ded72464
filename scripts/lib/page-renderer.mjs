// Renders routes of the site into an output folder: a route's loader data, its page module and its
// HTML. Used by the prerender's worker threads, and by the build's own thread when it renders the
// few pages an incremental build needs.
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { loadServerBundle } from "./server-bundle.mjs";
import { SITE_DATA_FILE, basePath, dataFileFor, htmlFileFor } from "./paths.mjs";
import { deferAppBoot, isolateInlineData, inlineScriptHashes, minifyInlineScripts } from "./inline-scripts.mjs";
import { embeddedOrigins } from "./embedded-origins.mjs";
import { pageAnchors } from "./link-anchors.mjs";
import { unescapeAttribute } from "./html-attributes.mjs";
import { isPrecachedType, needsRevision, revisionOf, transferSizeOf } from "./precache-revision.mjs";
import { stampBuild } from "./data-build-stamp.mjs";
import { readIfExists, writeAtomically, writeFile } from "./files.mjs";
import { describeFileSystemFault } from "./file-system-faults.mjs";

/**
 * `buildKey`: what every page's output depends on besides its data (the app build, these scripts);
 * `pageCache`: the folder of finished pages' HTML, shared by builds; `scriptCache`: of minified inline scripts.
 */
export async function createRenderer({ out, buildKey, pageCache, scriptCache }) {
  /** Requests go to the site under its base path, as a reader's browser sends them. */
  const origin = `http://localhost${basePath()}`;
  const { build, createRequestHandler } = loadServerBundle();
  const api = build.entry.module.prerenderApi;
  await api.settle();
  api.reportRenderErrorsToCaller();
  // The classic compiler has no basename option; Remix's runtime reads it from the build and hands
  // it to the browser's router, which then puts it in front of every route.
  const handle = createRequestHandler({ ...build, basename: basePath() || undefined }, "production");
  /** The root route's data, the same for every page: part of each page's key. */
  const siteData = await (await handle(new Request(`${origin}/?_data=root`))).text();

  /** What the current job wrote, with the revision, size and gzip size of each, for the service worker's manifest. */
  let written = [];

  /**
   * `from`: a file with this content already, linked rather than written again. A page's files get
   * no compressed copies: a host compresses them as it sends them (as the preview server does), and
   * a copy would be one more file to create for each, a large share of a build's time on a busy
   * disk. Their gzip size, the transfer size the offline budget counts, is measured in memory.
   */
  function write(rel, content, from) {
    const file = path.join(out, rel);
    if (!from || !linked(from, file)) writeFile(file, content);
    // The revision and transfer size are the service worker's, for the files it may save (not the Markdown copy).
    const saved = isPrecachedType(rel);
    written.push([rel, saved && needsRevision(rel) ? revisionOf(content) : null, Buffer.byteLength(content), saved ? transferSizeOf(content) : undefined]);
  }

  const hash = (...parts) => crypto.createHash("sha256").update(parts.join("\0")).digest("hex");

  /**
   * A page's output is a function of the build, its route and the loader data of its routes (the
   * site data and its own): this key names it, for the page cache and for incremental builds.
   */
  const keyOf = (route, data) => hash(buildKey, route, siteData, data ?? "");

  /**
   * The same for what the page's own data is made from (its page's compile, the content model):
   * worked out without running its loader. Equal inputs mean equal data, so an incremental build
   * keeps such a page at once; it runs the loader (and compares keys) only for the others.
   */
  async function inputsOf(route) {
    return hash(buildKey, route, siteData, await api.routeInputs(route));
  }

  /**
   * Writes the page's HTML: from the page cache, or rendered and then kept there. The cache holds
   * the same file as the output, hard-linked both ways: creating files is a large share of a build's
   * time here (the more so when the disk is busy), and a link costs a fiftieth of it. No build
   * writes into an existing file (the output is replaced file by file with renames), so the two
   * never tell apart.
   */
  async function writeHtml(route, key) {
    const rel = htmlFileFor(route);
    const cached = path.join(pageCache, `${key}.html`);
    const kept = readIfExists(cached);
    if (kept !== undefined) {
      write(rel, kept, cached);
      return kept;
    }
    const response = await handle(new Request(origin + route));
    const rendered = await response.text();
    if (response.status !== 200) throw new RenderFailure(api.renderFailure(route, new URL(origin + route).pathname, response.status));
    // The offline page stands in for whatever URL could not be loaded; hydrating it as that URL's
    // route would try (and fail) to load the page's data, so it ships without the app's scripts.
    const html = minifyInlineScripts(route === "/offline" ? withoutScripts(rendered) : deferAppBoot(isolateInlineData(rendered)), scriptCache);
    write(rel, html);
    if (!linked(path.join(out, rel), cached)) writeAtomically(cached, html);
    return html;
  }

  /**
   * A doc page's Markdown (`<route>.md`), made from its HTML's article and kept in the page cache
   * by it (and the build and route): a page rendered again with the same article (its sidebar or
   * navbar changed) is not converted again.
   */
  function writeMarkdown(route, html, article) {
    const rel = api.markdownFileOf(route);
    if (!rel) return;
    const source = hash(buildKey, route, api.markdownSource(html));
    const cached = path.join(pageCache, `${source}.md`);
    const kept = readIfExists(cached);
    if (kept !== undefined) return write(rel, kept, cached);
    const markdown = api.pageMarkdown(route, html, article());
    if (markdown === undefined) return;
    write(rel, markdown);
    if (!linked(path.join(out, rel), cached)) writeAtomically(cached, markdown);
  }

  /** The route's loader data (undefined for routes without one) and its page's key. */
  async function dataOf({ path: route, routeId, hasData }) {
    await api.prepare(route);
    let data;
    if (hasData) {
      const response = await handle(new Request(`${origin}${route}?_data=${encodeURIComponent(routeId)}`));
      data = await response.text();
      if (response.status !== 200) throw new RenderFailure(api.renderFailure(route, new URL(origin + route).pathname, response.status));
    }
    return { data, key: keyOf(route, data) };
  }

  async function render(job, known) {
    const route = job.path;
    const inputs = known?.inputs ?? (await inputsOf(route));
    const { data, key } = known ?? (await dataOf(job));
    if (data !== undefined) {
      write(dataFileFor(route), stampBuild(data, build.assets.version));
      const hash = JSON.parse(data).mdx?.hash;
      if (hash) {
        write(`mdx/${hash}.js`, api.mdxModule(hash));
        for (const [rel, source] of api.mdxAssets(hash)) write(rel, fs.readFileSync(source), source);
      }
    }
    const html = await writeHtml(route, key);
    // The article is parsed once, when first needed, for the search text and the Markdown; the
    // search text first, as the conversion to Markdown may change its text nodes.
    let parsed;
    const article = () => (parsed ??= { tree: api.parseArticle(html) }).tree;
    const search = await api.searchPart(route, article);
    writeMarkdown(route, html, article);
    return { route, key, inputs, refs: internalRefs(html), anchors: pageAnchors(html), search, scriptHashes: inlineScriptHashes(html), embeds: embeddedOrigins(html) };
  }

  async function renderNotFound() {
    const response = await handle(new Request(`${origin}/404`));
    const html = minifyInlineScripts(deferAppBoot(isolateInlineData(await response.text())), scriptCache);
    if (response.status !== 404) throw new Error(`the not-found page answered ${response.status}`);
    write("404.html", html);
    return { route: "/404", refs: internalRefs(html), scriptHashes: inlineScriptHashes(html), embeds: embeddedOrigins(html) };
  }

  async function writeSiteData() {
    write(SITE_DATA_FILE, siteData);
    for (const url of api.sidebarFiles()) {
      const sidebar = await handle(new Request(origin + url));
      if (sidebar.status !== 200) throw new Error(`${url} answered ${sidebar.status}`);
      write(url.slice(1), await sidebar.text());
    }
    return { route: "/_data", refs: { content: [], frame: [] } };
  }

  return {
    api,
    inputsOf,
    dataOf,
    /** Runs one prerender job: `{ notFound }`, `{ siteData }` or a route; `known`: its inputs, data and key, if computed. */
    async run(job, known) {
      written = [];
      try {
        const result = job.notFound ? await renderNotFound() : job.siteData ? await writeSiteData() : await render(job, known);
        return { ok: true, result: { ...result, files: written } };
      } catch (error) {
        const message = api.isContentError(error) || error instanceof RenderFailure ? error.message : (describeFileSystemFault(error) ?? `${job.path ?? "/404"}: ${error?.stack ?? error}`);
        return { ok: false, error: message };
      }
    },
  };
}

/** A page that answered with an error: its message names the page's file and the error, and needs no stack. */
class RenderFailure extends Error {}

/**
 * Whether `to` is now a hard link of `from` (its folder made if missing): not when it exists
 * already, or the two are on different disks.
 */
function linked(from, to) {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.linkSync(from, to);
      return true;
    } catch (error) {
      if (error.code !== "ENOENT" || attempt > 0 || !fs.existsSync(from)) return false;
      fs.mkdirSync(path.dirname(to), { recursive: true });
    }
  }
  return false;
}

/**
 * Internal URLs the page points at (links, images, scripts), for the crawl check: those in the
 * page's own `<main>` come from content, with its links to its own anchors (`#x`); the rest from
 * the frame's configuration.
 */
function internalRefs(html) {
  const collect = (text, refPattern) => {
    const refs = new Set();
    // A `pathname://` link is not checked, as Docusaurus does not check it: the only link to a site
    // path rendered with rel="… noreferrer" (as Docusaurus's Link renders it; app/lib/pathname-link.ts).
    const checked = text.replace(/<a\b[^>]*\srel="[^"]*\bnoreferrer\b[^"]*"[^>]*>/gi, "");
    for (const match of checked.matchAll(refPattern)) refs.add(unescapeAttribute(match[1] ?? match[2]));
    return refs;
  };
  const start = html.indexOf("<main");
  const end = html.indexOf("</main>");
  const main = start >= 0 && end > start ? html.slice(start, end) : "";
  const content = collect(main, CONTENT_REF);
  // What content shows (images, video, audio) rather than links to: no link, for Docusaurus's check either.
  const sources = [...collect(main, CONTENT_SOURCE)].filter((ref) => !content.has(ref));
  const frame = [...collect(html.slice(0, Math.max(start, 0)) + html.slice(Math.max(end, 0)), SITE_REF)].filter((ref) => !content.has(ref) && !sources.includes(ref));
  return { content: [...content], sources, frame };
}

const SITE_REF = /\s(?:href|src)="(\/[^"/][^"]*|\/)"/g;
// The frame's own `#` links (the skip link) are the engine's: only content's are checked.
const CONTENT_REF = /\shref="(\/[^"/][^"]*|\/)"|\shref="(#[^"]+)"/g;
const CONTENT_SOURCE = /\ssrc="(\/[^"/][^"]*|\/)"/g;

function withoutScripts(html) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<link rel="modulepreload"[^>]*>/g, "");
}
