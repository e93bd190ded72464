// What a search returns, and how results are grouped for display. Kept apart from the engine so
// the search box can render results without pulling fuse.js into every page's first load.

import type { SearchDoc } from "./search-types";

export type Range = [number, number];

export interface SearchHit {
  doc: SearchDoc;
  score: number;
  /** Matched character ranges (inclusive) to highlight, when highlighting is on. */
  titleRanges: Range[];
  headingRanges: Range[];
  snippet: { text: string; ranges: Range[] };
}

export interface PageGroup {
  page: string;
  title: string;
  breadcrumb: string[];
  hits: SearchHit[];
}

/** Hits grouped by page, pages in the order of their best hit. */
export function groupByPage(hits: SearchHit[]): PageGroup[] {
  const groups = new Map<string, PageGroup>();
  for (const hit of hits) {
    let group = groups.get(hit.doc.page);
    if (!group) {
      group = { page: hit.doc.page, title: hit.doc.title, breadcrumb: hit.doc.breadcrumb, hits: [] };
      groups.set(hit.doc.page, group);
    }
    group.hits.push(hit);
  }
  return [...groups.values()];
}
