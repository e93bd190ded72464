// The stylesheets a Docusaurus site's pages and components import. CSS modules
// (`import styles from "./styles.module.css"`) are scoped as webpack's css-loader scopes them
// (postcss-modules), their class names given to the component. A plain stylesheet
// (`import "./chart.css"`) styles what it meant to, confined to the page's `<main>` as the site's
// own stylesheet is (styles/page-scope.server.ts): in Docusaurus its rules reach the whole page,
// here they cannot restyle this theme's frame. Either's rules ship with the page that imports them.
// Either may be Sass (`.module.scss`, `.scss`), compiled first (styles/stylesheet-source.server.ts).

import crypto from "node:crypto";
import path from "node:path";
import { stylesheetSource } from "../styles/stylesheet-source.server";
import { readSiteConfig } from "../content/site-config.server";
import { droppedImports, publishedUrls, type DroppedImport } from "../styles/stylesheet-plugins.server";

export interface ScopedCssModule {
  /** Local class name → scoped class name, the module's default export. */
  classes: Record<string, string>;
  css: string;
  /** The files it was made of: itself, and the partials a Sass module uses. */
  files: string[];
}

/**
 * A CSS module's class names and rules. Scoped names are `<local>_<hash>`, the hash of the file's
 * path in the site and the name: the same on every build, and two components' `.card` apart.
 * `url(./x.png)` beside the module is published with the page (`publish` gives its URL), as
 * webpack bundles it; site paths (`/img/x.png`) stay.
 */
export async function scopeCssModule(file: string, siteDir: string, publish: (image: string) => string): Promise<ScopedCssModule> {
  const [{ default: postcss }, { default: postcssModules }] = await Promise.all([import("postcss"), import("postcss-modules")]);
  const site = path.relative(siteDir, file).split(path.sep).join("/");
  const source = stylesheetSource(file, siteDir);
  let classes: Record<string, string> = {};
  const result = await postcss([
    postcssModules({
      getJSON: (_file: string, json: Record<string, string>) => {
        classes = json;
      },
      generateScopedName: (name: string) => `${name}_${crypto.createHash("sha256").update(`${site}\0${name}`).digest("hex").slice(0, 6)}`,
    }),
    publishedUrls(file, publish, siteDir, readSiteConfig(siteDir).staticDirs),
  ]).process(source.css, { from: file });
  return { classes, css: result.css, files: source.files };
}

/**
 * A plain stylesheet's rules, confined to the page's `<main>`; images as for a CSS module. Its
 * `@import`s are returned, not followed: the caller says so.
 */
export async function confinedStylesheet(
  file: string,
  siteDir: string,
  publish: (image: string) => string,
): Promise<{ css: string; imports: DroppedImport[]; files: string[] }> {
  const [{ default: postcss }, { confineToPage }] = await Promise.all([import("postcss"), import("../styles/page-scope.server")]);
  const source = stylesheetSource(file, siteDir);
  const imports: DroppedImport[] = [];
  const imported: string[] = [];
  const result = await postcss([droppedImports(imports, imported), confineToPage(), publishedUrls(file, publish, siteDir, readSiteConfig(siteDir).staticDirs)]).process(source.css, { from: file });
  return { css: result.css, imports, files: [...source.files, ...imported] };
}

/**
 * The rules of a page's CSS modules as one stylesheet, safe inside a `<style>` element (a `</style`
 * in a string or comment would end it early).
 */
export function pageStylesheet(modules: Iterable<string>): string {
  return [...modules].join("\n").replace(/<\/(style)/gi, "<\\/$1");
}

/** How mdx-bundler's code ends: the page module's exports are `Component`. */
const MODULE_END = ";return Component;";

/**
 * The page's code with its stylesheet: the page component renders a `<style>` before its content,
 * in server HTML and after client navigation alike (the Content-Security-Policy allows inline
 * styles). Carried by the page's own module, not by the app's code every page loads.
 */
export function withStylesheet(code: string, css: string): string {
  if (!code.endsWith(MODULE_END)) throw new Error("mdx-bundler's output does not end as this engine expects: the page's CSS modules cannot be added to it");
  const render =
    "var __page=Component.default;" +
    `Component={...Component,default:function(props){return _jsx_runtime.jsxs(_jsx_runtime.Fragment,{children:[_jsx_runtime.jsx("style",{dangerouslySetInnerHTML:{__html:${JSON.stringify(css)}}}),_jsx_runtime.jsx(__page,props)]})}};`;
  return `${code.slice(0, -MODULE_END.length)};${render}return Component;`;
}
