import type { MetaArgs, MetaDescriptor } from "@remix-run/react";
import type { DocsRouteData } from "./content-types";
import { pageMeta } from "./meta";

/** A docs page's head tags, for the docs route and for docs the catch-all route answers (another routeBasePath). */
export function docsMeta(matches: MetaArgs["matches"], data: DocsRouteData): MetaDescriptor[] {
  return pageMeta(matches, {
    route: data.route,
    title: data.title,
    description: "description" in data ? data.description : undefined,
    type: "article",
    breadcrumbs: data.breadcrumbs || undefined,
    ...(data.kind === "doc" ? { noindex: data.noindex, keywords: data.keywords, image: data.image } : {}),
    ...(data.kind === "tag" || data.kind === "tags" ? { noindex: data.noindex } : {}),
  });
}
