// Turns a rendered doc page into Markdown a reader can take away (`<route>.md`, the Copy page button,
// llms-full.txt). It starts from the page's HTML, not its MDX source: components (tabs, generated
// API tables, admonitions) are then already what a reader sees, whoever wrote them, and no JSX can
// reach the Markdown.
import { fromParse5 } from "hast-util-from-parse5";
import { parse, parseFragment } from "parse5";
import { toMdast, type Handle, type State } from "hast-util-to-mdast";
import { toText } from "hast-util-to-text";
import { toMarkdown } from "mdast-util-to-markdown";
import { gfmToMarkdown } from "mdast-util-gfm";

// The hast and mdast types these libraries use (v3 and v4), taken from them: the app's own
// remark plugins are typed against older versions installed at the top level.
export type Element = Parameters<Handle>[1];
type ElementContent = Element["children"][number];
type HastRoot = Extract<ReturnType<typeof fromParse5>, { type: "root" }>;
type HastNodes = HastRoot | HastRoot["children"][number];
type MdastRoot = Parameters<typeof toMarkdown>[0] & { type: "root" };
type MdastNodes = Parameters<typeof toMarkdown>[0];
type BlockContent = Extract<MdastNodes, { type: "blockquote" }>["children"][number];
type Code = Extract<MdastNodes, { type: "code" }>;
type ToMarkdownOptions = NonNullable<Parameters<typeof toMarkdown>[1]>;
type ToMarkdownHandle = NonNullable<NonNullable<ToMarkdownOptions["handlers"]>["text"]>;

export interface PageMarkdownInput {
  /** The page's whole HTML, as the prerender wrote it. */
  html: string;
  /** The page's route without the base path (`/docs/user/getting-started`): in-page anchors are made site-relative with it. */
  route: string;
  /** The base path the site is served under (`/palaver-docs`, or ""): links in the HTML carry it already. */
  basePath: string;
}

/**
 * The part of a page's HTML its Markdown is made from: its `<article class="markdown">`, or the
 * whole page when it has none. Pages with the same source (and route) have the same Markdown, so
 * the build keeps it by this: a change to the frame (a page added to the sidebar) converts nothing.
 */
export function markdownSourceOf(html: string): { source: string; fragment: boolean } {
  // Only the article is parsed: the frame around it (navbar, sidebar, footer, inline data) is most
  // of a page's HTML, and parsing it was most of this function's time in a cold build.
  const start = html.indexOf('<article class="markdown"');
  const end = html.lastIndexOf("</article>");
  const fragment = start >= 0 && end > start;
  return { source: fragment ? html.slice(start, end + "</article>".length) : html, fragment };
}

/**
 * How the Markdown is written. Made once: the GFM extension's escaping patterns are compiled into
 * regular expressions on first use and kept on these objects: a new extension per page compiled
 * them again for every page (a sixteenth of a page's conversion, measured on the bench corpus).
 * resourceLink: links are always `[text](url)`, never `<url>`, which reads as a tag to some tools.
 */
const MARKDOWN_OPTIONS: ToMarkdownOptions = { extensions: [gfmToMarkdown()], bullet: "-", rule: "-", fences: true, listItemIndent: "one", emphasis: "*", resourceLink: true, handlers: { text: textOnly } };

/**
 * A text node as mdast-util-to-markdown writes it (`state.safe`), sooner. Its escaping runs each of
 * its fifty-odd unsafe patterns (a regular expression each, GFM's included) over every text node;
 * a pattern can only match where its character occurs, in the text or the characters around it,
 * so only those patterns are run: the same output, for a third of the conversion's time on the
 * bench corpus (whose tables are hundreds of short cells).
 */
function textOnly(...[node, , state, info]: Parameters<ToMarkdownHandle>): string {
  const around = `${info.before}${(node as { value: string }).value}${info.after}`;
  const all = state.unsafe;
  state.unsafe = all.filter((pattern) => around.includes(pattern.character));
  try {
    return state.safe((node as { value: string }).value, info);
  } finally {
    state.unsafe = all;
  }
}

/**
 * The page's `<article class="markdown">` as a tree, or undefined when it has none: what its
 * Markdown and its search text are both made from (parsed once for the two).
 */
export function parseArticle(html: string): Element | undefined {
  const { source, fragment } = markdownSourceOf(html);
  // parse5 directly rather than hast-util-from-html: without source positions, which nothing here
  // reads and which took half of the parse's time (about 1 ms a page, a second at 1,000 pages).
  const parsed = fromParse5(fragment ? parseFragment(source) : parse(source)) as HastRoot;
  return findElement(parsed, (el) => el.tagName === "article" && classes(el).includes("markdown"));
}

/**
 * The Markdown of the page's `<article class="markdown">` (its title as `#` heading), or undefined
 * when it has none. `article`: the page's parseArticle(), when the caller has it. The conversion
 * may change its text nodes (whitespace): read it for anything else first.
 */
export function pageMarkdown({ html, route, basePath }: PageMarkdownInput, article = parseArticle(html)): string | undefined {
  if (!article) return undefined;
  const cleaned = withoutChrome(article);
  const tree = toMdast({ type: "root", children: cleaned.children }, { handlers: { aside: admonition, div: codeBlockOrFlow, pre: codeBlock, sup: footnoteReference, section: footnotes } }) as MdastRoot;
  anchorsToRoute(tree, `${basePath}${route}`);
  return `${toMarkdown(tree, MARKDOWN_OPTIONS).trim()}\n`;
}

export function classes(el: Element): string[] {
  const value = el.properties?.className;
  return Array.isArray(value) ? value.map(String) : [];
}

