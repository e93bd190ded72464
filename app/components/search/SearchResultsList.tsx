import { Link } from "@remix-run/react";
import type { PageGroup, SearchHit } from "~/lib/search/search-hits";
import { Highlight } from "./Highlight";

export function optionId(listId: string, hit: SearchHit): string {
  return `${listId}-${hit.doc.url.replace(/[^a-z0-9]+/gi, "-")}`;
}

/** Hits grouped by page. In the navbar it is a listbox driven from the input (aria-activedescendant). */
export function SearchResultsList({
  groups,
  listId,
  active,
  onChoose,
  asListbox,
}: {
  groups: PageGroup[];
  listId: string;
  active?: SearchHit;
  onChoose?: (hit: SearchHit) => void;
  asListbox: boolean;
}) {
  return (
    <div id={listId} className="search-results" role={asListbox ? "listbox" : undefined} aria-label={asListbox ? "Search results" : undefined}>
      {groups.map((group) => (
        <div key={group.page} className="search-group" role={asListbox ? "group" : undefined} aria-label={asListbox ? group.title : undefined}>
          <p className="search-group-title" aria-hidden={asListbox ? "true" : undefined}>
            {group.breadcrumb.length > 0 && <span className="search-breadcrumb">{group.breadcrumb.join(" › ")} › </span>}
            {group.title}
          </p>
          {group.hits.map((hit) => (
            <Link discover="none"
              key={hit.doc.url}
              id={optionId(listId, hit)}
              to={hit.doc.url}
              role={asListbox ? "option" : undefined}
              aria-selected={asListbox ? hit === active : undefined}
              tabIndex={asListbox ? -1 : undefined}
              className={`search-hit${hit === active ? " is-active" : ""}`}
              onClick={() => onChoose?.(hit)}
            >
              <span className="search-hit-heading">
                <Highlight text={hit.doc.heading || hit.doc.title} ranges={hit.doc.heading ? hit.headingRanges : hit.titleRanges} />
              </span>
              <span className="search-hit-snippet">
                <Highlight text={hit.snippet.text} ranges={hit.snippet.ranges} />
              </span>
            </Link>
          ))}
        </div>
      ))}
    </div>
  );
}
