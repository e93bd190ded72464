// Makes the search files: the records with their options, and the word index of their full text,
// which picks the records Fuse then scores in the browser; both cut into shards.

import { site } from "~/site.config";
import { joinPostings, pagePostings, type PagePostings } from "./word-index";
import { recordsGroups, searchShards, shardDigest, type ShardFile } from "./search-shards.server";
import type { SearchDoc, SearchManifest, SearchOptions } from "./search-types";

/**
 * How much of a section's text the browser gets: Fuse scores and highlights it and the snippet
 * is cut from it. The rest of the text counts for finding records through the word index only,
 * which is what keeps the records a fraction of the site's text.
 */
export const SHIPPED_TEXT_LENGTH = 300;

/** The start of a text, ended at a word boundary, with an ellipsis when something was left out. */
export function textStart(text: string, length = SHIPPED_TEXT_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.lastIndexOf(" ", length);
  return `${text.slice(0, cut > length / 2 ? cut : length).trimEnd()}…`;
}

/**
 * A page's share of the search files, made when the page is rendered and kept with it: its records
 * as shipped (text cut), already JSON, and its postings. Pages are joined in route order within
 * their records groups, each page's records in URL order.
 */
export interface SearchPart {
  route: string;
  /**
   * The records' JSON, comma-separated, as UTF-8: half the memory of the string a build keeps for
   * every page (the ellipsis of a cut text makes it a two-byte one).
   */
  docs: Uint8Array;
  /** The digest of `docs`: a group's shard is named by its pages'. */
  recordsDigest: string;
  records: number;
  postings: PagePostings;
}

/** A page's search part; none for a page without records. */
export function searchPart(route: string, docs: SearchDoc[]): SearchPart | undefined {
  if (docs.length === 0) return undefined;
  const sorted = [...docs].sort((a, b) => compare(a.url, b.url));
  const json = Buffer.from(sorted.map((doc) => JSON.stringify({ ...doc, text: textStart(doc.text) })).join(","));
  return {
    route,
    docs: json,
    recordsDigest: shardDigest(json),
    records: sorted.length,
    postings: pagePostings(sorted),
  };
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** search-manifest.json and the shards it names. */
export function buildSearchFiles(parts: SearchPart[]): { manifest: SearchManifest; shards: ShardFile[] } {
  // In route order, so the same content always gives the same files.
  const sorted = [...parts].sort((a, b) => compare(a.route, b.route));
  const groups = recordsGroups(sorted);
  const options: SearchOptions = { ...site.search };
  return searchShards(options, joinPostings(groups.flat()), groups);
}
