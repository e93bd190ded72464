import { Link } from "@remix-run/react";
import type { PagerLink } from "~/lib/content-types";

export function Pager({ prev, next }: { prev?: PagerLink; next?: PagerLink }) {
  if (!prev && !next) return null;
  return (
    <nav aria-label="Docs pages" className="pager">
      {prev ? (
        <Link discover="none" to={prev.href} className="pager-link pager-prev" rel="prev">
          <span className="pager-sub">Previous</span>
          <span className="pager-label">« {prev.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link discover="none" to={next.href} className="pager-link pager-next" rel="next">
          <span className="pager-sub">Next</span>
          <span className="pager-label">{next.label} »</span>
        </Link>
      )}
    </nav>
  );
}
