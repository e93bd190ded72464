// The footer's html items and copyright are HTML the site's config writes, marked as the site's (its
// stylesheet reaches them). The copyright is in a block element of its own, as
// Docusaurus has it. Backstage's is two paragraphs: inside a <p>, the browser re-parsed them out of
// it, React's hydration found another document than the server's (errors #418, #423 on every page)
// and rendered the page again.
import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { Footer } from "~/components/Footer";
import { compileSiteStylesheet } from "~/lib/styles/site-stylesheet.server";
import { doc, readContentFrom, writeTree } from "./fixture-tree";

// Backstage's footer logo: an element its stylesheet draws (`.footerLogo { background-image: … }`).
const LOGO_ITEM = '<a href="/" aria-label="Home"><div class="footerLogo"></div></a>';
const COPYRIGHT = '<p style="text-align:center"><a href="https://dock.example.org/">Made at the dock</a></p><p class="copyright">Copyright © The dock.</p>';
const site = writeTree({
  "docusaurus.config.js": `module.exports = { title: 'Dock', url: 'https://dock.example.org', baseUrl: '/', presets: [['classic', { docs: {} }]], themeConfig: { footer: { links: [{ items: [{ html: ${JSON.stringify(LOGO_ITEM)} }] }], copyright: ${JSON.stringify(COPYRIGHT)} } } };\n`,
  "docs/intro.md": doc("Intro"),
});

readContentFrom(site);

describe("the HTML the site's config puts in the footer", () => {
  it("is marked as the site's, so that the site's stylesheet reaches it as it reaches the page", () => {
    const html = renderToStaticMarkup(React.createElement(MemoryRouter, null, React.createElement(Footer)));
    expect(html).toContain(`<li class="site-html">${LOGO_ITEM}</li>`);
    const { css } = compileSiteStylesheet([{ file: "custom.css", css: ".footerLogo { height: 40px; }\n.footer { color: red; }\n" }], site, []).stylesheet!;
    // The site's own class, within its own HTML; the theme's footer (`.footer`) only inside it, never the frame's own.
    expect(css).toContain(":where(main, .site-html) .footerLogo { height: 40px; }");
    expect(css).toContain(":where(main, .site-html) .footer { color: red; }");
  });
});

describe("the footer's copyright", () => {
  it("is the config's HTML in a div, where paragraphs may be", () => {
    const html = renderToStaticMarkup(React.createElement(MemoryRouter, null, React.createElement(Footer)));
    expect(html).toContain(`<div class="footer-copyright site-html">${COPYRIGHT}</div>`);
    expect(html).not.toMatch(/<p[^>]*>(?:(?!<\/p>).)*<p/);
  });
});
