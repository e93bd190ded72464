// unist-util-visit-parents (v5 and v6, and so unist-util-visit, which walks with it) as the bundles
// of the build's toolchain see it (server-bundles.mjs): the same walk, visitors, results and errors,
// without what the library does for stack traces alone. For every node it visits, the library makes
// a closure and renames it with Object.defineProperty (`node (paragraph)`), and a page's compile
// walks its trees some thirty times (each remark and rehype plugin, the MDX compiler's own steps):
// a tenth of a compile went to naming functions. The bundle plugin loads this in place of the
// library's lib/index.js, with the library's own `convert` (unist-util-is) passed in.

export const CONTINUE = true;
export const EXIT = false;
export const SKIP = "skip";

const empty = [];

/** The library's `visitParents`, with its test converter `convert`. */
export function visitParentsWith(convert) {
  return function visitParents(tree, testOrEnterOrVisitors, enterOrVisitorsOrReverse, reverse) {
    if (!tree || typeof tree !== "object") throw new Error("Unexpected value `" + tree + "` for `tree`, expected node");
    let preorder = true;
    let check;
    let visitors;
    if (typeof enterOrVisitorsOrReverse === "function" || (enterOrVisitorsOrReverse && typeof enterOrVisitorsOrReverse === "object")) {
      check = testOrEnterOrVisitors;
      visitors = enterOrVisitorsOrReverse;
      if (reverse) preorder = false;
    } else {
      visitors = testOrEnterOrVisitors;
      if (enterOrVisitorsOrReverse) preorder = false;
    }
    let enter;
    let exit;
    if (typeof visitors === "function") enter = visitors;
    else if (visitors && typeof visitors === "object") {
      if (visitors.enter === null || visitors.enter === undefined) {
        // No enter visitor.
      } else if (typeof visitors.enter === "function") enter = visitors.enter;
      else throw new Error("Unexpected value `" + visitors.enter + "` for `visitors.enter`, expected optional visitor");
      if (typeof visitors.exit === "function") exit = visitors.exit;
      else throw new Error("Unexpected value `" + visitors.exit + "` for `visitors.exit`, expected visitor (pass a visitor directly if you only want an enter visitor)");
    } else throw new Error("Unexpected value `" + visitors + "` for `enter` or `visitors`, expected visitor or object with visitors");

    const is = convert(check);
    const step = preorder ? 1 : -1;

    const visit = (node, index, parents) => {
      const matches = !check || is(node, index, parents[parents.length - 1] || undefined);
      let result = empty;
      if (enter && matches) {
        result = toResult(enter(node, parents, index));
        if (result[0] === EXIT) return result;
      }
      if ("children" in node && node.children && result[0] !== SKIP) {
        const grandparents = [...parents, node];
        let offset = (preorder ? -1 : node.children.length) + step;
        // The length is read again at each step: a visitor may add or remove its siblings.
        while (offset > -1 && offset < node.children.length) {
          const subresult = visit(node.children[offset], offset, grandparents);
          if (subresult[0] === EXIT) return subresult;
          offset = typeof subresult[1] === "number" ? subresult[1] : offset + step;
        }
      }
      if (exit && matches) {
        const exitResult = toResult(exit(node, parents, index));
        if (exitResult[0] === SKIP) throw new Error("Unexpected value `" + exitResult[0] + "` from `exit`, expected `CONTINUE`, `EXIT`, index, or nothing");
        if (exitResult[0] === EXIT || typeof exitResult[1] === "number") return exitResult;
      }
      return result;
    };
    visit(tree, undefined, []);
  };
}

function toResult(value) {
  if (Array.isArray(value)) return value;
  if (typeof value === "number") return [CONTINUE, value];
  return value === null || value === undefined ? empty : [value];
}
