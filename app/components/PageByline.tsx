import { Link } from "@remix-run/react";
import type { Byline } from "~/lib/content-types";

/** "Written by" and the page's authors, each linking to their author page (which lists their pages). */
export function PageByline({ authors }: { authors: Byline[] }) {
  if (!authors.length) return null;
  return (
    <p className="page-byline">
      Written by{" "}
      {authors.map((author, i) => (
        <span key={author.key}>
          {i > 0 && (i === authors.length - 1 ? " and " : ", ")}
          <Link discover="none" to={`/blog/authors/${author.key}`} rel="author">
            {author.name}
          </Link>
          {author.title && <span className="page-byline-title"> ({author.title})</span>}
        </span>
      ))}
    </p>
  );
}
