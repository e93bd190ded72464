import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { findAuthor, pagesBy, type AuthoredPage } from "~/lib/authors.server";
import { fetchRouteData } from "~/lib/static-data";
import type { Author } from "~/lib/content-types";
import { AuthorCard } from "~/components/AuthorCard";
import { errorPageMeta, pageMeta } from "~/lib/meta";

export async function loader({ params }: LoaderFunctionArgs) {
  const author = findAuthor(params.name ?? "");
  if (!author) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return { author, pages: pagesBy(author.key) };
}

export const clientLoader = (args: ClientLoaderFunctionArgs) => fetchRouteData<{ author: Author; pages: AuthoredPage[] }>(args);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? pageMeta(matches, {
        route: `/blog/authors/${data.author.slug}`,
        title: data.author.name,
        description: `${data.author.name}${data.author.title ? `, ${data.author.title}` : ""}.`,
        type: "profile",
      })
    : errorPageMeta(matches);

export default function AuthorPage() {
  const { author, pages } = useLoaderData<typeof clientLoader>();
  return (
    <main id="main" tabIndex={-1} className="container page-main">
      <nav aria-label="Breadcrumbs" className="breadcrumbs">
        <ol>
          <li>
            <Link discover="none" to="/blog/authors">Authors</Link>
          </li>
          <li aria-current="page">{author.name}</li>
        </ol>
      </nav>
      <AuthorCard author={author} headingLevel={1} />
      {author.bio && <p className="author-bio">{author.bio}</p>}
      <section aria-labelledby="author-pages" className="author-pages">
        <h2 id="author-pages">Pages by {author.name}</h2>
        {pages.length ? (
          <ul>
            {pages.map((page) => (
              <li key={page.href}>
                <Link discover="none" to={page.href}>
                  {page.title}
                </Link>
                {page.description && <p className="author-page-description">{page.description}</p>}
              </li>
            ))}
          </ul>
        ) : (
          <p>No pages yet.</p>
        )}
      </section>
    </main>
  );
}
