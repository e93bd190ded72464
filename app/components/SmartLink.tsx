import { Link, useLocation } from "@remix-run/react";
import type { AnchorHTMLAttributes } from "react";
import { cleanPathname } from "~/lib/clean-url";
import { withBase } from "~/lib/base-path";

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** Internal routes navigate client-side; anything else is a plain link, external ones in a new tab. */
export function SmartLink({ href, children, ...rest }: Props) {
  const { pathname } = useLocation();
  if (/^(\/(?!\/)|\.\.?\/)/.test(href)) {
    // `../x` means what it means to a browser on this page's URL (as in Docusaurus, and as the
    // content check reads it), not React Router's route-relative `..`, which leaves the docs.
    // A link naming the page's file (`/docs/x.html`) navigates to its route, the clean URL.
    const resolved = new URL(href, `http://site${pathname}`);
    const to = cleanPathname(resolved.pathname) + resolved.search + resolved.hash;
    return (
      <Link discover="none" to={to} {...rest}>
        {children}
      </Link>
    );
  }
  // Docusaurus's `pathname:///x`: a path of the site that is not one of its pages, loaded as is.
  if (href.startsWith("pathname://")) {
    return (
      <a href={withBase(href.slice("pathname://".length))} data-noBrokenLinkCheck {...rest}>
        {children}
      </a>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...rest}>
      {children}
    </a>
  );
}
