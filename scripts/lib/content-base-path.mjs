// A Docusaurus site says where it is served in its config (`baseUrl`): unless BASE_PATH is set,
// the build, the check and the server take it from there. Imported before paths.mjs, which fixes
// the app build's folder by the base path when it loads. Synchronously: a module with a top-level
// await would let the modules imported after it (paths.mjs among them) run before it is done.
import fs from "node:fs";
import path from "node:path";
import { evaluateModuleFile, findConfigFile } from "../../app/lib/content/module-file.server.mjs";

if (process.env.BASE_PATH === undefined) {
  const root = path.resolve(process.env.CONTENT_DIR ?? "content");
  const file = findConfigFile(root, (f) => fs.existsSync(f));
  if (file) {
    try {
      const { value: config } = evaluateModuleFile(file);
      const baseUrl = typeof config?.baseUrl === "string" ? config.baseUrl : "/";
      if (baseUrl.replace(/\/+/g, "/") !== "/") process.env.BASE_PATH = baseUrl;
    } catch {
      // The content check reports a config that cannot be read, with its file and line.
    }
  }
}
