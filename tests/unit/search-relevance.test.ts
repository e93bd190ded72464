// Relevance: queries a reader would type, each with the page it must find in the top 3, over the
// search files the build of the shipped docs publishes (their text is the rendered pages').
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { SearchEngine } from "~/lib/search/search-engine";
import type { SearchDoc, SearchManifest } from "~/lib/search/search-types";
import { inMemorySearch } from "../support/search-engine";
import { runBuild } from "../support/run-build";

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
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-relevance-"));
  const out = path.join(work, "dist");
  const build = await runBuild({ CONTENT_DIR: path.resolve(__dirname, "../../content"), OUT_DIR: out, PALAVER_CACHE_DIR: path.join(work, "cache") });
  expect(build.status, build.stdout + build.stderr).toBe(0);
  const manifest = JSON.parse(fs.readFileSync(path.join(out, "search-manifest.json"), "utf8")) as SearchManifest;
  const shards = fs.readdirSync(path.join(out, "_search")).filter((name) => name.endsWith(".json")).map((name) => ({ path: `_search/${name}`, content: fs.readFileSync(path.join(out, "_search", name)) }));
  records = shards.filter((shard) => shard.path.startsWith("_search/records.")).flatMap((shard) => JSON.parse(shard.content.toString()) as SearchDoc[]);
  engine = inMemorySearch({ manifest, shards }).engine;
  fs.rmSync(work, { recursive: true, force: true });
}, 120_000);

/** The first `n` pages of a query's hits: of the search page's list (20), or of `limit` hits. */
async function topPages(query: string, n = 3, limit = 20): Promise<string[]> {
  const pages: string[] = [];
  for (const hit of await engine.search(query, limit)) {
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

  it.each(cases)("%s → %s in the top 3", async (query, page) => {
    expect(await topPages(query)).toContain(page);
  });

  // The navbar's list reads fewer pages' records (one round of requests): it must still find them.
  it.each(cases)("%s → %s in the top 3 of the navbar's list", async (query, page) => {
    expect(await topPages(query, 3, engine.options.maxHits)).toContain(page);
  });

  it("ranks an exact error code first", async () => {
    for (const code of ["err001", "err002", "err003", "err004"]) expect(await topPages(code, 1)).toEqual([`/docs/user/issues/${code}`]);
  });

  it("finds nothing for gibberish", async () => {
    expect(await engine.search("qqxzzv wwjjkk")).toEqual([]);
  });

  it("highlights matched words", async () => {
    const [hit] = await engine.search("deletion");
    const marked = [...hit.titleRanges, ...hit.headingRanges, ...hit.snippet.ranges];
    expect(marked.length).toBeGreaterThan(0);
  });
});
