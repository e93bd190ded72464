// Problems in a site's config are placed where the config writes the thing, not where a comment
// mentions it (ory's config keeps a redirect commented out: `// to: '/docs/welcome'`).
import { describe, expect, it } from "vitest";
import { blankComments, searchableText } from "~/lib/content/config-text.server";

describe("a config's text without its comments", () => {
  it("blanks line and block comments, keeping every offset and line, and leaves strings whole", () => {
    const text = [
      "module.exports = {",
      "  // to: '/docs/welcome',",
      "  url: 'https://example.org', /* the 'url' */ baseUrl: \"/\",",
      "  tagline: `a // b`,",
      "  /* two",
      "     lines */ title: 'It\\'s // here',",
      "};",
    ].join("\n");
    const blanked = blankComments(text);
    expect(blanked).toHaveLength(text.length);
    expect(blanked.split("\n")).toEqual([
      "module.exports = {",
      "                         ",
      "  url: 'https://example.org',                 baseUrl: \"/\",",
      "  tagline: `a // b`,",
      "        ",
      "              title: 'It\\'s // here',",
      "};",
    ]);
    expect(blanked.indexOf("'/docs/welcome'")).toBe(-1);
  });

  it("is applied to scripts only: a YAML file's URLs are no comments", () => {
    expect(searchableText("sidebars.ts", "x // y")).toBe("x     ");
    expect(searchableText("blog/authors.yml", "url: https://example.org")).toBe("url: https://example.org");
  });
});
