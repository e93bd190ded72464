// A Docusaurus site says where it is served in its config (`baseUrl`): unless BASE_PATH is set,
// the build, the check and the server take it from there. Imported before paths.mjs, which fixes
// the app build's folder by the base path when it loads.
import fs from "node:fs";
import path from "node:path";
import { findConfigFile } from "../../app/lib/content/config-file.mjs";

if (process.env.BASE_PATH === undefined) {
  const root = path.resolve(process.env.CONTENT_DIR ?? "content");
  const file = findConfigFile(root, (f) => fs.existsSync(f));
  if (file) {
    // Loaded only for a config: the evaluator and its source maps are a tenth of a rebuild's start.
    const { evaluateModuleFile } = await import("../../app/lib/content/module-file.server.mjs");
    try {
      const { value: config } = evaluateModuleFile(file);
      const baseUrl = typeof config?.baseUrl === "string" ? config.baseUrl : "/";
      if (baseUrl.replace(/\/+/g, "/") !== "/") process.env.BASE_PATH = baseUrl;
    } catch {
      // The content check reports a config that cannot be read, with its file and line.
    }
  }
}
