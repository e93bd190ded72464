// Loads search on first use: the engine module (with fuse.js) and both JSON files, once per
// visit. A failed load is forgotten so that "Retry" tries again.

import { withBase } from "../base-path";
import { SEARCH_DOC_PATH, SEARCH_INDEX_PATH, type SearchDocFile, type WordIndexFile } from "./search-types";
import type { SearchEngine } from "./search-engine";

let loading: Promise<SearchEngine> | undefined;

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return (await response.json()) as T;
}

export function loadSearchEngine(): Promise<SearchEngine> {
  if (!loading) performance.mark("search-load-start");
  loading ??= Promise.all([import("./search-engine"), fetchJson<SearchDocFile>(withBase(SEARCH_DOC_PATH)), fetchJson<WordIndexFile>(withBase(SEARCH_INDEX_PATH))])
    .then(([module, doc, index]) => {
      const engine = new module.SearchEngine(doc, index);
      // Read by the benchmark: time from first use to a usable index.
      performance.measure("search-load", "search-load-start");
      return engine;
    })
    .catch((error) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
