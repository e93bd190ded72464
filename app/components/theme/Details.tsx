// Docusaurus's @theme/Details and the `<details>` of MDX: the browser's own disclosure widget
// (keyboard-operable, announced, and working before any JavaScript), in the site's frame.
import { Children, isValidElement, type DetailsHTMLAttributes, type ReactElement, type ReactNode } from "react";

export interface DetailsProps extends DetailsHTMLAttributes<HTMLDetailsElement> {
  /** A <summary> element or text; a <summary> child is used when this is absent. */
  summary?: ReactNode;
}

const isSummary = (node: ReactNode): node is ReactElement<{ children?: ReactNode }> =>
  isValidElement(node) && (node.type === "summary" || (node.props as { mdxType?: string }).mdxType === "summary");

export default function Details({ summary, children, className, ...rest }: DetailsProps) {
  const items = Children.toArray(children);
  const summaryChild = items.find(isSummary);
  const body = items.filter((item) => item !== summaryChild);
  const heading = summary ?? summaryChild?.props.children ?? "Details";
  return (
    <details className={["details", className].filter(Boolean).join(" ")} {...rest}>
      <summary className="details-summary">{isSummary(heading) ? heading.props.children : heading}</summary>
      <div className="details-content">{body}</div>
    </details>
  );
}
