import { json, type MetaFunction } from "@remix-run/node";
import { useLoaderData, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { loadHomeRoute } from "~/lib/home-data.server";
import { fetchRouteData } from "~/lib/static-data";
import { loadMdxModule } from "~/lib/mdx-runtime";
import type { DocsRouteData, HomePage, StandalonePageData } from "~/lib/content-types";
import { HomeSections, HomeTasks } from "~/components/HomeTasks";
import { pageMeta } from "~/lib/meta";
import { docsMeta } from "~/lib/docs-meta";
import { site } from "~/site.config";

type HomeRouteData = { home: HomePage } | DocsRouteData | StandalonePageData;

// A doc or a Markdown page at `/` (a Docusaurus site in docs-only mode, or with src/pages/index.md)
// is drawn by the views the other routes use, loaded only then: the usual home page carries none
// of their code.
const loadDocsView = () => import("~/components/DocsRouteView");
const loadPageView = () => import("~/components/StandalonePageView");
const DocsRouteView = lazy(() => loadDocsView().then((module) => ({ default: module.DocsRouteView })));
const StandalonePageView = lazy(() => loadPageView().then((module) => ({ default: module.StandalonePageView })));

export async function loader() {
  return json(await loadHomeRoute());
}

export async function clientLoader(args: ClientLoaderFunctionArgs) {
  const data = await fetchRouteData<HomeRouteData>(args);
  if ("mdx" in data) await Promise.all([loadMdxModule(data.mdx), "kind" in data ? loadDocsView() : loadPageView()]);
  else if ("kind" in data) await loadDocsView();
  return data;
}

// The site's own name and tagline: the engine adds no words of its own (another site's home is not "guides, API reference and policies").
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const loaded = data as HomeRouteData | undefined;
  if (loaded && "kind" in loaded) return docsMeta(matches, loaded);
  if (loaded && "mdx" in loaded) return pageMeta(matches, { route: "/", title: loaded.title, description: loaded.description, type: "article" });
  return pageMeta(matches, { route: "/", documentTitle: site.tagline ? `${site.title} ${site.titleDelimiter} ${site.tagline}` : site.title });
};

export default function Home() {
  const data = useLoaderData<typeof clientLoader>() as HomeRouteData;
  if ("kind" in data || "mdx" in data) {
    return <Suspense fallback={null}>{"kind" in data ? <DocsRouteView data={data} /> : <StandalonePageView data={data} />}</Suspense>;
  }
  return (
    <main id="main" tabIndex={-1} className="home">
      <HomeTasks home={data.home} />
      <HomeSections sections={data.home.sections} />
    </main>
  );
}
