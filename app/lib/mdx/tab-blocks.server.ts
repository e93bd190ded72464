// The tab-blocks remark plugin (`docusaurus-remark-plugin-tab-blocks`), for sites whose config lists
// it (Jest's does): consecutive code blocks whose meta has the `tab` key become one set of tabs, a
// tab per block, labelled by the block's language (`js` JavaScript, `ts` TypeScript, the site's
// `labels`) or by the block's own `tab={"label": "…"}`; `tab={"span": 2}` puts the next block in
// the same tab. With `sync` (the default) every set on the site switches together (`groupId`,
// `code-examples` unless the site names another). The tabs are the theme's, under names no page
// writes (provided-components.ts).

import type { Code, Root } from "mdast";
import { ContentError } from "../content-error.server";
import { jsxElement as jsx, type RootContent } from "./jsx-element.server";

export interface TabBlocksOptions {
  /** Language → tab label, the plugin's defaults first, then the site's `labels`. */
  labels: [language: string, label: string][];
  groupId: string;
  sync: boolean;
}

export const DEFAULT_TAB_LABELS: [string, string][] = [
  ["js", "JavaScript"],
  ["ts", "TypeScript"],
];

/** What the compile cache must tell apart. */
export function tabBlocksKey(options: TabBlocksOptions | undefined): string {
  return options ? JSON.stringify(options) : "";
}

// The `tab` key of a code block's meta, alone or with its options (`tab={"span":2}`).
const TAB_KEY = /(^|\s)tab(?:=(\{[^}]*\}))?(?=\s|$)/;

interface TabMeta {
  span: number;
  label?: string;
}

/** The block's tab options, or undefined when it is no tab block; a problem when its options are not JSON. */
function tabMeta(node: Code, file: string, failures: ContentError[]): TabMeta | undefined {
  const match = node.meta ? TAB_KEY.exec(node.meta) : null;
  if (!match) return undefined;
  // The key is the plugin's, not the code block's: its title and line numbers stay.
  node.meta = (node.meta!.slice(0, match.index) + node.meta!.slice(match.index + match[0].length)).trim() || null;
  if (!match[2]) return { span: 1 };
  try {
    const options = JSON.parse(match[2]) as { span?: unknown; label?: unknown };
    return { span: typeof options.span === "number" && options.span >= 1 ? Math.floor(options.span) : 1, label: typeof options.label === "string" ? options.label : undefined };
  } catch {
    failures.push(new ContentError(file, `the tab options of this code block are not JSON: tab=${match[2]} (write them as tab={"label": "…", "span": 2})`, node.position?.start));
    return { span: 1 };
  }
}

/** The remark plugin: each run of tab blocks in the page (and its partials) becomes one set of tabs. */
export function remarkTabBlocks(options: TabBlocksOptions, page: string, failures: ContentError[]) {
  const labels = new Map(options.labels);
  return () => (tree: Root, vfile: { path?: string }) => {
    const file = vfile?.path || page;
    const walk = (parent: { children: RootContent[] }) => {
      for (let index = 0; index < parent.children.length; index++) {
        const first = parent.children[index];
        if (first.type !== "code") {
          if ("children" in first) walk(first as { children: RootContent[] });
          continue;
        }
        const tabs: RootContent[] = [];
        let next = index;
        for (let node = parent.children[next]; node?.type === "code"; node = parent.children[next]) {
          const meta = tabMeta(node, file, failures);
          if (!meta) break;
          const blocks: RootContent[] = [];
          while (blocks.length < meta.span && parent.children[next]?.type === "code") blocks.push(parent.children[next++]);
          const lang = node.lang ?? "";
          const label = meta.label ?? labels.get(lang);
          // The plugin's own values: the label in lower case with its first space a dash, else the language.
          const value = meta.label?.toLowerCase().replace(" ", "-") ?? lang;
          tabs.push(jsx("TabBlocksTabItem", label === undefined ? { value } : { value, label }, blocks));
        }
        if (!tabs.length) continue;
        parent.children.splice(index, next - index, jsx("TabBlocksTabs", options.sync ? { groupId: options.groupId } : {}, tabs));
      }
    };
    walk(tree);
  };
}
