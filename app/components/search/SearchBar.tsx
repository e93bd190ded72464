import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "@remix-run/react";
import { groupByPage, type SearchHit } from "~/lib/search/search-hits";
import { SearchResultsList, optionId } from "./SearchResultsList";
import { useDebounced, useSearchEngine, useSearchHits } from "./use-search";
import { isMac, isSearchShortcut } from "./search-shortcut";
import { SearchUnavailable } from "./SearchUnavailable";

const DEBOUNCE_MS = 30;

export interface SearchBarProps {
  /** What the reader typed into the server-rendered box (SearchBox) while this widget loaded. */
  initialQuery?: string;
  /** The box had the focus: the widget takes it over, caret at the end. */
  focused?: boolean;
  /** The box's id for its results list, kept so that aria-controls does not change. */
  listId: string;
}

/**
 * The navbar search box: a combobox whose results list opens as the reader types. Loaded on first
 * use by SearchBox, which renders the same box until then; the engine loads as it mounts (the
 * reader is pointing at or in the box).
 */
export function SearchBar({ initialQuery = "", focused = false, listId }: SearchBarProps) {
  const { status, engine, start, retry, showLoading } = useSearchEngine();
  const [query, setQuery] = useState(initialQuery);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const [shortcut, setShortcut] = useState("Ctrl+K");
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const settled = useDebounced(query, DEBOUNCE_MS);

  // Keep the last results while a new query settles and fetches its shards, so the list does not flicker.
  const answer = useSearchHits(engine, settled);
  const [shown, setShown] = useState<{ hits: SearchHit[]; query: string }>({ hits: [], query: "" });
  useEffect(() => {
    if (answer && settled.trim()) {
      setShown(answer);
      setActiveIndex(0);
    } else if (!settled.trim()) setShown({ hits: [], query: "" });
  }, [answer, settled]);
  const groups = useMemo(() => groupByPage(shown.hits), [shown]);
  const ordered = groups.flatMap((g) => g.hits);
  const active = ordered[activeIndex];

  // Before paint: the box never shows unfocused (narrower) between the two renderings.
  useLayoutEffect(() => {
    const box = input.current;
    if (focused && box) {
      box.focus();
      box.setSelectionRange(box.value.length, box.value.length);
    }
    start();
    // Mount only: the props describe the hand-over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (isMac()) setShortcut("⌘K");
    const onKey = (event: KeyboardEvent) => {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        input.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const choose = (hit: SearchHit) => {
    setOpen(false);
    input.current?.blur();
    navigate(hit.doc.url);
  };

  // Open once there is something to say: an answer (for this query or the one before) or an error.
  const expanded = open && query.trim() !== "" && ((status === "ready" && shown.query !== "") || status === "error");
  const placeholder = showLoading ? "Loading..." : `Search ${shortcut}`;

  return (
    <div className="search" ref={root} onMouseEnter={start}>
      <input
        ref={input}
        type="search"
        className="search-input"
        placeholder={placeholder}
        aria-label="Search the docs"
        aria-busy={status === "loading"}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active ? optionId(listId, active) : undefined}
        value={query}
        autoComplete="off"
        spellCheck={false}
        onFocus={() => {
          start();
          setOpen(true);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && ordered.length) {
            event.preventDefault();
            setActiveIndex((i) => (i + 1) % ordered.length);
          } else if (event.key === "ArrowUp" && ordered.length) {
            event.preventDefault();
            setActiveIndex((i) => (i - 1 + ordered.length) % ordered.length);
          } else if (event.key === "Enter" && active) {
            event.preventDefault();
            choose(active);
          } else if (event.key === "Escape") {
            setOpen(false);
          }
        }}
      />
      {expanded && (
        <div className="search-dropdown" data-answers={shown.query}>
          {status === "error" ? (
            <SearchUnavailable onRetry={retry} />
          ) : shown.hits.length === 0 ? (
            <p className="search-empty" role="status">
              No results for "{shown.query}"
            </p>
          ) : (
            <>
              <SearchResultsList groups={groups} listId={listId} active={active} onChoose={() => setOpen(false)} asListbox />
              <Link discover="none" className="search-all" to={`/search?q=${encodeURIComponent(query)}`} onClick={() => setOpen(false)}>
                See all results
              </Link>
            </>
          )}
        </div>
      )}
      {!expanded && <div id={listId} role="listbox" aria-label="Search results" hidden />}
    </div>
  );
}
