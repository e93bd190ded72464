import { useCallback, useEffect, useRef, useState } from "react";
// The client is imported on use, as SearchBox imports it: a module both imported on use and
// imported here would be split into a re-exporting entry and a chunk, two downloads in a row.
const loadSearchEngine = () => import("~/lib/search/search-client").then((client) => client.loadSearchEngine());
import type { SearchEngine } from "~/lib/search/search-engine";
import type { SearchHit } from "~/lib/search/search-hits";
import { useDelayedFlag } from "~/lib/use-delayed-flag";

export type SearchStatus = "idle" | "loading" | "ready" | "error";

/**
 * The search engine, loaded on first use (`start()`, which does nothing once loading has begun or
 * failed) or again after a failure (`retry()`); `showLoading` waits the lazy-load delay.
 */
export function useSearchEngine() {
  const [status, setStatus] = useState<SearchStatus>("idle");
  const current = useRef<SearchStatus>("idle");
  const engine = useRef<SearchEngine>();
  const update = (next: SearchStatus) => {
    current.current = next;
    setStatus(next);
  };
  const retry = useCallback(() => {
    update("loading");
    loadSearchEngine().then(
      (loaded) => {
        engine.current = loaded;
        update("ready");
      },
      () => update("error"),
    );
  }, []);
  const start = useCallback(() => {
    if (current.current === "idle") retry();
  }, [retry]);
  const showLoading = useDelayedFlag(status === "loading");
  return { status, engine: engine.current, start, retry, showLoading };
}

/**
 * The hits for `query` once its shards have arrived, with the query they answer: a query that is
 * still fetching keeps the previous answer, and an answer arriving after a newer query is dropped.
 */
export function useSearchHits(engine: SearchEngine | undefined, query: string, limit?: number): { hits: SearchHit[]; query: string } | undefined {
  const [answer, setAnswer] = useState<{ hits: SearchHit[]; query: string }>();
  useEffect(() => {
    if (!engine || !query.trim()) return;
    let current = true;
    engine.search(query, limit).then((hits) => current && setAnswer({ hits, query }));
    return () => {
      current = false;
    };
  }, [engine, query, limit]);
  return answer;
}

/**
 * `value`, held back while it keeps changing: a change after a pause of `ms` applies at once (the
 * first keystroke of a query, a paste), later ones once typing pauses for `ms`, so fast typing does
 * not re-run the query on every key and the first query waits for nothing.
 */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const lastChange = useRef(Number.NEGATIVE_INFINITY);
  const mounted = useRef(false);
  useEffect(() => {
    // The first value is settled already.
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const now = performance.now();
    const pause = now - lastChange.current;
    lastChange.current = now;
    if (pause >= ms) {
      setSettled(value);
      return;
    }
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export { isMac } from "./search-shortcut";
