// Querying the prebuilt index: AND of the query's words first (each fuzzy), then any of them, so
// "delete my account" finds the page holding both words before pages holding one.

import Fuse, { type FuseResult, type FuseResultMatch } from "fuse.js";
import { fuseOptions } from "./fuse-options";
import type { SearchDoc, SearchDocFile, SearchOptions, WordIndexFile } from "./search-types";
import { readWordIndex, tokenize, type WordPostings } from "./word-index";
import type { Range, SearchHit } from "./search-hits";

const STOPWORDS = new Set(
  "a an and are as at be by can do does for from how i in is it my of on or our the to what when where which who why will with you your me".split(" "),
);
const SNIPPET_LENGTH = 160;
/** What holding every query word is worth against Fuse's own score (0 best, 1 worst): as much as a perfect fuzzy match. */
const COVERAGE_BOOST = 1;
/** How many records the word index hands to Fuse: Fuse's cost grows with it, so it stays small. */
const CANDIDATES = 64;
/** A short prefix may name thousands of words; the first this many (alphabetically) are enough. */
const PREFIX_EXPANSION = 64;

/** The words of a query that carry meaning; all of them if every word is a stopword. */
export function queryTerms(query: string): string[] {
  const words = tokenize(query).filter((w) => w.length >= 2);
  const meaningful = words.filter((w) => !STOPWORDS.has(w));
  return [...new Set(meaningful.length ? meaningful : words)];
}

/** Levenshtein distance, or `max + 1` as soon as it must exceed `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, current[j]);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length];
}

/**
 * The word index (built at build time from every section's full text), queried: a query's words
 * (their prefixes while typing, their near spellings for typos) pick the records worth handing to
 * Fuse, so a keystroke costs about the same at 60 pages as at 3,000.
 */
class WordIndex {
  private readonly vocabulary: string[];
  private readonly named: number[][];
  private readonly text: number[][];
  readonly size: number;

  constructor(postings: WordPostings, size: number) {
    this.vocabulary = postings.words;
    this.named = postings.named;
    this.text = postings.text;
    this.size = size;
  }

  /** The words a query term stands for: itself, words it begins, or (for typos) near spellings. */
  private expand(term: string): number[] {
    const found: number[] = [];
    let lo = 0;
    let hi = this.vocabulary.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.vocabulary[mid] < term) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.vocabulary.length && this.vocabulary[i].startsWith(term) && found.length < PREFIX_EXPANSION; i++) {
      found.push(i);
    }
    // Near spellings too: typos ("acount"), and plurals or other endings ("profiles" → "profile").
    // Short terms only get their prefixes, or every word would match.
    if (term.length < 4 || (found.length && term.length < 5)) return found;
    const max = term.length >= 8 ? 2 : 1;
    const seen = new Set(found);
    this.vocabulary.forEach((word, id) => {
      if (!seen.has(id) && editDistance(term, word.slice(0, term.length + max), max) <= max) found.push(id);
    });
    return found;
  }

  /**
   * Per record, how much of the query it holds: for each term 2 points in a title, heading or
   * keyword, 1 in the text. Returns the best records first, with their share of the full score.
   */
  candidates(terms: string[], limit: number): { record: number; coverage: number }[] {
    const total = new Uint8Array(this.size);
    const term = new Uint8Array(this.size);
    const touched: number[] = [];
    for (const t of terms) {
      term.fill(0);
      for (const id of this.expand(t)) {
        for (const record of this.text[id]) if (term[record] < 1) term[record] = 1;
        for (const record of this.named[id]) term[record] = 2;
      }
      for (let record = 0; record < this.size; record++) {
        if (term[record]) {
          if (total[record] === 0) touched.push(record);
          total[record] += term[record];
        }
      }
    }
    const full = 2 * terms.length;
    // Bucket by score (a handful of values) instead of sorting every touched record.
    const buckets: number[][] = Array.from({ length: full + 1 }, () => []);
    for (const record of touched) buckets[total[record]].push(record);
    const picked: { record: number; coverage: number }[] = [];
    for (let score = full; score > 0 && picked.length < limit; score--) {
      for (const record of buckets[score]) {
        picked.push({ record, coverage: score / full });
        if (picked.length === limit) break;
      }
    }
    return picked;
  }
}

