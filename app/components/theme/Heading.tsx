// Docusaurus's @theme/Heading: a heading written as a component (`<Heading as="h2" id="x">`), with
// the same anchor link as the headings Markdown makes, so both look and link alike. As in
// Docusaurus, such a heading is not in the table of contents (only Markdown headings are).
import type { HTMLAttributes, ReactNode } from "react";

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  as: "h1" | "h2" | "h3" | "h4" | "h5" | "h6";
  id?: string;
  children?: ReactNode;
}

export default function Heading({ as: Tag, id, children, ...rest }: HeadingProps) {
  // An h1, or a heading without an id, has no anchor (Docusaurus's rule too).
  if (Tag === "h1" || !id) {
    return (
      <Tag id={id} {...rest}>
        {children}
      </Tag>
    );
  }
  const label = `Direct link to ${typeof children === "string" ? children : id}`;
  return (
    <Tag id={id} {...rest}>
      {children}
      <a href={`#${id}`} className="hash-link" aria-label={label} title={label}>
        #
      </a>
    </Tag>
  );
}
