// Querying the prebuilt index: AND of the query's words first (each fuzzy), then any of them, so
// "delete my account" finds the page holding both words before pages holding one. The index is
// in shards (search-types.ts): a query fetches the ones its words need and keeps them for the next.

import Fuse, { type FuseResult, type FuseResultMatch } from "fuse.js";
import { fuseOptions } from "./fuse-options";
import { SEARCH_KEYS, recordsShardPath, shardPath, type PostingsShard, type RecordsShard, type SearchDoc, type SearchManifest, type SearchOptions, type VocabularyShard } from "./search-types";
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
 * How many pages beyond the hits asked for may supply candidates, for a long list (the search
 * page). Each page's group is one records shard to fetch, in a round of its own after the word
 * index: on HTTP/1.1 a browser fetches six at a time, so fifty pages' shards cost several round
 * trips where a dozen cost two.
 */
const EXTRA_PAGES = 4;
/**
 * How many pages supply the candidates of a short list (the navbar's, `maxHits` or fewer): the
 * records a browser fetches in one round on HTTP/1.1, so the first results wait for one round
 * trip after the word index, not two.
 */
const PAGES_PER_ROUND = 6;
/** How well a word found for a query term stands for it: the term itself, a word it begins, a near spelling. */
const QUALITY = { exact: 1, prefix: 0.75, near: 0.5 } as const;
/** Postings shards fetched ahead for a term and the words it begins: a short term begins many. */
const PREFIX_POSTINGS_SHARDS = 2;
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

/** A record to score, and how much of the query the word index found in it (0 to 1). */
interface Candidate {
  record: number;
  coverage: number;
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
  /** Each record's page. */
  private readonly pageOf: Int32Array;
  /** Each page's records group: the shard that holds its records. */
  private readonly groupOf: Int32Array;
  /** Where each records group starts, in record numbers. */
  private readonly groupStarts: number[];
  private readonly shards = new Map<string, Promise<unknown>>();
  private readonly decoded = new Map<string, WordRecords>();
  /** The latest search, kept for the same query asked again (see search()). */
  private latest: { key: string; hits: Promise<SearchHit[]> } | undefined;
  /** How many shard loads have failed: a search during which one did is not kept. */
  private failures = 0;

