// The shipped content's own bar: pages long enough to be useful, no placeholder text, the
// contributors' guide's examples shown with the result they really give, and the facts the
// issue-21 review found stated two ways kept to one (each owned by one page, which the others link).
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { describe, expect, it } from "vitest";
import { site } from "~/site.config";

const content = path.resolve(__dirname, "../../content");

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => /\.mdx?$/.test(f)).map((f) => path.join(dir, f)).sort();
}

const read = (rel: string) => fs.readFileSync(path.join(content, rel), "utf8");
/** A page's prose: no front matter, code blocks, inline code, link targets, tables' dashes or markup. */
function proseOf(source: string): string {
  return matter(source)
    .content.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, " ")
    .replace(/`[^`\n]*`/g, " ")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/^:::.*$/gm, " ");
}
const wordsIn = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

const docs = filesUnder(path.join(content, "docs"));
const rel = (file: string) => path.relative(content, file);

describe("the content bar", () => {
  it("every doc page has at least 150 words of prose, every policy at least 250", () => {
    expect(docs.length).toBeGreaterThanOrEqual(39);
    const short = docs.flatMap((file) => {
      const words = wordsIn(proseOf(fs.readFileSync(file, "utf8")));
      const needed = rel(file).startsWith("docs/policies/") ? 250 : 150;
      return words < needed ? [`${rel(file)}: ${words} words, at least ${needed} needed`] : [];
    });
    expect(short).toEqual([]);
  });

  it("no page holds placeholder text", () => {
    const placeholder = /lorem ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|coming soon|\bplaceholder\b|\bXXX\b|example\.com/i;
    const found = [...docs, ...filesUnder(path.join(content, "pages"))].flatMap((file) => {
      const match = proseOf(fs.readFileSync(file, "utf8")).match(placeholder);
      return match ? [`${rel(file)}: "${match[0]}"`] : [];
    });
    expect(found).toEqual([]);
  });

  it("every page names a description, and authors from authors.yml", () => {
    const authors = Object.keys((matter(`---\n${read("authors.yml")}---\n`).data as Record<string, unknown>) ?? {});
    const problems = [...docs, ...filesUnder(path.join(content, "pages"))].flatMap((file) => {
      const { data } = matter(fs.readFileSync(file, "utf8"));
      const keys = data.authors === undefined ? [] : [data.authors].flat();
      return [
        ...(typeof data.description === "string" && data.description.length >= 40 ? [] : [`${rel(file)}: no description`]),
        ...keys.filter((key: string) => !authors.includes(key)).map((key: string) => `${rel(file)}: unknown author ${key}`),
      ];
    });
    expect(problems).toEqual([]);
  });
});

describe("the contributors' guide (/markdown-page)", () => {
  const guide = read("pages/markdown-page.mdx");

  it("is titled as what it is and names the documentation's repository, the one pages are edited in", () => {
    expect(matter(guide).data.title).toBe("Writing for Palaver Docs");
    const editRepo = site.editUrl?.match(/^https:\/\/github\.com\/[^/]+\/[^/]+/)?.[0];
    expect(editRepo).toBe("https://github.com/palaver-chat/palaver-docs");
    expect(guide).toContain(`[source repository](${editRepo})`);
    expect(guide).toContain(`[docs repository](${editRepo})`);
  });

  it("shows every example's result exactly as its source", () => {
    const examples = [...guide.matchAll(/^````md title="Source"\n([\s\S]*?)\n````\n\nResult:\n\n([\s\S]*?)(?=\n## |(?![\s\S]))/gm)];
    expect(examples.length).toBeGreaterThanOrEqual(7);
    for (const [, source, after] of examples) expect(after.startsWith(source), `result of:\n${source}`).toBe(true);
    // Every Source block is followed by its Result.
    expect(guide.match(/^````md title="Source"$/gm)?.length).toBe(examples.length);
  });

  it("quotes real files where it names them", () => {
    for (const [, file, block] of guide.matchAll(/^```(?:json|yaml) title="content\/([^"]+)"\n([\s\S]*?)\n```$/gm)) {
      const actual = read(file);
      if (file.endsWith(".json")) expect(JSON.parse(block), file).toEqual(JSON.parse(actual));
      else expect(actual.startsWith(`${block}\n`), file).toBe(true);
    }
  });
});

