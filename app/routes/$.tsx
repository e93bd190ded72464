import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { getContentModel } from "~/lib/content.server";
import { bylinesOf, compileFile, mdxRefOf } from "~/lib/docs-page.server";
import { fetchRouteData } from "~/lib/static-data";
import { loadMdxModule } from "~/lib/mdx-runtime";
import type { DocsRouteData, MdxRef } from "~/lib/content-types";
import { loadDocsRoute } from "~/lib/docs-page.server";
import { DocsRouteView } from "~/components/DocsRouteView";
import { docsMeta } from "~/lib/docs-meta";
import { MdxContent } from "~/components/MdxContent";
import { errorPageMeta, pageMeta } from "~/lib/meta";
import type { Byline } from "~/lib/content-types";
import { PageByline } from "~/components/PageByline";

interface StandalonePageData {
  route: string;
  title: string;
  description?: string;
  mdx: MdxRef;
  authors: Byline[];
  /** Its MDX starts with its own h1 (a Docusaurus src/pages page), which is its title. */
  contentTitle?: boolean;
}

// Standalone MDX pages from content/pages (e.g. /markdown-page), docs of a site whose routeBasePath
// is not `docs`; any other path is the not-found page.
export async function loader({ params }: LoaderFunctionArgs) {
  const model = getContentModel();
  const route = `/${params["*"] ?? ""}`.replace(/\/+$/, "");
  if (model.docsRoutes.has(route)) return await loadDocsRoute(route);
  const page = model.pages.get(route);
  if (!page) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  const compiled = await compileFile(model, page.file);
  return {
    route: page.route,
    title: page.title,
    description: page.frontMatter.description ?? compiled.excerpt,
    mdx: mdxRefOf(compiled),
    authors: bylinesOf(page.frontMatter),
    ...(compiled.contentTitle ? { contentTitle: true } : {}),
  } satisfies StandalonePageData;
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
      ? pageMeta(matches, { route: data.route, title: data.title, description: data.description, type: "article" })
      : errorPageMeta(matches);

export default function StandalonePage() {
  const loaded = useLoaderData<typeof clientLoader>() as StandalonePageData | DocsRouteData;
  if ("kind" in loaded) return <DocsRouteView data={loaded} />;
  const data = loaded;
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
