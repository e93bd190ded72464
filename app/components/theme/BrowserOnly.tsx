// Docusaurus's @docusaurus/BrowserOnly: its children (a function) run only in the browser, after
// hydration; the prerendered page and the hydrating render show `fallback`.
import type { ReactNode } from "react";
import { useIsBrowser } from "~/lib/theme/use-is-browser";

export interface BrowserOnlyProps {
  children: () => ReactNode;
  fallback?: ReactNode;
}

export default function BrowserOnly({ children, fallback = null }: BrowserOnlyProps) {
  const isBrowser = useIsBrowser();
  if (!isBrowser) return <>{fallback}</>;
  if (typeof children !== "function") {
    throw new Error("<BrowserOnly>: its child must be a function that returns what to render, such as {() => <Widget />}.");
  }
  return <>{children()}</>;
}
