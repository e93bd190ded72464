/** What the search box and the search page say when the index files cannot be fetched. */
export function SearchUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="search-error" role="alert">
      <p>Search is unavailable: the search index could not be loaded.</p>
      <button type="button" className="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
