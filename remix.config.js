/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  serverBuildPath: "build/index.js",
  // Client assets live outside public/ so that public/ stays hand-written files only;
  // the prerender copies both into dist/.
  assetsBuildDirectory: "build/client/build",
  publicPath: "/build/",
  // Content is read by loaders at request time; watching it makes `npm run dev` reload on edits.
  watchPaths: [`${process.env.CONTENT_DIR ?? "content"}/**/*`],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    // Both change what is fetched at runtime (a /__manifest endpoint, turbo-stream data):
    // neither exists on a static host, so these stay off.
    v3_lazyRouteDiscovery: false,
    v3_singleFetch: false,
  },
};
