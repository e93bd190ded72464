// Querying the prebuilt index: AND of the query's words first (each fuzzy), then any of them, so
// "delete my account" finds the page holding both words before pages holding one. The index is
// in shards (search-types.ts): a query fetches the ones its words need and keeps them for the next.

import Fuse, { type FuseResult, type FuseResultMatch } from "fuse.js";
import { fuseOptions } from "./fuse-options";
import { SEARCH_KEYS, shardPath, type PostingsShard, type RecordsShard, type SearchDoc, type SearchManifest, type SearchOptions, type VocabularyShard } from "./search-types";
import { fromGaps, tokenize } from "./word-index";
import type { Range, SearchHit } from "./search-hits";

const STOPWORDS = new Set(
  "a an and are as at be by can do does for from how i in is it my of on or our the to what when where which who why will with you your me".split(" "),
);
const SNIPPET_LENGTH = 160;
/** What holding every query word is worth against Fuse's own score (0 best, 1 worst): as much as a perfect fuzzy match. */
const COVERAGE_BOOST = 1;
/** How many records the word index hands to Fuse: Fuse's cost grows with it, so it stays small. */
const CANDIDATES = 64;
/**
 * How many pages beyond the hits asked for may supply candidates. Each page is one records shard
 * to fetch, in a round of its own after the word index: on HTTP/1.1 a browser fetches six at a
 * time, so fifty pages' shards cost several round trips where a dozen cost two.
 */
const EXTRA_PAGES = 4;
/** How well a word found for a query term stands for it: the term itself, a word it begins, a near spelling. */
const QUALITY = { exact: 1, prefix: 0.75, near: 0.5 } as const;
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

/** Fetches a shard by its path in the manifest; rejects when it cannot be had (offline and not saved). */
export type ShardLoader = (path: string) => Promise<unknown>;

/** The last place in `sorted` whose value is at most `value` (0 when none is). */
function lastAtMost<T>(sorted: readonly T[], value: T): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] <= value) lo = mid + 1;
    else hi = mid;
  }
  return Math.max(0, lo - 1);
}

