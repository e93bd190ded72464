import { lazy, Suspense } from "react";
import type { DocsRouteData } from "~/lib/content-types";
import { DocPage } from "./DocPage";
import { DocLayout } from "./DocLayout";
import { DocBannersSlot, preloadBanners } from "./DocBannersSlot";

// A category's generated index and the tag pages are a few pages of a site: their views are loaded
// when one is shown, so that every doc page does not carry their code. The frame around them is
// rendered here: a lazy view that imported it would split it into chunks of its own.
const loadCategoryPage = () => import("./CategoryPage");
const loadTagsPage = () => import("./DocTagsPage");
const CategoryPage = lazy(() => loadCategoryPage().then((module) => ({ default: module.CategoryPage })));
const DocTagsPage = lazy(() => loadTagsPage().then((module) => ({ default: module.DocTagsPage })));

/**
 * Loads the code a route's view needs before a navigation renders it (the docs routes'
 * clientLoader), so that the page is not shown in parts.
 */
export function preloadDocsView(data: DocsRouteData): Promise<unknown> {
  const banners = data.kind === "doc" || data.kind === "category" ? preloadBanners(data) : undefined;
  const view = data.kind === "category" ? loadCategoryPage() : data.kind === "doc" ? undefined : loadTagsPage();
  return Promise.all([banners, view]);
}

/** Whichever docs page a route holds: a doc, a category's index, a version's tags or one tag's docs. */
export function DocsRouteView({ data }: { data: DocsRouteData }) {
  if (data.kind === "doc") return <DocPage data={data} />;
  return (
    <DocLayout frame={data} route={data.route}>
      {/* Docusaurus shows the version's banner on a category's index, not on tag pages. */}
      {data.kind === "category" && <DocBannersSlot data={data} />}
      {/* A hydrating page keeps the server's HTML until its view's code arrives; a navigation has loaded it (preloadDocsView). */}
      <Suspense fallback={null}>{data.kind === "category" ? <CategoryPage data={data} /> : <DocTagsPage data={data} />}</Suspense>
    </DocLayout>
  );
}
