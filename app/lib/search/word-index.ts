// Which search records hold which words. Built at build time from each section's full text and
// shipped as search-index.json; search-doc.json carries only the start of each text (for scoring
// and snippets), so the words deep in a long section are found through this index alone.

import type { SearchDoc, WordIndexFile } from "./search-types";

/** The words of a text as search sees them: lower case, split at anything not a letter or digit. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Record numbers ascend, so each list is stored as the gaps between them: small numbers, short JSON. */
const toGaps = (records: number[]) => records.map((record, i) => (i === 0 ? record : record - records[i - 1]));

function fromGaps(gaps: number[]): number[] {
  const records = new Array<number>(gaps.length);
  let record = 0;
  for (let i = 0; i < gaps.length; i++) records[i] = record += gaps[i];
  return records;
}

/**
 * A record's distinct words, space-separated: those in its title, heading or keywords, and those
 * only in its text. Worked out when the record's page is rendered, and kept with it, so a rebuild
 * that reuses the page does not read its text again.
 */
export interface RecordWords {
  named: string;
  text: string;
}

export function recordWords(doc: SearchDoc): RecordWords {
  const named = new Set(tokenize(`${doc.title} ${doc.heading} ${doc.keywords}`));
  const text = new Set(tokenize(doc.text));
  for (const word of named) text.delete(word);
  return { named: [...named].join(" "), text: [...text].join(" ") };
}

/** The index of records (in the order search-doc.json lists them), from their words. */
export function buildWordIndex(records: RecordWords[]): WordIndexFile {
  const named = new Map<string, number[]>();
  const text = new Map<string, number[]>();
  const add = (lists: Map<string, number[]>, words: string, record: number) => {
    if (!words) return;
    for (const word of words.split(" ")) {
      const list = lists.get(word);
      if (list) list.push(record);
      else lists.set(word, [record]);
    }
  };
  records.forEach((words, record) => {
    add(named, words.named, record);
    add(text, words.text, record);
  });
  const words = [...new Set([...named.keys(), ...text.keys()])].sort();
  return {
    records: records.length,
    words,
    named: words.map((word) => toGaps(named.get(word) ?? [])),
    text: words.map((word) => toGaps(text.get(word) ?? [])),
  };
}

/** The index as the browser queries it: per word (by its place in the sorted vocabulary), record numbers. */
export interface WordPostings {
  /** The vocabulary, sorted. */
  words: string[];
  /** Per word: the records holding it in their title, heading or keywords. */
  named: number[][];
  /** Per word: the records holding it in their text only. */
  text: number[][];
}

export function readWordIndex(file: WordIndexFile, records: number): WordPostings {
  const { words, named, text } = file;
  if (file.records !== records || !Array.isArray(words) || named?.length !== words.length || text?.length !== words.length) {
    throw new Error("search-index.json does not match search-doc.json");
  }
  return { words, named: named.map(fromGaps), text: text.map(fromGaps) };
}
