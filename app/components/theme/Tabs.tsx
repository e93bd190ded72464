// Docusaurus's @theme/Tabs, as the WAI-ARIA tabs pattern: a tablist of buttons with a roving
// tabindex (one Tab stop; arrow keys, Home and End move and select), each panel labelled by its
// tab. The server renders the default tab, so it shows without JavaScript and hydrates unchanged;
// a reader's earlier choice (the URL query, then localStorage for a groupId) applies after that.
import {
  Children,
  cloneElement,
  isValidElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from "react";
import {
  defaultTabValue,
  firstValidTab,
  onTabStored,
  searchWithTab,
  storedTab,
  storeTab,
  tabIndexForKey,
  tabQueryKey,
  tabValues,
  type TabValue,
} from "~/lib/theme/tab-choice";
import type { TabItemProps } from "./TabItem";

export interface TabsProps {
  children: ReactNode;
  /** The tabs' values, labels and attributes, in order; by default they come from the <TabItem>s. */
  values?: TabValue[];
  /** The tab shown first; null shows none until the reader picks one. */
  defaultValue?: string | number | null;
  /** Every <Tabs> with this id on the page follows the reader's choice, which is remembered across pages. */
  groupId?: string;
  /** Keep the choice in the URL: `true` uses the groupId as the parameter's name, a string names it. */
  queryString?: boolean | string;
  /** Render only the selected panel (the others when they are chosen). */
  lazy?: boolean;
  /** Docusaurus's full-width tab bar. */
  block?: boolean;
  /** Classes of the tab list. */
  className?: string;
}

// Layout effects run before the browser paints: a choice read on a client-side navigation never
// shows the default first. The server runs neither kind.
const useBeforePaint = typeof window === "undefined" ? useEffect : useLayoutEffect;

function readQuery(key: string | undefined): string | null {
  return key ? new URLSearchParams(window.location.search).get(key) : null;
}

export default function Tabs({ children, values, defaultValue, groupId, queryString, lazy, block, className }: TabsProps) {
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => {
    if (isValidElement(child)) return true;
    // Whitespace between the <TabItem>s of an MDX page.
    if (typeof child === "string" && !child.trim()) return false;
    throw new Error(`<Tabs>: ${JSON.stringify(String(child))} is not a <TabItem>. Every child of <Tabs> must be a <TabItem value="…">.`);
  });
  const itemProps = items.map((item) => item.props);
  const tabs = tabValues(values, itemProps);
  const initial = defaultTabValue(tabs, defaultValue, itemProps);
  const queryKey = tabQueryKey(queryString, groupId);
  const [selected, setSelected] = useState<string | null>(initial);
  const id = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // When a choice in this group also switches groups above it, the page is scrolled so that this
  // tab bar stays where the reader sees it (Docusaurus does the same).
  const keepInView = useRef<{ element: HTMLElement; top: number } | null>(null);
  const valuesKey = tabs.map((tab) => tab.value).join("\0");

  useBeforePaint(() => {
    const fromQuery = firstValidTab(tabs, readQuery(queryKey));
    // A link to a chosen tab chooses it for the whole group, on this page and the next.
    if (fromQuery && groupId) storeTab(groupId, fromQuery);
    const remembered = fromQuery ?? firstValidTab(tabs, groupId ? storedTab(groupId) : null);
    if (remembered) setSelected(remembered);
    // Read once per page and set of tabs, as Docusaurus does; later choices come through select().
  }, [queryKey, groupId, valuesKey]);

  useEffect(() => {
    if (!groupId) return;
    return onTabStored(groupId, (value) => {
      if (tabs.some((tab) => tab.value === value)) setSelected(value);
    });
  }, [groupId, valuesKey]);

  useBeforePaint(() => {
    const anchor = keepInView.current;
    keepInView.current = null;
    if (anchor) window.scrollBy(0, anchor.element.getBoundingClientRect().top - anchor.top);
  });

  const select = (value: string, tab: HTMLElement) => {
    keepInView.current = { element: tab, top: tab.getBoundingClientRect().top };
    setSelected(value);
    if (groupId) storeTab(groupId, value);
    if (queryKey) {
      // The router is not told: a navigation would load the page's data again for a query change.
      // Its state (history key, scroll position) is kept as it was.
      const url = new URL(window.location.href);
      url.search = searchWithTab(url.search, queryKey, value);
      window.history.replaceState(window.history.state, "", url);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabIndexForKey(event.key, index, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    const button = tabRefs.current[next];
    if (!button) return;
    button.focus();
    select(tabs[next].value, button);
  };

  const selectedIndex = tabs.findIndex((tab) => tab.value === selected);
  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = (index: number) => `${id}-panel-${index}`;
  // Compared as text: a <TabItem value={0}> is the tab "0".
  const panelIndex = (item: ReactElement<TabItemProps>) => tabs.findIndex((tab) => tab.value === String(item.props.value));

  return (
    <div className="tabs-container">
      {/* Docusaurus puts the className on the tab list: sites' styles for it expect it there. */}
      <div role="tablist" aria-orientation="horizontal" className={["tabs", block ? "tabs--block" : "", className].filter(Boolean).join(" ")}>
        {tabs.map((tab, index) => {
          const isSelected = index === selectedIndex;
          const { className: tabClass, ...attributes } = (tab.attributes ?? {}) as { className?: string };
          const label = tab.label ?? itemProps.find((item) => String(item.value) === tab.value)?.label ?? tab.value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              // A lazy group's closed panels do not exist: naming them would point at nothing.
              aria-controls={lazy && !isSelected ? undefined : panelId(index)}
              // The selected tab is the one Tab stop; with none selected, the first.
              tabIndex={isSelected || (selectedIndex < 0 && index === 0) ? 0 : -1}
              className={["tab", isSelected ? "tab--selected" : "", tabClass].filter(Boolean).join(" ")}
              onClick={(event) => select(tab.value, event.currentTarget)}
              onKeyDown={(event) => onKeyDown(event, index)}
              {...attributes}
            >
              {label}
            </button>
          );
        })}
      </div>
      <div className="tab-panels">
        {items.map((item) => {
          const index = panelIndex(item);
          const isSelected = index === selectedIndex;
          if (lazy && !isSelected) return null;
          return cloneElement(item, { key: item.props.value, id: panelId(index), "aria-labelledby": tabId(index), hidden: !isSelected });
        })}
      </div>
    </div>
  );
}
