// Math in Markdown as Docusaurus documents it: a site whose config lists remark-math and
// rehype-katex gets `$…$` and `$$…$$` typeset by KaTeX at build time (HTML for the eye, MathML for
// screen readers), with KaTeX's stylesheet and fonts served by this site instead of the CDN the
// config names (this site loads nothing from another host).

import fs from "node:fs";
import nodeModule from "node:module";
import path from "node:path";

/** KaTeX's options, as the config gives them to rehype-katex (`macros`, `strict`, `trust`, …). */
export type KatexOptions = Record<string, unknown>;

export interface MathOptions {
  katex: KatexOptions;
}

const load = nodeModule.createRequire(import.meta.url);

/**
 * The remark and rehype plugins of a page whose docs have math on; loaded only then. Typed loosely:
 * they are built on the unified that mdx-bundler's MDX uses, which the compile's options hold.
 */
export async function mathPlugins(options: MathOptions): Promise<{ remark: unknown[]; rehype: unknown[] }> {
  const [{ default: remarkMath }, { default: rehypeKatex }] = await Promise.all([import("remark-math"), import("rehype-katex")]);
  return { remark: [remarkMath], rehype: [[rehypeKatex, options.katex]] };
}

/**
 * What a compiled page depends on of the math settings, for its cache key: on or off, KaTeX's
 * options (a function among them, such as a macro, by its source) and KaTeX's version.
 */
export function mathKey(options: MathOptions | undefined): string {
  if (!options) return "";
  const version = (load("katex/package.json") as { version: string }).version;
  return `katex ${version} ${JSON.stringify(options.katex, (_key, value: unknown) => (typeof value === "function" ? String(value) : value))}`;
}

/**
 * KaTeX's stylesheet, for the site's stylesheet (styles/site-stylesheet.server.ts publishes the
 * fonts it names beside it). Only the WOFF2 fonts: every browser this site supports reads them,
 * and the WOFF and TrueType copies would be 40 more files in every whole-site offline save.
 */
export function katexStylesheet(): { file: string; css: string } {
  const file = path.join(path.dirname(load.resolve("katex/package.json")), "dist", "katex.min.css");
  const css = fs.readFileSync(file, "utf8").replace(/,\s*url\([^)]*\.(?:woff|ttf)\)\s*format\("(?:woff|truetype)"\)/g, "");
  return { file, css };
}
