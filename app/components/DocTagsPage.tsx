import { Link } from "@remix-run/react";
import type { TagPageData, TagsListPageData } from "~/lib/content-types";
import { DocLayout } from "./DocLayout";

/** A docs version's tags, or the docs with one tag (Docusaurus's DocTagsListPage and DocTagDocListPage). */
export function DocTagsPage({ data }: { data: TagsListPageData | TagPageData }) {
  return (
    <DocLayout frame={data} route={data.route}>
      <header className="markdown">
        <h1>{data.title}</h1>
        {data.kind === "tag" && data.description && <p className="lead">{data.description}</p>}
        {data.kind === "tag" && (
          <Link discover="none" to={data.allTagsHref}>
            View all tags
          </Link>
        )}
      </header>
      {data.kind === "tags" ? (
        <ul className="doc-tags">
          {data.tags.map((tag) => (
            <li key={tag.href}>
              <Link discover="none" to={tag.href} className="doc-tag">
                {tag.label} <span className="doc-tag-count">{tag.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="card-grid">
          {data.docs.map((doc) => (
            <li key={doc.href}>
              <Link discover="none" to={doc.href} className="card">
                <h2 className="card-title">{doc.title}</h2>
                {doc.description && <p className="card-description">{doc.description}</p>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DocLayout>
  );
}
