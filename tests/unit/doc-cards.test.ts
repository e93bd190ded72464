// A category's card counts its items in words Docusaurus uses: "1 item", "3 items" (ory's generated
// indexes read "1 items").
import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { DocCardLink } from "~/components/DocCards";

const card = (itemCount: number) =>
  renderToStaticMarkup(React.createElement(MemoryRouter, null, React.createElement(DocCardLink, { card: { label: "Ropes", href: "/docs/category/ropes", itemCount } })));

describe("a category's card without a description", () => {
  it("counts its items, one in the singular", () => {
    expect(card(1)).toContain('<p class="card-description">1 item</p>');
    expect(card(3)).toContain('<p class="card-description">3 items</p>');
  });
});
