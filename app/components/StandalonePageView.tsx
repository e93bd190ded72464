import type { StandalonePageData } from "~/lib/content-types";
import { MdxContent } from "./MdxContent";
import { PageByline } from "./PageByline";

/** A page outside the docs (content/pages, a Docusaurus site's src/pages Markdown): its title, byline and text. */
export function StandalonePageView({ data }: { data: StandalonePageData }) {
  return (
    <main id="main" tabIndex={-1} className="container page-main">
      <article className="markdown standalone">
        {!data.contentTitle && <h1>{data.title}</h1>}
        <PageByline authors={data.authors} />
        <MdxContent mdx={data.mdx} />
      </article>
    </main>
  );
}
