import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { listAuthors } from "~/lib/authors.server";
import { fetchRouteData } from "~/lib/static-data";
import type { Author } from "~/lib/content-types";
import { AuthorCard } from "~/components/AuthorCard";
import { pageMeta } from "~/lib/meta";
import { site } from "~/site.config";

export async function loader() {
  return { authors: listAuthors() };
}

export const clientLoader = (args: ClientLoaderFunctionArgs) => fetchRouteData<{ authors: Author[] }>(args);

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { route: "/blog/authors", title: "Authors", description: `The people who write ${site.title}.` });

export default function AuthorsIndex() {
  const { authors } = useLoaderData<typeof clientLoader>();
  return (
    <main id="main" tabIndex={-1} className="container page-main">
      <h1>Authors</h1>
      <p className="lead">The maintainers who write and review {site.title}.</p>
      <ul className="author-list">
        {authors.map((author) => (
          <li key={author.key}>
            <AuthorCard author={author} />
            <Link discover="none" to={`/blog/authors/${author.slug}`} className="author-more" aria-label={`About ${author.name}`}>
              About {author.name.split(" ")[0]} →
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
