// The site's own stylesheet: the CSS and Sass files its config lists in the classic preset's
// `theme.customCss` (Sass compiled, as docusaurus-plugin-sass does), and KaTeX's where math is
// run, in order, as one file every page links after this theme's, confined to the page's content
// (page-scope.server.ts). Images and fonts their `url()`s name beside them are published with it.
// Compiled when the config is read, so that `npm run check` meets a broken file as the build does.

import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type * as Postcss from "postcss";
import { ContentError } from "../content-error.server";
import { confineToPage } from "./page-scope.server";
import { droppedImports, publishedUrls, type DroppedImport } from "./stylesheet-plugins.server";
import { StylesheetError, stylesheetSource } from "./stylesheet-source.server";

/** Where the stylesheet and its images are published, under the base path. */
const FOLDER = "_site";

export interface SiteStylesheet {
  /** The stylesheet's path on the site (`/_site/custom-<hash>.css`), named by its content. */
  href: string;
  css: string;
  /** Published path (no leading slash) → source file, for the images and fonts it names. */
  files: Record<string, string>;
}

export interface CompiledSiteStylesheet {
  stylesheet?: SiteStylesheet;
  problems: ContentError[];
  warnings: ContentError[];
}

// Loaded only for a site that lists stylesheets, and synchronously (every plugin here is), as the
// config is read.
const load = createRequire(import.meta.url);

/**
 * One stylesheet of the site's CSS files (absolute paths), or the problems that keep it from being
 * made: a file that cannot be read, CSS that does not parse. `@import`s are not followed: another
 * host's (a web font) would be a request to it from every page, which this site never makes.
 */
export function compileSiteStylesheet(files: (string | { file: string; css: string })[], siteDir: string, staticDirs: string[]): CompiledSiteStylesheet {
  if (files.length === 0) return { problems: [], warnings: [] };
  const postcss = load("postcss") as typeof Postcss.default;
  const problems: ContentError[] = [];
  const warnings: ContentError[] = [];
  const published: Record<string, string> = {};
  const parts: string[] = [];
  for (const entry of files) {
    // A stylesheet given with its text (KaTeX's, trimmed) is not read again.
    const file = typeof entry === "string" ? entry : entry.file;
    let text: string;
    try {
      text = typeof entry === "string" ? stylesheetSource(file, siteDir).css : entry.css;
    } catch (error) {
      if (error instanceof StylesheetError) problems.push(new ContentError(error.file, error.reason, { line: error.line, column: error.column }));
      else problems.push(new ContentError(file, `the site's stylesheet (theme.customCss) cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`));
      continue;
    }
    try {
      const dropped: DroppedImport[] = [];
      const publish = (source: string) => {
        const digest = crypto.createHash("sha256").update(fs.readFileSync(source)).digest("hex").slice(0, 8);
        const name = `${FOLDER}/${path.basename(source, path.extname(source))}-${digest}${path.extname(source)}`;
        published[name] = source;
        // Relative to the stylesheet, which sits in the same folder: right under any base path.
        return `./${path.basename(name)}`;
      };
      // Reading the result runs the plugins (postcss is lazy): the imports are dropped by then.
      const { css } = postcss([droppedImports(dropped), confineToPage(), publishedUrls(file, publish, siteDir, staticDirs)]).process(text, { from: file });
      for (const { params, line } of dropped) {
        warnings.push(new ContentError(file, `@import ${params} is not followed: put the rules in a file theme.customCss lists (another host's files, such as web fonts, are never loaded by this site)`, { line }));
      }
      parts.push(`/* ${path.basename(file)} */\n${css}`);
    } catch (error) {
      if (error instanceof StylesheetError) {
        problems.push(new ContentError(error.file, error.reason, { line: error.line, column: error.column }));
        continue;
      }
      const e = error as { name?: string; reason?: string; line?: number; column?: number; message: string };
      problems.push(new ContentError(file, e.name === "CssSyntaxError" ? `is not valid CSS: ${e.reason}` : `could not be read as CSS: ${e.message}`, { line: e.line, column: e.column }));
    }
  }
  if (problems.length || parts.length === 0) return { problems, warnings };
  const css = parts.join("\n");
  const hash = crypto.createHash("sha256").update(css).digest("hex").slice(0, 10);
  return { stylesheet: { href: `/${FOLDER}/custom-${hash}.css`, css, files: published }, problems, warnings };
}
