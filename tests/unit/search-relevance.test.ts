// Relevance: queries a reader would type, each with the page it must find in the top 3.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getContentModel } from "~/lib/content.server";
import { searchRecordsFor } from "~/lib/search/search-records.server";
import { buildSearchFiles, searchPart, SHIPPED_TEXT_LENGTH, type SearchPart } from "~/lib/search/search-index.server";
import { buildWordIndex, pagePostings, readWordIndex, tokenize } from "~/lib/search/word-index";
import { SearchEngine } from "~/lib/search/search-engine";
import type { SearchDoc } from "~/lib/search/search-types";

const cases: [query: string, page: string][] = [
  ["delete my account", "/docs/user/account/deletion"],
  ["acount delet", "/docs/user/account/deletion"],
  ["profile banner upload", "/docs/api/account/set-profilebanner"],
  ["report a vulnerability", "/docs/policies/securityrep"],
  ["gdpr data export", "/docs/policies/gdpr"],
  ["err001", "/docs/user/issues/err001"],
  ["err002", "/docs/user/issues/err002"],
  ["err003", "/docs/user/issues/err003"],
  ["err004", "/docs/user/issues/err004"],
  ["session expired", "/docs/user/issues/err002"],
  ["can't reach palaver", "/docs/user/issues/err001"],
  ["too many requests rate limit", "/docs/user/issues/err003"],
  ["file too large upload", "/docs/user/issues/err004"],
  ["login token", "/docs/api/account/login"],
  ["register account api", "/docs/api/account/register"],
  ["change profile picture", "/docs/api/account/set-profilepicture"],
  ["profile music", "/docs/api/account/set-profilemusic"],
  ["reorder profile items", "/docs/api/account/items-reorder"],
  ["add friend", "/docs/api/account/friend-add"],
  ["remove friend", "/docs/api/account/friend-remove"],
  ["search users", "/docs/api/account/search"],
  ["update preferences", "/docs/api/account/prefs-set"],
  ["api authentication bearer", "/docs/api/introduction"],
  ["create a group chat", "/docs/user/chats/group-chats/information"],
  ["places channels moderator", "/docs/user/chats/places-chats/information"],
  ["private messages", "/docs/user/chats/private-chats/information"],
  ["two factor authentication", "/docs/user/security/information"],
  ["send a gif", "/docs/user/showcase/gifs"],
  ["terms of service", "/docs/policies/tos"],
  ["privacy policy", "/docs/policies/privacy"],
];

let engine: SearchEngine;
let records: SearchDoc[];

beforeAll(async () => {
  process.env.CONTENT_DIR = path.resolve(__dirname, "../../content");
  const model = getContentModel();
  const routes = [...model.docsRoutes.keys(), ...model.pages.keys(), "/blog/authors", ...model.authors.map((a) => `/blog/authors/${a.key}`), "/404"];
  const pages = await Promise.all(routes.map(async (route) => ({ route, docs: await searchRecordsFor(route) })));
  records = pages.flatMap((page) => page.docs);
  const files = buildSearchFiles(pages.map((page) => searchPart(page.route, page.docs)).filter((part): part is SearchPart => part !== undefined));
  engine = new SearchEngine(JSON.parse(files.doc.toString()), JSON.parse(files.index));
}, 120_000);

function topPages(query: string, n = 3): string[] {
  const pages: string[] = [];
  for (const hit of engine.search(query, 20)) {
    if (!pages.includes(hit.doc.page)) pages.push(hit.doc.page);
    if (pages.length === n) break;
  }
  return pages;
}

