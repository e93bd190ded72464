// What search (and llms.txt, and category cards) reads of a page is the text a reader sees: not the
// source of what MDX runs or what the page puts in its <head>. ionic-docs' pages open with a <head>
// holding a meta tag over several lines and a <style>{`…`}</style>, or with a <Tabs whose attributes
// are one per line: their search records began with `name="description"`, `:root { … }` and
// `groupId="framework"`.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compiledBody, compileMdx } from "~/lib/mdx.server";
import { scanContent } from "~/lib/content.server";
import { linkResolver } from "~/lib/mdx/link-targets.server";
import { doc, readContentFrom, writeTree } from "./fixture-tree";

const HEAD = `<head>
  <title>Ferry timetable</title>
  <meta
    name="description"
    content="When the ferries leave."
  />
  <style>{\`
    :root { --timetable-width: 60rem; }
  \`}</style>
</head>`;

const TABS = `import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Tabs
  groupId="platform"
  defaultValue="web"
  values={[
    { value: 'web', label: 'Web' },
    { value: 'phone', label: 'Phone' },
  ]}
>
<TabItem value="web">

Open the timetable in a browser.

</TabItem>
<TabItem value="phone">

Open the timetable in the app.

</TabItem>
</Tabs>`;

const site = writeTree({
  "docusaurus.config.js": "module.exports = { title: 'Ferries', url: 'https://ferries.example.org', baseUrl: '/', presets: [['classic', { docs: {} }]] };\n",
  "docs/timetable.md": doc("Timetable", `${HEAD}\n\nFerries leave the north pier on the hour. {/* Winter hours are in the notice. */}\n\n## Fares {#fares}\n\nA single fare is {'two'} tokens.`),
  "docs/platforms.md": doc("Platforms", TABS),
});

readContentFrom(site);

async function sectionsOf(rel: string) {
  const file = path.join(site, rel);
  return compiledBody(await compileMdx(file, fs.readFileSync(file, "utf8"), linkResolver(scanContent(site).model))).sections;
}

describe("the text search holds of a page", () => {
  it("is what a reader reads: not the <head>'s tags and styles, nor the source of expressions and comments", async () => {
    const sections = await sectionsOf("docs/timetable.md");
    expect(sections.map(({ heading, text }) => ({ heading, text }))).toEqual([
      { heading: "", text: "Ferries leave the north pier on the hour." },
      { heading: "Fares", text: "A single fare is tokens." },
    ]);
  });

  it("is the tabs' text, not their attributes", async () => {
    const [page] = await sectionsOf("docs/platforms.md");
    expect(page.text).toBe("Open the timetable in a browser. Open the timetable in the app.");
  });

  it("describes each page by its first line of prose when its front matter does not", () => {
    const { model } = scanContent(site);
    const described = Object.fromEntries(model.versions[0].docs.map((d) => [d.id, d.description]));
    expect(described).toEqual({ timetable: "Ferries leave the north pier on the hour.", platforms: "Open the timetable in a browser." });
  });
});
