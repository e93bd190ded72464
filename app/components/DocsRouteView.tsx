import type { DocsRouteData } from "~/lib/content-types";
import { DocPage } from "./DocPage";
import { CategoryPage } from "./CategoryPage";
import { DocTagsPage } from "./DocTagsPage";

/** Whichever docs page a route holds: a doc, a category's index, a version's tags or one tag's docs. */
export function DocsRouteView({ data }: { data: DocsRouteData }) {
  if (data.kind === "doc") return <DocPage data={data} />;
  if (data.kind === "category") return <CategoryPage data={data} />;
  return <DocTagsPage data={data} />;
}
