import { useEffect, useMemo, useState } from "react";
import type { MetaFunction } from "@remix-run/node";
import { useSearchParams } from "@remix-run/react";
import { groupByPage } from "~/lib/search/search-hits";
import { SearchResultsList } from "~/components/search/SearchResultsList";
import { useSearchEngine, useSearchHits } from "~/components/search/use-search";
import { SearchUnavailable } from "~/components/search/SearchUnavailable";
import { pageMeta } from "~/lib/meta";
import { useHydrated } from "~/lib/use-hydrated";

const ALL_RESULTS = 50;

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { route: "/search", title: "Search" });

// The search page: every result for `?q=`, with a URL that can be shared. Prerendered empty; the
// query is read in the browser (static hosts ignore query strings).
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  // The prerendered page has no query: the first render in the browser must not have one either.
  const hydrated = useHydrated();
  const query = hydrated ? (params.get("q") ?? "") : "";
  const { status, engine, start, retry, showLoading } = useSearchEngine();
  const [draft, setDraft] = useState(query);
  useEffect(start, [start]);
  useEffect(() => setDraft(query), [query]);
  const answer = useSearchHits(engine, query, ALL_RESULTS);
  const answered = answer?.query === query ? answer : undefined;
  const groups = useMemo(() => groupByPage(answered?.hits ?? []), [answered]);
  const count = groups.reduce((n, g) => n + g.hits.length, 0);

  return (
    <main id="main" tabIndex={-1} className="container page-main search-page">
      <h1>{query ? `Search results for "${query}"` : "Search the documentation"}</h1>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setParams(draft ? { q: draft } : {}, { replace: true });
        }}
      >
        <input type="search" className="search-input search-page-input" aria-label="Search the docs" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      {status === "error" && <SearchUnavailable onRetry={retry} />}
      {showLoading && <p role="status">Loading...</p>}
      {status === "ready" && query && answered && (
        <>
          <p role="status">{count === 0 ? `No results for "${query}"` : `${count} ${count === 1 ? "result" : "results"}`}</p>
          <SearchResultsList groups={groups} listId="search-page-results" asListbox={false} />
        </>
      )}
    </main>
  );
}
