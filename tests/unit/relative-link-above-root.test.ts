// A Docusaurus site served at the root of its host may write a relative link with more `..` than
// the page's URL has folders (`../../reference/knots` from `/start/first-steps`): the browser stops
// at `/`, and so does Docusaurus's link checker, so the link leads to `/reference/knots`. The check
// used to refuse such a link as climbing out of the site. Under a base path, the same link does
// leave the site, and it is still reported.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { reportLines, runCheck } from "../support/run-build";

const fixture = path.resolve(__dirname, "../fixtures/docusaurus/rooted-links-site");
const cacheDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "palaver-rooted-links-"));

describe("a relative link with more .. than its page's URL has folders", () => {
  it("leads to the page under the site's root when the site is at the root of its host", async () => {
    const result = await runCheck({ CONTENT_DIR: fixture, PALAVER_CACHE_DIR: cacheDir() });
    expect(reportLines(result.stdout + result.stderr, fixture).filter((line) => line.startsWith("docs/"))).toEqual([]);
    expect(result.status, result.stdout + result.stderr).toBe(0);
  }, 180_000);

  it("is still reported under a base path, where it would leave the site", async () => {
    const result = await runCheck({ CONTENT_DIR: fixture, BASE_PATH: "/ropes/", PALAVER_CACHE_DIR: cacheDir() });
    expect(result.status).not.toBe(0);
    expect(reportLines(result.stdout + result.stderr, fixture)).toContainEqual(
      expect.stringMatching(/^docs\/start\/first-steps\.md:5:\d+ link to \.\.\/\.\.\/reference\/knots#bowline climbs out of the site/),
    );
  }, 180_000);
});
