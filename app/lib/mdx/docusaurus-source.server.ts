// What Docusaurus 3's MDX loader does to a page's text before MDX parses it, so a Docusaurus page
// compiles unchanged: `markdown.format` (which files are MDX and which CommonMark), and the
// `mdx1Compat` defaults (HTML comments, `{#custom-id}` heading ids) and ```mdx-code-block fences.
// One pass over the lines, fence-aware: code in fences is never touched.

/** How a file is parsed: MDX (JSX, imports, expressions) or CommonMark (raw HTML, no JSX). */
export type MarkdownFormat = "mdx" | "md";

/** Docusaurus's `markdown.format`: `'detect'` reads `.md` files as CommonMark. */
export type SiteMarkdownFormat = MarkdownFormat | "detect";

/**
 * The format a page is compiled in. Its front matter's `format` wins (Docusaurus reads it per
 * file); otherwise the site's, which is `'mdx'` for every file by default, as in Docusaurus 3.
 */
export function pageFormat(file: string, source: string, siteFormat: SiteMarkdownFormat = "mdx"): MarkdownFormat {
  const chosen = frontMatterFormat(source) ?? siteFormat;
  if (chosen === "detect") return file.toLowerCase().endsWith(".md") ? "md" : "mdx";
  return chosen;
}

/** `format: md` in the front matter (read without a YAML parser: most pages have no such line). */
function frontMatterFormat(source: string): SiteMarkdownFormat | undefined {
  if (!source.startsWith("---")) return undefined;
  const end = source.indexOf("\n---", 3);
  const block = end < 0 ? "" : source.slice(0, end);
  const match = /^format:\s*["']?(mdx|md|detect)["']?\s*$/m.exec(block);
  return match ? (match[1] as SiteMarkdownFormat) : undefined;
}

const FENCE = /^\s*(`{3,}|~{3,})\s*([^\s`]*)/;
/** `## Title {#custom-id}`: MDX would read `{#custom-id}` as a JavaScript expression. */
const HEADING_ID = /^(\s{0,3}#{1,6}\s.*?)\s*\{#([^{}\s]+)\}\s*$/;
// `## Title {/* #custom-id *\/}` or `<!-- #custom-id -->`: the comment forms of a heading id that
// Docusaurus 3.10 added, which MDX and CommonMark both read without complaint.
const HEADING_COMMENT_ID = /^(\s{0,3}#{1,6}\s.*?)\s*(?:\{\/\*\s*#([^\s*{}]+)\s*\*\/\}|<!--\s*#([^\s<>]+?)\s*-->)\s*$/;

/**
 * The source as MDX can read it, same line numbers: `{#id}` after a heading escaped (the heading
 * plugin turns it into the id), HTML comments as MDX comments, and the body of an
 * ```mdx-code-block fence unwrapped (Docusaurus uses it for MDX that must stay valid Markdown).
 * CommonMark pages only need their heading ids escaped from nothing: they are returned unchanged.
 */
export function docusaurusSource(source: string, format: MarkdownFormat): string {
  if (format === "md") return source;
  // Most pages have none of these: skip the line pass for them.
  if (!source.includes("{#") && !source.includes("<!--") && !source.includes("{/*") && !source.includes("mdx-code-block")) return source;
  const lines = source.split("\n");
  let fence: string | undefined;
  let unwrapping = false;
  const out: string[] = [];
  for (const line of lines) {
    const open = FENCE.exec(line);
    if (open) {
      if (!fence) {
        fence = open[1];
        if (open[2] === "mdx-code-block") {
          unwrapping = true;
          out.push("");
          continue;
        }
      } else if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, "") === "") {
        fence = undefined;
        if (unwrapping) {
          unwrapping = false;
          out.push("");
          continue;
        }
      }
      out.push(line);
      continue;
    }
    if (fence && !unwrapping) {
      out.push(line);
      continue;
    }
    const heading = HEADING_ID.exec(line);
    const commented = heading ? undefined : HEADING_COMMENT_ID.exec(line);
    if (heading) out.push(`${heading[1]} \\{#${heading[2]}\\}`);
    else if (commented) out.push(`${commented[1]} \\{#${commented[2] ?? commented[3]}\\}`);
    else out.push(line);
  }
  return mdxComments(out.join("\n"));
}

/**
 * `<!-- … -->` as `{/* … *\/}` outside code: MDX 2+ rejects HTML comments, Docusaurus's
 * `mdx1Compat.comments` (on by default) converts them. Fenced code and inline code keep theirs.
 */
function mdxComments(source: string): string {
  if (!source.includes("<!--")) return source;
  const pattern = /^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\s*\2[`~]*\s*$|(`+)[^`\n][^\n]*?\3|<!--([\s\S]*?)-->/gm;
  return source.replace(pattern, (whole, _indent, _fence, _ticks, comment: string | undefined) =>
    comment === undefined ? whole : `{/*${comment.replace(/\*\//g, "* /")}*/}`,
  );
}
