import type { DocFooterData } from "~/lib/content-types";
import { formatUtcDate } from "~/lib/format-date";
import { Icon } from "./Icon";

/** Below a doc's text, above the pager (Docusaurus's DocItemFooter): the edit link and the last update. */
export function DocFooter({ lastUpdatedAt, lastUpdatedBy, editUrl }: DocFooterData) {
  return (
    <footer className="doc-footer">
      {editUrl && (
        <a href={editUrl} target="_blank" rel="noopener noreferrer" className="doc-edit-link">
          <Icon name="edit" />
          Edit this page
        </a>
      )}
      {(lastUpdatedAt || lastUpdatedBy) && (
        <p className="doc-last-updated">
          {lastUpdatedAt ? (
            <>
              Last updated on <time dateTime={lastUpdatedAt}>{formatUtcDate(lastUpdatedAt)}</time>
            </>
          ) : (
            "Last updated"
          )}
          {lastUpdatedBy && ` by ${lastUpdatedBy}`}
        </p>
      )}
    </footer>
  );
}
