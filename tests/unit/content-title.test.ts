// A page without a `title` in its front matter takes the title its content gives itself, as
// Docusaurus reads it: a level-1 heading at the very start, after the imports, as plain text. A `#`
// line anywhere else (a shell comment in a code block) is no title: the page is named by its id.
// Before, any `# ` line was the title, backticks and all (the typescript-eslint docs' pages were
// titled "`typescript-eslint`", and one of their shell comments would have been a page's title).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { firstHeading, firstParagraph, loadContentModel } from "~/lib/content.server";

describe("the title a page's content gives itself", () => {
  it("is a level-1 heading at its start, after imports and blank lines, as plain text", () => {
    expect(firstHeading("# Mooring lines\n\nTie off with a bowline.")).toBe("Mooring lines");
    expect(firstHeading("\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# Knots {#knots}\n")).toBe("Knots");
    expect(firstHeading("# `rope-calc` ##\n\nA calculator.")).toBe("rope-calc");
    expect(firstHeading("Tide tables\n===========\n\nHigh water at noon.")).toBe("Tide tables");
  });

  it("is none when the content starts with anything else", () => {
    expect(firstHeading("Prose first.\n\n```bash\n# fetch the charts\ncurl -O charts.zip\n```\n")).toBeUndefined();
    expect(firstHeading("## Only a second-level heading\n")).toBeUndefined();
    expect(firstHeading("#hashtag is not a heading\n")).toBeUndefined();
    expect(firstHeading("")).toBeUndefined();
  });

  it("names the doc, its sidebar item and its pager link; without one the doc is named by its id", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-content-title-"));
    fs.mkdirSync(path.join(root, "docs"));
    fs.writeFileSync(path.join(root, "docusaurus.config.js"), "module.exports = { title: 'Harbour', url: 'https://harbour.example.org', baseUrl: '/', presets: [['classic', { docs: {} }]] };\n");
    fs.writeFileSync(path.join(root, "docs/launching.md"), "Check the slipway first.\n\n```bash\n# lower the trolley\n./winch --down\n```\n");
    fs.writeFileSync(path.join(root, "docs/winch.md"), "# The `winch` tool\n\nIt lowers boats.\n");
    const model = loadContentModel(root);
    const titles = Object.fromEntries([...model.docsByFile.values()].map((doc) => [path.basename(doc.file), doc.title]));
    expect(titles).toEqual({ "launching.md": "launching", "winch.md": "The winch tool" });
  });
});

// A page without a `description` is described by its first line of prose (its category card, its
// search record, its line in llms.txt). Code blocks of every kind are passed over whole: the
// ionic-docs pages open with a `<head>` whose meta tag spans lines and with a `<Tabs` whose
// attributes are one per line, and those lines were taken for the description.
describe("the description a page's content gives itself", () => {
  it("is its first paragraph, with links and emphasis as text, as the compile finds it for the meta description", () => {
    expect(firstParagraph("# Moorings\n\nTie off with a **bowline** at the [cleat](./cleats.md).\nThen coil the rest.\n\nLater.")).toBe("Tie off with a bowline at the cleat. Then coil the rest.");
    // Headings, admonitions (nested too), lists and quotes come before it without being it (flipper's custom-ports page).
    expect(firstParagraph("## Ports\n\n::::note\nThe defaults.\n:::tip\nInner.\n:::\n::::\n\n- a list\n> a quote\n\nEach port can be changed.\nSecond line.")).toBe("Each port can be changed. Second line.");
    expect(firstParagraph(":::note\nCheck the tide first.\n:::\n")).toBeUndefined();
    // Bold or emphasis at its start is no list item (yoga's "**Margin**: Affects the spacing…").
    expect(firstParagraph("# Margin\n\n**Margin**: the space around a node.\n*Padding* is inside it.\n\n* a list item")).toBe("Margin: the space around a node. Padding is inside it.");
    expect(firstParagraph(`${"Long words for a long description. ".repeat(8)}`)).toMatch(/^Long words.{100,158}…$/);
    expect(firstParagraph("High water is at <Time value=\"noon\" /> {/* summer */} today.")).toBe("High water is at today.");
  });

  it("passes over JSX, HTML, imports, exports and expressions up to the next blank line", () => {
    const head = "<head>\n  <title>Harbour</title>\n  <meta\n    name=\"description\"\n    content=\"Harbour guide.\"\n  />\n  <style>{`\n    :root { --width: 60rem; }\n  `}</style>\n</head>\n\nFirst paragraph.";
    expect(firstParagraph(head)).toBe("First paragraph.");
    const tabs = "<Tabs\n  groupId=\"framework\"\n  values={[\n    { value: 'a', label: 'A' },\n  ]}\n>\n<TabItem value=\"a\">\n\nInside the tab.\n\n</TabItem>\n</Tabs>";
    expect(firstParagraph(tabs)).toBe("Inside the tab.");
    expect(firstParagraph("import {\n  Knot,\n  Rope,\n} from '@site/src/components';\nexport const meta = {\n  depth: 4,\n};\n\nReal prose.")).toBe("Real prose.");
    expect(firstParagraph("{/* a comment\n   over lines */}\n\nAfter the comment.")).toBe("After the comment.");
  });

  it("passes over fenced code of every fence, and is none without prose", () => {
    expect(firstParagraph("```bash\nnpm install\n```\n\nThen start it.")).toBe("Then start it.");
    expect(firstParagraph("````md\n```js\nnot the end\n```\n````\n~~~\ntilde code\n~~~\nAfter both.")).toBe("After both.");
    expect(firstParagraph("```\ncode only\n```\n")).toBeUndefined();
    expect(firstParagraph("## Heading only\n")).toBeUndefined();
  });
});

