// The search files in shards: what the build writes, and the engine reading only the shards a query needs.
import { describe, expect, it } from "vitest";
import { buildSearchFiles, searchPart, SHIPPED_TEXT_LENGTH } from "~/lib/search/search-index.server";
import { POSTINGS_SHARD_BYTES, RECORDS_GROUP_PAGES, recordsGroups, VOCABULARY_SHARD_WORDS } from "~/lib/search/search-shards.server";
import { SEARCH_KEYS, searchShardPaths, shardPath, type PostingsShard, type SearchDoc } from "~/lib/search/search-types";
import { fromGaps, tokenize } from "~/lib/search/word-index";
import { inMemorySearch } from "../support/search-engine";

const doc = (url: string, text: string, title = "Page"): SearchDoc => ({ title, heading: "", keywords: "", text, url, page: url, breadcrumb: [], version: "current" });
const section = (page: string, id: string, heading: string, text: string): SearchDoc => ({ ...doc(`${page}#${id}`, text), page, heading });

/** Made-up words from syllables, so that the vocabulary is large enough for several shards. */
function inventedWords(count: number, seed: number): string[] {
  const syllables = ["ka", "lo", "mi", "ren", "tos", "vu", "zel", "par", "quin", "dra", "ost", "bel", "ny", "gur", "fe", "shan", "wo", "ix", "tem", "cal"];
  let state = seed * 0x9e3779b9;
  const next = () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) | 0;
    return ((state ^ (state >>> 13)) >>> 0) % syllables.length;
  };
  return Array.from({ length: count }, () => syllables[next()] + syllables[next()] + syllables[next()]);
}

/**
 * A site of 120 pages whose text is mostly invented words (several thousand distinct: several
 * vocabulary and postings shards), a few common words on every page, and pages written for the tests.
 */
function largeSite(): Record<string, SearchDoc[]> {
  const pages: Record<string, SearchDoc[]> = {};
  for (let p = 0; p < 120; p++) {
    const route = `/docs/area-${p % 7}/topic-${p}`;
    const words = inventedWords(140, p + 1);
    pages[route] = [
      doc(route, `Notes on topic ${p}: ${words.slice(0, 40).join(" ")}, with the usual settings.`, `Topic ${p}`),
      section(route, "details", "Details", `${words.slice(40, 100).join(" ")}; settings again, and the message history.`),
      section(route, "more", `More about ${words[100]}`, words.slice(100).join(", ")),
    ];
  }
  pages["/docs/account/deletion"] = [
    doc("/docs/account/deletion", "How to delete your account for good. A grace period of thirty days applies.", "Deleting your account"),
    section("/docs/account/deletion", "grace", "Grace period", "During the grace period, signing in again cancels the deletion."),
  ];
  pages["/docs/zebra/crossing"] = [doc("/docs/zebra/crossing", "Yellow quokka notes: the quokka crosses where the zebra stripes are.", "Zebra crossing")];
  pages["/docs/aardvark"] = [doc("/docs/aardvark", "An aardvark page that mentions yellow and nothing of the striped animal.", "Aardvark")];
  return pages;
}

const build = (pages: Record<string, SearchDoc[]>) => buildSearchFiles(Object.entries(pages).map(([route, docs]) => searchPart(route, docs)!));
const kindOf = (path: string) => /^_search\/(\w+)\./.exec(path)![1];
const count = (paths: string[], kind: string) => paths.filter((path) => kindOf(path) === kind).length;

