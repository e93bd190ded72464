import { Link } from "@remix-run/react";
import type { AnchorHTMLAttributes } from "react";

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** Internal routes navigate client-side; anything else is a plain link, external ones in a new tab. */
export function SmartLink({ href, children, ...rest }: Props) {
  if (/^(\/(?!\/)|\.\.?\/)/.test(href)) {
    return (
      <Link discover="none" to={href} {...rest}>
        {children}
      </Link>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...rest}>
      {children}
    </a>
  );
}
