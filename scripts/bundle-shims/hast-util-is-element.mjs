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
    if (!check) converted.set(test, (check = convertList(test)));
  } else check = convertElement(test);
  return check.call(context, element, index, parent);
}

/**
 * A list of tag names is one set lookup: the library tries the names one by one, calling a check
 * per name, and the lists rehype-minify-whitespace asks about hold dozens (half of its time).
 * The node test is the library's own (an object with a type and a tag name).
 */
function convertList(test) {
  if (!Array.isArray(test) || !test.every((name) => typeof name === "string")) return convertElement(test);
  const names = new Set(test);
  return (node) => node !== null && typeof node === "object" && "type" in node && "tagName" in node && names.has(node.tagName);
}