export class SearchEngine {
  readonly options: SearchOptions;
  private readonly docs: SearchDoc[];
  private readonly fuseOptions: ReturnType<typeof fuseOptions>;
  private readonly words: WordIndex;

  constructor(file: SearchDocFile, index: WordIndexFile) {
    this.options = file.options;
    this.docs = file.searchDocs;
    this.fuseOptions = fuseOptions(file.options);
    this.words = new WordIndex(readWordIndex(index, this.docs.length), this.docs.length);
  }

  search(query: string, limit = this.options.maxHits): SearchHit[] {
    const terms = queryTerms(query);
    if (terms.length === 0) return [];
    const candidates = this.words.candidates(terms, Math.max(CANDIDATES, limit));
    if (candidates.length === 0) return [];
    // Fuse scores and highlights the candidates only: its `refIndex` is a place in `candidates`.
    const fuse = new Fuse(candidates.map((c) => this.docs[c.record]), this.fuseOptions);
    const seen = new Set<number>();
    const results: FuseResult<SearchDoc>[] = [];
    const add = (batch: FuseResult<SearchDoc>[]) => {
      for (const result of batch) {
        if (!seen.has(result.refIndex)) {
          seen.add(result.refIndex);
          results.push(result);
        }
      }
    };
    add(fuse.search(terms.join(" ")));
    if (results.length < limit && terms.length > 1) add(fuse.search(terms.join(" | ")));
    // Fuse sees only the start of each text; a record whose words are further in still counts,
    // with Fuse's worst score, when the word index found at least half the query in it.
    if (results.length < limit) {
      add(candidates.flatMap((c, refIndex) => (c.coverage >= 0.5 ? [{ item: this.docs[c.record], refIndex, score: 1, matches: [] }] : [])));
    }
    return results
      .map((result) => ({ result, rank: (result.score ?? 1) - COVERAGE_BOOST * candidates[result.refIndex].coverage }))
      .sort((a, b) => a.rank - b.rank)
      .slice(0, limit)
      .map(({ result }) => this.toHit(result));
  }

  private toHit(result: FuseResult<SearchDoc>): SearchHit {
    const ranges = (key: string) => (this.options.highlightResult ? meaningfulRanges(result.matches, key) : []);
    return {
      doc: result.item,
      score: result.score ?? 1,
      titleRanges: ranges("title"),
      headingRanges: ranges("heading"),
      snippet: snippet(result.item.text, ranges("text")),
    };
  }
}

/** Fuse reports every fuzzy character run; only runs of three or more read as a match. */
function meaningfulRanges(matches: readonly FuseResultMatch[] | undefined, key: string): Range[] {
  return (matches ?? [])
    .filter((match) => match.key === key)
    .flatMap((match) => match.indices.map(([start, end]) => [start, end] as Range))
    .filter(([start, end]) => end - start >= 2)
    .sort((a, b) => a[0] - b[0]);
}

/** A window of the text around its first match, with the ranges moved into the window. */
function snippet(text: string, ranges: Range[]): { text: string; ranges: Range[] } {
  if (text.length <= SNIPPET_LENGTH) return { text, ranges };
  const first = ranges[0]?.[0] ?? 0;
  let start = Math.max(0, first - 40);
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  const end = Math.min(text.length, start + SNIPPET_LENGTH);
  const prefix = start > 0 ? "…" : "";
  const suffix = end < text.length ? "…" : "";
  const shift = prefix.length - start;
  return {
    text: prefix + text.slice(start, end) + suffix,
    ranges: ranges.filter(([s, e]) => s >= start && e < end).map(([s, e]) => [s + shift, e + shift]),
  };
}
