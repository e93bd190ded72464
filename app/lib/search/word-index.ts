// Which search records hold which words. Built at build time from each section's full text and
// shipped in shards; the records carry only the start of each text (for scoring and snippets), so
// the words deep in a long section are found through this index alone.

import { SEARCH_KEYS, type SearchDoc } from "./search-types";

/** The words of a text as search sees them: lower case, split at anything not a letter or digit. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Record numbers ascend, so each list is stored as the gaps between them: small numbers, short JSON. */
export const toGaps = (records: number[]) => records.map((record, i) => (i === 0 ? record : record - records[i - 1]));

export function fromGaps(gaps: number[]): number[] {
  const records = new Array<number>(gaps.length);
  let record = 0;
  for (let i = 0; i < gaps.length; i++) records[i] = record += gaps[i];
  return records;
}

/**
 * A page's share of the word index: its records' words, worked out when the page is rendered and
 * kept with it, so a rebuild that reuses the page joins them to the others' without reading its
 * text again. Flat arrays of numbers rather than a list per word: the build record that holds a
 * thousand pages' postings is read back without making a million small arrays.
 */
export interface PagePostings {
  /** The distinct words of the page's records, space-separated. */
  words: string;
  /**
   * One array per field, in `SEARCH_KEYS` order: for each word in turn, how many of the page's
   * records hold it first in that field, then those records' places in the page.
   */
  fields: (Uint16Array | Uint32Array)[];
}

/**
 * Per record and word, the field that counts: the first of `SEARCH_KEYS` (title, heading,
 * keywords, text) holding the word. Fuse weighs those fields in that order, so the word index can
 * rank candidates the way Fuse will before their records are fetched.
 */
export function pagePostings(docs: SearchDoc[]): PagePostings {
  const fields = SEARCH_KEYS.map(() => new Map<string, number[]>());
  docs.forEach((doc, record) => {
    const seen = new Set<string>();
    SEARCH_KEYS.forEach((key, field) => {
      for (const word of tokenize(doc[key])) {
        if (seen.has(word)) continue;
        seen.add(word);
        const list = fields[field].get(word);
        if (list) list.push(record);
        else fields[field].set(word, [record]);
      }
    });
  });
  const words = [...new Set(fields.flatMap((lists) => [...lists.keys()]))];
  // Two bytes a number when they all fit (a page with 65,536 records would not): 3 of the build
  // record's 13 MB at 1,000 pages, which every rebuild reads and writes.
  const encode = (lists: Map<string, number[]>) => {
    const numbers = words.flatMap((word) => [lists.get(word)?.length ?? 0, ...(lists.get(word) ?? [])]);
    return numbers.every((n) => n <= 0xffff) ? Uint16Array.from(numbers) : Uint32Array.from(numbers);
  };
  return { words: words.join(" "), fields: fields.map(encode) };
}

/** The index as the build shards it: per word (by its place in the sorted vocabulary), ascending record numbers. */
export interface WordPostings {
  /** The vocabulary, sorted. */
  words: string[];
  /** Per field (`SEARCH_KEYS` order), per word: the records holding the word first in that field. */
  fields: number[][][];
}

/** The index of every record, from the pages' postings in the order their records are numbered. */
export function joinPostings(pages: { records: number; postings: PagePostings }[]): WordPostings {
  // Each word is looked up once per page, for all four fields (a thousand pages hold some 300,000
  // words): its slot, then the fields' lists by slot.
  const slots = new Map<string, number>();
  const lists: number[][][] = SEARCH_KEYS.map(() => []);
  let records = 0;
  for (const { records: count, postings } of pages) {
    const words = postings.words ? postings.words.split(" ") : [];
    const pageSlots = words.map((word) => {
      let slot = slots.get(word);
      if (slot === undefined) slots.set(word, (slot = slots.size));
      return slot;
    });
    lists.forEach((bySlot, field) => {
      const encoded = postings.fields[field];
      let at = 0;
      for (const slot of pageSlots) {
        const n = encoded[at++];
        if (n === 0) continue;
        const list = (bySlot[slot] ??= []);
        for (const end = at + n; at < end; at++) list.push(records + encoded[at]);
      }
    });
    records += count;
  }
  const words = [...slots.keys()].sort();
  return { words, fields: lists.map((bySlot) => words.map((word) => bySlot[slots.get(word)!] ?? [])) };
}
