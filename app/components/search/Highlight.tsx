import type { Range } from "~/lib/search/search-hits";

/** Text with matched ranges in <mark>, built as React nodes so nothing from content is parsed as HTML. */
export function Highlight({ text, ranges }: { text: string; ranges: Range[] }) {
  if (ranges.length === 0) return <>{text}</>;
  const parts = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end + 1)}</mark>);
    at = end + 1;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}
