// A doc page's HTML stays small as the site grows (issue 20: ≤ 10 KB gzip at 5,000 pages): the
// sidebar's collapsed categories keep their items out of the page (they arrive with the sidebar's
// data when opened), so what grows with the site is one row per top-level category.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { runBuild } from "../support/run-build";
import { writeTree } from "./fixture-tree";

// As many top-level categories as the 5,000-page benchmark corpus has (71), and pages enough in each
// that leaving their items in the page would show.
const CATEGORIES = 72;
const PAGES_PER_CATEGORY = 6;
const DOC_HTML_GZIP_BUDGET = 10_000;

/** A small deterministic generator, so that every run builds the same uneven tree. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const WORDS =
  "relay handshake roster mute thread invite ledger quota lantern pinned draft emoji courier badge vault nickname exported beacon cursor sticker moderation webhook latency archive spool typing receipt".split(
    " ",
  );

function generatedTree(): string {
  const next = random(20);
  const pick = () => WORDS[Math.floor(next() * WORDS.length)];
  const phrase = (n: number) => Array.from({ length: n }, pick).join(" ");
  const title = (n: number) => phrase(n).replace(/(^|\s)\w/g, (c) => c.toUpperCase());
  const files: Record<string, string> = {};
  for (let c = 1; c <= CATEGORIES; c++) {
    // Uneven labels, some with characters that need escaping, some categories with their own slug.
    const label = c % 9 === 0 ? `${title(2)} & "${pick()}" ${c}` : `${title(1 + (c % 3))} ${c}`;
    files[`docs/area-${c}/_category_.json`] = JSON.stringify({ label, position: c, link: { type: "generated-index", slug: `/topics/t-${c}` } });
    for (let p = 1; p <= PAGES_PER_CATEGORY; p++) {
      const sections = Array.from({ length: 2 + Math.floor(next() * 4) }, (_, s) => {
        const code = s % 2 === 0 ? `\n\`\`\`bash\npalaver ${pick()} --${pick()} ${Math.floor(next() * 900)}\n\`\`\`\n` : "";
        const list = s % 3 === 1 ? `\n- ${phrase(5)}\n- ${phrase(7)}\n- \`${pick()}\` ${phrase(3)}\n` : "";
        return `## ${title(2 + (s % 3))}\n\n${phrase(25 + Math.floor(next() * 40))}.\n${code}${list}\n### ${title(2)}\n\n${phrase(30)}, ${phrase(12)}.\n`;
      });
      files[`docs/area-${c}/page-${p}.mdx`] = `---\ntitle: ${title(2 + (p % 3))}\nsidebar_position: ${p}\n---\n\n${phrase(20)}.\n\n${sections.join("\n")}`;
    }
  }
  return writeTree(files, "palaver-wide-");
}

describe("a doc page of a site with many categories", () => {
  let out = "";
  beforeAll(async () => {
    const content = generatedTree();
    const base = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-weight-"));
    out = path.join(base, "dist");
    const build = await runBuild({ CONTENT_DIR: content, OUT_DIR: out, PALAVER_CACHE_DIR: path.join(base, "cache") });
    if (build.status !== 0) throw new Error(build.stderr);
  }, 600_000);

  const html = () => fs.readFileSync(path.join(out, "docs/area-40/page-3.html"), "utf8");

  it(`is at most ${DOC_HTML_GZIP_BUDGET / 1000} KB gzip`, () => {
    expect(zlib.gzipSync(html(), { level: 9 }).length).toBeLessThanOrEqual(DOC_HTML_GZIP_BUDGET);
  });

  it("names every top-level category, and the pages of its own category only", () => {
    const page = html();
    const sidebar = page.slice(page.indexOf('<nav aria-label="Docs sidebar"'), page.indexOf("</nav>", page.indexOf('<nav aria-label="Docs sidebar"')));
    const linked = new Set([...sidebar.matchAll(/href="([^"]+)"/g)].map((m) => m[1]));
    for (let c = 1; c <= CATEGORIES; c++) expect(linked.has(`/docs/topics/t-${c}`)).toBe(true);
    const pages = [...linked].filter((href) => /^\/docs\/area-\d+\//.test(href));
    expect(pages.sort()).toEqual(Array.from({ length: PAGES_PER_CATEGORY }, (_, p) => `/docs/area-40/page-${p + 1}`).sort());
    // A collapsed category without its items has a toggle and no empty list (nor an id for one).
    const collapsed = [...sidebar.matchAll(/<li class="sidebar-item sidebar-category is-collapsed">(.*?)<\/li>/g)].map((m) => m[1]);
    expect(collapsed).toHaveLength(CATEGORIES - 1);
    for (const row of collapsed) {
      expect(row).toMatch(/aria-expanded="false"/);
      expect(row).not.toMatch(/aria-controls|hidden=""/);
    }
  });

  it("leaves the other categories' items to the sidebar's data file", () => {
    const sidebarFile = fs.readdirSync(path.join(out, "_data/sidebars"), { recursive: true }).find((f) => String(f).endsWith(".json"));
    const sidebar = fs.readFileSync(path.join(out, "_data/sidebars", String(sidebarFile)), "utf8");
    for (let p = 1; p <= PAGES_PER_CATEGORY; p++) expect(sidebar).toContain(`"/docs/area-7/page-${p}"`);
  });
});
