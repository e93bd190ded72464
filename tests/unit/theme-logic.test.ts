// The logic behind the Docusaurus theme components: which tab a <Tabs> opens with and where the
// choice is kept, TOCInline's tree, useBaseUrl's rules, and reading <CodeBlock> code as written.
import { describe, expect, it } from "vitest";
import { defaultTabValue, firstValidTab, searchWithTab, tabIndexForKey, tabQueryKey, tabStorageKey, tabValues } from "~/lib/theme/tab-choice";
import { tocTree } from "~/lib/theme/toc-tree";
import { addBaseUrl } from "~/lib/theme/base-url";
import { importPosition, templateAsWritten } from "~/lib/mdx-theme-imports.server";

const items = [{ value: "npm" }, { value: "yarn", default: true }, { value: "pnpm" }];

describe("tab choice", () => {
  it("opens on defaultValue, else the TabItem marked default, else the first; null opens none", () => {
    const tabs = tabValues(undefined, items);
    expect(defaultTabValue(tabs, "pnpm", items)).toBe("pnpm");
    expect(defaultTabValue(tabs, undefined, items)).toBe("yarn");
    const unmarked = [{ value: "a" }, { value: "b" }];
    expect(defaultTabValue(tabValues(undefined, unmarked), undefined, unmarked)).toBe("a");
    expect(defaultTabValue(tabs, null, items)).toBeNull();
  });

  it("takes numbers for values, as Docusaurus does (near's <TabItem value={index}>), as their text", () => {
    const numbered = [{ value: 0, label: "first.rs" }, { value: 1, label: "second.rs" }];
    const tabs = tabValues(undefined, numbered);
    expect(tabs.map((tab) => tab.value)).toEqual(["0", "1"]);
    expect(defaultTabValue(tabs, undefined, numbered)).toBe("0");
    expect(defaultTabValue(tabs, 1, numbered)).toBe("1");
    expect(defaultTabValue(tabs, undefined, [{ value: 0 }, { value: 1, default: true }])).toBe("1");
  });

  it("takes labels and order from values when given", () => {
    const tabs = tabValues([{ value: "pnpm", label: "PNPM" }, { value: "npm", label: "npm" }], items);
    expect(tabs.map((tab) => tab.value)).toEqual(["pnpm", "npm"]);
    expect(defaultTabValue(tabs, undefined, items)).toBe("yarn");
  });

  it("refuses duplicate values, a child without a value and an unknown defaultValue, saying what to do", () => {
    expect(() => tabValues(undefined, [{ value: "a" }, { value: "a" }])).toThrow('<Tabs>: the value "a" appears more than once. Give every <TabItem> its own value.');
    expect(() => tabValues(undefined, [{ value: "a" }, { label: "B" }])).toThrow('<Tabs>: child 2 has no "value" prop');
    expect(() => defaultTabValue(tabValues(undefined, items), "bun", items)).toThrow('defaultValue "bun" is not one of its tabs ("npm", "yarn", "pnpm")');
  });

  it("keeps a choice under Docusaurus's storage key and in the query parameter queryString names", () => {
    expect(tabStorageKey("package-manager")).toBe("docusaurus.tab.package-manager");
    expect(tabQueryKey(true, "package-manager")).toBe("package-manager");
    expect(tabQueryKey("pm", "package-manager")).toBe("pm");
    expect(tabQueryKey("pm", undefined)).toBe("pm");
    expect(tabQueryKey(undefined, "package-manager")).toBeUndefined();
    expect(tabQueryKey(false, "package-manager")).toBeUndefined();
    expect(() => tabQueryKey(true, undefined)).toThrow("set a groupId too");
    expect(searchWithTab("?a=1&pm=npm&b=2", "pm", "pnpm")).toBe("?a=1&pm=pnpm&b=2");
    expect(searchWithTab("", "pm", "yarn berry")).toBe("?pm=yarn+berry");
  });

  it("prefers the first remembered value that is still one of the tabs", () => {
    const tabs = tabValues(undefined, items);
    expect(firstValidTab(tabs, "bun", null, "pnpm")).toBe("pnpm");
    expect(firstValidTab(tabs, "bun", undefined)).toBeUndefined();
  });

  it("moves with the arrow keys, wrapping, and to the ends with Home and End", () => {
    expect(tabIndexForKey("ArrowRight", 2, 3)).toBe(0);
    expect(tabIndexForKey("ArrowLeft", 0, 3)).toBe(2);
    expect(tabIndexForKey("ArrowRight", 0, 3)).toBe(1);
    expect(tabIndexForKey("Home", 2, 3)).toBe(0);
    expect(tabIndexForKey("End", 0, 3)).toBe(2);
    expect(tabIndexForKey("ArrowDown", 0, 3)).toBeUndefined();
  });
});

