// Docusaurus's @docusaurus/Head, in a prerendered page: the document head is written by the routes'
// `meta` (from front matter) before the page's content renders, so <Head> cannot change the
// prerendered HTML. In the browser, once the page has hydrated, its <title> becomes the document's
// title and its other elements (<meta>, <link>) are added to <head>, and removed when the reader
// leaves the page. Crawlers that do not run JavaScript see the front matter's title and description.
import { Children, isValidElement, useEffect, type ReactElement, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useIsBrowser } from "~/lib/theme/use-is-browser";

function textOf(node: ReactNode): string {
  return Children.toArray(node)
    .map((child) => (typeof child === "string" || typeof child === "number" ? String(child) : isValidElement<{ children?: ReactNode }>(child) ? textOf(child.props.children) : ""))
    .join("");
}

export default function Head({ children }: { children?: ReactNode }) {
  const isBrowser = useIsBrowser();
  const elements = Children.toArray(children).filter((child): child is ReactElement => isValidElement(child));
  const titleElement = elements.find((element) => element.type === "title") as ReactElement<{ children?: ReactNode }> | undefined;
  const title = titleElement ? textOf(titleElement.props.children) : undefined;
  useEffect(() => {
    if (title === undefined) return;
    const previous = document.title;
    document.title = title;
    return () => {
      // The next page has set its own title by now unless it kept this one.
      if (document.title === title) document.title = previous;
    };
  }, [title]);
  // <html>/<body> attributes (react-helmet's htmlAttributes) have no place in this site's frame.
  const rest = elements.filter((element) => element !== titleElement && typeof element.type === "string" && !["html", "body"].includes(element.type));
  return isBrowser && rest.length ? createPortal(rest, document.head) : null;
}
