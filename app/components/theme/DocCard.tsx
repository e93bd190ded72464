// Docusaurus's @theme/DocCard: one card for a sidebar item (a link, or a category leading to its
// own page or its first page), as <DocCardList /> shows them, for pages that lay cards out themselves.
import { DocCardLink } from "~/components/DocCards";
import type { CategoryCard } from "~/lib/content-types";

/** A sidebar item as Docusaurus hands it to DocCard and DocCardList (`useCurrentSidebarCategory().items`, or written out). */
export interface DocCardItem {
  type?: string;
  label: string;
  href?: string;
  description?: string;
  customProps?: { description?: string };
  items?: unknown[];
}

/** Where a category without a page of its own leads: its first link, as Docusaurus finds it. */
function firstHref(items: readonly unknown[] | undefined): string | undefined {
  for (const item of items ?? []) {
    if (!item || typeof item !== "object") continue;
    const { href, items: inner } = item as { href?: unknown; items?: unknown };
    if (typeof href === "string") return href;
    const found = Array.isArray(inner) ? firstHref(inner) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The card of an item; none for an item that leads nowhere (Docusaurus shows none either). */
export function cardOf(item: DocCardItem): CategoryCard | undefined {
  const href = item.href ?? (item.type === "category" ? firstHref(item.items) : undefined);
  if (!href) return undefined;
  const description = item.description ?? item.customProps?.description;
  return { label: item.label, href, ...(description ? { description } : {}), ...(item.type === "category" && item.items ? { itemCount: item.items.length } : {}) };
}

export default function DocCard({ item }: { item: DocCardItem }) {
  const card = cardOf(item);
  return card ? <DocCardLink card={card} /> : null;
}
