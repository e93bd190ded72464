// A Markdown page of the site's own (content/pages, a Docusaurus site's src/pages), or a doc under
// another routeBasePath than `docs`: the catch-all route's data. That route imports only this
// server module (see docs-route.server.ts).
import { getContentModel, type ContentModel } from "./content.server";
import { bylinesOf, compileFile, loadDocsRoute, mdxRefOf, themeConfigFor } from "./docs-page.server";
import type { DocsRouteData, StandalonePageData } from "./content-types";

/** What the catch-all route shows at `route`: a doc there, else a page there, else nothing. */
export async function loadSitePath(route: string): Promise<DocsRouteData | StandalonePageData | undefined> {
  const model = getContentModel();
  if (model.docsRoutes.has(route)) return await loadDocsRoute(route);
  return loadStandalonePage(model, route);
}

/** The data of the page at `route`, or undefined when no page is there. */
export async function loadStandalonePage(model: ContentModel, route: string): Promise<StandalonePageData | undefined> {
  const page = model.pages.get(route);
  if (!page) return undefined;
  const compiled = await compileFile(model, page.file);
  return {
    route: page.route,
    title: page.title,
    description: page.frontMatter.description ?? compiled.excerpt,
    mdx: mdxRefOf(compiled),
    authors: bylinesOf(page.frontMatter),
    ...(compiled.contentTitle ? { contentTitle: true } : {}),
    ...themeConfigFor(compiled),
    ...(compiled.head ? { head: compiled.head } : {}),
  };
}
