// Docusaurus's @theme/CodeInline: the element of inline code (`x` in Markdown), for pages and
// components that render inline code themselves.
import type { HTMLAttributes } from "react";

export default function CodeInline(props: HTMLAttributes<HTMLElement>) {
  return <code {...props} />;
}
