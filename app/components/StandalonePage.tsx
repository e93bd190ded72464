import type { StandalonePageData } from "~/lib/content-types";
import { MdxContent } from "./MdxContent";
import { PageByline } from "./PageByline";

/** A Markdown page of the site's own: its title (unless its Markdown starts with one), byline and text. */
export function StandalonePage({ data }: { data: StandalonePageData }) {
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
