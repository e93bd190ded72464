const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * `2026-11-23T11:24:51.000Z` → `Nov 23, 2026`, as Docusaurus shows "Last updated on" dates. The day
 * is the UTC day and the month names are fixed: Intl and the reader's time zone could render another
 * text in the browser than the prerendered one, and hydration would then replace it.
 */
export function formatUtcDate(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
