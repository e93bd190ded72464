import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, type ClientLoaderFunctionArgs } from "@remix-run/react";
import { loadHomePageData } from "~/lib/home-data.server";
import { fetchRouteData } from "~/lib/static-data";
import type { HomePage } from "~/lib/content-types";
import { HomeSections, HomeTasks } from "~/components/HomeTasks";
import { pageMeta } from "~/lib/meta";
import { site } from "~/site.config";

export async function loader() {
  return loadHomePageData();
}

export const clientLoader = (args: ClientLoaderFunctionArgs) => fetchRouteData<{ home: HomePage }>(args);

// The site's own name and tagline: the engine adds no words of its own (another site's home is not "guides, API reference and policies").
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { route: "/", documentTitle: site.tagline ? `${site.title} ${site.titleDelimiter} ${site.tagline}` : site.title });

export default function Home() {
  const { home } = useLoaderData<typeof clientLoader>();
  return (
    <main id="main" tabIndex={-1} className="home">
      <HomeTasks home={home} />
      <HomeSections sections={home.sections} />
    </main>
  );
}
