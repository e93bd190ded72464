import type { ReactNode } from "react";
import type { DocFrame, TocEntry } from "~/lib/content-types";
import { Sidebar } from "./Sidebar";
import { Breadcrumbs } from "./Breadcrumbs";
import { Pager } from "./Pager";
import { MobileToc, Toc } from "./Toc";

/** Sidebar | breadcrumbs, page, pager | table of contents. */
export function DocLayout({ frame, route, toc, children }: { frame: DocFrame; route: string; toc?: TocEntry[]; children: ReactNode }) {
  const hasSidebar = frame.sidebar.length > 0 || frame.sidebarUrl !== undefined;
  return (
    <div className={`doc-layout${hasSidebar ? "" : " doc-layout--no-sidebar"}`}>
      {/* A doc in no sidebar has none, as in Docusaurus: no empty column beside it. */}
      {hasSidebar && (
        <aside className="doc-sidebar">
          <Sidebar items={frame.sidebar} current={route} source={frame.sidebarUrl} />
        </aside>
      )}
      {/* The TOC column is reserved up front: it comes after the article in the HTML, and a
          browser painting a half-received page must not reflow the text when it arrives. */}
      <main id="main" tabIndex={-1} className={`doc-main${toc && toc.length > 0 ? " doc-main--with-toc" : ""}`}>
        <div className="doc-content">
          {frame.breadcrumbs !== false && <Breadcrumbs crumbs={frame.breadcrumbs} />}
          {toc && toc.length > 0 && <MobileToc entries={toc} />}
          {children}
          <Pager prev={frame.prev} next={frame.next} />
        </div>
        {toc && toc.length > 0 && (
          <div className="doc-toc">
            <Toc entries={toc} />
          </div>
        )}
      </main>
    </div>
  );
}
