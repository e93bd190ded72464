// Which comments are magic comments, per language, as Docusaurus reads them: a few languages have
// their own forms; any other takes the popular ones (`//`, `/* */`, `{/* */}`, `#`, `<!-- -->`).
// ory's YAML blocks mark lines with `// highlight-next-line`: they were left in the code, unmarked.
import { describe, expect, it } from "vitest";
import { DEFAULT_MAGIC_COMMENTS, readMagicComments } from "~/lib/theme/magic-comments";

/** The block's kept lines, each with a * when highlighted (marked holds line numbers, from 1). */
function read(language: string, code: string): string[] {
  const result = readMagicComments(code, language, DEFAULT_MAGIC_COMMENTS);
  if (!result) return code.split("\n");
  return result.lines.map((line, i) => (result.marked.some((marked) => marked.has(i + 1)) ? `*${line}` : line));
}

describe("magic comment forms by language", () => {
  it("are every popular form in a language Docusaurus has no rule for (YAML, JSON, shell)", () => {
    for (const language of ["yaml", "json", "sh"]) {
      expect(read(language, "a: 1\n// highlight-next-line\nb: 2\n# highlight-start\nc: 3\n# highlight-end\nd: 4"), language).toEqual(["a: 1", "*b: 2", "*c: 3", "d: 4"]);
    }
  });

  it("are the language's own where Docusaurus has a rule: # in Python, // and /* */ in JavaScript, <!-- --> and // in HTML", () => {
    expect(read("python", "a = 1\n// highlight-next-line\nb = 2\n# highlight-next-line\nc = 3")).toEqual(["a = 1", "// highlight-next-line", "b = 2", "*c = 3"]);
    expect(read("js", "a()\n# highlight-next-line\nb()\n/* highlight-next-line */\nc()")).toEqual(["a()", "# highlight-next-line", "b()", "*c()"]);
    expect(read("html", "<p>\n<!-- highlight-next-line -->\n<b>\n// highlight-next-line\n<i>")).toEqual(["<p>", "*<b>", "*<i>"]);
  });
});
