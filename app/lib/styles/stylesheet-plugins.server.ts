// The postcss steps every stylesheet a site brings goes through, whichever way it comes (its
// theme.customCss, a component's CSS module or plain CSS import).

import fs from "node:fs";
import path from "node:path";
import type { Plugin as PostcssPlugin } from "postcss";
import { StylesheetError } from "./stylesheet-source.server";

const IMAGE = /\.(png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf)$/i;

/**
 * Rewrites `url()`s naming an image or font beside the stylesheet (`./x.png`, `img/x.png`), in the
 * site (`@site/static/img/x.png`, webpack's alias) or in its static folders or the site's folder
 * (`/img/x.png`, which Docusaurus's webpack resolves there too) to the URL `publish` gives it: written as it was, a site
 * path would miss the site's base path (`/docs/`). Other hosts' and `data:` URLs stay. A file named
 * that does not exist stops the build (StylesheetError), as it stops Docusaurus's: the page would
 * show without it.
 */
export function publishedUrls(file: string, publish: (source: string) => string, siteDir?: string, staticDirs: string[] = siteDir ? [path.join(siteDir, "static")] : []): PostcssPlugin {
  // postcss visits a declaration again once it has changed: its URLs are the published ones by then.
  const done = new WeakSet<object>();
  return {
    postcssPlugin: "published-urls",
    Declaration(decl) {
      if (!decl.value.includes("url(") || done.has(decl)) return;
      done.add(decl);
      decl.value = decl.value.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, quote: string, ref: string) => {
        const sitePath = siteDir !== undefined && /^\/(?!\/)/.test(ref);
        if (/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(ref) && !sitePath) return whole;
        const written = decoded(ref.replace(/[?#].*$/, ""));
        // An imported stylesheet's url() is its own file's (droppedImports put its rules here).
        let source = path.resolve(path.dirname(decl.source?.input.file ?? file), written);
        // Webpack's roots, in Docusaurus's order: the static folders, then the site's own folder
        // (`url(/static/img/x.svg)` names the file as the site's tree holds it).
        if (sitePath) source = [...staticDirs, siteDir!].map((dir) => path.join(dir, written)).find((candidate) => fs.existsSync(candidate)) ?? path.join(staticDirs[0] ?? siteDir!, written);
        else if (siteDir && written.startsWith("@site/")) source = path.join(siteDir, written.slice("@site/".length));
        if (!fs.existsSync(source)) {
          const at = decl.source?.start;
          throw new StylesheetError(`url(${ref}) names ${path.relative(process.cwd(), source)}, which does not exist: add the file or correct the path`, decl.source?.input.file ?? file, at?.line, at?.column);
        }
        return IMAGE.test(source) ? `url(${quote}${publish(source)}${quote})` : whole;
      });
    },
  };
}

/** A URL's path as a file name (`my%20logo.svg` is `my logo.svg`); as written when it is not valid percent-encoding. */
function decoded(ref: string): string {
  try {
    return decodeURI(ref);
  } catch {
    return ref;
  }
}

/** An `@import` taken out of a stylesheet, for the warning that says so. */
export interface DroppedImport {
  params: string;
  line?: number;
}

/**
 * `@import`s: a file of the site's (`@import url(navbar.css)` beside the stylesheet, as HertzBeat
 * keeps its navbar's rules) is put in its place, as webpack's css-loader bundles it for Docusaurus,
 * each file once (`files` lists them); another host's (a web font) is taken out, into `dropped`: it
 * would be a request to that host from every page, which this site never makes. postcss-import does
 * the first, but only asynchronously, and the site's stylesheet is read with its config, synchronously.
 */
export function droppedImports(dropped: DroppedImport[], files: string[] = []): PostcssPlugin {
  const inlined = new Set<string>();
  return {
    postcssPlugin: "dropped-imports",
    AtRule: {
      import(rule, { postcss }) {
        const target = importedFile(rule.params, rule.source?.input.file);
        if (!target) {
          dropped.push({ params: rule.params, line: rule.source?.start?.line });
          rule.remove();
          return;
        }
        if (inlined.has(target.file)) {
          rule.remove();
          return;
        }
        inlined.add(target.file);
        files.push(target.file);
        const imported = postcss.parse(fs.readFileSync(target.file, "utf8"), { from: target.file });
        if (target.media) {
          const media = postcss.atRule({ name: "media", params: target.media, source: rule.source });
          media.append(imported.nodes);
          rule.replaceWith(media);
        } else rule.replaceWith(imported.nodes);
      },
    },
  };
}

/**
 * The local CSS file an `@import`'s params name (`url(x.css)`, `"./x.css" screen`), relative to the
 * stylesheet that imports it, with the media it applies to; undefined for another host's URL, a
 * file that is not there, or what is no plain CSS (`layer()`, `supports()`: not followed here).
 */
function importedFile(params: string, from: string | undefined): { file: string; media?: string } | undefined {
  const match = /^\s*(?:url\(\s*(['"]?)([^'")]+)\1\s*\)|(['"])([^'"]+)\3)\s*(.*)$/.exec(params);
  const written = match?.[2] ?? match?.[4];
  const rest = match?.[5]?.trim() ?? "";
  if (!written || !from || /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(written) || /^(layer|supports)\b/i.test(rest) || !/\.css$/i.test(written.replace(/[?#].*$/, ""))) return undefined;
  const file = path.resolve(path.dirname(from), decoded(written.replace(/[?#].*$/, "")));
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return undefined;
  return { file, ...(rest ? { media: rest } : {}) };
}
