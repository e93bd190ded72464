// Writes the two search files: the documents with their options, and the serialized Fuse index,
// so the browser never builds the index itself.

import Fuse from "fuse.js";
import { site } from "~/site.config";
import { fuseOptions } from "./fuse-options";
import type { SearchDoc, SearchDocFile, SearchOptions } from "./search-types";

/** How much of each section's text the Fuse index holds. */
const INDEXED_TEXT_LENGTH = 300;

export function buildSearchFiles(records: SearchDoc[]): { doc: string; index: string } {
  // Sorted, so the same content always gives the same files.
  const searchDocs = [...records].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const options: SearchOptions = { ...site.search };
  // Fuse scores and highlights the start of a section's text; the full text (for finding records
  // and for snippets) is in search-doc.json already, so the index does not carry it twice.
  const index = Fuse.createIndex(fuseOptions(options).keys!, searchDocs, {
    getFn: (doc, key) => {
      const name = Array.isArray(key) ? key.join(".") : key;
      const value = doc[name as keyof SearchDoc];
      return name === "text" && typeof value === "string" ? value.slice(0, INDEXED_TEXT_LENGTH) : (value as string);
    },
  });
  const file: SearchDocFile = { searchDocs, options };
  return { doc: JSON.stringify(file), index: JSON.stringify(index.toJSON()) };
}
