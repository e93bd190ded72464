// Docusaurus's @theme/CodeBlock. A <CodeBlock> whose code is written in the page is turned into a
// fenced block when the page compiles (mdx-theme-imports.server.ts), so it is highlighted at build
// time like one; this component renders the rest (code computed or imported at run time) as plain
// text, its magic comments applied as the compile applies them to fences: the comment lines taken
// out, the lines they name highlighted or given the site's class. Children that hold elements
// (`<Translate>`, a link, bold text) are shown as they render, in the block's frame, as Docusaurus
// shows them: not made text (which showed a <Translate>'s message with its `{placeholders}`).
import { Children, isValidElement, type ReactNode } from "react";
import { site } from "~/site.config";
import { DEFAULT_MAGIC_COMMENTS, MARKED_LINE_CLASS, isHighlight, readMagicComments } from "~/lib/theme/magic-comments";
import { MdxPre } from "./CodeFrame";

export { MdxPre };

export interface CodeBlockProps {
  children?: ReactNode;
  /** `language-xyz`, as MDX passes a fence's language. */
  className?: string;
  language?: string;
  title?: ReactNode;
  showLineNumbers?: boolean;
  /** A fence's meta string (`title="x" showLineNumbers`); the props above win over it. */
  metastring?: string;
}

/** The text of the code: its strings and numbers, joined. */
function textOf(children: ReactNode): string {
  return Children.toArray(children)
    .map((child) => (typeof child === "string" || typeof child === "number" ? String(child) : ""))
    .join("");
}

/** Each line's classes: the highlighted ones and those the site's magic comments mark. */
function lineClasses(code: string, language: string | undefined): { lines: string[]; classes: string[][] } {
  const lines = code.replace(/\n$/, "").split("\n");
  const comments = site.prism.magicComments ?? DEFAULT_MAGIC_COMMENTS;
  // As in Docusaurus, code without a language keeps its comments.
  const read = language ? readMagicComments(lines.join("\n"), language, comments) : undefined;
  if (!read) return { lines, classes: lines.map(() => []) };
  return {
    lines: read.lines,
    classes: read.lines.map((_, i) =>
      comments.flatMap((comment, c) => (read.marked[c].has(i + 1) ? (isHighlight(comment) ? ["highlight-line"] : [MARKED_LINE_CLASS, comment.className]) : [])),
    ),
  };
}

export default function CodeBlock({ children, className, language, title, showLineNumbers, metastring = "" }: CodeBlockProps) {
  const lang = language ?? /(?:^|\s)language-(\S+)/.exec(className ?? "")?.[1];
  const metaTitle = /title=(?:"([^"]*)"|'([^']*)')/.exec(metastring);
  const heading = title ?? (metaTitle ? (metaTitle[1] ?? metaTitle[2]) : undefined);
  const numbered = showLineNumbers ?? /\bshowLineNumbers\b/.test(metastring);
  const elements = Children.toArray(children).some((child) => isValidElement(child));
  const { lines, classes } = elements ? { lines: [], classes: [] } : lineClasses(textOf(children), lang);
  const block = elements ? (
    <MdxPre className={lang ? `language-${lang}` : undefined}>
      <code className={lang ? `language-${lang}` : undefined}>{children}</code>
    </MdxPre>
  ) : (
    <MdxPre className={[lang ? `language-${lang}` : "", numbered ? "code-block--line-numbers" : ""].filter(Boolean).join(" ") || undefined}>
      <code className={lang ? `language-${lang}` : undefined}>
        {lines.map((line, index) => (
          <span key={index} className={["code-line", ...new Set(classes[index])].join(" ")}>
            {line}
            {"\n"}
          </span>
        ))}
      </code>
    </MdxPre>
  );
  // The caller's own classes (tRPC's `InstallationSnippet__CodeBlock`) go on the block's container, as Docusaurus puts them.
  const own = (className ?? "").split(/\s+/).filter((name) => name && !name.startsWith("language-"));
  if (heading === undefined) return own.length ? <div className={["code-block", ...own].join(" ")}>{block}</div> : block;
  return (
    <div className={["code-block code-block--titled", ...own].join(" ")}>
      <div className="code-block-title">{heading}</div>
      {block}
    </div>
  );
}
