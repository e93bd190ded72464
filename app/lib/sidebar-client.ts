// The whole sidebar, fetched once per visit when a trimmed category is first expanded.
import type { SidebarItem } from "./content-types";

const loaded = new Map<string, Promise<SidebarItem[]>>();

export function loadWholeSidebar(url: string): Promise<SidebarItem[]> {
  let sidebar = loaded.get(url);
  if (!sidebar) {
    sidebar = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<SidebarItem[]>;
    });
    // A failure is not remembered, so expanding again retries.
    sidebar.catch(() => loaded.delete(url));
    loaded.set(url, sidebar);
  }
  return sidebar;
}

/** The items of the category reached by following `labels` from the top of the sidebar. */
export function categoryItems(sidebar: SidebarItem[], labels: string[]): SidebarItem[] | undefined {
  let items = sidebar;
  for (const label of labels) {
    const next = items.find((item) => item.type === "category" && item.label === label);
    if (!next || next.type !== "category") return undefined;
    items = next.items;
  }
  return items;
}
