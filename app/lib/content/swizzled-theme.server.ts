// A Docusaurus site's `src/theme/`: components there replace the classic theme's of the same name
// (swizzling: `src/theme/DocItem/Footer` is the doc footer, `src/theme/MDXComponents` what Markdown
// elements render as). This engine has its own theme and cannot use them, so they are named in one
// warning rather than dropped in silence. A site also keeps its own components there (imported as
// `@theme/X` or `@site/src/theme/X`): those are not overrides, and pages importing them get them.

import fs from "node:fs";
import path from "node:path";
import { resolveSiteImport } from "../mdx/site-imports.server";

/**
 * The top-level components of Docusaurus 3's classic theme (@docusaurus/theme-classic and the
 * theme-common components it re-exports): a component under one of these names replaces it. Not
 * theme-mermaid's Mermaid: this engine has none, so a page's `@theme/Mermaid` is the site's own.
 */
const CLASSIC_THEME = new Set([
  "Admonition", "AnnouncementBar", "BackToTopButton", "Blog", "BlogArchivePage", "BlogLayout", "BlogListPage",
  "BlogListPaginator", "BlogPostItem", "BlogPostItems", "BlogPostPage", "BlogPostPaginator", "BlogSidebar",
  "BlogTagsListPage", "BlogTagsPostsPage", "CodeBlock", "CodeInline", "ColorModeToggle", "ContentVisibility",
  "Details", "DocBreadcrumbs", "DocCard", "DocCardList", "DocCategoryGeneratedIndexPage", "DocItem", "DocPaginator",
  "DocRoot", "DocSidebar", "DocSidebarItem", "DocSidebarItems", "DocTagDocListPage", "DocTagsListPage",
  "DocVersionBadge", "DocVersionBanner", "DocVersionRoot", "DocsRoot", "EditMetaRow", "EditThisPage",
  "ErrorPageContent", "Footer", "Heading", "Icon", "LastUpdated", "Layout", "Logo", "MDXComponents", "MDXContent",
  "MDXPage", "Navbar", "NavbarItem", "NotFound", "PaginatorNavLink", "Root", "SearchBar",
  "SearchMetadata", "SiteMetadata", "SkipToContent", "TOC", "TOCCollapsible", "TOCInline", "TOCItems", "TabItem",
  "Tabs", "Tag", "TagsListByLetter", "TagsListInline", "ThemedImage", "Unlisted",
]);

/** The classic theme's icons: a site's other components under `Icon/` are its own. */
const CLASSIC_ICONS = new Set([
  "Arrow", "Close", "Copy", "DarkMode", "Edit", "ExternalLink", "Home", "Language", "LightMode", "Menu", "Socials",
  "Success", "SystemColorMode", "WordWrap",
]);

/**
 * The components the classic theme keeps in its MDXComponents folder. A site's other files there
 * are its own components, which its MDXComponents imports from beside it and pages are given.
 */
const CLASSIC_MDX_COMPONENTS = new Set(["A", "Code", "Details", "Head", "Heading", "Img", "Li", "Pre", "Ul"]);

/**
 * Whether a component name under src/theme (`DocItem/Footer`, split) names one of the classic
 * theme's. Its components' names are capitalised: a lower-case file beside them
 * (`CodeBlock/highlighting-light.js`, a Prism theme the site's config requires) is the site's own.
 */
function replacesClassicComponent([top, sub, ...rest]: string[]): boolean {
  if (!CLASSIC_THEME.has(top)) return false;
  if ([sub, ...rest].some((part) => part !== undefined && !/^[A-Z]/.test(part))) return false;
  if (top === "Icon") return CLASSIC_ICONS.has(sub);
  if (top === "MDXComponents") return sub === undefined || CLASSIC_MDX_COMPONENTS.has(sub);
  return true;
}

const COMPONENT = /\.(jsx?|tsx?)$/;

/** The overrides of the classic theme under `<root>/src/theme`, as component names (`DocItem/Footer`), sorted. */
export function swizzledComponents(root: string, entries: (dir: string) => fs.Dirent[]): string[] {
  const dir = path.join(root, "src", "theme");
  if (!fs.existsSync(dir)) return [];
  const found = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of entries(folder)) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (COMPONENT.test(entry.name) && !entry.name.endsWith(".d.ts") && !/\.(test|spec)\./.test(entry.name)) {
        const name = path.relative(dir, file).replace(COMPONENT, "").split(path.sep).filter((part, i, all) => !(part === "index" && i === all.length - 1));
        if (replacesClassicComponent(name)) found.add(name.join("/"));
      }
    }
  };
  walk(dir);
  return [...found].sort();
}

/** The warning naming them, given to the `src/theme` folder. */
export function swizzledWarning(components: string[]): string {
  return `components written to replace parts of Docusaurus's theme (swizzled) are not used: this engine has its own theme: ${components.join(", ")}`;
}

/**
 * The site's own component a page's `@theme/<name>` import leads to (`src/theme/<name>` with the
 * extensions and folder index a site import has), as Docusaurus resolves the alias; undefined when
 * it has none or the name climbs out of src/theme.
 */
export function siteThemeFile(root: string, name: string): string | undefined {
  if (!name || name.split("/").some((part) => part === ".." || part === "." || part === "")) return undefined;
  return resolveSiteImport(`@site/src/theme/${name}`, root, root);
}