describe("search records", () => {
  it("cover each page and each of its h2/h3 sections, with anchor, breadcrumb and version", () => {
    const deletion = records.filter((r) => r.page === "/docs/user/account/deletion");
    expect(deletion[0]).toMatchObject({ url: "/docs/user/account/deletion", heading: "", breadcrumb: ["Your account"], version: "current" });
    expect(deletion.length).toBeGreaterThan(3);
    for (const section of deletion.slice(1)) expect(section.url).toMatch(/^\/docs\/user\/account\/deletion#[a-z0-9-]+$/);
  });

  it("include category pages and author pages, but not the not-found page", () => {
    const pages = new Set(records.map((r) => r.page));
    expect(pages.has("/docs/category/issues")).toBe(true);
    expect(pages.has("/blog/authors/mira")).toBe(true);
    expect([...pages].some((p) => p.includes("404"))).toBe(false);
  });

  it("leave code blocks out of the text", () => {
    const login = records.filter((r) => r.page === "/docs/api/account/login").map((r) => r.text).join(" ");
    expect(login).not.toContain("curl -X POST");
  });
});

describe("search relevance", () => {
  it("has at least 25 queries", () => expect(cases.length).toBeGreaterThanOrEqual(25));

  it.each(cases)("%s → %s in the top 3", (query, page) => {
    expect(topPages(query)).toContain(page);
  });

  it("ranks an exact error code first", () => {
    for (const code of ["err001", "err002", "err003", "err004"]) expect(topPages(code, 1)).toEqual([`/docs/user/issues/${code}`]);
  });

  it("finds nothing for gibberish", () => {
    expect(engine.search("qqxzzv wwjjkk")).toEqual([]);
  });

  it("highlights matched words", () => {
    const [hit] = engine.search("deletion");
    const marked = [...hit.titleRanges, ...hit.headingRanges, ...hit.snippet.ranges];
    expect(marked.length).toBeGreaterThan(0);
  });
});

describe("search files", () => {
  const long = (words: string[]) => Array.from({ length: 120 }, (_, i) => words[i % words.length]).join(" ");
  const doc = (url: string, text: string): SearchDoc => ({ title: "Page", heading: "", keywords: "", text, url, page: url, breadcrumb: [], version: "current" });

  it("ship only the start of each text, yet find words from anywhere in it", () => {
    const tail = "quetzalcoatl";
    const docs = [doc("/a", `${long(["message", "history", "export"])} ${tail}`), doc("/b", long(["profile", "banner"]))];
    const files = buildSearchFiles(docs.map((d) => searchPart(d.url, [d])!));
    const docFile = files.doc.toString();
    const shipped = JSON.parse(docFile) as { searchDocs: SearchDoc[] };
    for (const shippedDoc of shipped.searchDocs) expect(shippedDoc.text.length).toBeLessThanOrEqual(SHIPPED_TEXT_LENGTH + 1);
    expect(shipped.searchDocs[0].text).toMatch(/…$/);
    expect(docFile).not.toContain(tail);
    const small = new SearchEngine(JSON.parse(docFile), JSON.parse(files.index));
    expect(small.search(tail).map((hit) => hit.doc.url)).toEqual(["/a"]);
    expect(small.search("banner").map((hit) => hit.doc.url)).toEqual(["/b"]);
  });

  it("are joined from the pages' parts, in any order, as if every record were indexed at once", () => {
    const section = (page: string, id: string, heading: string, text: string): SearchDoc => ({ ...doc(`${page}#${id}`, text), page, heading });
    const pages: Record<string, SearchDoc[]> = {
      "/b": [doc("/b", "banner upload"), section("/b", "size", "Size", "banner pixels"), section("/b", "alpha", "Alpha", "upload alpha")],
      "/a": [section("/a", "z", "Zeta", "history"), doc("/a", "message history export")],
      "/c": [doc("/c", "upload size pixels")],
    };
    const files = buildSearchFiles(Object.entries(pages).map(([route, docs]) => searchPart(route, docs)!));
    // Every record at once: by page, then by URL; each word's records by where it appears.
    const all = Object.keys(pages).sort().flatMap((route) => [...pages[route]].sort((x, y) => (x.url < y.url ? -1 : 1)));
    const docFile = files.doc.toString();
    expect(docFile).toBe(JSON.stringify({ searchDocs: all, options: JSON.parse(docFile).options }));
    const index = readWordIndex(JSON.parse(files.index), all.length);
    for (const [i, word] of index.words.entries()) {
      const named = all.flatMap((d, record) => (tokenize(`${d.title} ${d.heading} ${d.keywords}`).includes(word) ? [record] : []));
      const text = all.flatMap((d, record) => (!named.includes(record) && tokenize(d.text).includes(word) ? [record] : []));
      expect({ word, named: index.named[i], text: index.text[i] }).toEqual({ word, named, text });
    }
    expect(index.words).toEqual([...new Set(all.flatMap((d) => tokenize(`${d.title} ${d.heading} ${d.keywords} ${d.text}`)))].sort());
  });

  it("store each word's records as gaps, and refuse an index made for other documents", () => {
    const docs = ["/a", "/b", "/c", "/d"].map((url, i) => doc(url, i % 2 ? "alpha" : "beta"));
    const index = buildWordIndex(docs.map((d) => ({ records: 1, postings: pagePostings([d]) })));
    expect(index.text[index.words.indexOf("alpha")]).toEqual([1, 2]);
    expect(readWordIndex(index, 4).text[index.words.indexOf("alpha")]).toEqual([1, 3]);
    expect(() => readWordIndex(index, 5)).toThrow(/does not match/);
  });
});
