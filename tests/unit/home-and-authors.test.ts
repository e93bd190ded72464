// The content that shapes pages outside the docs: home.yml (the home page's tasks) and front
// matter `authors` (bylines), read with the rest of the content tree and checked the same way.
import { describe, expect, it } from "vitest";
import { loadContentModel, scanContent } from "~/lib/content.server";
import { loadHomePage } from "~/lib/home-page.server";
import { doc, writeTree } from "./fixture-tree";

const authors = "ines:\n  name: Inès Example\n  title: Editor\nkwame:\n  name: Kwame Example\n";

const problemsOf = (files: Record<string, string>) => scanContent(writeTree(files)).problems.map((problem) => problem.message);

describe("home.yml", () => {
  it("gives the home page its title, tasks with shortcuts and sections, in the file's order", () => {
    const root = writeTree({
      "docs/a.mdx": doc("A"),
      "home.yml": [
        "# comments and odd spacing are fine",
        "title:   Where to start  ",
        "tasks:",
        "  - title: Renew a permit",
        "    text: >-",
        "      Permits run for a year;",
        "      renew in the last month.",
        "    href: /docs/a#renewal",
        "    links:",
        "      - { label: Fees, href: 'https://fees.example.org/permits' }",
        "  - { title: Report a leak, text: Call the harbour office., href: /docs/a }",
        "sections:",
        "  - { title: Guides, text: Everything else., action: Browse the guides, href: /docs/a }",
      ].join("\n"),
    });
    const home = loadHomePage(loadContentModel(root), [], "Fallback");
    expect(home).toEqual({
      title: "Where to start",
      intro: undefined,
      tasks: [
        { label: "Renew a permit", text: "Permits run for a year; renew in the last month.", href: "/docs/a#renewal", links: [{ label: "Fees", href: "https://fees.example.org/permits" }] },
        { label: "Report a leak", text: "Call the harbour office.", href: "/docs/a", links: [] },
      ],
      sections: [{ label: "Guides", text: "Everything else.", action: "Browse the guides", href: "/docs/a" }],
    });
  });

  it("reports each mistake with the file and the line it is on", () => {
    const messages = problemsOf({
      "docs/a.mdx": doc("A"),
      "home.yml": "title: Start\ntasks:\n  - title: No text\n    href: /docs/a\n  - title: Bad link\n    text: Relative links break under a base path.\n    href: docs/a\nsections: not a list\n",
    });
    expect(messages).toEqual([
      expect.stringMatching(/home\.yml:3:1 "tasks\[0\]\.text" must be a non-empty string/),
      expect.stringMatching(/home\.yml:7:1 "tasks\[1\]\.href" must be a site path \(\/docs\/…\) or a full URL, not docs\/a/),
      expect.stringMatching(/home\.yml:8:1 "sections" must be a list/),
    ]);
  });

  it("finds the line of a mistake deep in a list, past comments and flow maps", () => {
    const messages = problemsOf({
      "docs/a.mdx": doc("A"),
      "home.yml": [
        "title: Start",
        "tasks:",
        "  # the most asked first",
        "  - title: Pay a fee",
        "    text: Online or at the office.",
        "    href: /docs/a",
        "    links:",
        "      - { label: Rates, href: /docs/a }",
        "      - label: Office hours",
        "        note: href forgotten",
        "  - { title: Complain, text: '', href: /docs/a }",
      ].join("\n"),
    });
    expect(messages).toEqual([
      expect.stringMatching(/home\.yml:9:1 "tasks\[0\]\.links\[1\]\.href" must be a non-empty string/),
      expect.stringMatching(/home\.yml:11:1 "tasks\[1\]\.text" must be a non-empty string/),
    ]);
  });

  it("without one, the home page lists the navbar's sections under the site's title and tagline", () => {
    const model = loadContentModel(writeTree({ "docs/a.mdx": doc("A") }));
    // navbar.json is not type-checked: a label that is not text is left out, not rendered.
    const sections = [{ label: "Guides", href: "/docs/a" }, { label: { text: "odd" } as unknown as string, href: "/docs/b" }];
    expect(loadHomePage(model, sections, "Otter Bay Docs", " Tide tables and boat slips for Otter Bay. ")).toEqual({
      title: "Otter Bay Docs",
      intro: "Tide tables and boat slips for Otter Bay.",
      tasks: [],
      sections: [{ label: "Guides", href: "/docs/a", text: "", action: "Guides" }],
    });
    // A site without a tagline has no empty intro.
    expect(loadHomePage(model, sections, "Otter Bay Docs", "").intro).toBeUndefined();
  });
});

describe("front matter authors", () => {
  it("takes one key or a list of keys of authors.yml", () => {
    const model = loadContentModel(
      writeTree({
        "authors.yml": authors,
        "docs/one.mdx": doc("One", "Text.", "authors: ines\n"),
        "docs/two.mdx": doc("Two", "Text.", "authors: [kwame, ines]\n"),
        "pages/guide.mdx": doc("Guide", "Text.", "authors:\n  - kwame\n"),
      }),
    );
    expect(model.versions[0].docs.map((d) => [d.title, d.frontMatter.authors])).toEqual([
      ["One", "ines"],
      ["Two", ["kwame", "ines"]],
    ]);
    expect(model.pages.get("/guide")?.frontMatter.authors).toEqual(["kwame"]);
  });

  it("reports an unknown author at its line, naming the authors there are", () => {
    const messages = problemsOf({
      "authors.yml": authors,
      "docs/one.mdx": "---\ntitle: One\ndescription: Fine.\nauthors: [ines, inez]\n---\n\nText.\n",
      "docs/two.mdx": "---\ntitle: Two\nauthors: true\n---\n\nText.\n",
    });
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/docs\/one\.mdx:4:1 unknown author "inez" in front matter "authors": authors\.yml has ines, kwame/),
        expect.stringMatching(/docs\/two\.mdx:3:1 invalid front matter: "authors" must be an author key or a list of them/),
      ]),
    );
    expect(messages).toHaveLength(2);
  });
});
