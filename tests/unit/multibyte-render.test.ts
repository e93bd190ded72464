// React 18's streaming renderer fills 2048-byte chunks; when a multi-byte character does not fit in
// what is left of one, it sends the whole chunk anyway, its unused bytes zero (react/react#31134).
// Pages in Japanese, Chinese or Korean came out with NUL bytes between characters, which browsers
// show as stray spaces and which broke the TOC's links to their headings.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runBuild } from "../support/run-build";
import { writeTree } from "./fixture-tree";

describe("a page written in a script of multi-byte characters", () => {
  it("renders without NUL bytes, every character and heading id intact", async () => {
    // Three-byte characters with an ASCII letter here and there, so that chunk boundaries fall inside characters.
    const line = "かわのながれはたえずしてa、しかももとのみずにあらずb。";
    const body = Array.from({ length: 12 }, (_, i) => `## みずのうた${i}\n\n${line.repeat(9 + (i % 5))}\n`).join("\n");
    const root = writeTree({ "docs/kawa.md": `---\ntitle: 川\n---\n\n${body}` });
    const out = `${root}-dist`;
    const result = await runBuild({ CONTENT_DIR: root, OUT_DIR: out, PALAVER_CACHE_DIR: `${root}-cache` });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    const bytes = fs.readFileSync(path.join(out, "docs/kawa.html"));
    expect(bytes.includes(0)).toBe(false);
    const html = bytes.toString("utf8");
    expect(html.split(line).length - 1).toBeGreaterThanOrEqual(12 * 9);
    for (let i = 0; i < 12; i++) expect(html).toContain(`href="#みずのうた${i}"`);
  });
});
