// The build record: what a rebuild reads back is what the last build wrote, page by page, whether
// a page's record was serialized afresh or written back as it was read (a page the rebuild kept).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readManifest, recordedRoutes, writeManifest } from "../../scripts/lib/build-manifest.mjs";

const savedCacheDir = process.env.PALAVER_CACHE_DIR;
afterEach(() => {
  if (savedCacheDir === undefined) delete process.env.PALAVER_CACHE_DIR;
  else process.env.PALAVER_CACHE_DIR = savedCacheDir;
});

interface PageResult {
  route: string;
  key: string;
  refs: { content: string[]; frame: string[] };
  search?: { route: string; docs: Uint8Array };
  files: [string, string | null, number][];
}

const page = (route: string, frame: string[], text: string): PageResult => ({
  route,
  key: `key of ${route} ${text}`,
  refs: { content: [`${route}#top`], frame },
  search: { route, docs: Buffer.from(JSON.stringify({ title: route, text })) },
  files: [[`${route.slice(1)}.html`, null, text.length]],
});

function setUp() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-record-"));
  process.env.PALAVER_CACHE_DIR = path.join(root, "cache");
  const out = path.join(root, "dist");
  fs.mkdirSync(out);
  fs.writeFileSync(path.join(out, "index.html"), "<!doctype html>");
  const save = (results: PageResult[], previous?: unknown) => writeManifest(out, "build key", recordedRoutes(results, previous), ["index.html"], new Map(), undefined);
  const read = () => readManifest(out, "build key");
  return { out, save, read };
}

/** A record as read back, with its typed arrays as plain bytes for comparison. */
const plain = (record: PageResult) => ({ ...record, search: record.search && { ...record.search, docs: Buffer.from(record.search.docs).toString() } });

describe("the build record", () => {
  it("reads back every page's record after a rebuild that kept some pages' bytes and numbered new frame links after the old", () => {
    const { save, read } = setUp();
    const frame = ["/", "/docs/intro", "/docs/rooms"];
    save([page("/docs/intro", frame, "first"), page("/docs/rooms", frame, "first"), page("/docs/calls", frame, "first")]);
    const first = read();
    expect(Object.keys(first.routes)).toEqual(["/docs/intro", "/docs/rooms", "/docs/calls"]);

    // A rebuild keeps two pages as read and renders one whose frame links another page; a page
    // without a key (the not-found page) is not recorded.
    const kept = [first.routes["/docs/intro"], first.routes["/docs/calls"]];
    const edited = page("/docs/rooms", ["/docs/threads", ...frame], "second");
    save([kept[0], edited, kept[1], { route: "/404", refs: { content: [], frame: ["/"] }, files: [] } as unknown as PageResult], first);
    const second = read();
    expect(Object.keys(second.routes)).toEqual(["/docs/intro", "/docs/rooms", "/docs/calls"]);
    expect(plain(second.routes["/docs/intro"])).toEqual(plain(page("/docs/intro", frame, "first")));
    expect(plain(second.routes["/docs/calls"])).toEqual(plain(page("/docs/calls", frame, "first")));
    expect(plain(second.routes["/docs/rooms"])).toEqual(plain(edited));

    // And once more, from that record: its kept pages' numbers still name their links.
    save([second.routes["/docs/intro"], second.routes["/docs/rooms"], page("/docs/calls", ["/docs/search"], "third")], second);
    const third = read();
    expect(third.routes["/docs/intro"].refs.frame).toEqual(frame);
    expect(third.routes["/docs/rooms"].refs.frame).toEqual(["/docs/threads", ...frame]);
    expect(third.routes["/docs/calls"].refs.frame).toEqual(["/docs/search"]);
  });

  it("is no record when its file is cut short, or was made for another build", () => {
    const { out, save, read } = setUp();
    save([page("/docs/intro", ["/"], "first")]);
    expect(read()).toBeDefined();
    expect(readManifest(out, "another build key")).toBeUndefined();
    const [file] = fs.readdirSync(path.join(process.env.PALAVER_CACHE_DIR!, "builds"));
    const record = path.join(process.env.PALAVER_CACHE_DIR!, "builds", file);
    fs.truncateSync(record, fs.statSync(record).size - 10);
    expect(read()).toBeUndefined();
  });
});
