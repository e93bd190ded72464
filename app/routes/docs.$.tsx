import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { loadDocsRoute } from "~/lib/docs-page.server";
import { joinRoute } from "~/lib/content.server";
import { fetchRouteData } from "~/lib/static-data";
import { loadMdxModule } from "~/lib/mdx-runtime";
import type { DocsRouteData } from "~/lib/content-types";
import { DocPage } from "~/components/DocPage";
import { CategoryPage } from "~/components/CategoryPage";
import { DocTagsPage } from "~/components/DocTagsPage";
import { errorPageMeta, pageMeta } from "~/lib/meta";

export async function loader({ params }: LoaderFunctionArgs) {
  const data = await loadDocsRoute(joinRoute("/docs", params["*"] ?? ""));
  if (!data) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return json(data);
}

export async function clientLoader(args: ClientLoaderFunctionArgs) {
  const data = await fetchRouteData<DocsRouteData>(args);
  if (data.kind === "doc") await loadMdxModule(data.mdx);
  return data;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? pageMeta(matches, {
        route: data.route,
        title: data.title,
        description: "description" in data ? data.description : undefined,
        type: "article",
        breadcrumbs: data.breadcrumbs,
        ...(data.kind === "doc" ? { noindex: data.noindex, keywords: data.keywords, image: data.image } : {}),
      })
    : errorPageMeta(matches);

export default function DocsRoute() {
  const data = useLoaderData<typeof clientLoader>() as DocsRouteData;
  if (data.kind === "doc") return <DocPage data={data} />;
  if (data.kind === "category") return <CategoryPage data={data} />;
  return <DocTagsPage data={data} />;
}
