// /llms.txt and /llms-full.txt, for readers who hand the docs to an AI assistant. llms.txt follows
// the llms.txt proposal (llmstxt.org): an H1 with the site's name, a blockquote summary, then one
// H2 section per sidebar with a link and a line of description per page, and an "Optional" section
// for what can be skipped. llms-full.txt is every current doc page's Markdown, in sidebar order.
import type { ContentModel } from "../content.server";
import { flatten } from "../docs-page.server";
import { markdownUrlFor } from "./markdown-url";
import type { NavbarItem } from "~/site.config";

export interface ReaderFilesInput {
  model: ContentModel;
  /** The site's name and one-sentence summary (the llms.txt H1 and blockquote). */
  title: string;
  summary: string;
  /** Absolute origin and base path the links start with: `https://docs.example.org/base`. */
  siteUrl: string;
  /**
   * The navbar's sections: a sidebar is titled after the section that leads into it (by version
   * name, the sidebar its target is in: a docSidebar item's own), else after one whose link it holds.
   */
  sections: { label: string; href: string; sidebarByVersion?: Record<string, string | undefined> }[];
  /** A doc page's Markdown as the build wrote it (`<route>.md`), or undefined if it has none. */
  markdownOf: (route: string) => string | undefined;
}

/** The navbar's sections, each with the sidebar its navbar item leads into in each version. */
export function readerSections(sections: { label: string; href: string }[], items: readonly NavbarItem[]): ReaderFilesInput["sections"] {
  return sections.map((section) => {
    const item = items.find((i) => i.type === "link" && i.href === section.href && i.label === section.label);
    const byVersion = item?.type === "link" ? item.byVersion : undefined;
    return byVersion ? { ...section, sidebarByVersion: Object.fromEntries(Object.entries(byVersion).map(([version, target]) => [version, target.sidebar])) } : section;
  });
}

interface ListedPage {
  route: string;
  title: string;
  description?: string;
}

export function readerFiles({ model, title, summary, siteUrl, sections, markdownOf }: ReaderFilesInput): { "llms.txt": string; "llms-full.txt": string } {
  // The default instance's current version, then each other docs plugin instance (whose versions
  // are not built): all of them are the site's current docs.
  const current = [...new Set([model.versions[0], ...model.versions.filter((version) => version.info.instance)])].filter(Boolean);
  const groups = current.flatMap((version) => [...version.sidebars].map(([name, sidebar]) => ({ version, name, sidebar }))).map(({ version, name, sidebar }) => {
    const routes = flatten(sidebar).map((link) => link.href);
    // Two sidebars may hold the same page (ory's start with the same doc): a section that says
    // which sidebar it leads into names that one only.
    const leadsInto = (section: ReaderFilesInput["sections"][number]) => {
      const own = section.sidebarByVersion?.[version.info.name];
      return own ? own === name : routes.includes(section.href);
    };
    const label = sections.find((section) => leadsInto(section) && typeof section.label === "string")?.label ?? name;
    return { label, pages: routes.flatMap((route) => listed(model, route)) };
  });
  // Each page's Markdown is read once (a file per page, read back from the output).
  const withMarkdown = groups.map((group) => ({
    ...group,
    pages: group.pages.flatMap((page) => {
      const markdown = markdownOf(page.route);
      return markdown === undefined ? [] : [{ ...page, markdown }];
    }),
  }));
  const line = (page: ListedPage, url: string) => `- [${page.title}](${url})${page.description ? `: ${oneLine(page.description)}` : ""}`;

  const llms = [
    `# ${title}`,
    `> ${oneLine(summary)}`,
    `Every page listed here is Markdown: the page's address plus \`.md\`. [The whole documentation in one file](${siteUrl}/llms-full.txt) holds them all, in this order.`,
    ...withMarkdown.filter((group) => group.pages.length).map((group) => [`## ${group.label}`, group.pages.map((page) => line(page, siteUrl + markdownUrlFor(page.route))).join("\n")].join("\n\n")),
    ...optionalSection(model, siteUrl, line),
  ].join("\n\n");

  const full = [
    `# ${title}`,
    `> ${oneLine(summary)}`,
    ...withMarkdown.flatMap((group) =>
      group.pages.map((page) => {
        const markdown = page.markdown.trim();
        // The source address goes right under the page's own heading, so each part can be cited.
        const end = markdown.indexOf("\n");
        const source = `Source: ${siteUrl}${page.route}`;
        return end < 0 ? `${markdown}\n${source}` : `${markdown.slice(0, end)}\n${source}${markdown.slice(end)}`;
      }),
    ),
  ].join("\n\n---\n\n");

  return { "llms.txt": `${llms}\n`, "llms-full.txt": `${full}\n` };
}

/** Standalone pages (such as a contributors' guide) are useful but not needed to use the product. */
function optionalSection(model: ContentModel, siteUrl: string, line: (page: ListedPage, url: string) => string): string[] {
  const pages = [...model.pages.values()];
  if (!pages.length) return [];
  return [`## Optional\n\n${pages.map((page) => line(page, siteUrl + page.route)).join("\n")}`];
}

function listed(model: ContentModel, route: string): ListedPage[] {
  const page = model.docsRoutes.get(route);
  if (page?.kind === "doc") return [{ route, title: page.doc.title, description: page.doc.description }];
  if (page?.kind === "category") return [{ route, title: page.index.title, description: page.index.description }];
  return [];
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
