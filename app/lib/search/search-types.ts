// The search files' shapes, shared by the build (writer) and the browser (reader).

export interface SearchDoc {
  /** Page title. */
  title: string;
  /** The section's heading; empty for the page record itself. */
  heading: string;
  /** Words that name the page without being shown: its file name, sidebar label and categories. */
  keywords: string;
  /** Plain text of the section (or the page's introduction); in search-doc.json, only its start. */
  text: string;
  /** Link to the section: the page route with `#anchor`, or the page route. */
  url: string;
  /** The page route, for grouping hits by page. */
  page: string;
  /** Sidebar path to the page: category labels. */
  breadcrumb: string[];
  /** Docs version name, or "" for pages outside the docs. */
  version: string;
}

export interface SearchOptions {
  maxHits: number;
  highlightResult: boolean;
  /** Field weights: title > headings and keywords > text. */
  weights: { title: number; heading: number; keywords: number; text: number };
  threshold: number;
}

export interface SearchDocFile {
  searchDocs: SearchDoc[];
  options: SearchOptions;
}

/**
 * search-index.json: the word index of every record's full text. Record lists are ascending
 * record numbers (places in `searchDocs`) stored as gaps: the first number, then differences.
 */
export interface WordIndexFile {
  /** How many records it indexes: the length of `searchDocs`. */
  records: number;
  /** The vocabulary, sorted. */
  words: string[];
  /** Per word: records holding it in their title, heading or keywords. */
  named: number[][];
  /** Per word: records holding it only in their text. */
  text: number[][];
}

/** Paths of the two search files (withBase() turns them into URLs). */
export const SEARCH_DOC_PATH = "/search-doc.json";
export const SEARCH_INDEX_PATH = "/search-index.json";

/** The Fuse keys, in one place so the index built at build time matches the browser's queries. */
export const SEARCH_KEYS = ["title", "heading", "keywords", "text"] as const;
