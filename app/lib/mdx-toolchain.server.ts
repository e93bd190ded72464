// The MDX toolchain, as one module: the app build bundles it into build/mdx-toolchain.mjs
// (scripts/lib/mdx-toolchain.mjs), which mdx.server.ts loads when it is there. Loaded as they are,
// these packages are some 300 small modules, and resolving and linking them took three times as
// long as loading the bundle: most of a one-page rebuild's compile.
export { bundleMDX } from "mdx-bundler";
export { default as remarkGfm } from "remark-gfm";
export { default as remarkDirective } from "remark-directive";
