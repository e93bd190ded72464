// A page that uses a component nothing provides (no import, not the theme's, not the site's
// MDXComponents') is reported at that component's line of the page. The fault is the page's own,
// so the report does not send the maintainer to the partials the page imports: it used to end with
// "(thrown by its MDX or by what it imports: <the partial>)".
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { reportLines, runCheck } from "../support/run-build";

const fixture = path.resolve(__dirname, "../fixtures/docusaurus/unprovided-component-site");

describe("a component used without an import on a page that imports a partial", () => {
  it("is reported at its line, without naming the partial", async () => {
    const result = await runCheck({ CONTENT_DIR: fixture, PALAVER_CACHE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "palaver-unprovided-")) });
    expect(result.status).not.toBe(0);
    expect(reportLines(result.stdout, fixture).filter((line) => line.startsWith("docs/"))).toEqual([
      "docs/bisque-firing.mdx:9:1 the page failed to render: <FiringCurve> is used without an import, and neither the theme nor the site's src/theme/MDXComponents provides it: import it in the page, or add it to src/theme/MDXComponents",
    ]);
  }, 180_000);
});
