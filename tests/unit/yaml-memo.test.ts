// Front matter YAML is read once per text: what it was read as is kept in the build cache, so the
// next scan (another build thread or process) reads it back with JSON.parse.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import yaml from "js-yaml";
import { afterEach, describe, expect, it } from "vitest";
import { memoizedYaml, withYamlMemo } from "../../app/lib/content/yaml-memo.server";
import { scanContent } from "../../app/lib/content.server";

const savedCacheDir = process.env.PALAVER_CACHE_DIR;
afterEach(() => {
  if (savedCacheDir === undefined) delete process.env.PALAVER_CACHE_DIR;
  else process.env.PALAVER_CACHE_DIR = savedCacheDir;
});

function freshCache(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-yaml-memo-"));
  process.env.PALAVER_CACHE_DIR = path.join(root, "cache");
  return root;
}

/** js-yaml as the front matter reads it, counting its calls. */
function countingLoad() {
  const load = (text: string) => {
    load.calls++;
    return yaml.load(text, { schema: yaml.JSON_SCHEMA });
  };
  load.calls = 0;
  return load;
}

describe("memoizedYaml", () => {
  it("reads a text seen by an earlier scan from the record, as a fresh object each time", () => {
    const root = freshCache();
    const load = countingLoad();
    const text = "title: Rooms\nsidebar_position: 2\ntags: [chat, rooms]\n";
    const first = withYamlMemo(root, () => memoizedYaml(text, load)) as Record<string, unknown>;
    expect(load.calls).toBe(1);
    // What the caller does to its object (the type check deletes fields) does not reach the next.
    delete first.title;
    const second = withYamlMemo(root, () => [memoizedYaml(text, load), memoizedYaml(text, load)]);
    expect(load.calls).toBe(1);
    expect(second[0]).toEqual({ title: "Rooms", sidebar_position: 2, tags: ["chat", "rooms"] });
    expect(second[0]).not.toBe(second[1]);
    // A changed text is read.
    expect(withYamlMemo(root, () => memoizedYaml("title: Rooms and threads\n", load))).toEqual({ title: "Rooms and threads" });
    expect(load.calls).toBe(2);
  });

  it("keeps only the texts the last scan used, records no value JSON would change, and reads without a scan", () => {
    const root = freshCache();
    const load = countingLoad();
    withYamlMemo(root, () => ["id: a\n", "id: b\n", "sidebar_position: .inf\n"].map((text) => memoizedYaml(text, load)));
    const [record] = fs.readdirSync(path.join(root, "cache/front-matter"));
    const recorded = () => Object.keys(JSON.parse(fs.readFileSync(path.join(root, "cache/front-matter", record), "utf8")));
    // Infinity would come back as null: that text is read every time.
    expect(recorded()).toEqual(["id: a\n", "id: b\n"]);
    expect(withYamlMemo(root, () => [memoizedYaml("sidebar_position: .inf\n", load), memoizedYaml("id: b\n", load)])).toEqual([{ sidebar_position: Infinity }, { id: "b" }]);
    expect(load.calls).toBe(4);
    // That scan did not use "id: a": a page gone takes its block out of the record.
    expect(recorded()).toEqual(["id: b\n"]);
    // Outside a scan there is no record: read each time.
    memoizedYaml("id: b\n", load);
    memoizedYaml("id: b\n", load);
    expect(load.calls).toBe(6);
  });

  it("gives a content scan the same front matter from the record as from the YAML", () => {
    const root = freshCache();
    const content = path.join(root, "content");
    fs.mkdirSync(path.join(content, "docs"), { recursive: true });
    fs.writeFileSync(path.join(content, "docs/intro.md"), "---\ntitle: Start here\nsidebar_position: 1\nkeywords: [start, 2024]\nlast_update:\n  date: 2024-05-01\n---\n\nHello.\n");
    fs.writeFileSync(path.join(content, "docs/rooms.md"), "---\nid: rooms\ntitle: Rooms\n---\n\nRooms hold conversations.\n");
    const frontMatter = () => [...scanContent(content).model.docsByFile.values()].map((doc) => [path.basename(doc.file), doc.frontMatter]);
    const first = frontMatter();
    expect(fs.readdirSync(path.join(root, "cache/front-matter"))).toHaveLength(1);
    expect(frontMatter()).toEqual(first);
    expect(first).toContainEqual(["intro.md", expect.objectContaining({ title: "Start here", keywords: ["start", "2024"], last_update: { date: "2024-05-01" } })]);
  });
});
