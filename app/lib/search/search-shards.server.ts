// Cuts the search index into the shards the browser fetches one query at a time, and names each
// by its content so that a shard's URL never changes meaning: hosts and the service worker may
// keep it forever, and a deploy that leaves a shard as it was leaves its URL as it was.

import crypto from "node:crypto";
import { toGaps, type WordPostings } from "./word-index";
import { shardPath, type PostingsShard, type SearchManifest, type SearchOptions, type ShardKind } from "./search-types";

/**
 * Words per vocabulary shard. A term's near spellings are looked for among the words sharing its
 * first two letters, which on a large site is a few hundred: about one shard (some 5 KB gzip).
 */
export const VOCABULARY_SHARD_WORDS = 1500;
/**
 * Bytes of JSON per postings shard, about a third of it gzip. A word holding more records than
 * that (a common word on a large site) gets a shard of its own, so a query never downloads the
 * lists of words next to it in the alphabet.
 */
export const POSTINGS_SHARD_BYTES = 12_000;

/** A shard file: its hash (what the manifest lists), its path under the site root, and its content. */
export interface ShardFile {
  hash: string;
  path: string;
  content: string | Buffer;
}

/**
 * Names shards by the first 32 bits of their content's SHA-256, in hex: the manifest lists one
 * hash per page, so each character counts. Two contents whose hashes begin alike get longer names
 * (a few thousand shards make that about a one-in-a-thousand event).
 */
class ShardNames {
  private readonly taken = new Map<string, string | Buffer>();

  name(kind: ShardKind, content: string | Buffer): ShardFile {
    const digest = crypto.createHash("sha256").update(content).digest("hex");
    for (let length = 8; ; length += 4) {
      const hash = digest.slice(0, length);
      const path = shardPath(kind, hash);
      const holder = this.taken.get(path);
      if (holder === undefined || Buffer.from(holder).equals(Buffer.from(content))) {
        this.taken.set(path, content);
        return { hash, path, content };
      }
    }
  }
}

/** Sorted words in ranges of `VOCABULARY_SHARD_WORDS`. */
export function vocabularyShards(words: string[], names = new ShardNames()): { first: string; file: ShardFile }[] {
  const shards: { first: string; file: ShardFile }[] = [];
  for (let start = 0; start < words.length; start += VOCABULARY_SHARD_WORDS) {
    const slice = words.slice(start, start + VOCABULARY_SHARD_WORDS);
    shards.push({ first: slice[0], file: names.name("vocabulary", JSON.stringify(slice)) });
  }
  return shards;
}

/** The postings of consecutive words, a shard closed once it holds `POSTINGS_SHARD_BYTES`. */
export function postingsShards(index: WordPostings, names = new ShardNames()): { first: string; file: ShardFile }[] {
  const shards: { first: string; file: ShardFile }[] = [];
  let open: PostingsShard = { words: [], named: [], text: [] };
  let bytes = 0;
  const close = () => {
    if (open.words.length) shards.push({ first: open.words[0], file: names.name("postings", JSON.stringify(open)) });
    open = { words: [], named: [], text: [] };
    bytes = 0;
  };
  index.words.forEach((word, i) => {
    const namedGaps = toGaps(index.named[i]);
    const textGaps = toGaps(index.text[i]);
    // Digits and commas: close enough to the JSON length to cut by, without writing it twice.
    const size = word.length + 8 + 3 * (namedGaps.length + textGaps.length);
    if (bytes > 0 && bytes + size > POSTINGS_SHARD_BYTES) close();
    open.words.push(word);
    open.named.push(namedGaps);
    open.text.push(textGaps);
    bytes += size;
  });
  close();
  return shards;
}

/**
 * The manifest and every shard. `pages`: each page's records, already JSON and comma-separated,
 * in record order.
 */
export function searchShards(options: SearchOptions, index: WordPostings, pages: { records: number; docs: Uint8Array }[]): { manifest: SearchManifest; shards: ShardFile[] } {
  const names = new ShardNames();
  const vocabulary = vocabularyShards(index.words, names);
  const postings = postingsShards(index, names);
  const records = pages.map((page) => names.name("records", Buffer.concat([Buffer.from("["), page.docs, Buffer.from("]")])));
  const manifest: SearchManifest = {
    version: 1,
    options,
    recordCount: pages.reduce((sum, page) => sum + page.records, 0),
    vocabulary: { first: vocabulary.map((shard) => shard.first), hashes: vocabulary.map((shard) => shard.file.hash) },
    postings: { first: postings.map((shard) => shard.first), hashes: postings.map((shard) => shard.file.hash) },
    records: { counts: pages.map((page) => page.records), hashes: records.map((file) => file.hash) },
  };
  return { manifest, shards: [...vocabulary.map((shard) => shard.file), ...postings.map((shard) => shard.file), ...records] };
}
