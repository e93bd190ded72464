import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { fetchRouteData } from "~/lib/static-data";
import { loadMdxModule } from "~/lib/mdx-runtime";
import type { DocsRouteData, StandalonePageData } from "~/lib/content-types";
import { loadSitePath } from "~/lib/standalone-page.server";
import { DocsRouteView } from "~/components/DocsRouteView";
import { StandalonePage } from "~/components/StandalonePage";
import { docsMeta, errorPageMeta, pageMeta } from "~/lib/meta";

// Standalone MDX pages from content/pages (e.g. /markdown-page), docs of a site whose routeBasePath
// is not `docs`; any other path is the not-found page.
export async function loader({ params }: LoaderFunctionArgs) {
  const data = await loadSitePath(`/${params["*"] ?? ""}`.replace(/\/+$/, ""));
  if (!data) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return data;
}

export async function clientLoader(args: ClientLoaderFunctionArgs) {
  const data = await fetchRouteData<StandalonePageData | DocsRouteData>(args);
  if (!("kind" in data) || data.kind === "doc") await loadMdxModule(data.mdx);
  return data;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data && "kind" in data
    ? docsMeta(matches, data as DocsRouteData)
    : data
      ? pageMeta(matches, { route: data.route, title: data.title, description: data.description, type: "article", head: data.head })
      : errorPageMeta(matches);

export default function StandaloneOrDocsRoute() {
  const loaded = useLoaderData<typeof clientLoader>() as StandalonePageData | DocsRouteData;
  return "kind" in loaded ? <DocsRouteView data={loaded} /> : <StandalonePage data={loaded} />;
}
