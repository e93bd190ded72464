// The content check behind `npm run check` and the first step of `npm run build`: every problem of
// the content tree in one run. Reading the tree finds those of its metadata and front matter;
// compiling each page (in the scripts' worker threads) those of its MDX, doc links and images; then
// links and anchors are checked across pages.

import fs from "node:fs";
import path from "node:path";
import { frameLinkSource, getContentScan, pageSource, type ContentModel } from "./content.server";
import type { SidebarItem } from "./content-types";
import { withBase, withoutBase } from "./base-path";
import { checkRedirects, redirectSources } from "./content/redirect-pages.server";
import { readSiteConfig } from "./content/site-config.server";
import { cachedMdx, checkMdx, type MdxCheck } from "./mdx.server";
import { ContentError, compareProblems, toProblem, type ContentProblem } from "./content-error.server";
import type { LinkRef } from "./mdx-plugins.server";
import { linkResolver, unrenderedPart } from "./mdx/link-targets.server";
import { descriptionProblems } from "./openapi/description-check.server";
import { reportNotices } from "./mdx/compile-notices.server";
import { unhighlightedAdvice } from "./mdx/code-blocks.server";
import { renderProblem } from "./mdx/render-check.server";

/** One page's share of the check. Plain data: it comes back from a worker thread. */
export interface PageCheck {
  file: string;
  problems: ContentProblem[];
  links: LinkRef[];
  /** The ids its `#anchor` links can reach; absent when the page could not be parsed. */
  anchors?: string[];
  /** What does not stop the build but a maintainer should know: code in a language not highlighted. */
  warnings: PageWarning[];
}

/** A warning, with what makes two the same (`once`: the site gets one line for all of them). */
export type PageWarning = ContentProblem & { once?: string };

export interface ContentCheckReport {
  /** `file:line:col message` lines, in file and position order. */
  problems: string[];
  /** The same, for what is worth knowing but does not stop the build. */
  warnings: string[];
  /** How many content files were read. */
  files: number;
}

/** The pages to compile: every doc and standalone page whose front matter could be read. */
export function pagesToCheck(): string[] {
  const { model, unreadable } = getContentScan();
  const files = [...model.docsByFile.keys(), ...[...model.pages.values()].map((page) => page.file)];
  return files.filter((file) => !unreadable.has(file));
}

/** Compiles one page (or reuses its cached compile, which the prerender then reuses in turn). */
export async function checkPage(file: string): Promise<PageCheck> {
  return pageCheck(file, await checkMdx(file, pageSource(file), resolver()));
}

/** A page's check from its cached compile, without compiling; undefined if it must be compiled. */
export function cachedPageCheck(file: string): PageCheck | undefined {
  const check = cachedMdx(file, pageSource(file), resolver());
  return check && pageCheck(file, check);
}

function pageCheck(file: string, { compiled, problems, links, anchors }: MdxCheck): PageCheck {
  const warnings = (compiled?.unhighlighted ?? []).map(({ language, line, file: partial }): PageWarning => ({
    ...toProblem(new ContentError(partial ?? file, unhighlightedAdvice(language), { line })),
    once: `language:${language}`,
  }));
  const renderFailure = compiled?.renderError && renderProblem(file, { message: compiled.renderError, at: compiled.renderErrorAt }, compiled.fileDeps, readSiteConfig(getContentScan().model.root).unrunThemes);
  const notices = reportNotices(compiled?.notices, getContentScan().model.site);
  return { file, problems: [...problems, ...(renderFailure ? [renderFailure] : [])].map(toProblem).concat(notices.problems), links, anchors, warnings: [...warnings, ...notices.warnings] };
}

function resolver() {
  return linkResolver(getContentScan().model);
}

