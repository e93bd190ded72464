// Where a content folder keeps its Docusaurus config: its own module, which the build's first
// import (scripts/lib/content-base-path.mjs) can load without the config's evaluator and its source
// maps when there is no config to read.
import path from "node:path";

const CONFIG_NAMES = ["docusaurus.config.ts", "docusaurus.config.mts", "docusaurus.config.js", "docusaurus.config.mjs", "docusaurus.config.cjs"];

/** The Docusaurus config file of a content folder, if it has one. */
export function findConfigFile(root, exists) {
  return CONFIG_NAMES.map((name) => path.join(root, name)).find(exists);
}
