// An async config (Docusaurus's own website exports `async function createConfigAsync()`) is
// settled in a child process. What crosses back is data; the Markdown plugins it lists are
// functions, and which package each came from must cross too, or the engine cannot tell that
// npm2yarn is there to run and names the others "(an unnamed plugin)".
// Fixture: tests/fixtures/docusaurus/async-config-site.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scanContent } from "~/lib/content.server";

const fixture = path.resolve(__dirname, "../fixtures/docusaurus/async-config-site");

describe("an async config's Markdown plugins", () => {
  it("are known by their packages: npm2yarn is run here, the others are named in the warning", () => {
    const { model, problems, warnings } = scanContent(fixture);
    expect(problems.map((problem) => problem.message)).toEqual([]);
    expect(model.site.tagline).toBe("Kites, lines and spools");
    expect(model.docsOptions.npm2yarn).toMatchObject({ sync: true });
    const lines = warnings.map((warning) => warning.message);
    expect(lines).toContainEqual(expect.stringMatching(/docusaurus\.config\.js:\d+:\d+ docs remarkPlugins not run here: remark-tab-groups \(Markdown they would change is shown as written\)$/));
    expect(lines).toContainEqual(expect.stringMatching(/docusaurus\.config\.js:\d+:\d+ docs rehypePlugins not run here: rehype-fancy-tables \(Markdown they would change is shown as written\)$/));
    expect(lines.join("\n")).not.toMatch(/unnamed plugin/);
  });
});
