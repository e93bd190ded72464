// The modules the build's bundles put in place of packages (scripts/lib/server-bundles.mjs): each
// answers as the package does, and the bundles the prerender loads use them.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as library from "hast-util-is-element";
import * as shim from "../../scripts/bundle-shims/hast-util-is-element.mjs";

const element = (tagName: string) => ({ type: "element", tagName, properties: {}, children: [] });

describe("hast-util-is-element, each test converted once", () => {
  it("answers as the library for every kind of test and node, called again and again", () => {
    const blocks = ["p", "div", "section", "table"];
    const tests: unknown[] = [undefined, null, "p", "a", blocks, ["a"], (node: { tagName: string }) => node.tagName.startsWith("h")];
    const nodes: unknown[] = [element("p"), element("a"), element("h2"), element("table"), { type: "text", value: "p" }, { type: "element" }, null, undefined, "p"];
    for (let round = 0; round < 3; round++) {
      for (const test of tests) {
        for (const node of nodes) {
          expect(shim.isElement(node, test), `${JSON.stringify(test)} on ${JSON.stringify(node)}`).toBe(library.isElement(node, test as never));
        }
      }
    }
    // The converter itself is the library's.
    expect(shim.convertElement).toBe(library.convertElement);
  });

  it("is what the prerender's bundles hold in place of the package", () => {
    for (const bundle of ["build/server.mjs", "build/mdx-toolchain.mjs"]) {
      const code = fs.readFileSync(path.resolve(__dirname, "../..", bundle), "utf8");
      if (!code.includes("hast-util-is-element")) continue;
      expect(code, bundle).toContain("scripts/bundle-shims/hast-util-is-element.mjs");
      expect(code, bundle).toMatch(/converted\.get\(test\)/);
    }
    expect(fs.readFileSync(path.resolve(__dirname, "../../build/server.mjs"), "utf8")).toContain("scripts/bundle-shims/hast-util-is-element.mjs");
  });
});
