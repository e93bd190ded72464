import type { MetaFunction } from "@remix-run/node";
import { SectionLinks } from "~/components/SectionLinks";
import { pageMeta } from "~/lib/meta";
import { site } from "~/site.config";
import { withBase } from "~/lib/base-path";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { route: "/offline", title: "You are offline" });

// The service worker shows this page when a page cannot be loaded from the network or the cache.
export default function Offline() {
  return (
    <main id="main" tabIndex={-1} className="container page-main not-found">
      <h1>You are offline</h1>
      <p>
        This page is not saved on this device yet, and there is no connection to fetch it. Pages you have opened before, and the
        whole site once you have saved {site.title} for offline reading, open without a connection.
      </p>
      <p>
        <a href={withBase("/saved")}>See the pages saved on this device</a>, or save the whole site for offline reading from there once you are
        back online.
      </p>
      <SectionLinks />
    </main>
  );
}
