import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { loadHomeRoute, type HomeRouteData } from "~/lib/home-data.server";
import { fetchRouteData } from "~/lib/static-data";
import type { DocsRouteData, StandalonePageData } from "~/lib/content-types";
import { HomeSections, HomeTasks } from "~/components/HomeTasks";
import { docsMeta, pageMeta } from "~/lib/meta";
import { site } from "~/site.config";

// A doc or a Markdown page at `/` is rare (docs-only sites): their views load when one is there,
// so the home page of every other site carries none of their code.
const loadView = () => import("~/components/HomeDocView");
const DocsRouteView = lazy(() => loadView().then((module) => ({ default: module.DocsRouteView })));
const StandalonePage = lazy(() => loadView().then((module) => ({ default: module.StandalonePage })));

export async function loader() {
  return loadHomeRoute();
}

export async function clientLoader(args: ClientLoaderFunctionArgs) {
  const data = await fetchRouteData<HomeRouteData>(args);
  // Ready before the navigation renders it.
  if ("kind" in data || "mdx" in data) {
    const view = await loadView();
    if ("mdx" in data) await view.loadMdxModule(data.mdx);
  }
  return data;
}

// The site's own name and tagline: the engine adds no words of its own (another site's home is not "guides, API reference and policies").
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data && "kind" in data
    ? docsMeta(matches, data as DocsRouteData)
    : data && "mdx" in data
      ? pageMeta(matches, { route: "/", title: data.title, description: data.description, type: "article", head: data.head })
      : pageMeta(matches, { route: "/", documentTitle: site.tagline ? `${site.title} ${site.titleDelimiter} ${site.tagline}` : site.title });

export default function Home() {
  const data = useLoaderData<typeof clientLoader>() as HomeRouteData;
  if ("kind" in data || "mdx" in data) {
    // Until its code has arrived, a hydrating page keeps the server's HTML (React leaves a
    // suspended boundary as it was rendered); a navigation has loaded it already (clientLoader).
    return <Suspense fallback={null}>{"kind" in data ? <DocsRouteView data={data} /> : <StandalonePage data={data as StandalonePageData} />}</Suspense>;
  }
  const { home } = data;
  return (
    <main id="main" tabIndex={-1} className="home">
      <HomeTasks home={home} />
      <HomeSections sections={home.sections} />
    </main>
  );
}
