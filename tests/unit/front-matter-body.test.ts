// A page's front matter and body, read as Docusaurus's gray-matter reads them from the whole text,
// in the forms real pages take (CRLF line ends, a byte order mark, `----`, no closing line, a body
// that starts with a rule), though only the block is handed to gray-matter.
import matter from "gray-matter";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { parseFrontMatter } from "../../app/lib/front-matter.server";

const cases: Record<string, string> = {
  plain: "---\ntitle: Rooms\n---\n\n# Rooms\n\nText.\n",
  crlf: "---\r\ntitle: Rooms\r\nsidebar_position: 2\r\n---\r\n\r\nText.\r\n",
  bom: "\ufeff---\ntitle: Rooms\n---\nText.\n",
  "no body": "---\ntitle: Rooms\n---",
  "closing line with more": "---\ntitle: Rooms\n----\nText after a longer rule.\n",
  "rule in the body": "---\ntitle: Rooms\n---\n\n---\n\nBetween rules.\n\n---\n",
  "empty block": "---\n---\nText.\n",
  "no closing line": "---\ntitle: Rooms\nsidebar_label: Never closed\n",
  "four dashes first": "----\ntitle: not front matter\n---\nText.\n",
  "none at all": "# Rooms\n\n---\n\nText.\n",
  "language named": "---yaml\ntitle: Rooms\n---\nText.\n",
  "only the opening": "---",
};

describe("a page's body after its front matter", () => {
  for (const [name, source] of Object.entries(cases)) {
    it(`is gray-matter's for the whole text: ${name}`, () => {
      const whole = matter(source, { engines: { yaml: (text: string) => (yaml.load(text, { schema: yaml.JSON_SCHEMA }) ?? {}) as object } });
      const parsed = parseFrontMatter(source, "docs/rooms.md");
      expect(parsed.problems).toEqual([]);
      expect(parsed.body).toBe(whole.content);
      expect(parsed.data).toEqual(whole.data);
    });
  }
});