/** Everything found: the tree's problems, the pages' and those of links across pages. */
export function contentCheckReport(pages: PageCheck[], siteRoutes: ReadonlySet<string>): ContentCheckReport {
  const scan = getContentScan();
  // The site's onBrokenLinks and onBrokenAnchors say whether a broken link stops the build.
  const linkWarnings: PageWarning[] = [];
  const redirects = checkRedirects(scan.model.root, siteRoutes, (target) => unrenderedPart(scan.model, target));
  const linkProblems = checkLinkTargets(scan.model, pages, siteRoutes, linkWarnings);
  const action = (problem: ContentError) => (problem.problem.includes(": no anchor #") ? scan.model.site.onBrokenAnchors : scan.model.site.onBrokenLinks);
  // The frame's broken links as the build's crawl words them: the config's, under its onBrokenLinks.
  const frameAction = scan.model.site.onBrokenLinks;
  const frameMisses = frameAction === "ignore" ? [] : checkFrameLinks(scan.model, siteRoutes, linkWarnings).map(({ problem }) =>
    frameAction === "throw" ? problem : new ContentError(problem.file, `${problem.problem} (onBrokenLinks: "${frameAction}")`, problem.line ? { line: problem.line, column: problem.column ?? 1 } : undefined),
  );
  const problems = [
    ...scan.problems.map(toProblem),
    ...descriptionProblems().map(toProblem),
    ...pages.flatMap((page) => page.problems),
    ...linkProblems.filter((problem) => action(problem) === "throw").map(toProblem),
    ...(frameAction === "throw" ? frameMisses.map(toProblem) : []),
    ...redirects.problems.map(toProblem),
  ].sort(compareProblems);
  const warnings = onceEach(
    [
      ...scan.warnings.map(toProblem),
      ...redirects.warnings.map(toProblem),
      ...pages.flatMap((page) => page.warnings),
      ...linkWarnings,
      ...linkProblems.filter((problem) => action(problem) === "warn" || action(problem) === "log").map(toProblem),
      ...(frameAction === "throw" ? [] : frameMisses.map(toProblem)),
    ].sort(compareProblems),
  );
  // Versions sharing one sidebars.json find its problems once each.
  return { problems: [...new Set(problems.map((problem) => problem.message))], warnings: [...new Set(warnings.map((warning) => warning.message))], files: scan.files.length };
}

/**
 * One line per kind of warning that says `once` (code in a language not highlighted: a site with a
 * hundred mermaid diagrams is told once), at its first place, with how many more there are.
 */
function onceEach(warnings: PageWarning[]): PageWarning[] {
  const counts = new Map<string, number>();
  for (const warning of warnings) if (warning.once) counts.set(warning.once, (counts.get(warning.once) ?? 0) + 1);
  const seen = new Set<string>();
  return warnings.flatMap((warning) => {
    if (!warning.once) return [warning];
    if (seen.has(warning.once)) return [];
    seen.add(warning.once);
    const more = counts.get(warning.once)! - 1;
    return [{ ...warning, message: more ? `${warning.message} (and ${more} more like it)` : warning.message }];
  });
}

/**
 * The links of the frame (the navbar, footer and announcement bar the config describes, and the
 * sidebars' link items) must reach a page, as the build's crawl of its output finds: checked here
 * too, so that `npm run check` and a build stopped by a page's problem report them with the rest.
 * Paths with a file extension are left to the crawl, as page links' are; links into parts of a
 * Docusaurus site this build does not render are not broken.
 */
/**
 * The routes the site config links to only in raw HTML: the footer's copyright, navbar and footer
 * `html` items, the announcement bar's content. Docusaurus's link check reads the links its Link
 * component renders, not those; a route a link item leads to as well is not among them.
 */
