// What a Docusaurus page may import besides theme components: `@site/…` (any file of the site
// folder: components, JSON data, Markdown partials), relative `.md`/`.mdx` partials, components
// written in `.js` with JSX, and CSS modules. The esbuild plugin also records every site file a
// page's bundle reads, with a hash of its content, so a cached compile is reused only while
// those files are unchanged (editing a partial re-renders the pages that import it).
// A page without imports resolves nothing here: the plugin's hooks only match import paths.

import fs from "node:fs";
import path from "node:path";
// As a namespace: the server bundle's banner declares its own `createRequire`.
import nodeModule from "node:module";
import type { Plugin } from "esbuild";
import { fileHash, IMAGE_FILE, OTHER_ASSET_FILE, publishedFilePath, publishedImagePath } from "./published-assets.server";
import { inlineSvgModule } from "./inline-svg.server";
import { withBase } from "../base-path";
import { confinedStylesheet, scopeCssModule } from "./css-modules.server";
import { readTextIfPresent } from "../read-text.server";
import type { CompileNotice } from "./compile-notices.server";

/** Imports that are not packages of the site: the theme's, Docusaurus's, React (a global of every page). */
const ANSWERED_ELSEWHERE = /^(@site\/|@theme\/|@theme-original\/|@theme-init\/|@docusaurus\/|@generated\/|react$|react\/|react-dom)/;

const SVG_COMPONENT = "?component";
/** A file imported as its text: `!!raw-loader!x` or `raw-loader!x` (webpack's inline loader syntax). */
const RAW_IMPORT = /^!{0,2}raw-loader!/;
const RAW_TEXT = "?raw";
/** Where stylesheets this build does not apply are loaded from: nowhere (see the hook). */
const UNAPPLIED_STYLESHEET = "unapplied-stylesheet";

/** Where this engine's own packages are found from (this module, or the server bundle holding it). */
const ENGINE = import.meta.url;

/** The files `@site/x` may name without their extension, in Docusaurus's (webpack's) order. */
const EXTENSIONS = [".js", ".jsx", ".ts", ".tsx", ".json", ".mdx", ".md"];
/** Stylesheets a component may import: CSS, and the Sass and Less that Docusaurus plugins compile. */
const STYLESHEET = /\.(css|scss|sass|less)$/;
/** The stylesheets applied here (CSS, and Sass compiled), and the modules among them. */
const APPLIED = /\.(css|scss|sass|less)$/;
const APPLIED_MODULE = /\.module\.(css|scss|sass|less)$/;
/** Any stylesheet module, applied or not: its default export is its class names. */
const ANY_MODULE = /\.module\.[a-z]+$/;

/**
 * Why a stylesheet a page imports cannot be applied: its file, or the Sass partial at fault, and
 * the line, as postcss and Sass give them.
 */
function unreadableStylesheet(kind: string, file: string, error: unknown): string {
  const e = error as { reason?: string; line?: number; file?: string; message: string };
  const shown = (at: string) => path.relative(process.cwd(), at);
  const where = e.file && path.resolve(e.file) !== file ? `${shown(file)}, in ${shown(e.file)}` : shown(file);
  return `cannot read the ${kind} ${where}${e.line ? ` (line ${e.line})` : ""}: ${e.reason ?? e.message}`;
}

/** A site file a compile read: its path, and a hash of its content when compiled. */
export type FileDeps = Record<string, string>;


/** Whether every recorded file still has the content it had when the page was compiled. */
export function fileDepsFresh(deps: FileDeps | undefined): boolean {
  if (!deps) return true;
  for (const file in deps) if (fileHash(file) !== deps[file]) return false;
  return true;
}

/** The file an import of a site file leads to (`@site/…` or relative), as the bundle resolves it. */
export function resolveSiteImport(source: string, from: string, siteDir: string): string | undefined {
  if (source.startsWith("@site/")) return resolveFile(path.join(siteDir, source.slice("@site/".length)));
  if (source.startsWith("./") || source.startsWith("../")) return resolveFile(path.resolve(path.dirname(from), source));
  return undefined;
}

/** The file a raw-loader import (`!!raw-loader!./x.js`) reads; undefined for other imports or a missing file. */
export function rawImportFile(specifier: string, from: string, siteDir: string): string | undefined {
  if (!RAW_IMPORT.test(specifier)) return undefined;
  const request = specifier.replace(RAW_IMPORT, "");
  return request.startsWith("@site/") || request.startsWith("./") || request.startsWith("../") ? resolveSiteImport(request, from, siteDir) : resolvePackage(request, siteDir);
}