function findElement(node: HastNodes, test: (el: Element) => boolean): Element | undefined {
  if (node.type === "element" && test(node)) return node;
  if (!("children" in node)) return undefined;
  for (const child of node.children) {
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

/**
 * A copy of the article without what only makes sense on screen: heading anchors, buttons (copy
 * buttons, the Copy page button), icons, and tab strips, whose panels are each preceded by their
 * tab's label instead (a reader of the Markdown gets every variant).
 */
function withoutChrome(article: Element): Element {
  const labels = new Map<string, string>();
  const collectLabels = (node: HastNodes) => {
    // A panel names its tab (aria-labelledby), or a tab names its panel (aria-controls): either will do.
    if (node.type === "element" && node.properties?.role === "tab") {
      const label = toText(node).trim();
      if (node.properties.id) labels.set(`tab:${node.properties.id}`, label);
      for (const panel of [node.properties.ariaControls ?? []].flat()) labels.set(`panel:${panel}`, label);
    }
    if ("children" in node) node.children.forEach(collectLabels);
  };
  collectLabels(article);
  const clean = (el: Element): Element => ({
    ...el,
    children: el.children.flatMap((child): ElementContent[] => {
      if (child.type === "comment") return [];
      if (child.type !== "element") return [child];
      const role = child.properties?.role;
      const p = child.properties ?? {};
      if (["button", "svg", "script", "style", "template"].includes(child.tagName) || role === "tablist" || classes(child).includes("hash-link") || p.dataFootnoteBackref !== undefined || p.id === "footnote-label") return [];
      if (role === "tabpanel") {
        const label = labels.get(`tab:${[child.properties?.ariaLabelledBy ?? ""].flat()[0]}`) ?? labels.get(`panel:${child.properties?.id}`);
        const heading: Element = { type: "element", tagName: "p", properties: {}, children: [{ type: "element", tagName: "strong", properties: {}, children: [{ type: "text", value: label ?? "" }] }] };
        return [...(label ? [heading] : []), { ...clean(child), tagName: "div", properties: {} }];
      }
      return [clean(child)];
    }),
  });
  return clean(article);
}

/** An admonition (`aside.callout`) becomes a blockquote opening with its title in bold. */
const admonition: Handle = (state, node) => {
  if (!classes(node).includes("callout")) return state.all(node) as BlockContent[];
  const heading = node.children.find((child): child is Element => child.type === "element" && classes(child).includes("callout-heading"));
  const body = node.children.filter((child) => child !== heading);
  const variant = classes(node).find((c) => c.startsWith("theme-admonition-"))?.slice("theme-admonition-".length) ?? "note";
  const title = heading ? toText(heading).trim() : variant[0].toUpperCase() + variant.slice(1);
  const children = state.all({ type: "element", tagName: "div", properties: {}, children: body }) as BlockContent[];
  const result = { type: "blockquote" as const, children: [{ type: "paragraph" as const, children: [{ type: "strong" as const, children: [{ type: "text" as const, value: title }] }] }, ...children] };
  state.patch(node, result);
  return result;
};

/** A titled code block keeps its title in the fence's meta (`title="…"`), as the source had it. */
const codeBlockOrFlow: Handle = (state, node) => {
  if (!classes(node).includes("code-block")) return state.all(node);
  const pre = findElement(node, (el) => el.tagName === "pre");
  const titleEl = findElement(node, (el) => classes(el).includes("code-block-title"));
  if (!pre) return state.all(node);
  const code = codeOf(state, pre);
  if (titleEl) code.meta = `title=${JSON.stringify(toText(titleEl).trim())}`;
  return code;
};

const codeBlock: Handle = (state, node) => codeOf(state, node);

function codeOf(state: State, pre: Element): Code {
  const code = findElement(pre, (el) => el.tagName === "code") ?? pre;
  const language = [...classes(code), ...classes(pre)].find((c) => c.startsWith("language-"))?.slice("language-".length);
  const result: Code = { type: "code", lang: language ?? null, meta: null, value: toText(code, { whitespace: "pre" }).replace(/\n$/, "") };
  state.patch(pre, result);
  return result;
}

const FOOTNOTE_ID = /^#?user-content-fn-/;

/** GFM footnotes come back as `[^name]` markers and definitions, not as links into the page. */
const footnoteReference: Handle = (state, node) => {
  const link = findElement(node, (el) => el.tagName === "a" && el.properties?.dataFootnoteRef !== undefined);
  if (!link) return state.all(node);
  const identifier = String(link.properties?.href ?? "").replace(FOOTNOTE_ID, "");
  return { type: "footnoteReference", identifier, label: identifier };
};

const footnotes: Handle = (state, node) => {
  if (node.properties?.dataFootnotes === undefined) return state.all(node);
  const items: Element[] = [];
  const collect = (el: Element) => el.children.forEach((child) => child.type === "element" && (child.tagName === "li" ? items.push(child) : collect(child)));
  collect(node);
  return items.map((li) => {
    const identifier = String(li.properties?.id ?? "").replace(FOOTNOTE_ID, "");
    const children = state.all({ type: "element", tagName: "div", properties: {}, children: li.children }) as BlockContent[];
    return { type: "footnoteDefinition" as const, identifier, label: identifier, children };
  });
};

/** `#anchor` links point at the page itself (`/docs/x#anchor`): llms-full.txt puts many pages in one file. */
function anchorsToRoute(node: MdastNodes, pageUrl: string): void {
  if (node.type === "link" && node.url.startsWith("#")) node.url = pageUrl + node.url;
  if ("children" in node) for (const child of node.children) anchorsToRoute(child, pageUrl);
}
