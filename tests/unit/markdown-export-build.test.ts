// The build keeps each doc page's Markdown by what it is made from (the page's article): a page
// rendered again because its frame changed (a page added next to it: its previous/next links) is
// not converted again.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runBuild } from "../support/run-build";
import { copyTree, doc } from "./fixture-tree";

const inode = (file: string) => fs.statSync(file).ino;

describe("doc pages' Markdown across rebuilds", () => {
  it("is kept for pages whose article is unchanged, and made again for the page that changed", async () => {
    const content = copyTree();
    const base = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-md-rebuild-"));
    const out = path.join(base, "dist");
    const env = { CONTENT_DIR: content, OUT_DIR: out, PALAVER_CACHE_DIR: path.join(base, "cache") };
    expect((await runBuild(env)).status).toBe(0);
    const page = (ext: string) => path.join(out, `docs/guides/first.${ext}`);
    const before = { html: inode(page("html")), md: inode(page("md")), text: fs.readFileSync(page("md"), "utf8") };
    const second = fs.readFileSync(path.join(out, "docs/guides/second.md"), "utf8");

    // A new page after the first guide: its next-page link changes, its article does not.
    fs.writeFileSync(path.join(content, "docs/guides/ferries.mdx"), doc("Ferry timetables", "The winter timetable starts in October."));
    const edited = path.join(content, "docs/guides/second.mdx");
    fs.writeFileSync(edited, fs.readFileSync(edited, "utf8") + "\nMooring fees are paid at the harbour office.\n");
    const rebuild = await runBuild(env);
    expect(rebuild.status, rebuild.stderr).toBe(0);

    expect(inode(page("html"))).not.toBe(before.html);
    // The same file as before, linked from the page cache, not a new conversion.
    expect(inode(page("md"))).toBe(before.md);
    expect(fs.readFileSync(page("md"), "utf8")).toBe(before.text);
    // The edited page's and the new page's Markdown are their own.
    expect(fs.readFileSync(path.join(out, "docs/guides/second.md"), "utf8")).toContain("Mooring fees are paid at the harbour office.");
    expect(fs.readFileSync(path.join(out, "docs/guides/second.md"), "utf8")).not.toBe(second);
    expect(fs.readFileSync(path.join(out, "docs/guides/ferries.md"), "utf8")).toContain("The winter timetable starts in October.");
  });
});