/** The first place in `sorted` whose value is at least `value`. */
function firstAtLeast(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The shards of a range list (`first` words) that may hold words from `from` up to, not including, `to`. */
function shardsBetween(first: readonly string[], from: string, to: string): number[] {
  const shards: number[] = [];
  for (let i = lastAtMost(first, from); i < first.length && (i === 0 || first[i] < to); i++) shards.push(i);
  return shards;
}

/** A word a query term stands for, and how well. */
interface Expansion {
  word: string;
  quality: number;
}

/** A word's records per field (`SEARCH_KEYS` order), read from its postings shard. */
type WordRecords = number[][];

const NONE: WordRecords = SEARCH_KEYS.map(() => []);
const TEXT_FIELD = SEARCH_KEYS.indexOf("text");

export class SearchEngine {
  readonly options: SearchOptions;
  private readonly manifest: SearchManifest;
  private readonly fuseOptions: ReturnType<typeof fuseOptions>;
  /** Where each records shard starts, in record numbers. */
  private readonly recordStarts: number[];
  private readonly shards = new Map<string, Promise<unknown>>();
  private readonly decoded = new Map<string, WordRecords>();

  constructor(manifest: SearchManifest, private readonly load: ShardLoader) {
    const { vocabulary, postings, records } = manifest ?? {};
    const wellFormed = (list: { first?: unknown; hashes?: unknown; counts?: unknown } | undefined, key: "first" | "counts") =>
      Array.isArray(list?.hashes) && Array.isArray(list?.[key]) && list[key].length === list.hashes.length;
    if (manifest?.version !== 2 || !wellFormed(vocabulary, "first") || !wellFormed(postings, "first") || !wellFormed(records, "counts")) {
      throw new Error("search-manifest.json is not a search manifest this version of the site can read: rebuild the site");
    }
    this.manifest = manifest;
    this.options = manifest.options;
    this.fuseOptions = fuseOptions(manifest.options);
    let start = 0;
    this.recordStarts = records.counts.map((count) => (start += count) - count);
  }

  /**
   * A shard, fetched once. One that cannot be had (offline, not saved) counts as empty: search
   * covers the shards it has, and tries the others again on the next query.
   */
  private shard<T>(path: string): Promise<T | undefined> {
    let loading = this.shards.get(path);
    if (!loading) {
      loading = this.load(path);
      this.shards.set(path, loading);
      loading.catch(() => this.shards.delete(path));
    }
    return loading.then(
      (shard) => shard as T,
      () => undefined,
    );
  }

  /**
   * The words sharing a term's first two letters: where its prefixes and near spellings are looked
   * for. A typo in the first two letters is not forgiven (search engines' usual prefix length),
   * which is what lets each query read a slice of the vocabulary rather than all of it.
   */
  private async neighbourhood(term: string): Promise<string[]> {
    const stem = term.slice(0, 2);
    const { first, hashes } = this.manifest.vocabulary;
    const shards = await Promise.all(shardsBetween(first, stem, `${stem}\uffff`).map((i) => this.shard<VocabularyShard>(shardPath("vocabulary", hashes[i]))));
    return shards.flatMap((words) => (words ?? []).filter((word) => word.startsWith(stem)));
  }

  /** The words a query term stands for: itself, words it begins, or (for typos) near spellings. */
  private async expand(term: string): Promise<Expansion[]> {
    const words = await this.neighbourhood(term);
    const found: Expansion[] = [];
    for (let i = firstAtLeast(words, term); i < words.length && words[i].startsWith(term) && found.length < PREFIX_EXPANSION; i++) {
      found.push({ word: words[i], quality: words[i] === term ? QUALITY.exact : QUALITY.prefix });
    }
    // Near spellings too: typos ("acount"), and plurals or other endings ("profiles" → "profile").
    // Short terms only get their prefixes, or every word would match.
    if (term.length < 4 || (found.length && term.length < 5)) return found;
    const max = term.length >= 8 ? 2 : 1;
    const seen = new Set(found.map((f) => f.word));
    for (const word of words) if (!seen.has(word) && editDistance(term, word.slice(0, term.length + max), max) <= max) found.push({ word, quality: QUALITY.near });
    return found;
  }

  /** The postings shard that holds `word`, or would if it were a word. */
  private postingsPath(word: string): string {
    const { first, hashes } = this.manifest.postings;
    return shardPath("postings", hashes[lastAtMost(first, word)]);
  }

  /** The records of each word, from the postings shards that hold them. */
  private async recordsOf(words: string[]): Promise<WordRecords[]> {
    return Promise.all(
      words.map(async (word) => {
        const path = this.postingsPath(word);
        const known = this.decoded.get(word);
        if (known) return known;
        const shard = await this.shard<PostingsShard>(path);
        const at = shard ? firstAtLeast(shard.words, word) : -1;
        if (!shard || shard.words[at] !== word) return NONE;
        const records = shard.fields.map((lists) => fromGaps(lists[at]));
        this.decoded.set(word, records);
        return records;
      }),
    );
  }

  /**
   * The records to score, best first, with how much of the query each holds (its coverage: for
   * each term 2 points in a title, heading or keyword, 1 in the text, as a share of the full
   * score). They are ranked by strength: for each term, the weight of the best field holding it
   * (Fuse's own weights) times how well the word found stands for the term, so that the few pages
   * whose records are fetched are the ones Fuse would put first. They come from at most `pages` pages.
   */
  private async candidates(terms: string[], limit: number, pages: number): Promise<{ record: number; coverage: number }[]> {
    // The shard where a term itself would be is where it or the words it begins usually are:
    // fetched alongside the vocabulary rather than after it, a round trip less.
    for (const t of terms) void this.shard(this.postingsPath(t));
    const perTerm = await Promise.all(
      terms.map(async (t) => {
        const expansions = await this.expand(t);
        const lists = await this.recordsOf(expansions.map((e) => e.word));
        return lists.map((fields, i) => ({ fields, quality: expansions[i].quality }));
      }),
    );
    const weights = SEARCH_KEYS.map((key) => this.options.weights[key]);
    const size = this.manifest.recordCount;
    const coverage = new Uint8Array(size);
    const strength = new Float32Array(size);
    const termCoverage = new Uint8Array(size);
    const termStrength = new Float32Array(size);
    const touched: number[] = [];
    for (const lists of perTerm) {
      termCoverage.fill(0);
      termStrength.fill(0);
      for (const { fields, quality } of lists) {
        fields.forEach((records, field) => {
          const cover = field === TEXT_FIELD ? 1 : 2;
          const weight = weights[field] * quality;
          for (const record of records) {
            if (termCoverage[record] < cover) termCoverage[record] = cover;
            if (termStrength[record] < weight) termStrength[record] = weight;
          }
        });
      }
      for (let record = 0; record < size; record++) {
        if (termCoverage[record]) {
          if (coverage[record] === 0) touched.push(record);
          coverage[record] += termCoverage[record];
          strength[record] += termStrength[record];
        }
      }
    }
    // Bucket by strength in quarter points instead of sorting every touched record.
    const bucketOf = (record: number) => Math.round(strength[record] * 4);
    const buckets: number[][] = Array.from({ length: Math.round(Math.max(...weights) * terms.length * 4) + 1 }, () => []);
    for (const record of touched) buckets[bucketOf(record)].push(record);
    const full = 2 * terms.length;
    const chosen = new Set<number>();
    const picked: { record: number; coverage: number }[] = [];
    for (let bucket = buckets.length - 1; bucket >= 0 && picked.length < limit; bucket--) {
      for (const record of buckets[bucket]) {
        const page = lastAtMost(this.recordStarts, record);
        if (!chosen.has(page)) {
          if (chosen.size === pages) continue;
          chosen.add(page);
        }
        picked.push({ record, coverage: coverage[record] / full });
        if (picked.length === limit) break;
      }
    }
    return picked;
  }

  /** The candidates' records, from their pages' shards; those whose shard cannot be had are left out. */
  private async withRecords(candidates: { record: number; coverage: number }[]): Promise<{ doc: SearchDoc; coverage: number }[]> {
    const { hashes } = this.manifest.records;
    const shardOf = candidates.map((c) => lastAtMost(this.recordStarts, c.record));
    const shards = new Map(await Promise.all([...new Set(shardOf)].map(async (i) => [i, await this.shard<RecordsShard>(shardPath("records", hashes[i]))] as const)));
    return candidates.flatMap((c, i) => {
      const doc = shards.get(shardOf[i])?.[c.record - this.recordStarts[shardOf[i]]];
      return doc ? [{ doc, coverage: c.coverage }] : [];
    });
  }

  async search(query: string, limit = this.options.maxHits): Promise<SearchHit[]> {
    const terms = queryTerms(query);
    if (terms.length === 0) return [];
    const candidates = await this.withRecords(await this.candidates(terms, Math.max(CANDIDATES, limit), limit + EXTRA_PAGES));
    if (candidates.length === 0) return [];
    // Fuse scores and highlights the candidates only: its `refIndex` is a place in `candidates`.
    const fuse = new Fuse(
      candidates.map((c) => c.doc),
      this.fuseOptions,
    );
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
      add(candidates.flatMap((c, refIndex) => (c.coverage >= 0.5 ? [{ item: c.doc, refIndex, score: 1, matches: [] }] : [])));
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
