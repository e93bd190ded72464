import { getContentModel } from "./content.server";
import type { Author } from "./content-types";

export function listAuthors(): Author[] {
  return getContentModel().authors;
}

/** The author whose page is `/blog/authors/<slug>`. */
export function findAuthor(slug: string): Author | undefined {
  return listAuthors().find((author) => author.slug === slug);
}
