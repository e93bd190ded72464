// The frame every code block of a page gets (`MdxPre`, for fenced blocks, and @theme/CodeBlock's):
// the block with its copy button. Its own module, so that a page whose code blocks are all fences
// loads no more than this (@theme/CodeBlock's run-time code is for pages that import it).
import { useRef, type HTMLAttributes, type ReactNode } from "react";
import { CopyButton } from "./CopyButton";

export function CodeFrame({ children }: { children: ReactNode }) {
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
