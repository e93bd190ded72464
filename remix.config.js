import path from "node:path";
import { appBuildDir, basePath, clientBuildDir } from "./scripts/lib/paths.mjs";
import { contentFolders } from "./scripts/lib/content-folders.mjs";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  serverBuildPath: path.join(appBuildDir, "index.js"),
  // Client assets live outside public/ so that public/ stays hand-written files only;
  // the prerender copies both into dist/.
  assetsBuildDirectory: path.join(clientBuildDir, "build"),
  // Under BASE_PATH the assets are served from `<base>/build/`.
  publicPath: `${basePath()}/build/`,
  // Content is read by loaders at request time; watching it (and a docs folder its config names
  // outside it) makes `npm run dev` reload on edits.
  watchPaths: contentFolders(path.resolve(process.env.CONTENT_DIR ?? "content")).map((dir) => `${dir}/**/*`),
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