/** A package's file, from the site's own node_modules when it has it, else from this engine's; undefined when neither has it. */
function resolvePackage(request: string, siteDir: string): string | undefined {
  for (const from of [path.join(siteDir, "package.json"), ENGINE]) {
    try {
      return nodeModule.createRequire(from).resolve(request);
    } catch {
      // Not there: the next place, then esbuild's own resolution reports it.
    }
  }
  return undefined;
}

/** Where an alias sends an import (webpack's rules: `key$` exact, `key` the module and its files), if one does. */
function aliasTarget(aliases: [string, string][], request: string): string | undefined {
  for (const [key, target] of aliases) {
    if (key.endsWith("$")) {
      if (request === key.slice(0, -1)) return target;
    } else if (request === key || request.startsWith(`${key}/`)) {
      return target + request.slice(key.length);
    }
  }
  return undefined;
}

/** The first line of `text` that names `specifier` in quotes: where it is imported. */
function lineOf(text: string, specifier: string): number | undefined {
  const at = [`"${specifier}"`, `'${specifier}'`].map((quoted) => text.indexOf(quoted)).filter((i) => i >= 0);
  return at.length ? text.slice(0, Math.min(...at)).split("\n").length : undefined;
}

/**
 * The file a plain CSS or Sass import names: beside the importer, under `@site/`, or in a package
 * the site (or the folder of the importer) has installed. Undefined when there is none.
 */
function plainStylesheetFile(request: string, importer: string, siteDir: string): string | undefined {
  const target = request.startsWith("@site/") ? path.join(siteDir, request.slice("@site/".length)) : request;
  for (const base of [importer, path.join(siteDir, "package.json")]) {
    try {
      const file = nodeModule.createRequire(base).resolve(target);
      if (APPLIED.test(file)) return file;
    } catch {
      // Not from here.
    }
  }
  return undefined;
}

function resolveFile(base: string): string | undefined {
  const isFile = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  if (isFile(base)) return base;
  for (const ext of EXTENSIONS) if (isFile(base + ext)) return base + ext;
  for (const ext of EXTENSIONS) if (isFile(path.join(base, `index${ext}`))) return path.join(base, `index${ext}`);
  return undefined;
}

/**
 * The esbuild plugin for a page's bundle. `siteDir` is the content tree (`@site` in Docusaurus);
 * `entry` the page itself (not recorded: the compile's cache key already holds its text).
 */
