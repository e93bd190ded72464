import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileMdx } from "~/lib/mdx.server";
import { truncate } from "~/lib/mdx-excerpt.server";
import { firstParagraph } from "~/lib/content.server";

process.env.PALAVER_CACHE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-excerpt-cache-"));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-excerpt-"));
const resolver = { routeForFile: () => "/docs/other" };

const excerptOf = async (source: string) => (await compileMdx(path.join(dir, "page.mdx"), source, resolver)).excerpt;

describe("a page's first paragraph, as its description", () => {
  it("is the first paragraph's text as a reader reads it, across lines and inline markup", async () => {
    const source = [
      "---\ntitle: Page\n---",
      "# Heading",
      ":::note\nAn aside comes first.\n:::",
      "```js\nconst code = true;\n```",
      "![A picture on its own](https://example.test/pic.png)",
      "**Palaver** sends [messages](./other.mdx) with `send()`,\nend to end encrypted[^1].",
      "The second paragraph.",
      "[^1]: A footnote.",
    ].join("\n\n");
    expect(await excerptOf(source)).toBe("Palaver sends messages with send(), end to end encrypted.");
  });

  it("leaves out MDX expressions and is empty for a page without prose", async () => {
    expect(await excerptOf("export const n = 2;\n\nThere are {n} ways.\n")).toBe("There are ways.");
    expect(await excerptOf("## Only a heading\n\n```sh\nls\n```\n")).toBeUndefined();
  });
});

describe("the description read from the source without compiling it (cards, search, llms.txt)", () => {
  it("is the meta description's paragraph: a page has one description, whichever reads it", async () => {
    const bodies = [
      "## Ports\n\n:::note\nThe defaults come first.\n:::\n\nEach port can be changed.\nOne line more.\n",
      "import Tabs from '@theme/Tabs';\n\n<head>\n  <meta\n    name=\"description\"\n  />\n</head>\n\nThe **relay** keeps [rooms](./other.mdx) in step.\n",
      "```bash\nnpm i\n```\n\n- a list first\n\n> a quote\n\nThen the prose, with `code` in it.\n",
      // jitsi's handbook: a list item's lines (lazy, and indented after a blank) are the list's,
      // a quote's lazy line the quote's, and a table's header row need not start with a pipe.
      "1. When visiting a meeting link, your browser asks for the camera.\n   Allow it once.\n\n   Or every time.\n1. Enter a name.\nlazily continued\n\nJoining takes a moment.\n",
      "> Quoted first\nand lazily continued.\n\nLatest stable release | [release](https://example.test/r) |\n|---|---|\n\nRelease notes are kept elsewhere.\n",
    ];
    for (const body of bodies) expect(firstParagraph(body), body).toBe(await excerptOf(body));
    expect(firstParagraph(bodies[3])).toBe("Joining takes a moment.");
    expect(firstParagraph(bodies[4])).toBe("Release notes are kept elsewhere.");
  });

  it("is, on a page without a paragraph (a page of links), its first list's first item, as Docusaurus's excerpt is then", async () => {
    const bodies = [
      // pptr.dev's links page: its card and meta description were empty.
      "# Links\n\n- [API Documentation](https://example.test/api)\n- [Guides](https://example.test/guides)\n",
      ":::note\n- not this one, in an aside\n:::\n\n## Steps\n\n1. Install the **relay**\n   on each host.\n   - nested, not this\n2. Start it.\n",
    ];
    for (const body of bodies) expect(firstParagraph(body), body).toBe(await excerptOf(body));
    expect(firstParagraph(bodies[0])).toBe("API Documentation");
    expect(firstParagraph(bodies[1])).toBe("Install the relay on each host.");
  });
});

describe("a long description", () => {
  it("is shortened at a word, with an ellipsis", () => {
    const text = "Palaver keeps every conversation in sync. ".repeat(6).trim();
    const short = truncate(text, 160);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short).toMatch(/\w…$/);
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
    expect(truncate("Short enough.", 160)).toBe("Short enough.");
  });
});
