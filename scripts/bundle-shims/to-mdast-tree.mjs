// What hast-util-to-mdast gets for `@ungap/structured-clone` in the server bundle (server-bundles.mjs):
// the tree itself, not a copy. The library copies the tree it is given because
// rehype-minify-whitespace then rewrites it; its one caller here, the Markdown copy of a page
// (app/lib/markdown-export/html-to-markdown.server.ts), hands it a tree made for that conversion and
// dropped after it, so the copy (a tenth of the conversion's time, every page of a build) bought nothing.
export default function sameTree(value) {
  return value;
}