describe("one truth per fact (issue 21)", () => {
  const page = (file: string) => read(`docs/${file}.mdx`);
  const userAndPolicyPages = docs.filter((file) => !rel(file).startsWith("docs/api/")).map((file) => [rel(file), fs.readFileSync(file, "utf8")] as const);
  const saying = (pattern: RegExp) => userAndPolicyPages.filter(([, text]) => pattern.test(text)).map(([file]) => file);

  it("a password change: stated on the security page, linked from the others", () => {
    expect(page("user/security/information")).toContain("### What a password change ends");
    expect(page("user/security/information")).toMatch(/Every API token is revoked.*except the one session the change was made from/);
    for (const file of ["user/account/information", "user/issues/err002", "user/security/report", "user/getting-started"]) {
      expect(page(file), file).toMatch(/\(\S*information\.mdx#what-a-password-change-ends\)/);
    }
  });

  it("usernames may hold periods, and the profile card's @robin.alv is described as shown", () => {
    expect(page("user/account/information")).toContain("lowercase letters `a`–`z`, digits `0`–`9`, underscores `_` and periods `.`");
    expect(saying(/digits and underscores/)).toEqual([]);
    for (const file of ["user/account/information", "user/showcase/images"]) expect(page(file)).toMatch(/!\[[^\]]*username @robin\.alv[^\]]*\]\(\/img\/showcase\/profile-card\.png\)/);
  });

  it("ERR004 is 413 and 415 only", () => {
    expect(page("user/issues/err004")).toContain("exactly two responses: `413 payload_too_large`");
    expect(page("user/issues/err004")).toContain("never ERR004");
  });

  it("the email digest is off until the reader turns it on", () => {
    expect(saying(/weekly or daily email digest|sends you a daily or weekly summary/)).toEqual([]);
    expect(page("policies/privacy")).toContain("the digest is off by default");
  });

  it("the status page is the project's, in scope of security reports", () => {
    expect(page("policies/securityrep")).toMatch(/\| `status\.palaver\.chat` \| The status page, which the Palaver project runs itself \|/);
    expect(saying(/status\.palaver\.chat` and other services run by third parties/)).toEqual([]);
  });

  it("private chats: the participants, reported messages and the law; never on request", () => {
    expect(page("policies/privacy")).toContain("### Who can read your private chats");
    expect(saying(/when you ask us to/)).toEqual([]);
    for (const file of ["policies/tos", "user/chats/private-chats/information"]) expect(page(file)).toContain("privacy.mdx#who-can-read-your-private-chats");
  });

  it("channels: owners and moderators manage them; groups: 250 members with the creator", () => {
    expect(page("user/chats/places-chats/information")).toMatch(/\| \*\*Moderator\*\* \| Create, rename, reorder and delete channels/);
    expect(page("user/chats/places-chats/information")).not.toMatch(/plus change place settings, create and delete channels/);
    expect(saying(/up to 250 people/)).toEqual([]);
    expect(page("user/chats/group-chats/information")).toContain("250, the creator included");
  });

  it("erasure: live systems at the end of the grace period, backups within 30 days after, owned by the privacy policy", () => {
    expect(page("policies/privacy")).toContain("### When deleted data is gone");
    expect(page("policies/privacy")).toContain("gone everywhere within **60 days of your request**");
    for (const file of ["user/account/deletion", "policies/gdpr", "policies/tos"]) expect(page(file), file).toContain("privacy.mdx#when-deleted-data-is-gone");
  });

  it("the privacy policy names its controller with a postal address, and its processors; the policies open with a summary", () => {
    expect(page("policies/privacy")).toMatch(/\| Postal address \| Stichting Palaver, Postbus \d+, \d{4} [A-Z]{2} \w+, the Netherlands \|/);
    for (const role of ["Hosting", "Email delivery", "Backups"]) expect(page("policies/privacy")).toMatch(new RegExp(`^\\| ${role} \\| .+ \\| .+ \\|$`, "m"));
    for (const file of ["policies/privacy", "policies/tos", "policies/gdpr"]) {
      const body = matter(page(file)).content;
      expect(body.indexOf(":::info In plain words"), file).toBeGreaterThan(-1);
      expect(body.indexOf(":::info In plain words"), file).toBeLessThan(body.indexOf("\n## "));
    }
  });

  it("the API does not send messages: no page promises bots or bridges", () => {
    expect(saying(/\bbots?\b.*\bAPI\b|\bAPI\b.*\bbots?\b|bridges/)).toEqual([]);
  });
});
