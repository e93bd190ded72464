import type { CategoryPageData } from "~/lib/content-types";
import { DocLayout } from "./DocLayout";
import { DocBanners } from "./DocBanners";
import { DocCards } from "./DocCards";

export function CategoryPage({ data }: { data: CategoryPageData }) {
  return (
    <DocLayout frame={data} route={data.route}>
      <DocBanners data={data} />
      <header className="markdown">
        <h1>{data.title}</h1>
        {data.description && <p className="lead">{data.description}</p>}
      </header>
      <DocCards cards={data.cards} />
    </DocLayout>
  );
}
