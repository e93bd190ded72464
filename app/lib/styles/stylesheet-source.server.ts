// A stylesheet a site brings, as CSS: plain CSS as written, Sass (`.scss`, `.sass`) compiled as
// docusaurus-plugin-sass compiles it for Docusaurus, Less (`.less`) as docusaurus-plugin-less does.
// What comes out goes through the same postcss steps as plain CSS (confined to the page, images
// published).

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
export const LESS = /\.less$/i;

// Loaded for a site that has Sass only, and synchronously: the site's stylesheet is made as its
// config is read.
const load = nodeModule.createRequire(import.meta.url);

/** The CSS of a `.css`, `.scss` or `.sass` file; `siteDir` is where `~package/…` imports are found. */
export function stylesheetSource(file: string, siteDir: string): StylesheetSource {
  // Read here, so that a file that cannot be read fails as a CSS file does (ENOENT, EACCES).
  const text = fs.readFileSync(file, "utf8");
  if (LESS.test(file)) return lessSource(file, text, siteDir);
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

/**
 * Less compiled as less-loader compiles it: imports found beside the file, then in the site's
 * packages, and webpack's `~pkg/x` form; inline JavaScript allowed (component libraries' themes use
 * it), since the site's Less is the site's own code as its config is. Compiled synchronously.
 */
function lessSource(file: string, text: string, siteDir: string): StylesheetSource {
  const less = load("less") as Less;
  const modules = path.join(siteDir, "node_modules");
  class PackageFiles extends less.FileManager {
    supports(filename: string) {
      return filename.startsWith("~");
    }
    supportsSync(filename: string) {
      return filename.startsWith("~");
    }
    loadFileSync(filename: string, directory: string, options: unknown, environment: unknown) {
      return super.loadFileSync(path.join(modules, filename.slice(1)), directory, options, environment);
    }
  }
  let outcome: { error?: LessError; css?: string; imports?: string[] } = {};
  const options = {
    filename: file,
    paths: [path.dirname(file), modules],
    syncImport: true,
    javascriptEnabled: true,
    plugins: [{ install: (_less: unknown, manager: { addFileManager(manager: unknown): void }) => manager.addFileManager(new PackageFiles()) }],
  };
  // With syncImport the callback runs before render returns.
  less.render(text, options, (error, output) => (outcome = { error, css: output?.css, imports: output?.imports }));
  if (outcome.error) {
    const { message, filename, line, column } = outcome.error;
    throw new StylesheetError(`is not valid Less: ${message}`, filename && path.isAbsolute(filename) ? filename : file, line ?? undefined, column === undefined ? undefined : column + 1);
  }
  if (outcome.css === undefined) throw new StylesheetError("could not be compiled as Less", file);
  const files = (outcome.imports ?? []).filter((imported) => path.isAbsolute(imported));
  return { css: outcome.css, files: [file, ...files.filter((imported) => imported !== file)] };
}

/** The parts of the less package used here (it has no types of its own). */
interface Less {
  FileManager: new () => LessFileManager;
  render(input: string, options: object, callback: (error: LessError | undefined, output?: { css: string; imports: string[] }) => void): void;
}
interface LessError {
  message: string;
  filename?: string;
  line?: number | null;
  column?: number;
}
interface LessFileManager {
  loadFileSync(filename: string, directory: string, options: unknown, environment: unknown): unknown;
}
