// A site's src/theme/MDXComponents folder holds, besides the index this engine reads, the
// components that index adds (imported from beside it) and perhaps overrides of the classic
// theme's own MDXComponents/Pre, /Code, /A, … Only those overrides replace part of Docusaurus's
// theme: the others are the site's own components, given to the pages that use them, and used
// to be named in the warning about swizzled components "not used". So was a lower-case file
// beside a classic component's name (src/theme/CodeBlock/highlighting-light.js, a Prism theme), and a
// component of a theme the engine does not provide (src/theme/Mermaid.js, which pages then get).
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scanContent } from "~/lib/content.server";

const fixture = path.resolve(__dirname, "../fixtures/docusaurus/mdx-helpers-site");

describe("components kept beside a site's MDXComponents", () => {
  it("are not named as swizzled, nor a Prism theme kept under CodeBlock/, while an override of the classic theme's MDXComponents/Pre is", () => {
    const { problems, warnings } = scanContent(fixture);
    expect(problems.map((problem) => problem.message)).toEqual([]);
    const swizzled = warnings.map((warning) => warning.message).filter((line) => line.includes("(swizzled)"));
    expect(swizzled).toEqual([expect.stringMatching(/are not used: this engine has its own theme: MDXComponents\/Pre$/)]);
  });
});
