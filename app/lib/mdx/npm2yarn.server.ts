// Docusaurus's npm2yarn remark plugin (`@docusaurus/remark-plugin-npm2yarn`), for sites whose config
// lists it: a code block whose meta is `npm2yarn` becomes tabs, the npm command first and then the
// same command for each converter (Yarn and pnpm unless the site names others). The conversion is
// npm-to-yarn's, the library Docusaurus uses; the tabs are the theme's, under names no page writes
// (provided-components.ts), so the page needs no import and keeps its own `Tabs` if it has one.

import type { Code, Root } from "mdast";
import convertNpmCommand from "npm-to-yarn";
import { ContentError } from "../content-error.server";
import { jsxElement as jsx, type RootContent } from "./jsx-element.server";

/** A converter as the site's config gives it: a package manager npm-to-yarn knows, or `[name, convert]`. */
export type Npm2YarnConverter = string | [name: string, convert: (npmCode: string) => string];

export interface Npm2YarnOptions {
  /** The plugin's `sync`: every npm2yarn block of the site switches together (tab group `npm2yarn`), remembered. */
  sync: boolean;
  converters: Npm2YarnConverter[];
}

/** The package managers npm-to-yarn converts to. */
export const KNOWN_CONVERTERS = ["yarn", "pnpm", "bun"] as const;
export const DEFAULT_CONVERTERS: Npm2YarnConverter[] = ["yarn", "pnpm"];

/** What the compile cache must tell apart: the options, custom converters by their source text. */
export function npm2yarnKey(options: Npm2YarnOptions | undefined): string {
  if (!options) return "";
  return JSON.stringify([options.sync, options.converters.map((c) => (typeof c === "string" ? c : [c[0], String(c[1])]))]);
}

/**
 * The tabs this plugin makes carry this mark. While the site's own remark plugins run they are
 * named as Docusaurus's plugin names them, `<Tabs>` and `<TabItem>`: a plugin of the site's may look
 * for them (verdaccio's sets `defaultValue="pnpm"` on `<Tabs groupId="npm2yarn">`). Then they get
 * the names no page writes (remarkNpm2YarnNames), so a page's own `Tabs` is left alone.
 */
const MADE_HERE = "palaverNpm2Yarn";

function marked(element: RootContent): RootContent {
  (element as { data?: Record<string, unknown> }).data = { [MADE_HERE]: true };
  return element;
}

/** One tab: its value, label, and the command for it (the block's language kept, its meta not). */
function tab(value: string, label: string, node: Code, code: string): RootContent {
  const block: Code = { type: "code", lang: node.lang, meta: null, value: code, position: node.position };
  return marked(jsx("TabItem", { value, label }, [block]));
}

/** The converter's tab; undefined (and a problem at the block) when the site's own converter throws. */
function converted(converter: Npm2YarnConverter, node: Code, file: string, failures: ContentError[]): RootContent | undefined {
  if (typeof converter !== "string") {
    const [name, convert] = converter;
    try {
      return tab(name, name, node, String(convert(node.value)));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      failures.push(new ContentError(file, `the npm2yarn converter "${name}" of the site's config failed on this block (${reason}): fix the converter or the command`, node.position?.start));
      return undefined;
    }
  }
  return tab(converter, converter === "yarn" ? "Yarn" : converter, node, convertNpmCommand(node.value, converter as (typeof KNOWN_CONVERTERS)[number]));
}

/** The remark plugin: every `npm2yarn` block of the page (and of its partials) becomes tabs. */
export function remarkNpm2Yarn(options: Npm2YarnOptions, page: string, failures: ContentError[]) {
  return () => (tree: Root, vfile: { path?: string }) => {
    const file = vfile?.path || page;
    const walk = (parent: { children: RootContent[] }) => {
      for (let index = 0; index < parent.children.length; index++) {
        const child = parent.children[index];
        if (child.type === "code" && child.meta?.trim() === "npm2yarn") {
          const tabs = [tab("npm", "npm", child, child.value), ...options.converters.flatMap((converter) => converted(converter, child, file, failures) ?? [])];
          parent.children[index] = marked(jsx("Tabs", options.sync ? { groupId: "npm2yarn" } : {}, tabs));
        } else if ("children" in child) walk(child as { children: RootContent[] });
      }
    };
    walk(tree);
  };
}

/** After the site's own remark plugins: the tabs remarkNpm2Yarn made get their own names again. */
export function remarkNpm2YarnNames() {
  return () => (tree: Root) => {
    const walk = (node: { data?: Record<string, unknown>; name?: string; children?: unknown[] }) => {
      if (node.data?.[MADE_HERE]) node.name = node.name === "Tabs" ? "Npm2YarnTabs" : "Npm2YarnTabItem";
      for (const child of node.children ?? []) walk(child as typeof node);
    };
    walk(tree as never);
  };
}
