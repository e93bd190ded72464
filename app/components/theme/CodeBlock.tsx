// Docusaurus's @theme/CodeBlock, and the frame every code block of a page gets (`MdxPre`, used for
// fenced blocks): the block with its copy button. A <CodeBlock> whose code is written in the page
// is turned into a fenced block when the page compiles (mdx-theme-imports.server.ts), so it is
// highlighted at build time like one; this component renders the rest (code computed or imported
// at run time) as plain text.
import { useRef, type HTMLAttributes, type ReactNode } from "react";
import { CopyButton } from "./CopyButton";

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

function CodeFrame({ children }: { children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  return (
    <div className="code-frame" ref={frame}>
      {children}
      <CopyButton block={frame} />
    </div>
  );
}

/** The `pre` of a page's fenced code blocks. */
export function MdxPre(props: HTMLAttributes<HTMLPreElement>) {
  return (
    <CodeFrame>
      {/* Code scrolls sideways on narrow screens: keyboard users must be able to reach it. */}
      <pre tabIndex={0} {...props} />
    </CodeFrame>
  );
}

function textOf(children: ReactNode): string {
  if (typeof children === "string" || typeof children === "number") return String(children);
  if (Array.isArray(children)) return children.map(textOf).join("");
  return "";
}

export default function CodeBlock({ children, className, language, title, showLineNumbers, metastring = "" }: CodeBlockProps) {
  const lang = language ?? /(?:^|\s)language-(\S+)/.exec(className ?? "")?.[1];
  const metaTitle = /title=(?:"([^"]*)"|'([^']*)')/.exec(metastring);
  const heading = title ?? (metaTitle ? (metaTitle[1] ?? metaTitle[2]) : undefined);
  const numbered = showLineNumbers ?? /\bshowLineNumbers\b/.test(metastring);
  const lines = textOf(children).replace(/\n$/, "").split("\n");
  const block = (
    <MdxPre className={[lang ? `language-${lang}` : "", numbered ? "code-block--line-numbers" : ""].filter(Boolean).join(" ") || undefined}>
      <code className={lang ? `language-${lang}` : undefined}>
        {lines.map((line, index) => (
          <span key={index} className="code-line">
            {line}
            {"\n"}
          </span>
        ))}
      </code>
    </MdxPre>
  );
  if (heading === undefined) return block;
  return (
    <div className="code-block code-block--titled">
      <div className="code-block-title">{heading}</div>
      {block}
    </div>
  );
}
