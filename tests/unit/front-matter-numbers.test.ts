// Front matter fields Docusaurus reads as text take a number written without quotes as its text, as
// Docusaurus's front matter schema converts them: Backstage's generated docs have `id: 404`, and
// the build stopped on "id must be a string".
import { describe, expect, it } from "vitest";
import { parseFrontMatter } from "~/lib/front-matter.server";

describe("numbers in front matter fields of text", () => {
  it("are read as their text: ids, labels, tags and keywords", () => {
    const { data, problems } = parseFrontMatter("---\nid: 404\ntitle: 2024\nsidebar_label: 1.5\ntags: [2021, release]\nkeywords: [42]\nsidebar_position: 3\n---\n\nText.\n", "docs/year.md");
    expect(problems).toEqual([]);
    expect(data).toMatchObject({ id: "404", title: "2024", sidebar_label: "1.5", tags: ["2021", "release"], keywords: ["42"], sidebar_position: 3 });
  });

  it("leave other wrong types a problem at their line", () => {
    const { problems } = parseFrontMatter("---\ntitle: [First, steps]\nhide_title: 1\n---\n\nText.\n", "docs/lists.md");
    expect(problems.map((p) => p.message)).toEqual([expect.stringMatching(/lists\.md:2:1 invalid front matter: "title" must be a string$/), expect.stringMatching(/lists\.md:3:1 invalid front matter: "hide_title" must be true or false$/)]);
  });
});
