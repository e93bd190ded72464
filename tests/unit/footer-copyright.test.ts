// The footer's copyright is HTML the site's config writes: in a block element of its own, as
// Docusaurus has it. Backstage's is two paragraphs: inside a <p>, the browser re-parsed them out of
// it, React's hydration found another document than the server's (errors #418, #423 on every page)
// and rendered the page again.
import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { Footer } from "~/components/Footer";
import { doc, readContentFrom, writeTree } from "./fixture-tree";

const COPYRIGHT = '<p style="text-align:center"><a href="https://dock.example.org/">Made at the dock</a></p><p class="copyright">Copyright © The dock.</p>';
const site = writeTree({
  "docusaurus.config.js": `module.exports = { title: 'Dock', url: 'https://dock.example.org', baseUrl: '/', presets: [['classic', { docs: {} }]], themeConfig: { footer: { links: [], copyright: ${JSON.stringify(COPYRIGHT)} } } };\n`,
  "docs/intro.md": doc("Intro"),
});

readContentFrom(site);

describe("the footer's copyright", () => {
  it("is the config's HTML in a div, where paragraphs may be", () => {
    const html = renderToStaticMarkup(React.createElement(MemoryRouter, null, React.createElement(Footer)));
    expect(html).toContain(`<div class="footer-copyright">${COPYRIGHT}</div>`);
    expect(html).not.toMatch(/<p[^>]*>(?:(?!<\/p>).)*<p/);
  });
});
