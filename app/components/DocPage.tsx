import type { DocPageData } from "~/lib/content-types";
import { DocLayout } from "./DocLayout";
import { MdxContent } from "./MdxContent";
import { DocFooter } from "./DocFooter";
import { CopyPageButton } from "./CopyPageButton";
import { PageByline } from "./PageByline";

export function DocPage({ data }: { data: DocPageData }) {
  return (
    <DocLayout frame={data} route={data.route} toc={data.hideTableOfContents ? undefined : data.toc}>
      <article className="markdown">
        <div className="doc-title">
          <h1>{data.title}</h1>
          <CopyPageButton route={data.route} />
        </div>
        <PageByline authors={data.authors} />
        <MdxContent mdx={data.mdx} />
      </article>
      <DocFooter {...data.footer} />
    </DocLayout>
  );
}
