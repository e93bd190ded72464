// The MDX toolchain, as one module: the app build bundles it into build/mdx-toolchain.cjs
// (scripts/lib/server-bundles.mjs), which mdx.server.ts loads when it is there. Loaded as they are,
// these packages are some 300 small modules: resolving and linking them made loading the toolchain
// and compiling the first page take 250 ms, against 95 ms from the bundle.
export { bundleMDX } from "mdx-bundler";
export { default as remarkGfm } from "remark-gfm";
export { default as remarkDirective } from "remark-directive";
