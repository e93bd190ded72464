// The modules the build's bundles put in place of packages (scripts/lib/server-bundles.mjs): each
// answers as the package does, and the bundles the prerender loads use them.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as library from "hast-util-is-element";
import * as shim from "../../scripts/bundle-shims/hast-util-is-element.mjs";
import * as library2 from "unist-util-visit-parents";
// The test converter the library itself uses (its own version of unist-util-is).
import { convert } from "../../node_modules/unist-util-visit-parents/node_modules/unist-util-is/index.js";
import { CONTINUE, EXIT, SKIP, visitParentsWith } from "../../scripts/bundle-shims/unist-util-visit-parents.mjs";

const shim2 = { CONTINUE, EXIT, SKIP, visitParents: visitParentsWith(convert) };

const element = (tagName: string) => ({ type: "element", tagName, properties: {}, children: [] });

describe("hast-util-is-element, each test converted once", () => {
  it("answers as the library for every kind of test and node, called again and again", () => {
    const blocks = ["p", "div", "section", "table"];
    const startsWithH = (node: { tagName: string }) => node.tagName.startsWith("h");
    // Lists of names (a set lookup in the shim), mixed lists and empty ones (the library's own).
    const tests: unknown[] = [undefined, null, "p", "a", blocks, ["a"], [], ["a", startsWithH], startsWithH];
    const nodes: unknown[] = [element("p"), element("a"), element("h2"), element("table"), { type: "text", value: "p" }, { type: "element" }, { type: "raw", tagName: "p" }, { tagName: "p" }, null, undefined, "p"];
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
    for (const bundle of ["build/server.cjs", "build/mdx-toolchain.cjs"]) {
      const code = fs.readFileSync(path.resolve(__dirname, "../..", bundle), "utf8");
      if (!code.includes("hast-util-is-element")) continue;
      expect(code, bundle).toContain("scripts/bundle-shims/hast-util-is-element.mjs");
      expect(code, bundle).toMatch(/converted\.get\(test\)/);
    }
    expect(fs.readFileSync(path.resolve(__dirname, "../../build/server.cjs"), "utf8")).toContain("scripts/bundle-shims/hast-util-is-element.mjs");
  });
});

describe("unist-util-visit-parents, without naming a function per node", () => {
  type Node = { type: string; value?: string; children?: Node[] };
  const tree = (): Node => ({
    type: "root",
    children: [
      { type: "heading", children: [{ type: "text", value: "Relays" }] },
      { type: "paragraph", children: [{ type: "text", value: "a" }, { type: "emphasis", children: [{ type: "text", value: "b" }] }, { type: "text", value: "c" }] },
      { type: "list", children: [{ type: "listItem", children: [{ type: "paragraph", children: [{ type: "text", value: "d" }] }] }] },
      { type: "code", value: "x" },
    ],
  });
  const label = (node: Node) => node.type + (node.value ?? "");

  /** Every call a walk makes, with each visitor's arguments, under `visitors` made for the given library. */
  function walk(lib: typeof library2, run: (log: string[], lib: typeof library2) => void) {
    const log: string[] = [];
    run(log, lib);
    return log;
  }

  it("walks, skips, exits, jumps and reverses as the library does", () => {
    const scenarios: ((log: string[], lib: typeof library2) => void)[] = [
      (log, lib) => lib.visitParents(tree(), (node, parents) => void log.push(`${label(node)}<${parents.map(label).join("/")}`)),
      (log, lib) => lib.visitParents(tree(), "text", (node, parents) => void log.push(`${label(node)}@${parents.length}`)),
      (log, lib) => lib.visitParents(tree(), (node) => (log.push(label(node)), node.type === "paragraph" ? lib.SKIP : lib.CONTINUE)),
      (log, lib) => lib.visitParents(tree(), (node) => (log.push(label(node)), node.type === "emphasis" ? lib.EXIT : undefined)),
      (log, lib) => lib.visitParents(tree(), (node) => void log.push(label(node)), true),
      (log, lib) => lib.visitParents(tree(), "text", (node) => void log.push(label(node)), true),
      // A visitor that removes the node it is at, and says where to go on.
      (log, lib) => {
        const t = tree();
        const removeA = (node: Node, parents: Node[]) => {
          const parent = parents[parents.length - 1];
          log.push(label(node));
          if (node.value === "a" && parent.children) {
            parent.children.splice(0, 1);
            return [lib.CONTINUE, 0];
          }
        };
        lib.visitParents(t, "text", removeA as never);
        log.push(JSON.stringify(t));
      },
      // Enter and exit visitors, and an index from exit.
      (log, lib) => lib.visitParents(tree(), { enter: (node) => void log.push(`>${label(node)}`), exit: (node) => void log.push(`<${label(node)}`) }),
      (log, lib) => lib.visitParents(tree(), (node: Node, index?: number, parent?: Node) => node.type === "list" || (parent?.type === "root" && index === 0), (node) => void log.push(label(node))),
    ];
    for (const scenario of scenarios) expect(walk(shim2 as typeof library2, scenario)).toEqual(walk(library2, scenario));
    expect(() => shim2.visitParents(tree(), 5 as never)).toThrow(/expected visitor or object with visitors/);
    expect(() => shim2.visitParents(null as never, () => {})).toThrow(/for `tree`, expected node/);
    expect(() => shim2.visitParents(tree(), { enter: () => {}, exit: () => shim2.SKIP } as never)).toThrow(/from `exit`/);
  });

  it("is what the prerender's bundles walk with", () => {
    for (const bundle of ["build/server.cjs", "build/mdx-toolchain.cjs"]) {
      const code = fs.readFileSync(path.resolve(__dirname, "../..", bundle), "utf8");
      expect(code, bundle).toContain("scripts/bundle-shims/unist-util-visit-parents.mjs");
      expect(code, bundle).not.toContain("node_modules/unist-util-visit-parents/lib/color");
    }
  });
});
