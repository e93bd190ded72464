import type { DocPageData } from "~/lib/content-types";
import { DocLayout } from "./DocLayout";
import { MdxContent } from "./MdxContent";
import { DocFooter } from "./DocFooter";
import { DocBanners } from "./DocBanners";
import { Link } from "@remix-run/react";
import { CopyPageButton } from "./CopyPageButton";
import { PageByline } from "./PageByline";

export function DocPage({ data }: { data: DocPageData }) {
  return (
    <DocLayout frame={data} route={data.route} toc={data.hideTableOfContents ? undefined : data.toc}>
      <DocBanners data={data} />
      <article className="markdown">
        {/* No title heading for `title: ""` (react-native-ui-lib's component pages draw their own), as in Docusaurus. */}
        {!data.hideTitle && !data.contentTitle && data.title ? (
          <div className="doc-title">
            <h1>{data.title}</h1>
            <CopyPageButton route={data.route} />
          </div>
        ) : (
          <CopyPageButton route={data.route} />
        )}
        <PageByline authors={data.authors} />
        <MdxContent mdx={data.mdx} />
      </article>
      {data.tags.length > 0 && (
        <p className="doc-tags-line">
          <b>Tags:</b>{" "}
          {data.tags.map((tag) => (
            <Link discover="none" key={tag.href} to={tag.href} className="doc-tag" rel="tag">
              {tag.label}
            </Link>
          ))}
        </p>
      )}
      <DocFooter {...data.footer} />
    </DocLayout>
  );
}
