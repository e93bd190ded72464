import { useEffect, useState } from "react";
import type { TocEntry } from "~/lib/content-types";

/** The id of the last heading scrolled past the top of the viewport (below the navbar). */
function useActiveHeading(entries: TocEntry[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    const update = () => {
      const offset = (document.querySelector(".navbar")?.getBoundingClientRect().bottom ?? 0) + 24;
      let current: string | undefined;
      for (const entry of entries) {
        const heading = document.getElementById(entry.id);
        if (heading && heading.getBoundingClientRect().top <= offset) current = entry.id;
      }
      // At the very bottom the last headings may never reach the top: the last one wins.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) current = entries[entries.length - 1]?.id;
      setActive(current ?? entries[0]?.id);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [entries]);
  return active;
}

function TocList({ entries, active }: { entries: TocEntry[]; active?: string }) {
  const top = Math.min(...entries.map((e) => e.level));
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.id} className={`toc-item toc-level-${entry.level - top}`}>
          <a href={`#${entry.id}`} className={`toc-link${entry.id === active ? " is-active" : ""}`} aria-current={entry.id === active ? "location" : undefined}>
            {entry.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function Toc({ entries }: { entries: TocEntry[] }) {
  const active = useActiveHeading(entries);
  if (entries.length === 0) return null;
  return (
    <nav aria-label="Table of contents" className="toc">
      <p className="toc-title">On this page</p>
      <TocList entries={entries} active={active} />
    </nav>
  );
}

/** Narrow screens: the same contents, folded above the page. */
export function MobileToc({ entries }: { entries: TocEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <details className="toc-mobile">
      <summary>On this page</summary>
      <nav aria-label="Table of contents (mobile)">
        <TocList entries={entries} />
      </nav>
    </details>
  );
}
