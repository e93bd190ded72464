// The folders a content tree is read from: CONTENT_DIR, and the docs folders its Docusaurus config
// names outside it (react-redux's website/ reads `path: '../docs'`). `npm run dev` watches them and
// `npm start` compares their times with the build's, so an edited doc there is seen like any other.
import fs from "node:fs";
import path from "node:path";
import { evaluateModuleFile, findConfigFile } from "../../app/lib/content/module-file.server.mjs";

/** @param {string} root the content folder, absolute @returns {string[]} */
export function contentFolders(root) {
  const file = findConfigFile(root, (f) => fs.existsSync(f));
  if (!file) return [root];
  let config;
  try {
    config = evaluateModuleFile(file).value;
  } catch {
    // The content check reports a config that cannot be read, with its file and line.
    return [root];
  }
  const outside = docsPaths(config)
    .map((docsPath) => path.resolve(root, docsPath))
    .filter((dir) => path.relative(root, dir).startsWith(".."));
  return [root, ...new Set(outside)];
}

/** The `path` of each docs plugin instance: the classic preset's docs, and docs plugins listed on their own. */
function docsPaths(config) {
  const optionsOf = (entry) => (Array.isArray(entry) && entry[1] && typeof entry[1] === "object" ? entry[1] : {});
  const nameOf = (entry) => (Array.isArray(entry) ? entry[0] : entry);
  const paths = [];
  for (const preset of Array.isArray(config?.presets) ? config.presets : []) {
    const docs = optionsOf(preset).docs;
    if (docs && typeof docs.path === "string") paths.push(docs.path);
  }
  for (const plugin of Array.isArray(config?.plugins) ? config.plugins : []) {
    const name = nameOf(plugin);
    if (typeof name === "string" && /(^|\/)(plugin-)?content-docs$/.test(name) && typeof optionsOf(plugin).path === "string") paths.push(optionsOf(plugin).path);
  }
  return paths;
}
