import { useEffect, useState } from "react";
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { SaveForOffline } from "~/components/SaveForOffline";
import { listSavedPages, type SavedPage } from "~/lib/pwa/saved-pages";
import { pageMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { route: "/saved", title: "Saved for offline reading" });

// The pages this device can show without a connection, and the control that saves the rest. Part
// of the app shell, so the offline page can send the reader here.
export default function SavedPages() {
  const [pages, setPages] = useState<SavedPage[] | undefined>();
  useEffect(() => {
    void listSavedPages().then(setPages);
  }, []);
  return (
    <main id="main" tabIndex={-1} className="container page-main">
      <h1>Saved for offline reading</h1>
      <SaveForOffline label="Offline reading of the whole site" />
      {pages === undefined ? null : pages.length === 0 ? (
        <p>No page is saved on this device yet: pages you open are kept for reading offline.</p>
      ) : (
        <>
          <p>These pages open without a connection:</p>
          <ul className="saved-pages">
            {pages.map((page) => (
              <li key={page.route}>
                <Link to={page.route}>{page.title}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}
