// Cuts the search index into the shards the browser fetches one query at a time, and names each
// by its content so that a shard's URL never changes meaning: hosts and the service worker may
// keep it forever, and a deploy that leaves a shard as it was leaves its URL as it was.

import crypto from "node:crypto";
import { toGaps, type WordPostings } from "./word-index";
import { shardPath, type PostingsShard, type SearchManifest, type SearchOptions, type ShardKind } from "./search-types";

/**
 * Words per vocabulary shard, at most; about three quarters of it on average. A term's near
 * spellings are looked for among the words sharing its first two letters, which on a large site
 * are a few hundred: about one shard (some 5 KB gzip).
 */
export const VOCABULARY_SHARD_WORDS = 2000;
/**
 * Bytes of JSON per postings shard, at most; about three quarters of it on average, a third of
 * that gzip. A word holding more records than that (a common word on a large site) has a shard of
 * its own, so a query never downloads the lists of the words next to it in the alphabet.
 */
export const POSTINGS_SHARD_BYTES = 16_000;

/** FNV-1a: a quick hash of a word, for choosing where shards end. */
function wordHash(word: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ word.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * Cuts sorted words into runs of at most `max` (by `sizeOf`), each past half of it ending before
 * a word whose hash says so (one in 16). Where a run ends depends on the words near the cut, not
 * on everything before it: a word added or removed changes its own shard and seldom the next,
 * where cutting every `max` would rename every shard after it.
 */
function cutWords<T>(words: readonly string[], sizeOf: (i: number) => number, max: number): number[][] {
  const runs: number[][] = [];
  let run: number[] = [];
  let size = 0;
  words.forEach((word, i) => {
    const own = sizeOf(i);
    if (run.length && (size + own > max || (size >= max / 2 && wordHash(word) % 16 === 0))) {
      runs.push(run);
      run = [];
      size = 0;
    }
    run.push(i);
    size += own;
  });
  if (run.length) runs.push(run);
  return runs;
}

/**
 * A shard file: its hash (what the manifest lists), its path under the site root, and its content,
 * made when read: an incremental build writes only the shards the output does not hold yet.
 */
export interface ShardFile {
  hash: string;
  path: string;
  readonly content: string | Buffer;
}

/** The SHA-256 of a shard's content, in hex. */
export const shardDigest = (content: string | Buffer) => crypto.createHash("sha256").update(content).digest("hex");

/** A records shard's content: its pages' records, JSON already and comma-separated. */
export const recordsShardContent = (docs: readonly Uint8Array[]) => Buffer.concat([Buffer.from("["), ...docs.flatMap((page, i) => (i ? [COMMA, page] : [page])), Buffer.from("]")]);
const COMMA = Buffer.from(",");

/**
 * Names shards by the first 32 bits of their content's SHA-256, in hex. Two contents whose hashes
 * begin alike get longer names (a few thousand shards make that about a one-in-a-thousand event).
 */
class ShardNames {
  /** Path → the full digest of the content named so. */
  private readonly taken = new Map<string, string>();

  /** The shortest hash of `digest` that no other content of `kind` has, as `path(hash)` shows it. */
  hash(digest: string, path: (hash: string) => string): string {
    for (let length = 8; ; length += 4) {
      const hash = digest.slice(0, length);
      const holder = this.taken.get(path(hash));
      if (holder === undefined || holder === digest) {
        this.taken.set(path(hash), digest);
        return hash;
      }
    }
  }

  name(kind: ShardKind, content: () => string | Buffer, digest: string): ShardFile {
    const hash = this.hash(digest, (h) => shardPath(kind, h));
    return {
      hash,
      path: shardPath(kind, hash),
      get content() {
        return content();
      },
    };
  }

  /** A shard whose content is at hand. */
  named(kind: ShardKind, content: string): ShardFile {
    return this.name(kind, () => content, shardDigest(content));
  }
}

/**
 * Pages per records group: on average at least this many and fewer than twice as many. The
 * manifest names groups, not pages (a hash per page made it grow with the site: 33 KB brotli at
 * 5,000 pages, all of it before a first query), and a group is one file: a file per page was a
 * thousand files to create at 1,000 pages (a large share of a cold build on a busy disk) and to
 * fetch for a whole-site save. The price is that a query fetches its pages' neighbours' records
 * too (about 3 KB gzip a group more), so groups stay small.
 */
export const RECORDS_GROUP_PAGES = 4;

/**
 * The pages in records groups, in the order their records are numbered. A page's group comes from
 * its route's hash, and the number of groups is a power of two (it changes when the site doubles
 * or halves): a page added or removed changes its own group only.
 */
export function recordsGroups<T extends { route: string }>(pages: readonly T[]): T[][] {
  let count = 1;
  while (count * 2 * RECORDS_GROUP_PAGES <= pages.length) count *= 2;
  const groups: T[][] = Array.from({ length: count }, () => []);
  for (const page of pages) groups[wordHash(page.route) % count].push(page);
  return groups.filter((group) => group.length > 0);
}

/** Sorted words in ranges of at most `VOCABULARY_SHARD_WORDS`. */
export function vocabularyShards(words: string[], names = new ShardNames()): { first: string; file: ShardFile }[] {
  return cutWords(words, () => 1, VOCABULARY_SHARD_WORDS).map((run) => ({
    first: words[run[0]],
    file: names.named("vocabulary", JSON.stringify(run.map((i) => words[i]))),
  }));
}

/** The postings of consecutive words, in shards of at most `POSTINGS_SHARD_BYTES` (or one word). */
export function postingsShards(index: WordPostings, names = new ShardNames()): { first: string; file: ShardFile }[] {
  const fields = index.fields.map((lists) => lists.map(toGaps));
  // The length of the word's JSON, without writing it twice.
  const digits = (gaps: number[]) => gaps.reduce((sum, gap) => sum + (gap < 10 ? 2 : gap < 100 ? 3 : gap < 1000 ? 4 : gap < 10000 ? 5 : 6), 0);
  const sizeOf = (i: number) => index.words[i].length + 3 + fields.reduce((sum, lists) => sum + 3 + digits(lists[i]), 0);
  return cutWords(index.words, sizeOf, POSTINGS_SHARD_BYTES).map((run) => {
    const shard: PostingsShard = { words: run.map((i) => index.words[i]), fields: fields.map((lists) => run.map((i) => lists[i])) };
    return { first: shard.words[0], file: names.named("postings", JSON.stringify(shard)) };
  });
}

/**
 * The manifest and every shard. `groups`: the pages in records groups (recordsGroups()), each
 * page's records already JSON and comma-separated, with their digest (hashed when the page was
 * rendered); `index` numbers the records in that order.
 */
export function searchShards(
  options: SearchOptions,
  index: WordPostings,
  groups: { records: number; docs: Uint8Array; recordsDigest: string }[][],
): { manifest: SearchManifest; shards: ShardFile[] } {
  const names = new ShardNames();
  const vocabulary = vocabularyShards(index.words, names);
  const postings = postingsShards(index, names);
  // A group is named by its pages' digests, not its content: the content is made only to be written.
  const records = groups.map((group) =>
    names.name("records", () => recordsShardContent(group.map((page) => page.docs)), shardDigest(group.map((page) => page.recordsDigest).join(" "))),
  );
  const pages = groups.flat();
  const manifest: SearchManifest = {
    version: 4,
    options,
    recordCount: pages.reduce((sum, page) => sum + page.records, 0),
    vocabulary: { first: vocabulary.map((shard) => shard.first), hashes: vocabulary.map((shard) => shard.file.hash) },
    postings: { first: postings.map((shard) => shard.first), hashes: postings.map((shard) => shard.file.hash) },
    records: { counts: pages.map((page) => page.records), groups: groups.map((group) => group.length), hashes: records.map((shard) => shard.hash) },
  };
  return { manifest, shards: [...vocabulary.map((shard) => shard.file), ...postings.map((shard) => shard.file), ...records] };
}
