// hast-util-is-element as the bundles of the build's toolchain see it (server-bundles.mjs): the same
// functions, but `isElement(node, test)` converts each test once. The library converts its test on
// every call, and rehype-minify-whitespace, which hast-util-to-mdast runs on every page's article
// for its Markdown copy, calls it for every node with lists of some sixty tag names: building those
// checks again and again was a third of the Markdown conversion's time. Arguments are not checked
// again here; the checks themselves are the library's.
import { convertElement } from "hast-util-is-element";

export { convertElement };

/** Each list or object test, converted: tests are module constants of the packages that call this. */
const converted = new WeakMap();

export function isElement(element, test, index, parent, context) {
  let check;
  if (test && typeof test === "object") {
    check = converted.get(test);
    if (!check) converted.set(test, (check = convertElement(test)));
  } else check = convertElement(test);
  return check.call(context, element, index, parent);
}
