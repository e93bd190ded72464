// Run by the app build (app-build.mjs) after the Remix compile: bundles what the prerender loads in
// every process into one module each, beside the server build. Node resolving and linking a few
// hundred small packages costs more than the code they hold: the MDX toolchain took 250 ms to load
// and first run (95 ms bundled), the server build with Remix's node runtime 155 ms to load (60 ms).
import fs from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";
import * as acorn from "acorn";
import { appBuildDir, projectRoot, serverBundleFile } from "./paths.mjs";

/** Both bundles: CommonJS scripts for Node, which server-bundle.mjs loads with V8's code cache. */
const nodeScript = {
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  // Its native binary is found from its own package.
  external: ["esbuild"],
  logLevel: "warning",
};

/** The walk the shim of unist-util-visit-parents stands in for: the library's v6, at the top level. */
const visitParentsLib = path.join(projectRoot, "node_modules/unist-util-visit-parents/lib/index.js");
const visitParentsShim = path.join(projectRoot, "scripts/bundle-shims/unist-util-visit-parents.mjs");
const visitParentsVersion = JSON.parse(fs.readFileSync(path.join(projectRoot, "node_modules/unist-util-visit-parents/package.json"), "utf8")).version;
// The shim repeats this major version's behaviour: another needs it read again.
if (!visitParentsVersion.startsWith("6.")) throw new Error(`unist-util-visit-parents ${visitParentsVersion}: scripts/bundle-shims/unist-util-visit-parents.mjs follows 6.x; compare it with the new version's lib/index.js`);

/** Packages replaced in both bundles by a module of the same API that runs faster (see each module). */
const fasterPackages = {
  name: "faster-packages",
  setup(build) {
    const isElementShim = path.join(projectRoot, "scripts/bundle-shims/hast-util-is-element.mjs");
    // The shim's own import of the package is the package itself.
    build.onResolve({ filter: /^hast-util-is-element$/ }, ({ importer }) => (importer === isElementShim ? undefined : { path: isElementShim }));
    // hast-util-to-mdast's copy of the tree it converts (see the shim for why none is needed); only its own.
    const sameTree = path.join(projectRoot, "scripts/bundle-shims/to-mdast-tree.mjs");
    build.onResolve({ filter: /^@ungap\/structured-clone$/ }, ({ importer }) => (/[\\/]hast-util-to-mdast[\\/]/.test(importer) ? { path: sameTree } : undefined));
    // The walk itself, with the test converter of the library's own unist-util-is (resolved from its folder).
    build.onLoad({ filter: /unist-util-visit-parents[\\/]lib[\\/]index\.js$/ }, (args) =>
      args.path === visitParentsLib
        ? {
            contents: `import { convert } from "unist-util-is";\nimport { visitParentsWith } from ${JSON.stringify(visitParentsShim)};\nexport { CONTINUE, EXIT, SKIP } from ${JSON.stringify(visitParentsShim)};\nexport const visitParents = visitParentsWith(convert);\n`,
            resolveDir: path.dirname(visitParentsLib),
            loader: "js",
          }
        : undefined,
    );
  },
};

/**
 * The server bundle's only: gray-matter's default YAML engine, which the server never runs (see the
 * shim; the MDX toolchain's mdx-bundler reads front matter with it), and the fetch implementations
 * only @remix-run/node's installGlobals() requires (see their shim).
 */
const unusedEngines = {
  name: "unused-engines",
  setup(build) {
    const grayMatterYaml = path.join(projectRoot, "scripts/bundle-shims/gray-matter-yaml.cjs");
    build.onResolve({ filter: /^js-yaml$/ }, ({ importer }) => (/[\\/]gray-matter[\\/]lib[\\/]engines\.js$/.test(importer) ? { path: grayMatterYaml } : undefined));
    const fetchGlobals = path.join(projectRoot, "scripts/bundle-shims/fetch-globals-unused.cjs");
    build.onResolve({ filter: /^(undici|@remix-run\/web-fetch)$/ }, ({ importer }) => (/[\\/]@remix-run[\\/]node[\\/]dist[\\/]globals\.js$/.test(importer) ? { path: fetchGlobals } : undefined));
  },
};

// build/mdx-toolchain.cjs, which the server build loads on its first compile (mdx.server.ts): a
// CommonJS script too, loaded with the code cache (server-bundle.mjs), 45 → 20 ms.
await esbuild.build({
  ...nodeScript,
  entryPoints: [path.join(projectRoot, "app/lib/mdx-toolchain.server.ts")],
  outfile: path.join(appBuildDir, "mdx-toolchain.cjs"),
  plugins: [
    fasterPackages,
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
withImportsThroughLoader(path.join(appBuildDir, "mdx-toolchain.cjs"));

// build/server.cjs: the server build (`build`) and the request handler that renders with it, one
// copy of React and Remix for both. Not minified: Node loaded the minified bundle no faster. A
// CommonJS script, so that server-bundle.mjs can load it with V8's code cache (Node 20 has none for
// ES modules): compiling its 6 MB was about half of what loading it cost each process and thread.
await esbuild.build({
  ...nodeScript,
  // `import.meta.url` (the app's code reads it) is the bundle's URL.
  banner: { js: 'const __bundleUrl = require("node:url").pathToFileURL(__filename).href;' },
  stdin: {
    contents: 'export * as build from "./index.js";\nexport { createRequestHandler } from "@remix-run/node";\n',
    resolveDir: appBuildDir,
    sourcefile: "server-entry.mjs",
  },
  outfile: serverBundleFile,
  external: [...nodeScript.external, "./mdx-toolchain.cjs"],
  plugins: [
    fasterPackages,
    unusedEngines,
    {
      // The MDX toolchain is loaded on the first compile only, from beside this module; the packages
      // themselves are mdx.server.ts's way outside production builds. (mdx-bundler/client, which
      // renders with the bundle's React, is bundled: hence a plugin, not `external`, which would
      // take the package's subpaths too.)
      name: "mdx-toolchain-packages-outside",
      setup(build) {
        build.onResolve({ filter: /^(mdx-bundler|remark-gfm|remark-directive|rehype-raw)$/ }, ({ path }) => ({ path, external: true }));
      },
    },
  ],
  // What React and Remix choose by: the bundle holds the production code only.
  define: { "process.env.NODE_ENV": '"production"', "import.meta.url": "__bundleUrl" },
});
withImportsThroughLoader(serverBundleFile);

/**
 * The script's `import()`s (of the MDX toolchain, of ES-module packages) call `__bundleImport`, which
 * its loader passes in: in Node 20 the import callback of a script is lost once its code comes from
 * V8's code cache (ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING). Found with acorn, not by their text.
 */
function withImportsThroughLoader(file) {
  const source = fs.readFileSync(file, "utf8");
  const starts = [];
  const walk = (node) => {
    if (!node || typeof node.type !== "string") return;
    if (node.type === "ImportExpression") starts.push(node.start);
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === "object") walk(value);
    }
  };
  walk(acorn.parse(source, { ecmaVersion: "latest", sourceType: "script", allowReturnOutsideFunction: true, allowHashBang: true }));
  let rewritten = "";
  let from = 0;
  for (const start of starts.sort((a, b) => a - b)) {
    rewritten += `${source.slice(from, start)}__bundleImport`;
    from = start + "import".length;
  }
  fs.writeFileSync(file, rewritten + source.slice(from));
}