describe("the search files", () => {
  it("are a manifest naming every shard by its content, each shard under _search/", () => {
    const files = build(largeSite());
    const { manifest } = files;
    expect(manifest.vocabulary.hashes.length).toBeGreaterThan(1);
    expect(manifest.postings.hashes.length).toBeGreaterThan(5);
    // Records: a shard per group of pages, holding its pages' records in record order.
    expect(manifest.records.counts.length).toBe(Object.keys(largeSite()).length);
    expect(count(files.shards.map((shard) => shard.path), "records")).toBe(manifest.records.groups.length);
    expect(manifest.records.groups.reduce((a, b) => a + b, 0)).toBe(Object.keys(largeSite()).length);
    expect(manifest.records.hashes.length).toBe(manifest.records.groups.length);
    expect(manifest.records.counts.length / manifest.records.groups.length).toBeGreaterThanOrEqual(RECORDS_GROUP_PAGES);
    expect(manifest.recordCount).toBe(manifest.records.counts.reduce((a, b) => a + b, 0));
    expect(searchShardPaths(manifest).sort()).toEqual(files.shards.map((shard) => shard.path).sort());
    for (const shard of files.shards) expect(shard.path).toMatch(/^_search\/((vocabulary|postings)\.[0-9a-f]{8,}|records\.[0-9a-f]{8,})\.json$/);
    // Each vocabulary shard holds its share of the sorted words, starting at the manifest's `first`.
    const contents = new Map(files.shards.map((shard) => [shard.path, JSON.parse(shard.content.toString())]));
    const vocabulary = manifest.vocabulary.hashes.map((hash) => contents.get(shardPath("vocabulary", hash)) as string[]);
    expect(vocabulary.map((words) => words[0])).toEqual(manifest.vocabulary.first);
    for (const words of vocabulary.slice(0, -1)) expect(words.length).toBeGreaterThanOrEqual(VOCABULARY_SHARD_WORDS / 2);
    for (const words of vocabulary) expect(words.length).toBeLessThanOrEqual(VOCABULARY_SHARD_WORDS);
    const words = vocabulary.flat();
    expect(words).toEqual([...words].sort());
    // Postings shards stay near their size, unless one word alone is larger.
    for (const hash of manifest.postings.hashes) {
      const shard = contents.get(shardPath("postings", hash)) as PostingsShard;
      const size = JSON.stringify(shard).length;
      if (shard.words.length > 1) expect(size).toBeLessThanOrEqual(POSTINGS_SHARD_BYTES);
    }
  });

  it("are joined from the pages' parts, in any order, as if every record were indexed at once", () => {
    const pages: Record<string, SearchDoc[]> = {
      "/b": [doc("/b", "banner upload"), section("/b", "size", "Size", "banner pixels"), section("/b", "alpha", "Alpha", "upload alpha")],
      "/a": [section("/a", "z", "Zeta", "history"), doc("/a", "message history export")],
      "/c": [doc("/c", "upload size pixels")],
    };
    const files = build(pages);
    const reversed = buildSearchFiles(Object.entries(pages).reverse().map(([route, docs]) => searchPart(route, docs)!));
    expect(reversed).toEqual(files);
    // Every record at once: by page, then by URL; each word's records by where it appears.
    const all = Object.keys(pages).sort().flatMap((route) => [...pages[route]].sort((x, y) => (x.url < y.url ? -1 : 1)));
    const contents = new Map(files.shards.map((shard) => [shard.path, JSON.parse(shard.content.toString())]));
    expect(searchShardPaths(files.manifest).filter((path) => kindOf(path) === "records").flatMap((path) => contents.get(path))).toEqual(all);
    const postings = files.manifest.postings.hashes.map((hash) => contents.get(shardPath("postings", hash)) as PostingsShard);
    const words = postings.flatMap((shard) => shard.words);
    expect(words).toEqual([...new Set(all.flatMap((d) => tokenize(`${d.title} ${d.heading} ${d.keywords} ${d.text}`)))].sort());
    for (const shard of postings) {
      shard.words.forEach((word, i) => {
        // Each record under the first field holding the word: title, heading, keywords, text.
        const first = (d: SearchDoc) => SEARCH_KEYS.findIndex((key) => tokenize(d[key]).includes(word));
        const expected = SEARCH_KEYS.map((_, field) => all.flatMap((d, record) => (first(d) === field ? [record] : [])));
        expect({ word, fields: shard.fields.map((lists) => fromGaps(lists[i])) }).toEqual({ word, fields: expected });
      });
    }
  });

  it("ship only the start of each text, yet find words from anywhere in it", async () => {
    const long = (words: string[]) => Array.from({ length: 120 }, (_, i) => words[i % words.length]).join(" ");
    const tail = "quetzalcoatl";
    const files = build({ "/a": [doc("/a", `${long(["message", "history", "export"])} ${tail}`)], "/b": [doc("/b", long(["profile", "banner"]))] });
    const records = files.shards.filter((shard) => kindOf(shard.path) === "records").map((shard) => shard.content.toString());
    for (const shipped of records.flatMap((text) => JSON.parse(text) as SearchDoc[])) expect(shipped.text.length).toBeLessThanOrEqual(SHIPPED_TEXT_LENGTH + 1);
    expect(records.join("")).not.toContain(tail);
    const { engine } = inMemorySearch(files);
    expect((await engine.search(tail)).map((hit) => hit.doc.url)).toEqual(["/a"]);
    expect((await engine.search("banner")).map((hit) => hit.doc.url)).toEqual(["/b"]);
  });

  it("keep their names where an edit leaves them as they were", () => {
    const site = largeSite();
    const before = build(site);
    const edited = { ...site, "/docs/zebra/crossing": [doc("/docs/zebra/crossing", "Yellow quokka notes: the quokka crosses where the zebra stripes are, slowly.", "Zebra crossing")] };
    const after = build(edited);
    const beforePaths = new Set(before.shards.map((shard) => shard.path));
    const changed = after.shards.filter((shard) => !beforePaths.has(shard.path)).map((shard) => kindOf(shard.path));
    // The records shard of the page's group (one file for its pages), the shard with "slowly"
    // (new) and the vocabulary shard it joins.
    const groupOfEdited = recordsGroups(Object.keys(edited).map((route) => ({ route }))).find((group) => group.some((page) => page.route === "/docs/zebra/crossing"))!;
    expect(changed.filter((kind) => kind === "records")).toHaveLength(1);
    expect(groupOfEdited.length).toBeLessThan(Object.keys(edited).length / 2);
    expect(changed.filter((kind) => kind !== "records").length).toBeLessThanOrEqual(3);
    expect(after.shards.length).toBeGreaterThan(30);
  });

  it("name records by groups of pages: the manifest grows by a few bytes per page, and a page added moves no other", () => {
    const site: Record<string, SearchDoc[]> = {};
    for (let p = 0; p < 3000; p++) site[`/docs/p/${p}`] = [doc(`/docs/p/${p}`, `Page ${p} about topic ${p % 50}.`)];
    const { manifest } = build(site);
    // A hash per page took 11 bytes of it.
    expect(JSON.stringify(manifest.records).length).toBeLessThan(5 * 3000);
    const before = recordsGroups(Object.keys(site).map((route) => ({ route })));
    const after = recordsGroups([...Object.keys(site), "/docs/p/new"].map((route) => ({ route })));
    const changed = after.filter((group, g) => group.map((page) => page.route).join() !== before[g].map((page) => page.route).join());
    expect(changed).toHaveLength(1);
  });
});

