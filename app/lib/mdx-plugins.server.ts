// Remark plugins that give MDX the Docusaurus content features: rewritten doc links,
// admonitions, heading anchors with a table of contents, and titled code blocks.

import fs from "node:fs";
import path from "node:path";
import { imageSize } from "image-size";
import { visit, SKIP } from "unist-util-visit";
import { visitParents } from "unist-util-visit-parents";
import { toString } from "mdast-util-to-string";
import GithubSlugger from "github-slugger";
import type { Root, Parent, Link, Definition, Heading, Code, PhrasingContent, Paragraph, Image } from "mdast";
import { withoutBase } from "./base-path";
import { ContentError } from "./content-error.server";
import type { CompileNotice } from "./mdx/compile-notices.server";
import type { BrokenLinkAction } from "~/site.config";
import { withBase } from "./base-path";
import type { TocEntry } from "./content-types";
import { HEAD_NAMES } from "./mdx/static-head.server";
import { fileHash, publishedFilePath, publishedImagePath } from "./mdx/published-assets.server";

type Transformer = (tree: Root) => void;

/**
 * Docusaurus writes `:::note Title`; remark-directive wants `:::note[Title]`. Fences are left alone.
 * `options`: the site's admonition options, whose own keywords take a title the same way.
 */
export function normalizeAdmonitionTitles(source: string, options?: AdmonitionOptions): string {
  const names = Object.keys(admonitionTypes(options)).map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (names.length === 0) return source;
  const titled = new RegExp(`^(\\s*:{3,})(${names.join("|")})[ \\t]+([^\\[{\\s].*?)\\s*$`);
  let fence: string | undefined;
  return source
    .split("\n")
    .map((line) => {
      const open = /^\s*(`{3,}|~{3,})/.exec(line);
      if (open) {
        if (!fence) fence = open[1];
        else if (line.trim().startsWith(fence)) fence = undefined;
        return line;
      }
      if (fence) return line;
      return line.replace(titled, "$1$2[$3]");
    })
    .join("\n");
}

export interface LinkResolver {
  /** The route of the doc in `file` (absolute path), if it is a doc. */
  routeForFile(file: string): string | undefined;
  /** Whether the doc in `file` is its folder's page (index.md…), whose URL Docusaurus ends with a slash. */
  isFolderPage?(file: string): boolean;
  /** The docs folder of the version `file` is in: file links are looked up there too, as in Docusaurus. */
  docsRootOf?(file: string): string | undefined;
  /** The site folder (`@site/…` in links). */
  siteDir?: string;
  /** The route a site path stands for when it is another name of it (`/docs/next/x` for the current version). */
  aliasRoute?(sitePath: string): string | undefined;
}

/** A link a page makes within the site, for the check that its page and anchor exist. */
export interface LinkRef {
  /** As written in the source. */
  url: string;
  /** Where it leads: a site path (a rewritten doc link's route), with its `#anchor`; or `#anchor` alone. */
  target: string;
  line?: number;
  column?: number;
  /** The partial it is written in, when that is not the page's own file: where it is reported. */
  file?: string;
  /**
   * A file link to no doc that the site's onBrokenMarkdownLinks leaves as written (`web.md`): a
   * URL then, which Docusaurus's link check judges as any other (the page's `.md` copy aside).
   */
  leftAsWritten?: boolean;
  /**
   * A Markdown link inside a component (`<FbInternalOnly>[x](…)</FbInternalOnly>`), which may render
   * nothing: Docusaurus judges only the links a page renders, so the check keeps it only when the
   * page's render drew it (mdx.server.ts).
   */
  inComponent?: boolean;
  /**
   * The `href` of an `<a>` element written in the page (not a Markdown link, not `<Link>`):
   * Docusaurus's link check reads only the links its `<Link>` renders, so such a link to no page
   * builds there (facebook/docusaurus#9908): a warning here, not a failure.
   */
  rawAnchor?: boolean;
}

/** Paths on this site and anchors on the same page; not other sites, not protocol-relative URLs. */
function isSiteLink(url: string): boolean {
  return url.startsWith("#") || (url.startsWith("/") && !url.startsWith("//"));
}

/**
 * The site path a browser reaches from the page at `route` by the relative `url` (`../x?y#z` from
 * `/docs/a/b` is `/docs/x?y#z`), or undefined when it climbs above the site's root (which the
 * browser would quietly stop at, landing outside the site under a base path). With `clampAtRoot`
 * (a site at the root of its host) it stops at the root as the browser does.
 */
export function resolveRelativeLink(url: string, route: string, clampAtRoot = false): string | undefined {
  const at = url.search(/[?#]/);
  const [pathPart, rest] = at < 0 ? [url, ""] : [url.slice(0, at), url.slice(at)];
  // Only a query (`?tab=flat#steps`): the browser keeps the page's own path.
  if (!pathPart) return `${route}${rest}`;
  // The page's folder: its route without the last part, or all of it when the URL ends in `/` (trailingSlash).
  const segments = route.split("/").slice(1, -1);
  const parts = pathPart.split("/");
  for (const [index, part] of parts.entries()) {
    if (part === "..") {
      if (!segments.length && !clampAtRoot) return undefined;
      segments.pop();
    } else if (part !== "." && (part !== "" || index === parts.length - 1)) {
      segments.push(part);
    }
  }
  return `/${segments.join("/")}${rest}`;
}

interface JsxElement {
  type: "mdxJsxFlowElement" | "mdxJsxTextElement";
  attributes: { type: string; name?: string; value?: unknown }[];
  position?: Image["position"];
}

function jsxAttribute(node: { type: string }, name: string): string | undefined {
  if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") return undefined;
  const attribute = (node as JsxElement).attributes.find((a) => a.type === "mdxJsxAttribute" && a.name === name);
  return typeof attribute?.value === "string" ? attribute.value : undefined;
}

/** JSX elements whose `href` is a link of the page's own. */
const LINK_ELEMENTS = new Set(["a", "Link"]);

/** The route recorded for a file link's candidate that is no doc: the route lookup's answer, undefined, as a string. */
export const NO_DOC = "";

/**
 * Rewrites relative links to `.md`/`.mdx` files into routes, and records every rewrite so a cached
 * compile can be reused only while those targets keep their routes. Every other link within the
 * site (markdown or a JSX `href`) is listed in `links`, for the check that its target exists.
 */
export function remarkDocLinks(options: {
  file: string;
  resolver: LinkResolver;
  deps: Record<string, string>;
  failures: ContentError[];
  links: LinkRef[];
  /** The site's onBrokenMarkdownLinks: `throw` makes a file link to no doc a failure, the others a notice (or nothing). */
  onBrokenMarkdownLinks?: BrokenLinkAction;
  notices?: CompileNotice[];
  /**
   * A URL-relative link with more `..` than the page's URL has folders stops at the site's root,
   * as browsers and Docusaurus's link checker resolve it, instead of being refused: for a
   * Docusaurus site served at the root of its host, where that root is the host's.
   */
  clampAboveRoot?: boolean;
  /**
   * The site's trailingSlash: true, a page's URL ends in `/` and its relative links start from it as
   * a folder; false, none does (a folder's own page either); unset, a folder's own page's does.
   */
  trailingSlash?: boolean;
  /**
   * Where a link to a file of the content tree that is no doc (`./sheet.docx`, `@site/files/x.pdf`)
   * is published, as Docusaurus bundles it: output path → file; with the file's hash in `fileDeps`.
   */
  assets?: Record<string, string>;
  fileDeps?: Record<string, string>;
}) {
  const { resolver } = options;
  /**
   * A file link's candidates, in Docusaurus's order: `./x.md` and `../x.md` from the linking file's
   * folder only; `/x.md` from its docs root, then from the site folder (`/docs/x.md`), never from
   * the file's folder; `x.md` from all three, the file's folder first.
   */
  const candidates = (file: string, written: string): string[] => {
    if (written.startsWith("@site/")) return resolver.siteDir ? [path.join(resolver.siteDir, written.slice("@site/".length))] : [];
    // The docs root of the version the file itself is in, as Docusaurus resolves a partial's links
    // (a v1.0 page may import a current partial); the page's, for a partial outside every docs folder.
    const docsRoot = resolver.docsRootOf?.(file) ?? resolver.docsRootOf?.(options.file);
    const fromFolder = written.startsWith("/") ? [] : [path.join(path.dirname(file), written)];
    const fromRoots = /^\.\.?\//.test(written) ? [] : [docsRoot, resolver.siteDir].filter((root): root is string => Boolean(root)).map((root) => path.join(root, written));
    return [...new Set([...fromFolder, ...fromRoots])];
  };
  // A partial's links are its own: resolved from its folder, reported in its file. URL-relative
  // links (`./x`, `../x`) are the browser's, from the page that shows them: made absolute here.
  return () => (tree: Root, vfile?: { path?: string }) => {
    const file = vfile?.path || options.file;
    // Whether the node being visited is inside a component's children (set by the visit below).
    let inComponent = false;
    const record = (url: string, target: string, position?: Image["position"], rawAnchor = false) =>
      options.links.push({ url, target, line: position?.start.line, column: position?.start.column, ...(file !== options.file ? { file } : {}), ...(inComponent ? { inComponent } : {}), ...(rawAnchor ? { rawAnchor } : {}) });
    const pageRoute = resolver.routeForFile(options.file);
    // A relative link to a page (`../guides/first`) is checked as the browser resolves it from this
    // page's URL, as the build's crawl does; one that climbs above the site's root leaves the site.
    // The URL Docusaurus gives the page, which relative links start from: with a trailing slash
    // under trailingSlash: true, and for a folder's page (its index.md, published as the folder's
    // index.html), whose `../x` is then the folder's sibling (Backstage's); not under
    // trailingSlash: false, where that page is x.html too (stellar's README.mdx pages).
    const folderUrl = options.trailingSlash === true || (options.trailingSlash !== false && resolver.isFolderPage?.(options.file));
    const pageUrl = (route: string) => (folderUrl && route !== "/" ? `${route}/` : route);
    const resolveRelative = (url: string, position?: Image["position"]): string | undefined => {
      if (!pageRoute) return undefined;
      options.deps[options.file] = pageRoute;
      const target = resolveRelativeLink(url, pageUrl(pageRoute), options.clampAboveRoot);
      if (!target) options.failures.push(new ContentError(file, `link to ${url} climbs out of the site (above /): link to a page of the site, or write an absolute URL`, position?.start));
      return target;
    };
    visitParents(tree, (node, ancestors) => {
      inComponent = node.type === "link" && ancestors.some((ancestor) => {
        const element = ancestor as { type: string; name?: string | null };
        return (element.type === "mdxJsxFlowElement" || element.type === "mdxJsxTextElement") && /^[A-Z]|\./.test(element.name ?? "");
      });
      // The `href` of an `<a>` or a `<Link>`, which render a link. Another component's `href` prop
      // (Sui's `<Card href>`, a clickable div) is no link for Docusaurus's check either: what a
      // component renders is the crawl's to judge.
      const name = (node as { name?: string }).name ?? "";
      const href = LINK_ELEMENTS.has(name) ? jsxAttribute(node, "href") : undefined;
      if (href !== undefined && isSiteLink(href)) record(href, withoutBase(href), node.position, name === "a");
      else if (href && !/^[a-z][a-z0-9+.-]*:|^\/\/|^#/i.test(href)) {
        const target = resolveRelative(href, node.position);
        if (target) record(href, target, node.position, name === "a");
      }
      if (node.type !== "link" && node.type !== "definition") return;
      const link = node as Link | Definition;
      // Docusaurus's `pathname://` escape: a path of the site taken as written, never as a file link
      // (a static file, a page's `.md` copy, a file another tool writes after the build), and never
      // checked, as Docusaurus does not. The link component renders it as Docusaurus's Link does
      // (app/lib/pathname-link.ts).
      if (link.url.startsWith("pathname://")) return;
      const written = link.url;
      if (/^[a-z][a-z0-9+.-]*:/i.test(written) || written.startsWith("//") || !written) return;
      // `x.md/#anchor` (a slash after the file name, as real docs have it) is the same file link:
      // left as a URL it would lead to the page's Markdown copy (`<route>.md`), not the page.
      const match = /^([^?#]+\.mdx?)\/?(\?[^#]*)?(#.*)?$/.exec(written);
      if (match) {
        const tried = candidates(file, safeDecode(match[1]));
        const target = tried.find((candidate) => resolver.routeForFile(candidate));
        // The candidates tried before the doc found (all of them, when none is): a cached compile
        // holds only while they still lead to no doc, since one written later is the link's target.
        for (const candidate of tried.slice(0, target ? tried.indexOf(target) : tried.length)) options.deps[candidate] = NO_DOC;
        if (!target) {
          const looked = tried.map((candidate) => path.relative(process.cwd(), candidate)).join(" or ");
          const problem = `link to ${match[1]}: no such doc (looked for ${looked})`;
          const action = options.onBrokenMarkdownLinks ?? "throw";
          // As Docusaurus does, a link it does not throw on is left as written: a URL from the
          // page's, which the link check then judges as onBrokenLinks says.
          if (action === "throw") {
            options.failures.push(new ContentError(file, problem, link.position?.start));
            return;
          }
          const at = link.position?.start;
          const left = pageRoute ? safeDecode(new URL(written, `http://site${pageUrl(pageRoute)}`).pathname) : undefined;
          if (action !== "ignore") options.notices?.push({ kind: "markdown-link", file, line: at?.line, column: at?.column, problem: `${problem}; left as written (onBrokenMarkdownLinks: "${action}")`, ...(left ? { target: left } : {}) });
          if (left) options.links.push({ url: written, target: left + (match[3] ?? ""), line: at?.line, column: at?.column, leftAsWritten: true, ...(file !== options.file ? { file } : {}) });
          return;
        }
        const route = resolver.routeForFile(target)!;
        options.deps[target] = route;
        link.url = route + (match[2] ?? "") + (match[3] ?? "");
        record(written, link.url, link.position);
        if (written.charAt(match[1].length) === "/") {
          const at = link.position?.start;
          options.notices?.push({
            kind: "link-form",
            file,
            line: at?.line,
            column: at?.column,
            problem: `link to ${written}: Docusaurus does not read a file name followed by "/" as a file link (its build reports the link as broken); it leads to the doc here. Write ${match[1]}${match[2] ?? ""}${match[3] ?? ""}`,
          });
        }
        return;
      }
      if (written.startsWith("#")) {
        record(written, written, link.position);
        return;
      }
      const asset = options.assets && fileLinkTarget(file, written, resolver.siteDir);
      if (asset) {
        const published = publishedFilePath(asset.file);
        options.assets![published] = asset.file;
        if (options.fileDeps) options.fileDeps[asset.file] = fileHash(asset.file) ?? "";
        link.url = withBase(`/${published}`) + asset.rest;
        return;
      }
      if (written.startsWith("/")) {
        const route = withoutBase(written);
        link.url = resolver.aliasRoute?.(route) ?? route;
        record(written, link.url, link.position);
        return;
      }
      const target = resolveRelative(written, link.position);
      if (!target) return;
      link.url = target;
      record(written, link.url, link.position);
    });
  };
}

/**
 * The file of the content tree a Markdown link names by its path (`./sheet.docx`, `files/plan.pdf`,
 * `@site/static/x.zip`), when it has an extension and is there: Docusaurus turns such links into
 * the bundled file. Undefined for everything else (a page's URL, a file that is not there).
 */
function fileLinkTarget(file: string, written: string, siteDir: string | undefined): { file: string; rest: string } | undefined {
  if (written.startsWith("/") || /^[a-z][a-z0-9+.-]*:/i.test(written)) return undefined;
  const [, pathPart, rest] = /^([^?#]*)(.*)$/.exec(written)!;
  if (!path.extname(pathPart) || /\.mdx?$/i.test(pathPart)) return undefined;
  const decoded = safeDecode(pathPart);
  const target = decoded.startsWith("@site/") ? siteDir && path.join(siteDir, decoded.slice("@site/".length)) : path.resolve(path.dirname(file), decoded);
  if (!target || !fs.statSync(target, { throwIfNoEntry: false })?.isFile()) return undefined;
  return { file: target, rest };
}

/**
 * React writes a `<script>`'s code as escaped text (`"` as `&quot;`, `&` as `&amp;`), which is no
 * longer the script: the build's minifier rejects it, and a browser would too. Code with these
 * characters belongs in a file of its own.
 */
export function remarkScriptElements(options: { file: string; failures: ContentError[] }) {
  return (): Transformer => (tree) => {
    visit(tree, (node: { type: string; name?: string; position?: Image["position"] }) => {
      if ((node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") || node.name !== "script") return;
      if (/["'&<>]/.test(toString(node))) {
        options.failures.push(
          new ContentError(options.file, `<script> with quotes, "&", "<" or ">" in its code: React escapes them and the script breaks; put the code in a file under the content's static/ folder and load it with <script src="/…">`, node.position?.start),
        );
      }
    });
  };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The ids a page offers as `#anchor` targets: its headings' (after remarkHeadings) and JSX `id`s. */
export function remarkAnchors(anchors: string[]) {
  return (): Transformer => (tree) => {
    visit(tree, (node) => {
      const id = node.type === "heading" ? (node.data?.hProperties as { id?: unknown } | undefined)?.id : jsxAttribute(node, "id");
      if (typeof id === "string") anchors.push(id);
    });
  };
}

const ADMONITIONS: Record<string, string> = {
  note: "Note",
  tip: "Tip",
  info: "Info",
  warning: "Warning",
  // Styled as a warning, titled with its own name, as Docusaurus 3 shows it.
  caution: "Caution",
  danger: "Danger",
  important: "Important",
  // Docusaurus's legacy aliases: styled as a note and a tip, titled with their own name.
  secondary: "Secondary",
  success: "Success",
};

/** The style of each admonition type, where it borrows another's. */
const ADMONITION_VARIANTS: Record<string, string> = { caution: "warning", secondary: "note", success: "tip" };

interface DirectiveNode extends Parent {
  type: "containerDirective" | "leafDirective" | "textDirective";
  name: string;
  attributes?: Record<string, string>;
  data?: Record<string, unknown>;
}

/**
 * A docs plugin's `admonitions` option: keywords of its own (shown as info boxes titled with the
 * keyword, as Docusaurus shows a type no component is registered for, but named), and whether
 * Docusaurus's types stay; `false`: no admonitions at all.
 */
export type AdmonitionOptions = { keywords: string[]; extendDefaults: boolean } | false;

/** `my-custom-note` → "My custom note". */
function keywordTitle(keyword: string): string {
  const words = keyword.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The admonition types a page may use, by name, with their default titles. */
function admonitionTypes(options: AdmonitionOptions | undefined): Record<string, string> {
  const types: Record<string, string> = options === false || (options && !options.extendDefaults) ? {} : { ...ADMONITIONS };
  for (const keyword of options ? options.keywords : []) types[keyword] = ADMONITIONS[keyword] ?? keywordTitle(keyword);
  return types;
}

/** The names of the admonition types a page may use when the site's options set them (Docusaurus's legacy aliases left unsaid). */
export function admonitionNames(options: AdmonitionOptions | undefined): string[] | undefined {
  if (options === undefined) return undefined;
  const keywords = options ? options.keywords : [];
  return Object.keys(admonitionTypes(options)).filter((name) => !["secondary", "important", "success"].includes(name) || keywords.includes(name));
}

/** Turns `:::type[Title]` containers into styled asides; other directives go back to plain text. */
export function remarkAdmonitions(options?: AdmonitionOptions): Transformer {
  const types = admonitionTypes(options);
  // A keyword of the site's own is an info box that also carries its own class.
  const own = new Set(Object.keys(types).filter((name) => !ADMONITIONS[name]));
  return (tree) => {
    visit(tree, (node, index, parent) => {
      // Directive node types come from remark-directive, not from mdast's own union.
      const type: string = node.type;
      if (type === "textDirective" || type === "leafDirective") {
        // `10:30` or `Note:this` in prose is not meant as a directive: restore what was written.
        const directive = node as unknown as DirectiveNode;
        const text: PhrasingContent = { type: "text", value: `:${directive.name}` };
        const replacement = [text, ...(directive.children as PhrasingContent[])];
        if (parent && index !== undefined) {
          const wrapped = type === "leafDirective" ? [{ type: "paragraph", children: replacement } as Paragraph] : replacement;
          parent.children.splice(index, 1, ...(wrapped as never[]));
          return [SKIP, index + wrapped.length];
        }
        return;
      }
      if (type !== "containerDirective") return;
      const directive = node as unknown as DirectiveNode;
      if (!Object.hasOwn(types, directive.name)) return;
      const kind = types[directive.name];
      const first = directive.children[0] as Paragraph & { data?: { directiveLabel?: boolean } };
      let title: PhrasingContent[] = [{ type: "text", value: kind }];
      if (first?.type === "paragraph" && first.data?.directiveLabel) {
        title = first.children;
        directive.children.shift();
      }
      const variant = own.has(directive.name) ? "info" : (ADMONITION_VARIANTS[directive.name] ?? directive.name);
      // Docusaurus 3's stable class names (a site's stylesheet may style them), then this theme's own:
      // not Docusaurus 2's `.admonition-tip`, which a site's old rules still name and Docusaurus 3 no longer renders.
      const classes = ["theme-admonition", `theme-admonition-${directive.name}`, "callout", `callout-${variant}`];
      directive.data = { hName: "aside", hProperties: { className: classes, "aria-label": toString({ type: "paragraph", children: title } as Paragraph) } };
      directive.children.unshift({
        type: "paragraph",
        children: title,
        data: { hName: "p", hProperties: { className: ["callout-heading"] } },
      } as Paragraph);
      directive.children.splice(1, directive.children.length - 1, {
        type: "blockquote",
        children: directive.children.slice(1),
        data: { hName: "div", hProperties: { className: ["callout-content"] } },
      } as never);
    });
  };
}

/** Gives every heading an id (GitHub-style, unique per page) and a `#` anchor, collecting h2–h6 for the TOC. */
export function remarkHeadings(toc: TocEntry[]) {
  return (): Transformer => (tree) => {
    const slugger = new GithubSlugger();
    visit(tree, "heading", (node: Heading) => {
      const custom = takeCustomId(node);
      const text = toString(node).trim();
      const id = custom ?? slugger.slug(text);
      // An empty heading (a bare `#`, as react-native-ui-lib's testing page opens) has no id, as in
      // Docusaurus: nothing to link to, and no `section` id that a real "Section" heading would repeat.
      if (!id) return;
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
      // Every level a page's TOC may show (front matter toc_max_heading_level goes to 6): the page picks its range.
      if (node.depth >= 2) toc.push({ id, text, level: node.depth });
      if (node.depth >= 2) {
        node.children.push({
          type: "link",
          url: `#${id}`,
          children: [{ type: "text", value: "#" }],
          data: { hProperties: { className: ["hash-link"], "aria-label": `Direct link to ${text}`, title: `Direct link to ${text}` } },
        });
      }
    });
  };
}

/** Docusaurus's `## Title {#custom-id}`: removes the `{#custom-id}` from the heading's text and returns the id. */
function takeCustomId(node: Heading): string | undefined {
  const last = node.children[node.children.length - 1];
  // A CommonMark page's `## Title <!-- #custom-id -->` (Docusaurus 3.10): the comment is an HTML node.
  const commented = last?.type === "html" ? /^<!--\s*#([^\s<>]+?)\s*-->$/.exec(last.value.trim()) : null;
  if (commented) {
    node.children.pop();
    const before = node.children[node.children.length - 1];
    if (before?.type === "text") before.value = before.value.replace(/\s+$/, "");
    return commented[1];
  }
  if (last?.type !== "text") return undefined;
  const match = /\s*\{#([^{}\s]+)\}\s*$/.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  if (!last.value) node.children.pop();
  return match[1];
}

/** ```lang title="file.ts" → a figure-like wrapper with the title above the code. */
export function remarkCodeTitles(): Transformer {
  return (tree) => {
    visit(tree, "code", (node: Code, index, parent) => {
      const title = node.meta ? /title=(?:"([^"]*)"|'([^']*)')/.exec(node.meta) : null;
      if (!title || !parent || index === undefined) return;
      node.meta = node.meta!.replace(title[0], "").trim() || null;
      const wrapper = {
        type: "codeBlockContainer",
        data: { hName: "div", hProperties: { className: ["code-block", "code-block--titled"] } },
        children: [
          {
            type: "paragraph",
            data: { hName: "div", hProperties: { className: ["code-block-title"] } },
            children: [{ type: "text", value: title[1] ?? title[2] }],
          },
          node,
        ],
      };
      parent.children.splice(index, 1, wrapper as never);
      return SKIP;
    });
  };
}

/**
 * The pixel size of a local image as `WxH` ("?" when its format has none, UNREADABLE_IMAGE when it
 * is no image: an empty file, text), or undefined when the file does not exist.
 */
export function localImageSize(file: string): string | undefined {
  if (!fs.existsSync(file)) return undefined;
  try {
    const { width, height } = imageSize(fs.readFileSync(file));
    return width && height ? `${width}x${height}` : "?";
  } catch {
    return UNREADABLE_IMAGE;
  }
}

/** localImageSize's answer for a file whose bytes are no image format it knows. */
export const UNREADABLE_IMAGE = "!";


/** Whether a URL names a file beside the page (`./img/x.png`, `img/x.png`), not a site path, another site or data. */
function isRelativeFile(url: string): boolean {
  return !!url && !url.startsWith("/") && !url.startsWith("#") && !/^[a-z][a-z0-9+.-]*:/i.test(url);
}

/**
 * Images get their width and height, so the page does not shift when they load, and lazy loading;
 * a missing image stops the build. `/img/x.png` is looked for in `imageDirs` in order (the content
 * tree's `static/`, published at the site root, as Docusaurus's `staticDirectories`); `./img/x.png` beside the page is published as `/assets/images/x-<hash>.png`
 * (listed in `assets`, which the prerender writes), as Docusaurus bundles such images.
 */
export function remarkImageSizes(options: { file: string; imageDirs: string[]; deps: Record<string, string>; failures: ContentError[]; assets: Record<string, string>; notices?: CompileNotice[]; siteDir?: string }) {
  return () => (tree: Root, vfile?: { path?: string }) => {
    const file = vfile?.path || options.file;
    visit(tree, "image", (node: Image) => {
      const relative = isRelativeFile(node.url);
      if (!relative && (!node.url.startsWith("/") || node.url.startsWith("//"))) return;
      const filePath = decodeURIComponent(node.url.split(/[?#]/)[0]);
      // `@site/static/img/x.png` is the site folder's file, as Docusaurus's image plugin reads it (near's docs).
      const fromSite = filePath.startsWith("@site/") && options.siteDir ? path.join(options.siteDir, filePath.slice("@site/".length)) : undefined;
      const candidates = fromSite ? [fromSite] : relative ? [path.resolve(path.dirname(file), filePath)] : options.imageDirs.map((dir) => path.join(dir, filePath));
      let target = candidates[0];
      let size: string | undefined;
      for (const candidate of candidates) {
        size = localImageSize(candidate);
        target = candidate;
        if (size) break;
      }
      if (!size) {
        const looked = candidates.map((candidate) => path.relative(process.cwd(), candidate)).join(", ");
        options.failures.push(new ContentError(file, `image ${node.url} not found (looked for ${looked})`, node.position?.start));
        return;
      }
      options.deps[target] = size;
      // Published all the same (a browser may know a format this reader does not), and named.
      if (size === UNREADABLE_IMAGE) {
        const at = node.position?.start;
        options.notices?.push({ kind: "image", file, line: at?.line, column: at?.column, problem: `image ${node.url}: ${path.relative(process.cwd(), target)} cannot be read as an image (empty, or not an image format): it is shown without a size, and probably not at all` });
      }
      const [width, height] = size.split("x").map(Number);
      const dimensions = size === "?" || size === UNREADABLE_IMAGE ? {} : { width, height };
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), ...dimensions, loading: "lazy", decoding: "async" } };
      if (relative) {
        const published = publishedImagePath(target);
        options.assets[published] = target;
        node.url = withBase(`/${published}`);
        return;
      }
      // Content names site images from the site's root; the deploy may live under a base path.
      node.url = withBase(node.url);
    });
  };
}

export interface TextSection {
  /** Heading id; "" for the text before the first h2. */
  id: string;
  heading: string;
  text: string;
}

/** Nodes that are source, not text: code (noise for search), front matter, imports, `{…}` expressions. */
const NOT_TEXT_NODES = new Set(["code", "yaml", "toml", "mdxjsEsm", "mdxFlowExpression", "mdxTextExpression"]);

type TextNode = { type: string; name?: string | null; value?: unknown; alt?: string | null; children?: TextNode[] };

/** Also elements whose content is no text of the page: its `<head>` (title, meta tags), styles and scripts. */
const isNotText = (node: TextNode) =>
  NOT_TEXT_NODES.has(node.type) || ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && (HEAD_NAMES.has(node.name ?? "") || node.name === "style" || node.name === "script"));

/**
 * A node's text as a reader sees it on the page: its text, inline code and image descriptions; not
 * the source of its expressions (`{/* comment *\/}`, a `<style>{`…`}</style>` rule), which
 * mdast-util-to-string would give, nor the tags of raw HTML (a `.md` page read as CommonMark).
 */
function readerText(node: TextNode): string {
  if (isNotText(node)) return "";
  if (node.type === "html") return String(node.value).replace(/<[^>]*>/g, " ");
  if (node.type === "image") return node.alt ?? "";
  if (typeof node.value === "string") return node.value;
  return node.children?.map(readerText).join("") ?? "";
}

/**
 * Splits a page into searchable sections at its h2/h3 headings, as plain text: code blocks and
 * what is not the page's text (readerText) are left out. Each section's whole text: the word index
 * is made from it, and only the records' copy is cut (search-index.server.ts).
 */
export function remarkSearchSections(sections: TextSection[]) {
  return (): Transformer => (tree) => {
    let current: TextSection = { id: "", heading: "", text: "" };
    sections.push(current);
    const append = (text: string) => {
      if (text) current.text = `${current.text} ${text}`.trim();
    };
    const walk = (nodes: Parent["children"]) => {
      for (const node of nodes) {
        if (node.type === "heading" && (node.depth === 2 || node.depth === 3)) {
          const id = String((node.data?.hProperties as { id?: string } | undefined)?.id ?? "");
          current = { id, heading: headingText(node), text: "" };
          sections.push(current);
        } else if (isNotText(node as TextNode)) {
          continue;
        } else if (node.type === "heading") {
          append(headingText(node));
        } else if ("children" in node && node.type !== "paragraph" && node.type !== "tableCell") {
          walk(node.children as Parent["children"]);
        } else {
          append(readerText(node as TextNode).replace(/\s+/g, " "));
        }
      }
    };
    walk(tree.children);
  };
}

/** A heading's text without the `#` anchor remarkHeadings appends. */
function headingText(node: Heading): string {
  return toString({ ...node, children: node.children.filter((child) => !(child.type === "link" && child.url.startsWith("#"))) }).trim();
}
