import { describe, expect, it } from "vitest";
import { groupKeyOf, isFoundByKey, isInlineEntry, shardIndexFor } from "../../app/lib/pwa/offline-index.mjs";
import { bytesToSave, formatBytes, isShellFile, isSlow, pageOfData, shellFetchMode, shouldSaveWholeSite } from "../../app/lib/pwa/offline-plan";
import { isFromOtherBuild } from "../../app/lib/pwa/deploy-check";
import { stampBuild } from "../../scripts/lib/data-build-stamp.mjs";

describe("saving the site for offline reading", () => {
  const small = { autoSave: true };
  const large = { autoSave: false };

  it("saves a site under the budget without asking, on a connection that allows it", () => {
    expect(shouldSaveWholeSite({ reason: "auto", plan: small, slow: false, choice: undefined })).toBe(true);
    expect(shouldSaveWholeSite({ reason: "auto", plan: small, slow: true, choice: undefined })).toBe(false);
  });

  it("saves a site over the budget only when installed or asked, and keeps saving it after each deploy once chosen", () => {
    expect(shouldSaveWholeSite({ reason: "auto", plan: large, slow: false, choice: undefined })).toBe(false);
    expect(shouldSaveWholeSite({ reason: "installed", plan: large, slow: false, choice: undefined })).toBe(true);
    expect(shouldSaveWholeSite({ reason: "auto", plan: large, slow: false, choice: "saved" })).toBe(true);
  });

  it("on 2g or with data saver saves nothing unasked, but does what the reader asks", () => {
    expect(shouldSaveWholeSite({ reason: "installed", plan: small, slow: true, choice: "saved" })).toBe(false);
    expect(shouldSaveWholeSite({ reason: "reader", plan: large, slow: true, choice: undefined })).toBe(true);
    expect(shellFetchMode(true)).toBe("already-downloaded");
    expect(shellFetchMode(false)).toBe("network");
  });

  it("stops saving a small site once the reader removed the saved copy", () => {
    expect(shouldSaveWholeSite({ reason: "auto", plan: small, slow: false, choice: "removed" })).toBe(false);
    expect(shouldSaveWholeSite({ reason: "reader", plan: small, slow: false, choice: "removed" })).toBe(true);
  });

  it("tells a slow connection from the Network Information API", () => {
    expect(isSlow(undefined)).toBe(false);
    expect(isSlow({ effectiveType: "4g" })).toBe(false);
    expect(isSlow({ effectiveType: "4g", saveData: true })).toBe(true);
    expect(isSlow({ effectiveType: "slow-2g" })).toBe(true);
    expect(isSlow({ effectiveType: "2g" })).toBe(true);
  });

  it("counts only what is not saved yet: after a deploy, what changed", () => {
    const sizes = new Map([["index.html", 100], ["docs/a.html", 2_000], ["_data/docs/a.json", 30_000]]);
    const saved = new Set(["index.html", "_data/docs/a.json"]);
    expect(bytesToSave(sizes.keys(), (url) => sizes.get(url) ?? 0, (url) => saved.has(url))).toEqual({ files: 1, bytes: 2_000 });
  });

  it("keeps the app shell apart from the pages", () => {
    expect(["build/root-AB12.js", "index.html", "offline.html", "saved.html", "_data/__site.json", "icons/192.png"].every(isShellFile)).toBe(true);
    // A site's static images are not: only those the shell's pages load (the build lists them).
    expect(["docs/user/getting-started.html", "_data/docs/intro.json", "mdx/abc.js", "search-doc.json", "img/logo.svg"].some(isShellFile)).toBe(false);
  });

  it("shows sizes as a reader reads them", () => {
    expect(formatBytes(450)).toBe("1 kB");
    expect(formatBytes(98_765)).toBe("99 kB");
    expect(formatBytes(1_234_567)).toBe("1.2 MB");
    expect(formatBytes(68_000_000)).toBe("68 MB");
  });
});

describe("one deploy's code with one deploy's data", () => {
  it("names the app build in each data file, first", () => {
    expect(stampBuild('{"title":"Terms"}', "d77a")).toBe('{"__build":"d77a","title":"Terms"}');
    expect(stampBuild("{}", "d77a")).toBe('{"__build":"d77a"}');
    expect(JSON.parse(stampBuild('{ "a": [1, {"b": 2}] }', "x"))).toEqual({ __build: "x", a: [1, { b: 2 }] });
  });

  it("sees data of another app build, and trusts data without a stamp (npm run dev)", () => {
    expect(isFromOtherBuild({ __build: "b2" }, "a1")).toBe(true);
    expect(isFromOtherBuild({ __build: "a1" }, "a1")).toBe(false);
    expect(isFromOtherBuild({ title: "x" }, "a1")).toBe(false);
    expect(isFromOtherBuild(null, "a1")).toBe(false);
  });
});

describe("pages opened by link", () => {
  it("keep their HTML beside their data", () => {
    expect(pageOfData("_data/docs/policies/tos.json")).toBe("docs/policies/tos.html");
    expect(pageOfData("_data/index.json")).toBe("index.html");
    expect(pageOfData("_data/__site.json")).toBeUndefined();
    expect(pageOfData("_data/sidebars/current/user.json")).toBeUndefined();
    expect(pageOfData("docs/policies/tos.html")).toBeUndefined();
  });
});

describe("the worker's manifest shards", () => {
  it("groups a page's HTML, its data and a request for it under one key", () => {
    expect(["docs/user/intro.html", "_data/docs/user/intro.json", "docs/user/intro", "docs/user/intro/"].map(groupKeyOf)).toEqual(Array(4).fill("docs/user/intro"));
    expect(["index.html", "_data/index.json", ""].map(groupKeyOf)).toEqual(["", "", ""]);
    expect(groupKeyOf("docs/index.html")).toBe("docs");
    expect(groupKeyOf("img/photo.png")).toBe("img/photo.png");
  });

  it("finds the shard whose range holds a key", () => {
    const shards = [{ from: "" }, { from: "docs/b" }, { from: "docs/m" }];
    expect(shardIndexFor(shards, "")).toBe(0);
    expect(shardIndexFor(shards, "blog/x")).toBe(0);
    expect(shardIndexFor(shards, "docs/b")).toBe(1);
    expect(shardIndexFor(shards, "docs/c")).toBe(1);
    expect(shardIndexFor(shards, "policies/x")).toBe(2);
    expect(shardIndexFor([{ from: "docs" }], "api")).toBe(-1);
  });

  it("leaves the shell in sw.js and looks up other files by their key, a page's modules with their page", () => {
    const shellAssets = new Set(["img/logo.svg"]);
    expect(["build/root-AB12.js", "index.html", "_site/custom-12ab.css", "img/logo.svg"].every((url) => isInlineEntry(url, shellAssets))).toBe(true);
    expect(["_site/offline/0123456789abcdef.json", "docs/a.html", "_search/terms.ab12.json", "img/diagram.png"].some((url) => isInlineEntry(url, shellAssets))).toBe(false);
    expect(["docs/a.html", "_data/docs/a.json", "_search/terms.ab12.json", "files/manual.json"].every(isFoundByKey)).toBe(true);
    expect(["mdx/0123abcd.js", "build/root-AB12.js"].some(isFoundByKey)).toBe(false);
  });
});
