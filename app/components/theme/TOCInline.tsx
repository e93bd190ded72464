// Docusaurus's @theme/TOCInline: the page's headings as a nested list of links, where the page
// puts it (`<TOCInline toc={toc} />`, `toc` being the page's own export).
import { tocTree, type TocItem, type TocNode } from "~/lib/theme/toc-tree";
import { site } from "~/site.config";

export interface TOCInlineProps {
  toc: readonly TocItem[];
  /** Defaults to the site's table-of-contents levels, as Docusaurus's themeConfig.tableOfContents. */
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}

function TocList({ nodes }: { nodes: TocNode[] }) {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.id}>
          {/* The heading's text as the compile wrote it (escaped, with inline code), as Docusaurus renders it. */}
          <a href={`#${node.id}`} dangerouslySetInnerHTML={{ __html: node.value }} />
          {node.children.length ? <TocList nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

export default function TOCInline({ toc, minHeadingLevel = site.toc.minHeadingLevel, maxHeadingLevel = site.toc.maxHeadingLevel, className }: TOCInlineProps) {
  if (!Array.isArray(toc)) {
    // Pages written for Docusaurus 2's early betas took a heading's part of a tree (`toc[i].children`):
    // since 2.0 the toc is a flat list, and so it is here.
    throw new Error(
      "<TOCInline>: its toc prop must be the page's `toc` export (an array of { value, id, level }), as in <TOCInline toc={toc} />. " +
        "It is a flat list since Docusaurus 2.0, without children: take part of it with toc.slice(n) or toc.filter(…), as in <TOCInline toc={toc.slice(1)} />.",
    );
  }
  const nodes = tocTree(toc, minHeadingLevel, maxHeadingLevel);
  if (!nodes.length) return null;
  return (
    <div className={["toc-inline", className].filter(Boolean).join(" ")}>
      <TocList nodes={nodes} />
    </div>
  );
}
