// Docusaurus's @docusaurus/Head, in a prerendered page: the document head is written by the routes'
// `meta` before the page's content renders, from the front matter and from what a page's own
// `<head>` writes in plain text (mdx/static-head.server.ts). In the browser, once the page has
// hydrated, its <title> becomes the document's title and its other elements (<meta>, <link>) are
// added to <head> (those the route's meta wrote already are not added twice), and removed when the
// reader leaves the page.
import { Children, isValidElement, useEffect, type ReactElement, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useIsBrowser } from "~/lib/theme/use-is-browser";

function textOf(node: ReactNode): string {
  return Children.toArray(node)
    .map((child) => (typeof child === "string" || typeof child === "number" ? String(child) : isValidElement<{ children?: ReactNode }>(child) ? textOf(child.props.children) : ""))
    .join("");
}

/** Whether the document head has this meta tag or canonical link already (the route's meta wrote it). */
function inHeadAlready(element: ReactElement): boolean {
  const props = element.props as Record<string, unknown>;
  const attribute = (name: string) => `[${name}="${CSS.escape(String(props[name]))}"]`;
  if (element.type === "meta" && (props.name || props.property)) {
    return document.head.querySelector(`meta${attribute(props.name ? "name" : "property")}`)?.getAttribute("content") === props.content;
  }
  if (element.type === "link" && props.rel === "canonical") return document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") === props.href;
  return false;
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
  const rest = elements.filter((element) => element !== titleElement && typeof element.type === "string" && !["html", "body"].includes(element.type) && !(isBrowser && inHeadAlready(element)));
  return isBrowser && rest.length ? createPortal(rest, document.head) : null;
}
