// A favicon the site names but does not have (`favicon: 'img/sextant.ico'` with no such file in
// static/) is no broken link to Docusaurus, whose link check reads links only: the site builds,
// and browsers get a 404 for the icon. Here it is said once, at the config's favicon line, and the
// build goes on. It used to stop the build under onBrokenLinks: 'throw', as a link "in the navbar,
// footer or announcement bar".
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scanContent } from "~/lib/content.server";
import { runBuild } from "../support/run-build";

const fixture = path.resolve(__dirname, "../fixtures/docusaurus/missing-favicon-site");

describe("a favicon the site does not have", () => {
  it("is one warning at the config's favicon line", () => {
    const { problems, warnings } = scanContent(fixture);
    expect(problems.map((problem) => problem.message)).toEqual([]);
    const favicon = warnings.filter((warning) => warning.message.includes("sextant.ico"));
    expect(favicon.map((warning) => [path.basename(warning.file), warning.line])).toEqual([["docusaurus.config.js", 5]]);
    expect(favicon[0].message).toMatch(/favicon img\/sextant\.ico: no such file in static\//);
  });

  it("does not stop the build under onBrokenLinks: 'throw'", async () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "palaver-favicon-")), "dist");
    const build = await runBuild({ CONTENT_DIR: fixture, OUT_DIR: out, PALAVER_CACHE_DIR: path.join(out, "..", "cache") });
    expect(build.status, build.stdout + build.stderr).toBe(0);
    expect(build.stdout + build.stderr).not.toContain("links to /img/sextant.ico");
  }, 240_000);
});