  constructor(manifest: SearchManifest, private readonly load: ShardLoader) {
    const { vocabulary, postings, records } = manifest ?? {};
    const wellFormed = (list: { first?: unknown; hashes?: unknown; groups?: unknown } | undefined, key: "first" | "groups") =>
      Array.isArray(list?.hashes) && Array.isArray(list?.[key]) && list[key].length === list.hashes.length;
    const pagesInGroups = Array.isArray(records?.groups) ? records.groups.reduce((sum, pages) => sum + pages, 0) : -1;
    if (
      manifest?.version !== 4 ||
      !wellFormed(vocabulary, "first") ||
      !wellFormed(postings, "first") ||
      !wellFormed(records, "groups") ||
      !Array.isArray(records.counts) ||
      records.counts.length !== pagesInGroups
    ) {
      throw new Error("search-manifest.json is not a search manifest this version of the site can read: rebuild the site");
    }
    this.manifest = manifest;
    this.options = manifest.options;
    this.fuseOptions = fuseOptions(manifest.options);
    this.pageOf = new Int32Array(manifest.recordCount);
    this.groupOf = new Int32Array(records.counts.length);
    this.groupStarts = [];
    let record = 0;
    let page = 0;
    records.groups.forEach((pages, group) => {
      this.groupStarts.push(record);
      for (const end = page + pages; page < end; page++) {
        this.groupOf[page] = group;
        this.pageOf.fill(page, record, (record += records.counts[page]));
      }
    });
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
      loading.catch(() => {
        this.shards.delete(path);
        this.failures++;
      });
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

  /** The postings shards that may hold `term` and the words it begins: the first few. */
  private prefixPostingsPaths(term: string): string[] {
    const { first, hashes } = this.manifest.postings;
    return shardsBetween(first, term, `${term}\uffff`)
      .slice(0, PREFIX_POSTINGS_SHARDS)
      .map((i) => shardPath("postings", hashes[i]));
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
   * whose records are fetched are the ones Fuse would put first. Scored once; the result picks the
   * `limit` best from at most `pages` pages (the pages of their best records, in order, so a pick
   * from more pages keeps a smaller pick's pages).
   */
  private async candidates(terms: string[]): Promise<(limit: number, pages: number) => Candidate[]> {
    // The shards where a term itself would be and the words it begins are (a common word fills a
    // shard of its own, its longer forms are in the next): fetched alongside the vocabulary
    // rather than after it, a round trip less.
    for (const t of terms) for (const path of this.prefixPostingsPaths(t)) void this.shard(path);
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
    // A common word of a large site is in most of its records: these loops run over tens of
    // thousands, so they stay on typed arrays (a growing list of numbers here cost five times as much).
    const touched = new Int32Array(size);
    let touchedCount = 0;
    for (const lists of perTerm) {
      termCoverage.fill(0);
      termStrength.fill(0);
      for (const { fields, quality } of lists) {
        for (let field = 0; field < fields.length; field++) {
          const records = fields[field];
          const cover = field === TEXT_FIELD ? 1 : 2;
          const weight = weights[field] * quality;
          for (let i = 0; i < records.length; i++) {
            const record = records[i];
            if (termCoverage[record] < cover) termCoverage[record] = cover;
            if (termStrength[record] < weight) termStrength[record] = weight;
          }
        }
      }
      for (let record = 0; record < size; record++) {
        const cover = termCoverage[record];
        if (cover !== 0) {
          if (coverage[record] === 0) touched[touchedCount++] = record;
          coverage[record] += cover;
          strength[record] += termStrength[record];
        }
      }
    }
    // Strongest first, by strength in quarter points (a counting sort: ties keep the touch order).
    const buckets = Math.round(Math.max(...weights) * terms.length * 4) + 1;
    const bucketOf = (record: number) => buckets - 1 - Math.round(strength[record] * 4);
    const starts = new Int32Array(buckets + 1);
    for (let i = 0; i < touchedCount; i++) starts[bucketOf(touched[i]) + 1]++;
    for (let b = 1; b <= buckets; b++) starts[b] += starts[b - 1];
    const ranked = new Int32Array(touchedCount);
    for (let i = 0; i < touchedCount; i++) ranked[starts[bucketOf(touched[i])]++] = touched[i];
    const full = 2 * terms.length;
    return (limit, pages) => {
      const chosen = new Set<number>();
      const picked: Candidate[] = [];
      for (let i = 0; i < ranked.length && picked.length < limit; i++) {
        const record = ranked[i];
        const page = this.pageOf[record];
        if (!chosen.has(page)) {
          if (chosen.size === pages) continue;
          chosen.add(page);
        }
        picked.push({ record, coverage: coverage[record] / full });
      }
      return picked;
    };
  }

  /** The candidates' records, from their groups' shards; those whose shard cannot be had are left out. */
  private async withRecords(candidates: Candidate[]): Promise<{ doc: SearchDoc; coverage: number }[]> {
    const groupOf = candidates.map((c) => this.groupOf[this.pageOf[c.record]]);
    const hashes = this.manifest.records.hashes;
    const shards = new Map(await Promise.all([...new Set(groupOf)].map(async (g) => [g, await this.shard<RecordsShard>(recordsShardPath(hashes[g]))] as const)));
    return candidates.flatMap((c, i) => {
      const doc = shards.get(groupOf[i])?.[c.record - this.groupStarts[groupOf[i]]];
      return doc ? [{ doc, coverage: c.coverage }] : [];
    });
  }

  /**
   * The hits for `query`, best first. The latest search is kept: asked again for the same query
   * (the search box starts the typed query before its widget has mounted; the widget then asks
   * for it), the engine answers with the search already under way.
   */
  search(query: string, limit = this.options.maxHits): Promise<SearchHit[]> {
    const key = `${limit}\u0000${query}`;
    if (this.latest?.key === key) return this.latest.hits;
    const failures = this.failures;
    const latest = { key, hits: this.run(query, limit) };
    this.latest = latest;
    // An answer missing shards that could not be had is not kept: the next ask tries them again.
    const settle = () => {
      if (this.failures !== failures && this.latest === latest) this.latest = undefined;
    };
    latest.hits.then(settle, settle);
    return latest.hits;
  }

  private async run(query: string, limit: number): Promise<SearchHit[]> {
    const terms = queryTerms(query);
    if (terms.length === 0) return [];
    const pick = await this.candidates(terms);
    const count = Math.max(CANDIDATES, limit);
    // A short list first reads one round of pages' records; only when those pages give fewer hits
    // than asked for does it read more (the first pages' shards are kept, so a second round
    // fetches only the others).
    if (limit <= this.options.maxHits) {
      const hits = this.ranked(terms, await this.withRecords(pick(count, PAGES_PER_ROUND)), limit);
      if (hits.length === limit) return hits;
    }
    return this.ranked(terms, await this.withRecords(pick(count, limit + EXTRA_PAGES)), limit);
  }

  /** The best `limit` of the candidates: Fuse's score, less what the word index found of the query. */
  private ranked(terms: string[], candidates: { doc: SearchDoc; coverage: number }[], limit: number): SearchHit[] {
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
