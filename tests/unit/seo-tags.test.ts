import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { MetaArgs } from "@remix-run/react";
import { breadcrumbList, pageMeta } from "~/lib/meta";
import { robotsTxt, sitemapXml } from "~/lib/sitemap.server";
import { site } from "~/site.config";
import { writeTree } from "./fixture-tree";

const SITE = "https://docs.example.test";
const matches = [{ id: "root", data: { siteUrl: SITE } }] as unknown as MetaArgs["matches"];

type Tag = Record<string, unknown>;
const find = (tags: Tag[], key: string, value: string) => tags.find((tag) => tag[key] === value);

afterEach(() => {
  delete process.env.BASE_PATH;
});

describe("page meta", () => {
  it("gives absolute URLs under the base path the site is served at", () => {
    process.env.BASE_PATH = "/palaver-docs/";
    const tags = pageMeta(matches, { route: "/docs/intro", title: "Intro", description: "About it." }) as Tag[];
    expect(find(tags, "rel", "canonical")?.href).toBe(`${SITE}/palaver-docs/docs/intro`);
    expect(find(tags, "property", "og:url")?.content).toBe(`${SITE}/palaver-docs/docs/intro`);
    expect(find(tags, "property", "og:image")?.content).toBe(`${SITE}/palaver-docs/img/social-card.png`);
    expect(find(tags, "hrefLang", "x-default")?.href).toBe(`${SITE}/palaver-docs/docs/intro`);
    expect(robotsTxt(SITE)).toContain(`Sitemap: ${SITE}/palaver-docs/sitemap.xml`);
    expect(sitemapXml(SITE, [{ route: "/" }])).toContain(`<loc>${SITE}/palaver-docs/</loc>`);
  });

  it("describes a page by its own description, else by the site's tagline, else not at all", () => {
    const descriptions = (tags: Tag[]) => tags.filter((tag) => /description/.test(String(tag.name ?? tag.property))).map((tag) => tag.content);
    expect(descriptions(pageMeta(matches, { route: "/docs/a", title: "A", description: "About A." }) as Tag[])).toEqual(["About A.", "About A.", "About A."]);
    expect(descriptions(pageMeta(matches, { route: "/docs/b", title: "B" }) as Tag[])).toEqual(Array(3).fill(site.tagline));
    // A Docusaurus site without a tagline.
    const contentDir = process.env.CONTENT_DIR;
    process.env.CONTENT_DIR = path.resolve(__dirname, "../fixtures/docusaurus/rooted-links-site");
    try {
      expect(site.tagline).toBe("");
      expect(descriptions(pageMeta(matches, { route: "/c", title: "C", description: "" }) as Tag[])).toEqual([]);
      expect(descriptions(pageMeta(matches, { route: "/d", title: "D", description: "About D." }) as Tag[])).toEqual(["About D.", "About D.", "About D."]);
    } finally {
      if (contentDir === undefined) delete process.env.CONTENT_DIR;
      else process.env.CONTENT_DIR = contentDir;
    }
  });

  it("gives a page's front matter keywords over the site's themeConfig.metadata keywords, joined as Docusaurus joins them", () => {
    const root = writeTree({
      "docusaurus.config.js": "module.exports = { title: 'Probe', url: 'https://probe.example.org', baseUrl: '/', themeConfig: { metadata: [{ name: 'keywords', content: 'monitor, apm' }] } };\n",
      "docs/a.md": "# A\n",
    });
    const contentDir = process.env.CONTENT_DIR;
    process.env.CONTENT_DIR = root;
    try {
      const keywords = (tags: Tag[]) => tags.filter((tag) => tag.name === "keywords").map((tag) => tag.content);
      expect(keywords(pageMeta(matches, { route: "/docs/a", title: "A", keywords: ["mysql", "database monitoring"] }) as Tag[])).toEqual(["mysql,database monitoring"]);
      expect(keywords(pageMeta(matches, { route: "/docs/b", title: "B" }) as Tag[])).toEqual(["monitor, apm"]);
    } finally {
      if (contentDir === undefined) delete process.env.CONTENT_DIR;
      else process.env.CONTENT_DIR = contentDir;
    }
  });

  it("marks the search page as not for indexing, without a canonical URL", () => {
    const tags = pageMeta(matches, { route: "/search", title: "Search" }) as Tag[];
    expect(find(tags, "name", "robots")?.content).toBe("noindex");
    expect(find(tags, "rel", "canonical")).toBeUndefined();
  });
});

describe("breadcrumb structured data", () => {
  it("lists the crumbs that link somewhere, then the page itself", () => {
    const list = breadcrumbList(SITE, [{ label: "Chats" }, { label: "Groups", href: "/docs/category/groups" }, { label: "Roles" }], `${SITE}/docs/chats/roles`);
    expect(list?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Groups", item: `${SITE}/docs/category/groups` },
      { "@type": "ListItem", position: 2, name: "Roles", item: `${SITE}/docs/chats/roles` },
    ]);
  });
});

describe("sitemap", () => {
  it("escapes URLs and gives each page's date", () => {
    const xml = sitemapXml(SITE, [{ route: "/docs/q&a", lastUpdatedAt: "2024-02-29T23:30:00.000Z" }, { route: "/docs/café" }]);
    expect(xml).toContain(`<url><loc>${SITE}/docs/q&#38;a</loc><lastmod>2024-02-29</lastmod></url>`);
    expect(xml).toContain(`<url><loc>${SITE}/docs/caf%C3%A9</loc></url>`);
  });
});
