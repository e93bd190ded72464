import { authorKeysOf, getContentModel } from "./content.server";
import type { DocFrontMatter } from "./front-matter.server";
import type { Author, Byline, SidebarItem } from "./content-types";

/** The authors who have a page (`/blog/authors/<slug>`), as the authors page lists them. */
export function listAuthors(): Author[] {
  return getContentModel().authors.filter((author) => author.page !== false);
}

/** The author whose page is `/blog/authors/<slug>`. */
export function findAuthor(slug: string): Author | undefined {
  return listAuthors().find((author) => author.slug === slug);
}

/** The byline of a page: its front matter `authors`, as authors.yml describes them (the content check rejects unknown keys). */
export function bylinesOf(frontMatter: DocFrontMatter): Byline[] {
  return authorKeysOf(frontMatter).flatMap((key) => {
    const author = findAuthor(key);
    return author ? [{ key, name: author.name, title: author.title, imageUrl: author.imageUrl }] : [];
  });
}

/** A page an author wrote, as their author page lists it. */
export interface AuthoredPage {
  title: string;
  href: string;
  description?: string;
}

/**
 * The pages `key` wrote: the current docs in sidebar order, then the standalone pages. Older
 * versions are left out: they repeat the current pages under the same titles.
 */
export function pagesBy(key: string): AuthoredPage[] {
  const model = getContentModel();
  const current = model.versions[0];
  const wrote = (frontMatter: DocFrontMatter) => authorKeysOf(frontMatter).includes(key);
  const docs = current ? current.docs.filter((doc) => wrote(doc.frontMatter)) : [];
  const order = new Map<string, number>();
  const walk = (items: SidebarItem[]) => items.forEach((item) => (item.href && !order.has(item.href) && order.set(item.href, order.size), item.type === "category" && walk(item.items)));
  for (const sidebar of current?.sidebars.values() ?? []) walk(sidebar);
  return [
    ...docs.sort((a, b) => (order.get(a.route) ?? order.size) - (order.get(b.route) ?? order.size)).map((doc) => ({ title: doc.title, href: doc.route, description: doc.description })),
    ...[...model.pages.values()].filter((page) => wrote(page.frontMatter)).map((page) => ({ title: page.title, href: page.route, description: page.description })),
  ];
}
