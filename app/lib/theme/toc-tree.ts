// The nested list a <TOCInline> shows, from the flat `toc` an MDX page exports (Docusaurus's shape).

export interface TocItem {
  /** The heading's content as HTML (inline code stays code), as Docusaurus exports it. */
  value: string;
  id: string;
  level: number;
}

export interface TocNode extends TocItem {
  children: TocNode[];
}

/**
 * The entries from `min` to `max` level, each under the closest entry before it with a lower
 * level; an entry with none (an h3 before the first h2) stays at the top.
 */
export function tocTree(toc: readonly TocItem[], min: number, max: number): TocNode[] {
  const roots: TocNode[] = [];
  const open: TocNode[] = [];
  for (const item of toc) {
    if (item.level < min || item.level > max) continue;
    const node: TocNode = { value: item.value, id: item.id, level: item.level, children: [] };
    while (open.length && open[open.length - 1].level >= node.level) open.pop();
    (open.length ? open[open.length - 1].children : roots).push(node);
    open.push(node);
  }
  return roots;
}
