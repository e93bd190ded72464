import { useCallback, useEffect, useId, useRef, useState, type ComponentType, type RefObject } from "react";
import { flushSync } from "react-dom";
import { onFirstUse } from "~/lib/on-first-use";
import type { SearchBarProps } from "./SearchBar";
import { isMac, isSearchShortcut } from "./search-shortcut";

const loadSearchBar = onFirstUse(() => import("./SearchBar").then((module) => module.SearchBar));
// The engine and the search manifest start loading with the widget, not after it has mounted; the
// engine's module (and the chunks it needs) alongside the client's, not after it: the first query
// waits for one round of downloads, not three. Once the engine is there, the query typed meanwhile
// starts fetching its shards, whether or not the widget has mounted yet (the engine hands the
// widget the same search). The widget reuses this load (or, when it failed, tries again and says so).
const startEngine = (box: RefObject<HTMLInputElement>) => {
  void import("~/lib/search/search-engine").catch(() => undefined);
  void import("~/lib/search/search-client").then((client) => client.loadSearchEngine(box)).catch(() => undefined);
};

/**
 * The navbar search box as the server renders it, without the search code: the widget (SearchBar)
 * and its engine load when the reader points at the box, focuses it or presses the shortcut, and
 * take over what was typed meanwhile. It looks and announces itself exactly as the widget does.
 */
export function SearchBox() {
  const [SearchBar, setSearchBar] = useState<ComponentType<SearchBarProps>>();
  const [shortcut, setShortcut] = useState("Ctrl+K");
  const handOver = useRef<{ initialQuery: string; focused: boolean }>({ initialQuery: "", focused: false });
  const input = useRef<HTMLInputElement>(null);
  const listId = useId().replace(/:/g, "");

  const load = useCallback(() => {
    startEngine(input);
    loadSearchBar().then(
      (widget) => {
        // Read and swapped in one task: no keystroke can fall between the two boxes.
        const box = input.current;
        handOver.current = { initialQuery: box?.value ?? "", focused: Boolean(box) && document.activeElement === box };
        flushSync(() => setSearchBar(() => widget));
      },
      (error: unknown) => console.error("Search could not load; the next use tries again.", error),
    );
  }, []);

  useEffect(() => {
    if (SearchBar) return;
    if (isMac()) setShortcut("⌘K");
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [SearchBar]);

  if (SearchBar) return <SearchBar {...handOver.current} listId={listId} />;
  return (
    <div className="search" onMouseEnter={load}>
      <input
        ref={input}
        type="search"
        className="search-input"
        placeholder={`Search ${shortcut}`}
        aria-label="Search the docs"
        aria-busy={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        aria-controls={listId}
        autoComplete="off"
        spellCheck={false}
        onFocus={load}
      />
      <div id={listId} role="listbox" aria-label="Search results" hidden />
    </div>
  );
}
