// Writes the two search files: the documents with their options, and the word index of their
// full text, which picks the records Fuse then scores in the browser.

import { site } from "~/site.config";
import { buildWordIndex, recordWords, type RecordWords } from "./word-index";
import type { SearchDoc, SearchDocFile, SearchOptions } from "./search-types";

/**
 * How much of a section's text the browser gets: Fuse scores and highlights it and the snippet
 * is cut from it. The rest of the text counts for finding records through the word index only,
 * which is what keeps search-doc.json a fraction of the site's text.
 */
export const SHIPPED_TEXT_LENGTH = 300;

/** The start of a text, ended at a word boundary, with an ellipsis when something was left out. */
export function textStart(text: string, length = SHIPPED_TEXT_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.lastIndexOf(" ", length);
  return `${text.slice(0, cut > length / 2 ? cut : length).trimEnd()}…`;
}

/** A search record as the build keeps it: the document as shipped (its text cut) and its words. */
export interface IndexedRecord {
  doc: SearchDoc;
  words: RecordWords;
}

export function indexRecords(docs: SearchDoc[]): IndexedRecord[] {
  return docs.map((doc) => ({ doc: { ...doc, text: textStart(doc.text) }, words: recordWords(doc) }));
}

export function buildSearchFiles(records: IndexedRecord[]): { doc: string; index: string } {
  // Sorted, so the same content always gives the same files.
  const sorted = [...records].sort((a, b) => (a.doc.url < b.doc.url ? -1 : a.doc.url > b.doc.url ? 1 : 0));
  const options: SearchOptions = { ...site.search };
  const file: SearchDocFile = { searchDocs: sorted.map((record) => record.doc), options };
  return { doc: JSON.stringify(file), index: JSON.stringify(buildWordIndex(sorted.map((record) => record.words))) };
}