export function siteImportsPlugin(options: {
  siteDir: string;
  entry: string;
  deps: FileDeps;
  /** A Markdown partial's text as the page's is prepared (the site's preprocessor, Docusaurus's MDX defaults). */
  prepareMarkdown: (source: string, file: string) => string;
  /** Images the page imports, published with it: output path → source file. */
  assets: Record<string, string>;
  /** Where a stylesheet import is noted (its rules are not applied); `entrySource` is the page's text, to find its line. */
  notices?: CompileNotice[];
  entrySource?: string;
  /** webpack-style aliases the site's plugins add: `key$` matches the import exactly, `key` it and what is under it. */
  aliases?: Record<string, string>;
  /** The scoped rules of the CSS modules the page and its components import, by file (css-modules.server.ts). */
  styles?: Map<string, string>;
  /**
   * Where an import of an absolute path (`require('/img/x.png')`) is looked for, in order: the
   * site's static folders, then the site folder, as Docusaurus's webpack `resolve.roots` has them.
   */
  roots?: string[];
}): Plugin {
  /**
   * A Markdown partial is read here and handed to the MDX plugin prepared as the page is (HTML
   * comments, heading ids, admonition titles), through the `contents` the MDX plugin reads first.
   */
  const resolved = (file: string, importer: string) => {
    if (/\.mdx?$/.test(file)) return { path: file, pluginData: { contents: options.prepareMarkdown(fs.readFileSync(file, "utf8"), file) } };
    // One file, two modules: an SVG a page or a component imports is a component, as SVGR makes it
    // for Docusaurus (a stylesheet's is a URL; esbuild loads a path once: the suffix tells them apart).
    if (/\.svg$/i.test(file) && /\.(?:[cm]?[jt]sx?|mdx?)$/.test(importer)) return { path: file, suffix: SVG_COMPONENT };
    return { path: file };
  };
  return {
    name: "docusaurus-site-imports",
    setup(build) {
      // First of all: an alias a site's plugin adds decides where an import leads, `@site/…` included.
      const aliases = Object.entries(options.aliases ?? {});
      if (aliases.length) {
        build.onResolve({ filter: /.*/ }, (args) => {
          const target = aliasTarget(aliases, args.path);
          if (target === undefined) return undefined;
          const file = resolveFile(target);
          if (file) return resolved(file, args.importer);
          return { errors: [{ text: `cannot import ${args.path}: the site's alias for it leads to ${target}, which is no file` }] };
        });
      }
      // A stylesheet that cannot be found (`tippy.js/dist/tippy.css` of a package the site has not
      // installed) is not applied: said
      // once per import, at its line, so a component that looks different here is explained, and
      // no more than that (its rules are not needed to build the page).
      build.onResolve({ filter: STYLESHEET }, (args) => {
        // A stylesheet imported as its text (`!!raw-loader!./x.css`, shown in a code block) is no stylesheet.
        if (RAW_IMPORT.test(args.path)) return undefined;
        if (!options.notices || !args.importer || (options.styles && APPLIED_MODULE.test(args.path))) return undefined;
        // CSS, Sass and Less are applied when they can be found: the site's own files, its installed packages'.
        const css = options.styles && APPLIED.test(args.path) ? plainStylesheetFile(args.path, args.importer, options.siteDir) : undefined;
        if (css) return { path: css };
        const text = args.importer === options.entry ? options.entrySource : readTextIfPresent(args.importer);
        const line = text ? lineOf(text, args.path) : undefined;
        options.notices.push({
          kind: "stylesheet",
          file: args.importer,
          ...(line ? { line } : {}),
          problem: `imports the stylesheet ${args.path}, which is not in the site folder or its installed packages: what it styles is shown without it (run npm install in the site folder if it comes from a package)`,
        });
        return { path: `${args.importer}\0${args.path}`, namespace: UNAPPLIED_STYLESHEET, pluginData: { module: ANY_MODULE.test(args.path) } };
      });
      // A module's class names are given back as they are written; a plain stylesheet gives nothing.
      build.onLoad({ filter: /.*/, namespace: UNAPPLIED_STYLESHEET }, (args) => ({
        contents: args.pluginData?.module ? "export default new Proxy({}, { get: (_, name) => String(name) });" : "",
        loader: "js",
      }));
      // First: the prefix would otherwise read as a package name. What follows it is resolved as
      // any import is (relative to the page, `@site/`, or a package), and loaded as text.
      build.onResolve({ filter: RAW_IMPORT }, (args) => {
        const file = rawImportFile(args.path, args.importer, options.siteDir);
        if (file) return { path: file, suffix: RAW_TEXT };
        return { errors: [{ text: `cannot import ${args.path}: no such file (raw-loader imports the text of ${args.path.replace(RAW_IMPORT, "")}, from the page's folder, @site/ or a package)` }] };
      });
      build.onResolve({ filter: /^@site\// }, (args) => {
        const target = path.join(options.siteDir, args.path.slice("@site/".length));
        const file = resolveFile(target);
        if (file) return resolved(file, args.importer);
        return { errors: [{ text: `cannot import ${args.path}: no such file in the site folder (looked for ${path.relative(process.cwd(), target)} with ${EXTENSIONS.join(", ")})` }] };
      });
      // `/img/x.png`: a file of the site's static folders or of the site folder, not of the disk's root.
      build.onResolve({ filter: /^\/[^/]/ }, (args) => {
        if (!options.roots || !args.importer || args.importer.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const targets = options.roots.map((root) => path.join(root, args.path));
        const file = targets.map(resolveFile).find(Boolean);
        if (file) return resolved(file, args.importer);
        // A file's own path on the disk (an image beside a page, imported by the compile) is esbuild's.
        if (resolveFile(args.path)) return undefined;
        return { errors: [{ text: `cannot import ${args.path}: no such file in the site's static folder or the site folder (looked for ${targets.map((target) => path.relative(process.cwd(), target)).join(" and ")})` }] };
      });
      // Relative imports from the site's own files; packages are node-resolve's.
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (!args.importer || args.importer.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const target = path.resolve(args.resolveDir || path.dirname(args.importer), args.path);
        const file = resolveFile(target);
        if (file) return resolved(file, args.importer);
        return { errors: [{ text: `cannot import ${args.path}: no such file (looked for ${path.relative(process.cwd(), target)})` }] };
      });
      // Packages a site's components use (clsx above all, which comes with Docusaurus): from the
      // site's own node_modules when it has them, else from this engine's. React and the theme's
      // modules are answered elsewhere.
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (!args.importer || args.importer.includes(`${path.sep}node_modules${path.sep}`) || ANSWERED_ELSEWHERE.test(args.path)) return undefined;
        const file = resolvePackage(args.path, options.siteDir);
        return file === undefined ? undefined : { path: file };
      });
      build.onLoad({ filter: /.*/ }, (args) => {
        if (args.path !== options.entry && !args.path.includes(`${path.sep}node_modules${path.sep}`)) {
          const hash = fileHash(args.path);
          if (hash) options.deps[args.path] = hash;
        }
        return undefined;
      });
      build.onLoad({ filter: /.*/ }, (args) => (args.suffix === RAW_TEXT ? { contents: fs.readFileSync(args.path, "utf8"), loader: "text" } : undefined));
      // An imported image is its published URL (`<img src={require('./x.png').default} />`); an SVG
      // imported by a page or component is a component drawing it inline, as Docusaurus's SVGR makes it.
      build.onLoad({ filter: IMAGE_FILE }, (args) => {
        if (args.suffix === SVG_COMPONENT) {
          const inline = inlineSvgModule(fs.readFileSync(args.path, "utf8"));
          if ("source" in inline) return { contents: inline.source, loader: "js" };
          options.notices?.push({ kind: "image", file: args.path, problem: `is imported as a component but cannot be drawn inline (${inline.problem}): it is shown as an image, which the site's CSS cannot reach inside` });
        }
        const published = publishedImagePath(args.path);
        options.assets[published] = args.path;
        const url = JSON.stringify(withBase(`/${published}`));
        return args.suffix === SVG_COMPONENT
          ? { contents: `import { jsx } from "react/jsx-runtime";\nexport default function Svg({ title, titleId, ...props }) { return jsx("img", { src: ${url}, alt: title ?? "", ...props }); }`, loader: "js" }
          : { contents: `export default ${url};`, loader: "js" };
      });
      // A video, a document or a font imported (`<video src={require('./demo.mp4').default} />`,
      // `href={require('./sheet.pdf').default}`) is its published URL too, as Docusaurus's loaders give it.
      build.onLoad({ filter: OTHER_ASSET_FILE }, (args) => {
        const published = publishedFilePath(args.path);
        options.assets[published] = args.path;
        return { contents: `export default ${JSON.stringify(withBase(`/${published}`))};`, loader: "js" };
      });
      // Docusaurus's components import their styles. A CSS module is scoped, plain CSS confined to
      // the page's main, and their rules go with the page (the compile's `styles`); Sass is compiled
      // first (docusaurus-plugin-sass compiles it for webpack), and the partials it uses are the
      // page's inputs as the stylesheet is. Without `styles` to collect into, a module gives its
      // class names back as they are written, and a plain stylesheet nothing.
      build.onLoad({ filter: STYLESHEET }, async (args) => {
        const publish = (image: string) => {
          const published = publishedImagePath(image);
          options.assets[published] = image;
          return withBase(`/${published}`);
        };
        const used = (files: string[]) => {
          for (const file of files) {
            if (file === args.path || file.includes(`${path.sep}node_modules${path.sep}`)) continue;
            const hash = fileHash(file);
            if (hash) options.deps[file] = hash;
          }
        };
        if (!options.styles || !APPLIED.test(args.path)) {
          return { contents: ANY_MODULE.test(args.path) ? "export default new Proxy({}, { get: (_, name) => String(name) });" : "", loader: "js" };
        }
        if (!APPLIED_MODULE.test(args.path)) {
          try {
            const { css, imports, files } = await confinedStylesheet(args.path, options.siteDir, publish);
            options.styles.set(args.path, css);
            used(files);
            for (const { params, line } of imports) {
              options.notices?.push({ kind: "stylesheet", file: args.path, ...(line ? { line } : {}), problem: `@import ${params} is not followed: import that stylesheet where it is used (another host's files, such as web fonts, are never loaded by this site)` });
            }
            return { contents: "", loader: "js" };
          } catch (error) {
            return { errors: [{ text: unreadableStylesheet("stylesheet", args.path, error) }] };
          }
        }
        try {
          const { classes, css, files } = await scopeCssModule(args.path, options.siteDir, publish);
          options.styles.set(args.path, css);
          used(files);
          return { contents: `export default ${JSON.stringify(classes)};`, loader: "js" };
        } catch (error) {
          return { errors: [{ text: unreadableStylesheet("CSS module", args.path, error) }] };
        }
      });
    },
  };
}
