// Docusaurus's @docusaurus/Link: pages of the site open by client-side navigation under the base
// path (the router adds it), files and other sites are plain links.
import { Link as RouterLink, useLocation } from "@remix-run/react";
import type { AnchorHTMLAttributes, ReactNode } from "react";
import { withBase, withoutBase } from "~/lib/base-path";
import { isInternalUrl, unroutedLinkAttributes } from "../SmartLink";

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  href?: string;
  children?: ReactNode;
  /** Docusaurus props this site has no use for; accepted so pages written for it render. */
  isNavLink?: boolean;
  autoAddBaseUrl?: boolean;
  activeClassName?: string;
  /** Docusaurus's Link takes it for itself (its broken-links check skips the link): never an attribute of the page. */
  "data-noBrokenLinkCheck"?: boolean;
}

/** A link whose target is a file (an extension other than .html), served as is rather than routed. */
const isFile = (path: string) => /\.(?!html?$)[a-z0-9]+$/i.test(path.split(/[?#]/)[0]);

export default function Link({
  to,
  href,
  children,
  isNavLink: _isNavLink,
  autoAddBaseUrl = true,
  activeClassName: _active,
  "data-noBrokenLinkCheck": _unchecked,
  ...rest
}: LinkProps) {
  // As Docusaurus's Link, a path that already starts with the base URL (useBaseUrl's result) gets it once.
  const target = autoAddBaseUrl ? withoutBase(to ?? href ?? "") : (to ?? href ?? "");
  // Another site, or `pathname:///x` (Docusaurus's plain link to a path of the site, left unchecked).
  const unrouted = unroutedLinkAttributes(target, rest, autoAddBaseUrl);
  if (unrouted) {
    return (
      <a href={unrouted.href} {...rest} target={unrouted.target} rel={unrouted.rel}>
        {children}
      </a>
    );
  }
  // As in Docusaurus, anything without a scheme is a path of this site.
  const internal = target !== "" && isInternalUrl(target);
  const { pathname } = useLocation();
  if (internal && !target.startsWith("#") && !isFile(target)) {
    // Docusaurus's Link leaves a relative path (`guide`, `../x`) to the browser, which resolves it
    // from the page's URL; the router would resolve it under the page's route instead.
    const resolved = target.startsWith("/") ? undefined : new URL(target, `http://site${pathname}`);
    return (
      <RouterLink discover="none" to={resolved ? resolved.pathname + resolved.search + resolved.hash : target} {...rest}>
        {children}
      </RouterLink>
    );
  }
  return (
    <a href={internal && autoAddBaseUrl ? withBase(target) : target} {...rest}>
      {children}
    </a>
  );
}
