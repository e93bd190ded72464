// What search engines and link previews read from the built site: head tags, structured data,
// sitemap.xml and robots.txt, and the doc footer's date and edit link.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runBuild } from "../support/run-build";
import { commitAll } from "../support/git";
import { doc, writeTree } from "./fixture-tree";

const SITE = "https://docs.example.test";
const COMMITTED = "2024-02-29T12:00:00.000Z";
const DRAFTED = new Date("2025-03-04T05:06:07.000Z");

const content = {
  // The site's own settings, as a Docusaurus site gives them.
  "docusaurus.config.js": `module.exports = {
    title: "Palaver Docs",
    url: "https://docs.palaver.chat",
    baseUrl: "/",
    titleDelimiter: "—",
    presets: [["classic", { docs: { showLastUpdateTime: true, editUrl: "https://github.com/palaver-chat/palaver-docs/edit/main/content/" } }]],
    themeConfig: { image: "img/social-card.png" },
  };\n`,
  "docs/intro.mdx": doc("Introduction", "This paragraph is not the description.", "description: Written in the front matter.\n"),
  "docs/guides/_category_.json": JSON.stringify({ label: "Guides", link: { type: "generated-index", description: "Every guide." } }),
  "docs/guides/first.mdx": doc("First guide", ":::tip\nAn aside first.\n:::\n\nThe **first** paragraph, with [a link](/docs/intro)\nover two lines.\n\nThe second paragraph."),
  "docs/guides/long.mdx": doc("Long guide", "Every word of this guide matters to somebody. ".repeat(8)),
  "docs/guides/tags.mdx": doc('"Closing </script><!-- tags"', "Markup in a title must stay text."),
  "pages/about.mdx": doc("About", "Who writes these docs."),
};

/** The start of a PNG file, as far as its size: what a reader of image sizes needs. */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(13);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), length, Buffer.from("IHDR"), ihdr, Buffer.alloc(4)]);
}

let out = "";
let buildOutput = "";
const read = (rel: string) => fs.readFileSync(path.join(out, rel), "utf8");

function decode(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|amp|lt|gt|quot);/gi, (_, entity: string) => {
    const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"' };
    if (named[entity.toLowerCase()]) return named[entity.toLowerCase()];
    return String.fromCodePoint(entity[1].toLowerCase() === "x" ? parseInt(entity.slice(2), 16) : Number(entity.slice(1)));
  });
}

/** The page's <head> as a reader of it sees it: title, meta and link tags (attribute names lowercased), JSON-LD. */
function head(rel: string) {
  const html = read(rel);
  const headHtml = html.slice(0, html.indexOf("</head>"));
  const tags = [...headHtml.matchAll(/<(meta|link)\b([^>]*?)\/?>/g)].map(([, tagName, attrs]) =>
    Object.fromEntries([["tag", tagName], ...[...attrs.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name.toLowerCase(), decode(value)])]),
  );
  const meta = (key: string) => tags.filter((t) => t.tag === "meta" && (t.name === key || t.property === key)).map((t) => t.content);
  const links = (rel: string) => tags.filter((t) => t.tag === "link" && t.rel === rel);
  const ldJson = [...headHtml.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return { title: decode(/<title>([^<]*)<\/title>/.exec(headHtml)?.[1] ?? ""), meta, links, ldJson };
}

beforeAll(async () => {
  const contentDir = writeTree(content);
  fs.mkdirSync(path.join(contentDir, "static/img"), { recursive: true });
  fs.writeFileSync(path.join(contentDir, "static/img/social-card.png"), pngHeader(1200, 630));
  // Committed pages take their commit's date; a page not committed yet has none (as in Docusaurus).
  await commitAll(contentDir, COMMITTED);
  fs.writeFileSync(path.join(contentDir, "docs/guides/draft.mdx"), doc("Draft", "Not committed yet."));
  fs.utimesSync(path.join(contentDir, "docs/guides/draft.mdx"), DRAFTED, DRAFTED);
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-seo-"));
  out = path.join(base, "dist");
  const result = await runBuild({ CONTENT_DIR: contentDir, OUT_DIR: out, PALAVER_CACHE_DIR: path.join(base, "cache"), SITE_URL: `${SITE}/` });
  expect(result.status, result.stderr).toBe(0);
  buildOutput = result.stdout;
}, 120_000);