describe("TOCInline tree", () => {
  const toc = [
    { value: "Before any h2", id: "early", level: 3 },
    { value: "Setup", id: "setup", level: 2 },
    { value: "On <code>linux</code>", id: "linux", level: 3 },
    { value: "Deep", id: "deep", level: 4 },
    { value: "On mac", id: "mac", level: 3 },
    { value: "Use", id: "use", level: 2 },
  ];

  it("nests each heading under the closest one above it, keeping only the levels asked for", () => {
    const tree = tocTree(toc, 2, 3);
    expect(tree.map((node) => node.id)).toEqual(["early", "setup", "use"]);
    expect(tree[1].children.map((node) => node.id)).toEqual(["linux", "mac"]);
    expect(tree[1].children[0].children).toEqual([]);
    expect(tocTree(toc, 2, 4)[1].children[0].children.map((node) => node.id)).toEqual(["deep"]);
    expect(tocTree(toc, 3, 3).map((node) => node.id)).toEqual(["early", "linux", "mac"]);
  });
});

describe("useBaseUrl", () => {
  const origin = "https://kettle.example";
  it("puts site paths under the base URL, once", () => {
    expect(addBaseUrl(origin, "/", "/img/a.png")).toBe("/img/a.png");
    expect(addBaseUrl(origin, "/kettle/", "/img/a.png")).toBe("/kettle/img/a.png");
    expect(addBaseUrl(origin, "/kettle/", "img/a.png")).toBe("/kettle/img/a.png");
    expect(addBaseUrl(origin, "/kettle/", "/kettle/img/a.png")).toBe("/kettle/img/a.png");
    expect(addBaseUrl(origin, "/kettle/", "/kettle/img/a.png", { forcePrependBaseUrl: true })).toBe("/kettle/kettle/img/a.png");
    expect(addBaseUrl(origin, "/kettle/", "/kettle")).toBe("/kettle/");
    expect(addBaseUrl(origin, "/kettle/", "/img/a.png", { absolute: true })).toBe("https://kettle.example/kettle/img/a.png");
  });

  it("leaves anchors and other sites alone", () => {
    for (const url of ["#top", "https://elsewhere.example/x", "//cdn.example/x.js", "mailto:team@example.org", ""]) {
      expect(addBaseUrl(origin, "/kettle/", url)).toBe(url);
    }
  });
});

describe("reading a page's source", () => {
  it("finds where a module is imported", () => {
    const source = "---\ntitle: x\n---\n\nimport {\n  a,\n} from '@theme/Nope';\n";
    expect(importPosition(source, "@theme/Nope")).toEqual({ line: 7, column: 8 });
    expect(importPosition(source, "@theme/Other")).toBeUndefined();
  });

  it("reads a template literal as written, indentation and escapes included", () => {
    const text = 'x\n{`if (a) {\n    b(\\`c\\`, "\\\\n");\n}`}\n';
    const start = text.indexOf("{`");
    const position = { start: { line: 2, column: 1, offset: start }, end: { line: 4, column: 3, offset: text.length - 1 } };
    expect(templateAsWritten(text, position)).toBe('if (a) {\n    b(`c`, "\\n");\n}');
    // Indented (in a list or a container): MDX's reading stands.
    expect(templateAsWritten(text, { ...position, start: { ...position.start, column: 3 } })).toBeUndefined();
    // With a substitution it is not a plain string.
    const dynamic = "{`a ${b}`}";
    expect(templateAsWritten(dynamic, { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 11, offset: dynamic.length } })).toBeUndefined();
  });
});
