import { useId, useState } from "react";
import { SmartLink } from "./SmartLink";
import { Link } from "@remix-run/react";
import type { SidebarItem } from "~/lib/content-types";
import { categoryItems, loadWholeSidebar } from "~/lib/sidebar-client";
import { useDelayedFlag } from "~/lib/use-delayed-flag";

interface ListProps {
  items: SidebarItem[];
  current: string;
  /** The whole sidebar, for categories this page's copy left out. */
  source?: string;
  /** Labels of the categories above this list. */
  path?: string[];
}

export function Sidebar({ items, current, source }: { items: SidebarItem[]; current: string; source?: string }) {
  return (
    <nav aria-label="Docs sidebar" className="sidebar">
      <SidebarList items={items} current={current} source={source} path={[]} />
    </nav>
  );
}

function SidebarList({ items, current, source, path = [] }: ListProps) {
  return (
    <ul className="sidebar-list">
      {items.map((item) =>
        item.type === "link" && item.html !== undefined ? (
          // The site's own sidebars file writes it as HTML, as Docusaurus's does.
          <li key={`html:${item.html}`} className={`sidebar-item sidebar-html${item.className ? ` ${item.className}` : ""}`} dangerouslySetInnerHTML={{ __html: item.html }} />
        ) : item.type === "link" ? (
          <li key={item.href} className={`sidebar-item${item.className ? ` ${item.className}` : ""}`}>
            {/* Another site's address opens in a new tab, as Docusaurus's sidebar links it (SmartLink). */}
            <SmartLink href={item.href} className="sidebar-link" aria-current={item.href === current ? "page" : undefined}>
              {item.label}
            </SmartLink>
          </li>
        ) : (
          <SidebarCategoryItem key={`${item.label}:${item.href ?? ""}`} item={item} current={current} source={source} path={[...path, item.label]} />
        ),
      )}
    </ul>
  );
}

function SidebarCategoryItem({
  item,
  current,
  source,
  path,
}: {
  item: Extract<SidebarItem, { type: "category" }>;
  current: string;
  source?: string;
  path: string[];
}) {
  const [collapsed, setCollapsed] = useState(item.collapsible && item.collapsed);
  const [items, setItems] = useState(item.items);
  const [status, setStatus] = useState<"idle" | "loading" | "error">("idle");
  const showLoading = useDelayedFlag(status === "loading");
  const listId = useId();

  const loadItems = () => {
    if (!source) return;
    setStatus("loading");
    loadWholeSidebar(source).then(
      (sidebar) => {
        setItems(categoryItems(sidebar, path) ?? []);
        setStatus("idle");
      },
      () => setStatus("error"),
    );
  };

  // A collapsed category whose items are not in the page (they load on expanding it) has no list
  // yet: at 5,000 pages, an empty list and its id per category are 5% of the page's HTML.
  const hasList = !collapsed || items.length > 0 || status !== "idle";

  // Pointing at or tabbing to a category whose items are not here fetches them ahead of the click.
  const preload = () => {
    if (collapsed && item.lazy && items.length === 0 && source) loadWholeSidebar(source).catch(() => undefined);
  };

  const toggle = () => {
    if (collapsed && item.lazy && items.length === 0) loadItems();
    setCollapsed((c) => !c);
  };

  return (
    <li className={`sidebar-item sidebar-category${collapsed ? " is-collapsed" : ""}${item.className ? ` ${item.className}` : ""}`}>
      <div className="sidebar-category-row">
        {item.href ? (
          <Link discover="none" to={item.href} className="sidebar-link sidebar-category-link" aria-current={item.href === current ? "page" : undefined}>
            {item.label}
          </Link>
        ) : (
          <span className="sidebar-category-label">{item.label}</span>
        )}
        {item.collapsible && (
          <button
            type="button"
            className="sidebar-toggle"
            aria-expanded={!collapsed}
            aria-controls={hasList ? listId : undefined}
            aria-label={`${collapsed ? "Expand" : "Collapse"} sidebar category '${item.label}'`}
            onClick={toggle}
            onPointerEnter={preload}
            onFocus={preload}
          />
        )}
      </div>
      {hasList && (
        <div id={listId} hidden={collapsed}>
          {status === "error" ? (
            <p className="sidebar-status" role="alert">
              Could not load this category.{" "}
              <button type="button" className="sidebar-retry" onClick={loadItems}>
                Retry
              </button>
            </p>
          ) : showLoading ? (
            <p className="sidebar-status" role="status">
              Loading…
            </p>
          ) : (
            // A collapsed category's items may not be in the page yet (they load on expanding it).
            items.length > 0 && <SidebarList items={items} current={current} source={source} path={path} />
          )}
        </div>
      )}
    </li>
  );
}
