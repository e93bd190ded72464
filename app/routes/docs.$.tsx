import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { loadDocsSplat } from "~/lib/docs-route.server";
import { fetchRouteData } from "~/lib/static-data";
import { loadMdxModule } from "~/lib/mdx-runtime";
import type { DocsRouteData } from "~/lib/content-types";
import { DocsRouteView } from "~/components/DocsRouteView";
import { docsMeta, errorPageMeta } from "~/lib/meta";

export async function loader({ params }: LoaderFunctionArgs) {
  const data = await loadDocsSplat(params["*"] ?? "");
  if (!data) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return data;
}

export async function clientLoader(args: ClientLoaderFunctionArgs) {
  const data = await fetchRouteData<DocsRouteData>(args);
  if (data.kind === "doc") await loadMdxModule(data.mdx);
  return data;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? docsMeta(matches, data as DocsRouteData) : errorPageMeta(matches));

export default function DocsRoute() {
  return <DocsRouteView data={useLoaderData<typeof clientLoader>() as DocsRouteData} />;
}
