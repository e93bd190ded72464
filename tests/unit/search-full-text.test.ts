// Search finds a word wherever it stands in a section: the word index is made from each section's
// whole text, and only the records' text is cut (for their snippets). It was cut at 1,200
// characters before the index was made: words at the end of a long section (a table's last rows,
// a long explanation's last paragraph) could not be found.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { SearchEngine } from "~/lib/search/search-engine";
import type { SearchManifest } from "~/lib/search/search-types";
import { builtSite } from "../support/built-site";
import { inMemorySearch } from "../support/search-engine";

const filler = (topic: string, n: number) =>
  Array.from({ length: n }, (_, i) => `The ${topic} relay keeps message ${i + 1} in its queue until every device in the room has confirmed it.`).join(" ");

let engine: SearchEngine;

beforeAll(async () => {
  const { out } = await builtSite(
    {
      "docs/retention.mdx": `---\ntitle: Message retention\n---\n\nOpening words: zebrafirst.\n\n## How long messages stay\n\n${filler("retention", 30)} The last words of the section: quokkalast.\n\n## Settings\n\n| Setting | Meaning |\n| --- | --- |\n${Array.from({ length: 40 }, (_, i) => `| retention_${i} | Keeps queued messages for ${i + 1} days before the relay drops them. |`).join("\n")}\n| lock_timeout_marmoset | How long a relay waits for the queue's lock. |\n`,
      "docs/other.mdx": `---\ntitle: Other page\n---\n\nA page about rooms, without the rare words.\n`,
    },
    "palaver-search-full-",
  );
  const manifest = JSON.parse(fs.readFileSync(path.join(out, "search-manifest.json"), "utf8")) as SearchManifest;
  const shards = fs.readdirSync(path.join(out, "_search")).map((name) => ({ path: `_search/${name}`, content: fs.readFileSync(path.join(out, "_search", name)) }));
  engine = inMemorySearch({ manifest, shards }).engine;
}, 120_000);

describe("search over long sections", () => {
  it("finds the words at the end of a long section and in a long table's last row, and the section's own anchor", async () => {
    for (const [query, url] of [
      ["zebrafirst", "/docs/retention"],
      ["quokkalast", "/docs/retention#how-long-messages-stay"],
      ["marmoset", "/docs/retention#settings"],
    ]) {
      const hits = await engine.search(query, 5);
      expect(hits.map((hit) => hit.doc.url), query).toContain(url);
    }
  });
});
