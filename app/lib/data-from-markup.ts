// Route data a page was served with, read back from its markup. The prerender leaves the docs
// sidebar and the table of contents out of a page's inline data: the markup already holds every
// label and link, and as data they were the largest part of it (at 3,000 pages, a doc page's HTML
// was a tenth smaller without them). Hydration needs them as data again, exactly as the server
// rendered them, so they are rebuilt from the elements <Sidebar> and <Toc> write.
import { withoutBase } from "./base-path";
import type { SidebarItem, TocEntry } from "./content-types";

/** Where the prerender took fields out of a route's inline data: their names. */
const IN_MARKUP = "inMarkup";

/** The page's sidebar element (the desktop one: the mobile menu renders only when opened). */
const SIDEBAR_SELECTOR = 'aside.doc-sidebar > nav[aria-label="Docs sidebar"]';
/** The desktop table of contents (the folded one for narrow screens holds the same entries). */
const TOC_SELECTOR = 'nav[aria-label="Table of contents"]';

function sidebarFromMarkup(nav: Element): SidebarItem[] {
  return readSidebarList(nav.querySelector(":scope > ul.sidebar-list"));
}

const href = (link: Element) => withoutBase(link.getAttribute("href") ?? "");

/** The site's own class names of a sidebar item (its config's className), beside the frame's. */
function siteClassName(item: Element): { className?: string } {
  const own = [...item.classList].filter((name) => !["sidebar-item", "sidebar-category", "is-collapsed", "sidebar-html"].includes(name));
  return own.length ? { className: own.join(" ") } : {};
}

function readSidebarList(list: Element | null): SidebarItem[] {
  if (!list) return [];
  return [...list.children].map((item): SidebarItem => {
    if (item.classList.contains("sidebar-html")) return { type: "link", label: item.textContent ?? "", href: "", html: item.innerHTML, ...siteClassName(item) };
    if (!item.classList.contains("sidebar-category")) {
      const link = item.querySelector(":scope > a")!;
      return { type: "link", label: link.textContent ?? "", href: href(link), ...siteClassName(item) };
    }
    const row = item.querySelector(":scope > .sidebar-category-row")!;
    const link = row.querySelector(":scope > a");
    const body = item.querySelector(":scope > div[id]");
    const items = readSidebarList(body?.querySelector(":scope > ul.sidebar-list") ?? null);
    // A collapsed category whose items were left out has no list element (Sidebar renders none).
    const collapsed = item.classList.contains("is-collapsed");
    return {
      type: "category",
      label: (link ?? row.querySelector(".sidebar-category-label"))?.textContent ?? "",
      ...(link ? { href: href(link) } : {}),
      collapsible: row.querySelector(":scope > button.sidebar-toggle") !== null,
      collapsed,
      items,
      // The page's copy of a collapsed category is empty: its items load when it is expanded.
      ...(collapsed && items.length === 0 ? { lazy: true } : {}),
      ...siteClassName(item),
    };
  });
}

function tocFromMarkup(nav: Element): TocEntry[] {
  return [...nav.querySelectorAll("li > a")].map((link) => {
    const id = (link.getAttribute("href") ?? "").slice(1);
    // The list shows levels relative to the highest one; the heading itself has the real level.
    const heading = document.getElementById(id);
    const level = heading && /^H[1-6]$/.test(heading.tagName) ? Number(heading.tagName[1]) : 2;
    return { id, text: link.textContent ?? "", level };
  });
}

const readers: Record<string, { selector: string; read: (element: Element) => unknown }> = {
  sidebar: { selector: SIDEBAR_SELECTOR, read: sidebarFromMarkup },
  toc: { selector: TOC_SELECTOR, read: tocFromMarkup },
};

/** Puts back every field the prerender took out of the routes' inline data, before hydration. */
export function restoreDataFromMarkup(loaderData: Record<string, unknown>): void {
  for (const data of Object.values(loaderData)) {
    if (!data || typeof data !== "object" || !(IN_MARKUP in data)) continue;
    const record = data as Record<string, unknown>;
    for (const field of record[IN_MARKUP] as string[]) {
      const reader = readers[field];
      const element = reader && document.querySelector(reader.selector);
      if (element) record[field] = reader.read(element);
    }
    delete record[IN_MARKUP];
  }
}
