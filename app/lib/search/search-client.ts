// Loads search on first use: the engine module (with fuse.js) and the search manifest, once per
// visit; the engine then fetches the shards each query needs. A failed load is forgotten so that
// "Retry" tries again. This module imports nothing the first page has not loaded already, so that
// the manifest's download starts as soon as this module arrives, not after the chunks of its own.

import { withBase } from "../base-path";
import type { SearchManifest } from "./search-types";
import type { SearchEngine } from "./search-engine";

/** The search manifest's path (withBase() turns it into a URL). */
export const SEARCH_MANIFEST_PATH = "/search-manifest.json";

let loading: Promise<SearchEngine> | undefined;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The engine, loaded once. `box`: the search box the reader may be typing in before its widget has
 * mounted; what it holds once the engine is ready starts fetching its shards at once, and the
 * widget, asking for the same query, gets the same search (SearchEngine.search()).
 */
export function loadSearchEngine(box?: { readonly current: { readonly value: string } | null }): Promise<SearchEngine> {
  if (!loading) performance.mark("search-load-start");
  loading ??= Promise.all([import("./search-engine"), fetchJson<SearchManifest>(withBase(SEARCH_MANIFEST_PATH))])
    .then(([module, manifest]) => {
      const engine = new module.SearchEngine(manifest, (path) => fetchJson(withBase(`/${path}`)));
      // Read by the benchmark: time from first use to a usable engine.
      performance.measure("search-load", "search-load-start");
      return engine;
    })
    .catch((error) => {
      loading = undefined;
      throw error;
    });
  if (box) {
    void loading.then((engine) => {
      const query = box.current?.value;
      if (query?.trim()) void engine.search(query);
    }, () => undefined);
  }
  return loading;
}
