// Run by the app build (app-build.mjs): bundles app/lib/mdx-toolchain.server.ts into
// build/mdx-toolchain.mjs, beside the server build that imports it.
import path from "node:path";
import * as esbuild from "esbuild";
import { appBuildDir, projectRoot } from "./paths.mjs";

await esbuild.build({
  entryPoints: [path.join(projectRoot, "app/lib/mdx-toolchain.server.ts")],
  outfile: path.join(appBuildDir, "mdx-toolchain.mjs"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // Its native binary is found from its own package.
  external: ["esbuild"],
  // The CommonJS packages in it require Node's modules.
  banner: { js: 'import { createRequire } from "node:module"; const require = createRequire(import.meta.url);' },
  logLevel: "warning",
  plugins: [
    {
      // mdx-bundler guesses from its own __dirname whether a bundler moved it (to warn that esbuild
      // may not find its binary); bundled this way it is not moved, and esbuild stays external.
      name: "mdx-bundler-not-moved",
      setup(build) {
        build.onLoad({ filter: /mdx-bundler[\\/]dist[\\/]dirname-messed-up\.cjs$/ }, () => ({ contents: "module.exports = false;", loader: "js" }));
      },
    },
  ],
});
