import { getContentModel } from "./content.server";
import type { Author } from "./content-types";

export function listAuthors(): Author[] {
  return getContentModel().authors;
}

export function findAuthor(key: string): Author | undefined {
  return listAuthors().find((author) => author.key === key);
}