describe("head of a doc page", () => {
  it("has its title, the front matter description, and absolute canonical, Open Graph and Twitter URLs", () => {
    const { title, meta, links } = head("docs/intro.html");
    expect(title).toBe("Introduction — Palaver Docs");
    expect(meta("description")).toEqual(["Written in the front matter."]);
    expect(links("canonical").map((l) => l.href)).toEqual([`${SITE}/docs/intro`]);
    expect(links("alternate").map((l) => [l.hreflang, l.href])).toEqual([
      ["en", `${SITE}/docs/intro`],
      ["x-default", `${SITE}/docs/intro`],
    ]);
    expect(meta("og:title")).toEqual(["Introduction — Palaver Docs"]);
    expect(meta("og:description")).toEqual(["Written in the front matter."]);
    expect(meta("og:url")).toEqual([`${SITE}/docs/intro`]);
    expect(meta("og:type")).toEqual(["article"]);
    expect(meta("og:site_name")).toEqual(["Palaver Docs"]);
    expect(meta("og:image")).toEqual([`${SITE}/img/social-card.png`]);
    // Its size, measured from the file (link previews lay the card out before fetching it).
    expect([meta("og:image:width"), meta("og:image:height")]).toEqual([["1200"], ["630"]]);
    expect(meta("twitter:card")).toEqual(["summary_large_image"]);
    expect(meta("twitter:image")).toEqual([`${SITE}/img/social-card.png`]);
    expect(meta("robots")).toEqual([]);
  });

  it("takes the description from the first paragraph when the front matter has none", () => {
    expect(head("docs/guides/first.html").meta("description")).toEqual(["The first paragraph, with a link over two lines."]);
    const [long] = head("docs/guides/long.html").meta("description");
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/^Every word of this guide matters to somebody\. .*\w…$/);
  });

  it("carries its breadcrumbs as JSON-LD that page text cannot break out of", () => {
    const [first] = head("docs/guides/first.html").ldJson;
    expect(JSON.parse(first)).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Guides", item: `${SITE}/docs/category/guides` },
        { "@type": "ListItem", position: 2, name: "First guide", item: `${SITE}/docs/guides/first` },
      ],
    });
    const [tags] = head("docs/guides/tags.html").ldJson;
    expect(tags).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(tags).itemListElement.at(-1).name).toBe("Closing </script><!-- tags");
  });
});

describe("pages that are not indexed", () => {
  it.each(["404.html", "search.html", "offline.html"])("%s says noindex and names no canonical URL", (file) => {
    const { meta, links } = head(file);
    expect(meta("robots")).toEqual(["noindex"]);
    expect(links("canonical")).toEqual([]);
  });
});

describe("doc footer", () => {
  it("shows the last commit's date and links to the file in the repository", () => {
    const html = read("docs/guides/first.html");
    expect(html).toContain(`Last updated on <time dateTime="${COMMITTED}">Feb 29, 2024</time>`);
    expect(html).toContain('href="https://github.com/palaver-chat/palaver-docs/edit/main/content/docs/guides/first.mdx"');
    // Not committed: no date (its file's time would be when it was copied), and the build says so.
    expect(read("docs/guides/draft.html")).not.toContain("Last updated on");
    expect(buildOutput).toContain(`warning: 1 page shows no "Last updated" date, as git does not track its file (`);
  });
});

describe("crawler files", () => {
  it("sitemap.xml lists exactly the indexable pages, with each content file's date", () => {
    const xml = read("sitemap.xml");
    const entries = Object.fromEntries([...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(([, loc, lastmod]) => [loc, lastmod]));
    expect(entries).toEqual({
      [`${SITE}/`]: undefined,
      [`${SITE}/blog/authors`]: undefined,
      [`${SITE}/about`]: "2024-02-29",
      [`${SITE}/docs/intro`]: "2024-02-29",
      [`${SITE}/docs/category/guides`]: "2024-02-29",
      [`${SITE}/docs/guides/first`]: "2024-02-29",
      [`${SITE}/docs/guides/long`]: "2024-02-29",
      [`${SITE}/docs/guides/tags`]: "2024-02-29",
      [`${SITE}/docs/guides/draft`]: undefined,
    });
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  });

  it("robots.txt allows everything and points at the sitemap", () => {
    expect(read("robots.txt")).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });
});
