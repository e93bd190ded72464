// A site's stylesheet confined to the page's <main> (app/lib/styles/page-scope.server.ts): selectors
// of every shape a Docusaurus site's custom.css holds, for a site that is always dark here.
import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { confineToPage } from "../../app/lib/styles/page-scope.server";

const confined = (css: string) => postcss([confineToPage()]).process(css, { from: "custom.css" }).css;
const selectorsOf = (css: string) => [...confined(css).matchAll(/([^{}]+)\{/g)].map((match) => match[1].trim());

describe("a site's stylesheet confined to the page's main", () => {
  it("puts the document's root (:root, html, body) at main, keeping what else the selector says", () => {
    expect(selectorsOf(":root { --a: 1; } html { font-size: 15px; } body > .banner { margin: 0; } html.has-hero .hero { padding: 0; }")).toEqual([
      ":where(main, .site-html)",
      ":where(main, .site-html)",
      ":where(main, .site-html) > .banner",
      ":where(main, .site-html).has-hero .hero",
    ]);
  });

  it("puts every other selector inside main, each of a list, at the specificity it was written with", () => {
    expect(selectorsOf(".navbar, .footer__link, a:hover, .markdown h2 + p, table td:nth-child(2) { color: inherit; }")).toEqual([
      ":where(main, .site-html) .navbar, :where(main, .site-html) .footer__link, :where(main, .site-html) a:hover, :where(main, .site-html) .markdown h2 + p, :where(main, .site-html) table td:nth-child(2)",
    ]);
  });

  it("applies the dark theme's rules and drops the light theme's, however they are written", () => {
    const css = [
      "[data-theme='dark'] { --a: 2; }",
      'html[data-theme="dark"] .hero { color: white; }',
      "[data-theme=light] .hero { color: black; }",
      "html:not([data-theme='dark']) .hero { color: navy; }",
      // Outside the light theme: always, here.
      ".hero:not([data-theme=light] *) { border: 0; }",
      // Outside the dark theme: never.
      ".hero:not([data-theme=dark] *) { border: 1px solid; }",
      "[data-theme='light'] .a, .b { margin: 0; }",
    ].join("\n");
    expect(selectorsOf(css)).toEqual([":where(main, .site-html)", ":where(main, .site-html) .hero", ":where(main, .site-html) .hero", ":where(main, .site-html) .b"]);
    expect(confined(css)).toContain(":where(main, .site-html) .hero { border: 0; }");
    expect(confined(css)).not.toContain("1px solid");
    expect(confined(css)).not.toMatch(/black|navy/);
  });

  it("leaves keyframes, nested rules and at-rules' own syntax alone, confining the rules inside @media and @supports", () => {
    const css = "@keyframes pulse { from { opacity: 0; } 50% { opacity: 0.5; } }\n@media (max-width: 996px) { .hero { padding: 0; } }\n@supports (display: grid) { .grid { display: grid; } }\n.card { color: red; &:hover { color: blue; } }";
    const out = confined(css);
    expect(out).toContain("@keyframes pulse { from { opacity: 0; } 50% { opacity: 0.5; } }");
    expect(out).toContain("@media (max-width: 996px) { :where(main, .site-html) .hero { padding: 0; } }");
    expect(out).toContain("@supports (display: grid) { :where(main, .site-html) .grid { display: grid; } }");
    expect(out).toContain(":where(main, .site-html) .card { color: red; &:hover { color: blue; } }");
  });
});
