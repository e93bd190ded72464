import { Link, useLocation } from "@remix-run/react";
import type { AnchorHTMLAttributes } from "react";
import { withoutBase } from "~/lib/base-path";
import { cleanPathname } from "~/lib/clean-url";
import { unroutedLinkAttributes } from "~/lib/pathname-link";

// The theme's @docusaurus/Link and isInternalUrl take these from here, not from the module that
// holds them: every module that reaches the link rules then reaches this one too, so the compiler
// keeps them in one chunk with it (a first visit downloads one chunk for links, not three).
export { isInternalUrl, hasProtocol, unroutedLinkAttributes } from "~/lib/pathname-link";

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** Internal routes navigate client-side; anything else is a plain link, unrouted ones as Docusaurus's Link has them. */
export function SmartLink({ href, children, ...rest }: Props) {
  const { pathname } = useLocation();
  if (/^(\/(?!\/)|\.\.?\/)/.test(href)) {
    // `../x` means what it means to a browser on this page's URL (as in Docusaurus, and as the
    // content check reads it), not React Router's route-relative `..`, which leaves the docs.
    // A link naming the page's file (`/docs/x.html`) navigates to its route, the clean URL.
    // A path written with the base path on it (Docusaurus sites do) names the route without it.
    const resolved = new URL(withoutBase(href), `http://site${pathname}`);
    const to = cleanPathname(resolved.pathname) + resolved.search + resolved.hash;
    return (
      <Link discover="none" to={to} {...rest}>
        {children}
      </Link>
    );
  }
  // Another site, or Docusaurus's `pathname:///x` (a path of the site that is not one of its pages).
  return (
    <a href={href} {...rest} {...unroutedLinkAttributes(href, rest)}>
      {children}
    </a>
  );
}
