import type { IFuseOptions } from "fuse.js";
import { SEARCH_KEYS, type SearchDoc, type SearchOptions } from "./search-types";

/** One Fuse configuration for the index built at build time and the queries in the browser. */
export function fuseOptions(options: SearchOptions): IFuseOptions<SearchDoc> {
  return {
    keys: SEARCH_KEYS.map((name) => ({ name, weight: options.weights[name] })),
    includeScore: true,
    includeMatches: options.highlightResult,
    ignoreLocation: true,
    threshold: options.threshold,
    minMatchCharLength: 2,
    useExtendedSearch: true,
  };
}
