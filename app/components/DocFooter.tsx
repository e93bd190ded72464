import type { DocFooterData } from "~/lib/content-types";
import { formatUtcDate } from "~/lib/format-date";

/** Below a doc's text, above the pager (Docusaurus's DocItemFooter): the edit link and the last update. */
export function DocFooter({ lastUpdatedAt, editUrl }: DocFooterData) {
  return (
    <footer className="doc-footer">
      {editUrl && (
        <a href={editUrl} target="_blank" rel="noopener noreferrer" className="doc-edit-link">
          <svg viewBox="0 0 40 40" width="16" height="16" aria-hidden="true">
            <path
              fill="currentColor"
              d="m34.5 11.7l-3 3.1-6.3-6.3 3.1-3q0.5-0.5 1.2-0.5t1.1 0.5l3.9 3.9q0.5 0.4 0.5 1.1t-0.5 1.2z m-29.5 17.1l18.4-18.5 6.3 6.3-18.4 18.4h-6.3v-6.2z"
            />
          </svg>
          Edit this page
        </a>
      )}
      <p className="doc-last-updated">
        Last updated on <time dateTime={lastUpdatedAt}>{formatUtcDate(lastUpdatedAt)}</time>
      </p>
    </footer>
  );
}
