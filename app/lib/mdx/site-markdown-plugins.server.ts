// The remark and rehype plugins a site's config gives its docs (its own, such as one that adds the
// `Tabs` imports its pages leave out, or packages it installed), run on its pages as Docusaurus runs
// them. One that throws on a file is named in a warning for that file, and the page is built
// without its changes there: a plugin written for Docusaurus's tree may meet a shape it did not
// expect here.
import crypto from "node:crypto";
import fs from "node:fs";
import type { Pluggable, PluggableList, Processor } from "unified";
import { parseFrontMatter } from "../front-matter.server";
import type { SiteMarkdownPlugin, SiteMarkdownPlugins } from "../content/site-config.server";
import type { CompileNotice } from "./compile-notices.server";

/** The file a transformer is given (unified's VFile, of whichever version the plugin's unified has). */
interface FileLike {
  path?: string;
  data?: Record<string, unknown>;
}

/**
 * The file's front matter, where Docusaurus's MDX loader puts it for the plugins (`file.data.frontMatter`):
 * airbyte's plugin reads `products:` from it to draw each page's availability badges. Read from the
 * file as written (the page is compiled with its front matter blanked), `{}` when it has none.
 */
function withFrontMatter(file: FileLike): void {
  const data = (file.data ??= {});
  if (data.frontMatter !== undefined || !file.path) return;
  let source: string;
  try {
    source = fs.readFileSync(file.path, "utf8");
  } catch {
    return;
  }
  data.frontMatter = parseFrontMatter(source, file.path).data;
}
type Transformer = (tree: unknown, file: FileLike, next?: (error?: unknown, tree?: unknown) => void) => unknown;

/** The plugins, each guarded, by where they run. */
export function siteMarkdownPlugins(plugins: SiteMarkdownPlugins | undefined, notices: CompileNotice[]): Record<keyof SiteMarkdownPlugins, PluggableList> {
  const guard = (kind: string) => (entry: SiteMarkdownPlugin) => guarded(entry, kind, notices) as unknown as Pluggable;
  return {
    beforeDefaultRemark: (plugins?.beforeDefaultRemark ?? []).map(guard("remark")),
    remark: (plugins?.remark ?? []).map(guard("remark")),
    beforeDefaultRehype: (plugins?.beforeDefaultRehype ?? []).map(guard("rehype")),
    rehype: (plugins?.rehype ?? []).map(guard("rehype")),
  };
}

/** What a cached compile depends on: each plugin's code and options. */
export function siteMarkdownPluginsKey(plugins: SiteMarkdownPlugins | undefined): string {
  if (!plugins) return "";
  const hash = crypto.createHash("sha256");
  for (const list of [plugins.beforeDefaultRemark, plugins.remark, plugins.beforeDefaultRehype, plugins.rehype]) {
    for (const { plugin, options } of list) hash.update(String(plugin)).update("\0").update(stableText(options)).update("\0");
    hash.update("|");
  }
  return hash.digest("hex");
}

function guarded({ plugin, options, name }: SiteMarkdownPlugin, kind: string, notices: CompileNotice[]) {
  const report = (file: string | undefined, error: unknown) =>
    notices.push({
      kind: "site-plugin",
      file: file ?? "",
      problem: `the site's ${kind} plugin ${name === "plugin" ? "(a function named plugin)" : name} threw here, so its changes are not made to this file: ${error instanceof Error ? error.message : String(error)}`,
    });
  return function attach(this: Processor) {
    let transformer: unknown;
    try {
      transformer = plugin.call(this, options);
    } catch (error) {
      report(undefined, error);
      return undefined;
    }
    // A plugin may only add syntax or settings to the processor.
    if (typeof transformer !== "function") return undefined;
    const transform = transformer as Transformer;
    return async (tree: unknown, file: FileLike) => {
      withFrontMatter(file);
      try {
        if (transform.length >= 3) {
          return await new Promise((resolve, reject) => transform(tree, file, (error, result) => (error ? reject(error) : resolve(result))));
        }
        return await transform(tree, file);
      } catch (error) {
        report(file.path, error);
        return undefined;
      }
    };
  };
}

/** Options as text for the cache key: functions by their code, cycles and odd values tolerated. */
function stableText(value: unknown): string {
  const seen = new WeakSet<object>();
  try {
    return JSON.stringify(value, (_key, item: unknown) => {
      if (typeof item === "function") return String(item);
      if (item instanceof RegExp) return String(item);
      if (item && typeof item === "object") {
        if (seen.has(item)) return "[cycle]";
        seen.add(item);
      }
      return item;
    }) ?? "";
  } catch {
    return String(value);
  }
}
