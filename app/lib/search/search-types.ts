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

/**
 * search-manifest.json: the one search file at a fixed URL (revalidated); it names the shards,
 * which are content-hashed (`_search/<kind>.<hash>.json`, see shardPath()) and never change. A
 * query fetches the manifest once, then only the shards its words need:
 * - `vocabulary`: the sorted word list, in ranges; a term's prefixes and near spellings are found
 *   in the ranges of words sharing its first two letters.
 * - `postings`: which records hold each word, in ranges of the same sorted list.
 * - `records`: the records themselves, in record order, one shard per group of pages (named by a
 *   hash of its pages' records, recordsShardPath()), so that the manifest grows by a few bytes per
 *   page, not by a hash per page, and a site has a few files of records, not one per page.
 * searchShardPaths() lists every shard, for a whole-site save.
 */
export interface SearchManifest {
  version: 4;
  options: SearchOptions;
  /** How many records there are: the sum of `records.counts`. */
  recordCount: number;
  /** `first[i]`: the first word of the shard `hashes[i]`; ranges are sorted and do not overlap. */
  vocabulary: { first: string[]; hashes: string[] };
  postings: { first: string[]; hashes: string[] };
  /**
   * `counts[p]`: how many records page `p` holds; record numbers run through the pages in order.
   * `groups[g]`: how many pages (the next ones) group `g` holds, and `hashes[g]` the name of its
   * shard, which holds the records of those pages.
   */
  records: { counts: number[]; groups: number[]; hashes: string[] };
}

export type ShardKind = "vocabulary" | "postings" | "records";

/** A shard's path under the site root (withBase() turns `/` + it into a URL). */
export const shardPath = (kind: ShardKind, hash: string) => `_search/${kind}.${hash}.json`;

/** The records shard of the group named `group`. */
export const recordsShardPath = (group: string) => shardPath("records", group);

/** Every shard the manifest names: what a whole-site save downloads besides the manifest. */
export function searchShardPaths(manifest: SearchManifest): string[] {
  return [
    ...(["vocabulary", "postings"] as const).flatMap((kind) => manifest[kind].hashes.map((hash) => shardPath(kind, hash))),
    ...manifest.records.hashes.map(recordsShardPath),
  ];
}

/** A vocabulary shard: words, sorted. */
export type VocabularyShard = string[];

/**
 * A postings shard. Record lists are ascending record numbers stored as gaps: the first number,
 * then differences.
 */
export interface PostingsShard {
  /** The words, sorted. */
  words: string[];
  /**
   * Per field (`SEARCH_KEYS` order: title, heading, keywords, text), per word: the records
   * holding the word, each under the first field that holds it.
   */
  fields: number[][][];
}

/** A records shard: its pages' records (their text cut), in record order. */
export type RecordsShard = SearchDoc[];

/** The Fuse keys, in one place so the index built at build time matches the browser's queries. */
export const SEARCH_KEYS = ["title", "heading", "keywords", "text"] as const;

export type SearchKey = (typeof SEARCH_KEYS)[number];
