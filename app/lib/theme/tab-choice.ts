// What a Docusaurus <Tabs> shows, as plain functions: which tabs it has, which one it opens with,
// and where a reader's choice is kept (the URL query, and localStorage for a `groupId`, under the
// key Docusaurus uses, so a choice made on a Docusaurus build of the same site carries over).

import type { ReactNode } from "react";

export interface TabValue {
  value: string;
  label?: ReactNode;
  attributes?: Record<string, unknown>;
  default?: boolean;
}

/** The props of a <TabItem> that <Tabs> reads. */
export interface TabItemLike {
  value?: unknown;
  label?: ReactNode;
  attributes?: Record<string, unknown>;
  default?: boolean;
}

/**
 * The tabs of a <Tabs>: its `values` prop when given (Docusaurus lets it set labels and order),
 * else its <TabItem> children. Every value must be unique.
 */
export function tabValues(values: TabValue[] | undefined, items: TabItemLike[]): TabValue[] {
  const fromItems = items.map((item, index) => {
    const value = valueText(item.value);
    if (value === undefined || value === "") {
      throw new Error(`<Tabs>: child ${index + 1} has no "value" prop. Every child of <Tabs> must be a <TabItem value="…">.`);
    }
    return { value, label: item.label, attributes: item.attributes, default: item.default };
  });
  const tabs = values?.map((tab) => ({ ...tab, value: valueText(tab.value) ?? String(tab.value) })) ?? fromItems;
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const tab of tabs) (seen.has(tab.value) ? duplicates : seen).add(tab.value);
  if (duplicates.size) {
    const named = [...duplicates].map((v) => `"${v}"`).join(", ");
    throw new Error(`<Tabs>: ${duplicates.size > 1 ? `the values ${named} appear` : `the value ${named} appears`} more than once. Give every <TabItem> its own value.`);
  }
  return tabs;
}

/**
 * The tab shown before the reader chooses: `defaultValue`, else the <TabItem default>, else the
 * first. `defaultValue={null}` shows none, as in Docusaurus.
 */
export function defaultTabValue(tabs: TabValue[], defaultValueProp: string | number | null | undefined, items: TabItemLike[] = tabs): string | null {
  if (defaultValueProp === null) return null;
  const defaultValue = valueText(defaultValueProp);
  if (defaultValue !== undefined) {
    if (!tabs.some((tab) => tab.value === defaultValue)) {
      throw new Error(
        `<Tabs>: defaultValue "${defaultValue}" is not one of its tabs (${tabs.map((t) => `"${t.value}"`).join(", ")}). ` +
          "Use one of these, or defaultValue={null} to show no tab until the reader picks one.",
      );
    }
    return defaultValue;
  }
  const marked = valueText(items.find((item) => item.default && valueText(item.value) !== undefined)?.value);
  return marked ?? tabs.find((tab) => tab.default)?.value ?? tabs[0]?.value ?? null;
}

/**
 * A tab's value as text: Docusaurus takes any value a <TabItem> is given (near's docs number theirs,
 * `value={index}`), and a choice is kept in the URL and localStorage as text anyway.
 */
function valueText(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return undefined;
}

/** The query parameter that holds the choice: `queryString` itself, or the `groupId` when it is `true`. */
export function tabQueryKey(queryString: boolean | string | undefined, groupId: string | undefined): string | undefined {
  if (typeof queryString === "string" && queryString) return queryString;
  if (queryString !== true) return undefined;
  if (!groupId) throw new Error('<Tabs queryString>: set a groupId too; with queryString={true} it names the query parameter ("?<groupId>=<value>").');
  return groupId;
}

/** Docusaurus's localStorage key for a tab group. */
export function tabStorageKey(groupId: string): string {
  return `docusaurus.tab.${groupId}`;
}

/** The first of the candidates that is one of the tabs: a stale or hand-edited value is ignored. */
export function firstValidTab(tabs: TabValue[], ...candidates: (string | null | undefined)[]): string | undefined {
  return candidates.find((value): value is string => typeof value === "string" && tabs.some((tab) => tab.value === value));
}

/** `search` with the parameter `key` set to `value`, other parameters kept in order. */
export function searchWithTab(search: string, key: string, value: string): string {
  const params = new URLSearchParams(search);
  params.set(key, value);
  return `?${params.toString()}`;
}

/** The tab reached from `index` by a key of the WAI-ARIA tabs pattern, wrapping at both ends; undefined for other keys. */
export function tabIndexForKey(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case "ArrowRight":
      return (index + 1) % count;
    case "ArrowLeft":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return undefined;
  }
}

type Listener = (value: string) => void;
const listeners = new Map<string, Set<Listener>>();

/** The reader's last choice in a tab group, or null (none, or storage is unavailable: private mode, blocked cookies). */
export function storedTab(groupId: string): string | null {
  try {
    return window.localStorage.getItem(tabStorageKey(groupId));
  } catch {
    return null;
  }
}

/** Records a choice in a group and tells every group of that id on the page. */
export function storeTab(groupId: string, value: string): void {
  try {
    window.localStorage.setItem(tabStorageKey(groupId), value);
  } catch {
    // Not remembered across pages, but the page's groups still follow.
  }
  for (const listener of listeners.get(groupId) ?? []) listener(value);
}

/** Calls `listener` on each choice in the group, on this page or (through `storage` events) in another window. */
export function onTabStored(groupId: string, listener: Listener): () => void {
  let set = listeners.get(groupId);
  if (!set) listeners.set(groupId, (set = new Set()));
  set.add(listener);
  const key = tabStorageKey(groupId);
  const fromOtherWindow = (event: StorageEvent) => {
    if (event.key === key && event.newValue !== null) listener(event.newValue);
  };
  window.addEventListener("storage", fromOtherWindow);
  return () => {
    set.delete(listener);
    window.removeEventListener("storage", fromOtherWindow);
  };
}
