import type { DocPageData } from "~/lib/content-types";
import { DocLayout } from "./DocLayout";
import { MdxContent } from "./MdxContent";
import { DocFooter } from "./DocFooter";

export function DocPage({ data }: { data: DocPageData }) {
  return (
    <DocLayout frame={data} route={data.route} toc={data.hideTableOfContents ? undefined : data.toc}>
      <article className="markdown">
        {!data.contentTitle && <h1>{data.title}</h1>}
        <MdxContent mdx={data.mdx} />
      </article>
      <DocFooter {...data.footer} />
    </DocLayout>
  );
}