export function rawHtmlOnlyLinks(site: ContentModel["site"]): Set<string> {
  const html = [site.copyright, site.announcement?.content ?? ""];
  for (const item of site.navbar.items) if (item.type === "html") html.push(item.value);
  for (const group of site.footer) for (const link of group.links) if ("html" in link) html.push(link.html);
  const items = new Set<string>();
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (key === "href" && typeof item === "string") items.add(routeOf(withoutBase(item.replace(/#.*$/, ""))));
        else collect(item);
      }
    }
  };
  collect([site.navbar, site.footer, site.footerLogo]);
  const routes = new Set<string>();
  for (const text of html) {
    for (const match of text.matchAll(/\bhref\s*=\s*["']([^"'#]*)/gi)) {
      if (!match[1].startsWith("/") || match[1].startsWith("//")) continue;
      const route = routeOf(withoutBase(match[1]));
      if (!items.has(route)) routes.add(route);
    }
  }
  return routes;
}

export function checkFrameLinks(model: ContentModel, siteRoutes: ReadonlySet<string>, warnings: PageWarning[] = []): { route: string; problem: ContentError }[] {
  const hrefs = new Set<string>();
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (key === "href" && typeof item === "string") hrefs.add(item);
        else collect(item);
      }
    }
  };
  const { site } = model;
  // The config's link items; the links of its raw HTML are not checked (rawHtmlOnlyLinks()).
  collect([site.navbar, site.footer, site.footerLogo]);
  // A sidebar's own link items (a doc's items lead to their doc).
  const sidebarLinks = (items: SidebarItem[]): void => {
    for (const item of items) {
      if (item.type === "link" && !item.docId) hrefs.add(item.href);
      if (item.type === "category") sidebarLinks(item.items);
    }
  };
  for (const version of model.versions) for (const items of version.sidebars.values()) sidebarLinks(items);
  const misses: { route: string; problem: ContentError }[] = [];
  const redirected = redirectSources(model.root, siteRoutes);
  for (const href of hrefs) {
    if (!href.startsWith("/") || href.startsWith("//")) continue;
    const route = routeOf(href.replace(/#.*$/, ""));
    if (siteRoutes.has(route) || redirected.has(route) || leftToTheCrawl(route)) continue;
    const part = unrenderedPart(model, route);
    // Found as written (each `#anchor` of one page on its own line), else by its page.
    const source = frameLinkSource(href.includes("#") ? href : route);
    const what = source?.sidebar ? "a sidebar link item" : "in the navbar, footer or announcement bar";
    const at = source?.line ? { line: source.line, column: source.column ?? 1 } : undefined;
    // Docusaurus publishes it (its blog, a React page): here every page links to what is not there.
    if (part) {
      warnings.push(toProblem(new ContentError(source?.file ?? model.root, `links to ${withBase(href)} (${what}): leads to ${part}, which this build does not render`, at)));
      continue;
    }
    // Written as the page has it, under the base path, as the crawl of the output reports it.
    misses.push({ route, problem: new ContentError(source?.file ?? model.root, `links to ${withBase(href)} (${what}), which does not exist`, at) });
  }
  return misses;
}

/**
 * Each link within the site must reach a page, and its `#anchor` a heading or `id` on that page.
 * Paths with a file extension (`/img/logo.svg`, `/sitemap.xml`) are left to the build's crawl of
 * its output, which has every file.
 */
export function checkLinkTargets(model: ContentModel, pages: PageCheck[], siteRoutes: ReadonlySet<string>, warnings: PageWarning[] = []): ContentError[] {
  const routeOfFile = new Map<string, string>();
  for (const [route, page] of model.docsRoutes) if (page.kind === "doc") routeOfFile.set(page.doc.file, route);
  for (const [route, page] of model.pages) routeOfFile.set(page.file, route);
  const anchorsByRoute = new Map<string, Set<string>>();
  for (const page of pages) {
    const route = routeOfFile.get(page.file);
    if (route && page.anchors) anchorsByRoute.set(route, new Set(page.anchors));
  }

  const found: ContentError[] = [];
  // The client-redirects plugin's pages: links to them lead on to their target.
  const redirected = redirectSources(model.root, siteRoutes);
  for (const page of pages) {
    const ownAnchors = page.anchors && new Set(page.anchors);
    for (const link of page.links) {
      // An <a> element's link to no page or anchor is said, not fatal: Docusaurus's check reads only
      // the links of Markdown and <Link>, and builds such a page (its readers get the not-found page).
      const problems = link.rawAnchor
        ? { push: (problem: ContentError) => warnings.push(toProblem(new ContentError(link.file ?? page.file, `${problem.problem} (an <a> element, whose links Docusaurus's check does not read: readers following it get the not-found page)`, link))) }
        : found;
      const hash = link.target.indexOf("#");
      const pathPart = hash < 0 ? link.target : link.target.slice(0, hash);
      const anchor = hash < 0 ? "" : decode(link.target.slice(hash + 1));
      let anchors = ownAnchors;
      let where = "this page";
      if (pathPart) {
        const route = routeOf(pathPart);
        // A file link left as written leads to no page: to a page's Markdown copy at best
        // (`/docs/web.md` when web.mdx is the doc), which is not the page, and which Docusaurus does
        // not publish: its link check stops the build there (sequelize's `raw-queries.md`).
        if (link.leftAsWritten) {
          problems.push(new ContentError(link.file ?? page.file, `link to ${link.url}: no such page (left as written, it leads to ${route})`, link));
          continue;
        }
        if (!siteRoutes.has(route)) {
          if (redirected.has(route)) continue;
          if (leftToTheCrawl(route)) {
            // Under the docs' own path the build writes no file but pages' `.md` copies: a name that
            // looks like a file there (near's `[web wallet](wallet.meteorwallet.app)`) is judged
            // now, not first by the build's crawl. Elsewhere only the output has every file.
            if (!docsFileMissing(model, route, siteRoutes)) continue;
            problems.push(new ContentError(link.file ?? page.file, `link to ${link.url}: no such page or file (it leads to ${route})`, link));
            continue;
          }
          // A Docusaurus site's blog, src/pages and other docs instances are its own, not this build's.
          const part = unrenderedPart(model, route);
          if (part) warnings.push(toProblem(new ContentError(link.file ?? page.file, `link to ${link.url}: leads to ${part}, which this build does not render`, link)));
          else problems.push(new ContentError(link.file ?? page.file, `link to ${link.url}: no such page`, link));
          continue;
        }
        // `x.html` leads to the page here, as a static host serves it. Docusaurus publishes pages
        // as x/index.html unless trailingSlash is false, and leaves such a link as written.
        if (/\.html$/i.test(pathPart.replace(/\?.*$/, "")) && model.site.trailingSlash !== false) {
          warnings.push(toProblem(new ContentError(link.file ?? page.file, `link to ${link.url}: Docusaurus leaves a link to an .html file as written and publishes this page as ${withBase(route)}/ (index.html), so its link is broken there; it leads to the page here. Link to the page's Markdown file or to ${withBase(route)}`, link)));
        }
        anchors = anchorsByRoute.get(route);
        where = route;
      }
      // Browsers scroll to the top for `#top` without an element of that id.
      if (anchor && anchor !== "top" && anchors && !anchors.has(anchor)) {
        problems.push(new ContentError(link.file ?? page.file, `link to ${link.url}: no anchor #${anchor} on ${where}`, link));
      }
    }
  }
  return found;
}

/**
 * Whether `route` (a path with an extension) is under a docs version's own path (not the site's
 * root) and names neither a page's `.md` copy nor a file of the site's static folders: no file the
 * build writes or copies is there.
 */
export function docsFileMissing(model: ContentModel, route: string, siteRoutes: ReadonlySet<string>): boolean {
  const inDocs = model.versions.some(({ info }) => info.path && info.path !== "/" && route.startsWith(`${info.path}/`));
  if (!inDocs) return false;
  if (/\.md$/.test(route) && siteRoutes.has(route.slice(0, -".md".length))) return false;
  return !readSiteConfig(model.root).staticDirs.some((dir) => fs.existsSync(path.join(dir, route)));
}

/**
 * Whether a link's route is one the check does not judge (`/img/logo.svg`, `/sitemap.xml`: a file
 * with an extension, which only the build's output has): the build's crawl of its output does.
 */
export function leftToTheCrawl(route: string): boolean {
  return !!path.posix.extname(route);
}

/** The route a site path names, the way a static host serves it: `/docs/x/` and `/docs/x.html` are `/docs/x`. */
export function routeOf(sitePath: string): string {
  const route = decode(sitePath.replace(/\?.*$/, "")).replace(/\.html$/, "").replace(/(.)\/+$/, "$1");
  return route === "/index" ? "/" : route;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
