// A stylesheet a site brings, as CSS: plain CSS as written, Sass (`.scss`, `.sass`) compiled, as
// docusaurus-plugin-sass compiles it for Docusaurus. What comes out goes through the same postcss
// steps as plain CSS (confined to the page, images published). Less is not compiled here: its
// callers say so where it is named.

import fs from "node:fs";
import nodeModule from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type * as Sass from "sass";

/** A stylesheet's CSS and every file it was made of (Sass partials too), for incremental builds. */
export interface StylesheetSource {
  css: string;
  files: string[];
}

/**
 * Why a stylesheet could not be made, shaped as postcss's errors are (`reason`, `line`), so that
 * each caller reports it as it reports CSS that does not parse. `file` is the file at fault: a
 * partial the stylesheet uses, or itself.
 */
export class StylesheetError extends Error {
  constructor(
    readonly reason: string,
    readonly file: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(reason);
    this.name = "StylesheetError";
  }
}

export const SASS = /\.s[ac]ss$/i;

// Loaded for a site that has Sass only, and synchronously: the site's stylesheet is made as its
// config is read.
const load = nodeModule.createRequire(import.meta.url);

/** The CSS of a `.css`, `.scss` or `.sass` file; `siteDir` is where `~package/…` imports are found. */
export function stylesheetSource(file: string, siteDir: string): StylesheetSource {
  // Read here, so that a file that cannot be read fails as a CSS file does (ENOENT, EACCES).
  const text = fs.readFileSync(file, "utf8");
  if (!SASS.test(file)) return { css: text, files: [file] };
  const sass = load("sass") as typeof Sass;
  const modules = path.join(siteDir, "node_modules");
  try {
    const result = sass.compileString(text, {
      url: pathToFileURL(file),
      syntax: /\.sass$/i.test(file) ? "indented" : "scss",
      style: "expanded",
      // As sass-loader finds them: beside the file, then the site's packages (`@use "pkg/x"`),
      // and webpack's `~pkg/x` form.
      loadPaths: [modules],
      importers: [{ findFileUrl: (url) => (url.startsWith("~") ? pathToFileURL(path.join(modules, url.slice(1))) : null) }],
      // Deprecation notices are about the site's Sass, which compiles: not this build's to print.
      logger: sass.Logger.silent,
    });
    const files = result.loadedUrls.filter((url) => url.protocol === "file:").map((url) => fileURLToPath(url));
    return { css: result.css, files: files.includes(file) ? files : [file, ...files] };
  } catch (error) {
    if (!(error instanceof sass.Exception)) throw error;
    const span = error.span;
    const at = span.url?.protocol === "file:" ? fileURLToPath(span.url) : file;
    throw new StylesheetError(`is not valid Sass: ${error.sassMessage}`, at, span.start.line + 1, span.start.column + 1);
  }
}
