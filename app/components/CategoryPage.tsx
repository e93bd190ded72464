import type { CategoryPageData } from "~/lib/content-types";
import { DocCards } from "./DocCards";

/** A category's generated index within the doc frame (DocsRouteView): its title, description and cards. */
export function CategoryPage({ data }: { data: CategoryPageData }) {
  return (
    <>
      <header className="markdown">
        <h1>{data.title}</h1>
        {data.description && <p className="lead">{data.description}</p>}
      </header>
      <DocCards cards={data.cards} />
    </>
  );
}