describe("the search engine over shards", () => {
  it("fetches only the shards a query needs, and each once", async () => {
    const files = build(largeSite());
    const search = inMemorySearch(files);
    const hits = await search.engine.search("deleting account");
    expect(hits[0].doc.page).toBe("/docs/account/deletion");
    const first = [...search.fetched];
    // One vocabulary shard per term at most (their first two letters each fit one), of several.
    expect(count(first, "vocabulary")).toBeLessThanOrEqual(2);
    expect(files.manifest.vocabulary.hashes.length).toBeGreaterThan(2);
    expect(count(first, "postings")).toBeLessThanOrEqual(4);
    expect(count(first, "records")).toBeLessThanOrEqual(3);
    expect(first.length).toBeLessThan(files.shards.length / 10);
    expect(new Set(first).size).toBe(first.length);
    // The same query again needs nothing more; another fetches only what it lacks.
    await search.engine.search("deleting account");
    expect(search.fetched).toEqual(first);
    await search.engine.search("grace period");
    expect(search.fetched.slice(first.length).every((path) => !first.includes(path))).toBe(true);
  });

  it("fetches the records of a dozen pages at most, however many hold the query, the best of them included", async () => {
    // Forty pages hold every word of the query in a heading, and sort before the one whose title
    // is the query; two hundred more hold the words in their text.
    const pages: Record<string, SearchDoc[]> = {};
    for (let p = 0; p < 40; p++) {
      const route = `/docs/a/${p}`;
      pages[route] = [doc(route, "Notes.", `Topic ${p}`), section(route, "h", "Message history and export", "More notes.")];
    }
    for (let p = 0; p < 200; p++) pages[`/docs/b/${p}`] = [doc(`/docs/b/${p}`, "The message history export settings.", `Other ${p}`)];
    pages["/docs/z/export"] = [doc("/docs/z/export", "How to take a copy of your chats.", "Message history export")];
    const search = inMemorySearch(build(pages));
    const hits = await search.engine.search("message history export");
    expect(hits[0].doc.page).toBe("/docs/z/export");
    const maxHits = build(pages).manifest.options.maxHits;
    expect(count(search.fetched, "records")).toBeLessThanOrEqual(maxHits + 4);
    expect(hits.length).toBe(maxHits);
  });

  it("fetches one round of records (six pages) for the navbar's list when those pages hold enough hits", async () => {
    // Thirty pages, each with three sections holding the query's words: the best six pages hold
    // more than the eight hits the navbar shows.
    const pages: Record<string, SearchDoc[]> = {};
    for (let p = 0; p < 30; p++) {
      const route = `/docs/export/${p}`;
      pages[route] = [doc(route, `Exporting chats, part ${p}.`, `Export ${p}`), ...[1, 2, 3].map((n) => section(route, `s${n}`, `Message history export, step ${n}`, "Notes."))];
    }
    const files = build(pages);
    const search = inMemorySearch(files);
    const hits = await search.engine.search("message history export");
    expect(hits).toHaveLength(files.manifest.options.maxHits);
    const records = search.fetched.flatMap((path, i) => (kindOf(path) === "records" ? [search.rounds[i]] : []));
    expect(records.length).toBeLessThanOrEqual(6);
    expect(new Set(records).size).toBe(1);
    // The search page's longer list reads more pages.
    expect(new Set((await search.engine.search("message history export", 30)).map((hit) => hit.doc.page)).size).toBeGreaterThan(6);
  });

  it("fetches the postings of a common word's longer forms with its own, in the first round", async () => {
    // "message" is in so many records that its postings fill a shard of their own; "messages" and
    // "messaging" are in the shard after it.
    const pages: Record<string, SearchDoc[]> = {};
    for (let p = 0; p < 5000; p++) pages[`/docs/m/${p}`] = [doc(`/docs/m/${p}`, `A message about topic ${p}.`, `Topic ${p}`), section(`/docs/m/${p}`, "x", "Another message", "More.")];
    pages["/docs/plural"] = [doc("/docs/plural", "Messages and messaging, in the plural.", "Plural")];
    const files = build(pages);
    const { first } = files.manifest.postings;
    const own = first.indexOf("message");
    expect(own).toBeGreaterThanOrEqual(0);
    expect(first[own + 1]?.startsWith("message")).toBe(true);
    const search = inMemorySearch(files);
    const hits = await search.engine.search("message");
    expect(hits.some((hit) => hit.doc.page === "/docs/plural") || hits.length === files.manifest.options.maxHits).toBe(true);
    const postingsRounds = search.fetched.flatMap((path, i) => (kindOf(path) === "postings" ? [search.rounds[i]] : []));
    expect(postingsRounds.length).toBeGreaterThanOrEqual(2);
    expect(postingsRounds.every((round) => round === 1)).toBe(true);
  });

  it("answers a query whose words live in different shards, ranking the page holding all of them first", async () => {
    const files = build(largeSite());
    const search = inMemorySearch(files);
    const [postingsOfQuokka, postingsOfZebra] = ["quokka", "zebra"].map((word) => {
      let at = 0;
      while (at + 1 < files.manifest.postings.first.length && files.manifest.postings.first[at + 1] <= word) at++;
      return at;
    });
    expect(postingsOfQuokka).not.toBe(postingsOfZebra);
    const hits = await search.engine.search("zebra quokka");
    expect(hits[0].doc.page).toBe("/docs/zebra/crossing");
    const yellow = await search.engine.search("yellow zebra");
    expect(yellow.map((hit) => hit.doc.page).slice(0, 2)).toEqual(["/docs/zebra/crossing", "/docs/aardvark"]);
  });

  it("forgives typos and finds other endings, whichever shards the near spellings are in", async () => {
    const site = largeSite();
    const search = inMemorySearch(build(site));
    for (const [typo, page] of [
      ["acount delet", "/docs/account/deletion"],
      ["quoka", "/docs/zebra/crossing"],
      ["zebras", "/docs/zebra/crossing"],
      ["aardvarks", "/docs/aardvark"],
    ]) {
      expect((await search.engine.search(typo)).map((hit) => hit.doc.page)).toContain(page);
    }
    // The first word of the second vocabulary shard with a letter changed so that the typo sorts
    // in the first shard: its near spelling is found in the shard after the typo's own.
    const { manifest } = build(site);
    const word = manifest.vocabulary.first[1];
    const at = [...word].findIndex((letter, i) => i >= 2 && letter > "a");
    const typo = `${word.slice(0, at)}a${word.slice(at + 1)}`;
    expect(typo < word).toBe(true);
    expect(typo.length).toBeGreaterThanOrEqual(5);
    const pagesWithWord = Object.keys(site).filter((route) => site[route].some((d) => tokenize(`${d.heading} ${d.text}`).includes(word)));
    const before = search.fetched.length;
    const hits = await search.engine.search(typo, 50);
    expect(hits.some((hit) => pagesWithWord.includes(hit.doc.page))).toBe(true);
    expect(search.fetched.slice(0, before)).not.toContain(shardPath("vocabulary", manifest.vocabulary.hashes[1]));
    expect(search.fetched.slice(before)).toContain(shardPath("vocabulary", manifest.vocabulary.hashes[1]));
  });

  it("searches the shards it has when others cannot be fetched, and tries them again later", async () => {
    const files = build(largeSite());
    const search = inMemorySearch(files);
    const deletion = files.shards.find((shard) => kindOf(shard.path) === "records" && shard.content.toString().includes('"page":"/docs/account/deletion"'))!;
    search.unavailable.add(deletion.path);
    // The search page's list: its candidates come from more pages than the page's group holds.
    const offline = await search.engine.search("grace period settings", 20);
    expect(offline.length).toBeGreaterThan(0);
    expect(offline.map((hit) => hit.doc.page)).not.toContain("/docs/account/deletion");
    search.unavailable.clear();
    const online = await search.engine.search("grace period settings", 20);
    expect(online[0].doc.page).toBe("/docs/account/deletion");
  });

  it("answers the same query asked again (the box's early start, then its widget) with the search under way", async () => {
    const search = inMemorySearch(build(largeSite()));
    const early = search.engine.search("deleting account");
    const widget = search.engine.search("deleting account");
    expect(widget).toBe(early);
    expect((await widget)[0].doc.page).toBe("/docs/account/deletion");
    // Another query, or another length of list, is a search of its own.
    expect(search.engine.search("deleting account", 20)).not.toBe(early);
  });

  it("refuses a manifest it cannot read, saying what to do", () => {
    const files = build({ "/a": [doc("/a", "alpha")] });
    expect(() => inMemorySearch({ ...files, manifest: { ...files.manifest, records: { counts: [], groups: [1], hashes: ["x"] } } })).toThrow(/rebuild the site/);
  });
});
