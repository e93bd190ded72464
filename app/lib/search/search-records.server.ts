// What the search index holds for each route: the page itself and each of its h2/h3 sections.

import { getContentModel } from "../content.server";
import { compileFile, findTrail } from "../docs-page.server";
import { compiledBody } from "../mdx.server";
import type { TextSection } from "../mdx-plugins.server";
import type { SearchDoc } from "./search-types";

/**
 * The route's records. `rendered`: the sections of its rendered article (renderedSections()), asked
 * for only by the routes whose records hold their text; without them (no render, or no article) a
 * page's sections come from its source.
 */
export async function searchRecordsFor(route: string, rendered?: () => TextSection[] | undefined): Promise<SearchDoc[]> {
  const model = getContentModel();
  const routed = model.docsRoutes.get(route);
  if (routed?.kind === "doc") {
    const { doc } = routed;
    // Search, like the sidebar, leaves unlisted docs out (Docusaurus does too).
    if (doc.unlisted) return [];
    const sidebar = doc.sidebarName ? model.versions.find((v) => v.info.name === doc.version.name)?.sidebars.get(doc.sidebarName) : undefined;
    const breadcrumb = (findTrail(sidebar ?? [], route) ?? []).slice(0, -1).map((crumb) => crumb.label);
    const compiled = await compileFile(model, doc.file);
    const version = doc.version.name;
    const keywords = keywordsFor(route, [doc.sidebarLabel, ...breadcrumb]);
    return (rendered?.() ?? compiledBody(compiled).sections).map((section) => ({
      title: doc.title,
      heading: section.heading,
      keywords,
      // The page record leads with its description, which is what a reader scans first.
      text: section.id ? section.text : [doc.description, section.text].filter(Boolean).join(" — "),
      url: section.id ? `${route}#${section.id}` : route,
      page: route,
      breadcrumb,
      version,
    }));
  }
  if (routed?.kind === "category") {
    const { index } = routed;
    const items = index.category.items.map((item) => item.label).join(", ");
    return [
      {
        title: index.title,
        heading: "",
        keywords: keywordsFor(route, [index.category.label]),
        text: [index.description, items].filter(Boolean).join(" — "),
        url: route,
        page: route,
        breadcrumb: [],
        version: index.version.name,
      },
    ];
  }
  const page = model.pages.get(route);
  if (page) {
    const compiled = await compileFile(model, page.file);
    return (rendered?.() ?? compiledBody(compiled).sections).map((section) => ({
      title: page.title,
      heading: section.heading,
      keywords: keywordsFor(route, []),
      text: section.text,
      url: section.id ? `${route}#${section.id}` : route,
      page: route,
      breadcrumb: [],
      version: "",
    }));
  }
  const author = model.authors.find((a) => a.page !== false && `/blog/authors/${a.slug}` === route);
  if (author) {
    return [
      {
        title: author.name,
        heading: "",
        keywords: keywordsFor(route, ["author"]),
        text: [author.title, author.bio].filter(Boolean).join(" — "),
        url: route,
        page: route,
        breadcrumb: ["Authors"],
        version: "",
      },
    ];
  }
  if (route === "/blog/authors") {
    return [{ title: "Authors", heading: "", keywords: "authors maintainers blog", text: model.authors.filter((a) => a.page !== false).map((a) => `${a.name}, ${a.title ?? ""}`).join("; "), url: route, page: route, breadcrumb: [], version: "" }];
  }
  return [];
}

/** `/docs/api/account/set-profilebanner` → "set profilebanner account", plus the given labels. */
function keywordsFor(route: string, labels: string[]): string {
  const segments = route.split("/").filter((s) => s && s !== "docs").reverse().slice(0, 2);
  return [...new Set([...segments.flatMap((s) => s.split(/[-_]/)), ...labels])].join(" ");
}
