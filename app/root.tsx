import type { LinksFunction, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { Links, LiveReload, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { SiteFrame } from "~/components/SiteFrame";
import { CrashScreen, LoadFailedScreen } from "~/components/CrashScreen";
import { announcementScript } from "~/components/AnnouncementBar";
import { trackNavigations } from "~/lib/chunk-recovery";
import { keepUrlsClean } from "~/lib/clean-url";
import { prepareHydration } from "~/lib/hydration";
import { loadSiteData } from "~/lib/docs-page.server";
import { PageLoadError, siteDataUrl } from "~/lib/static-data";
import { withBase } from "~/lib/base-path";
import { errorPageMeta, pageMeta } from "~/lib/meta";
import type { SiteData } from "~/lib/content-types";
import styles from "~/styles/app.css";
import { site } from "~/site.config";

// Only the not-found page shows it: loaded there, not with every page's first visit. Until it has
// arrived, the page being hydrated keeps the server's HTML (React leaves a suspended boundary as
// rendered); a navigation to a missing page waits for it (navigations are transitions).
const NotFound = lazy(() => import("~/components/NotFound").then((module) => ({ default: module.NotFound })));

// In the browser, before the client entry runs: see app/lib/hydration.ts.
if (typeof document !== "undefined") prepareHydration();

// Remix's module preloads and boot scripts, rendered on the server only. In the browser its
// <Scripts> renders a preload for each module of the routes the browser's router matches, and
// hydration must find the same elements; the not-found page is one file rendered as the catch-all
// route's and served for every unknown path, so at `/docs/x` the browser's routes (the docs
// route's modules) are not those the page was rendered with, and hydration failed whenever the two
// routes had different numbers of chunks. Nothing reads those elements once the page has booted
// (Remix renders none after hydration either), and React leaves elements at the end of the body
// that it did not render, so the browser renders none.
const serverOnlyScripts = typeof document === "undefined" ? <Scripts /> : null;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  // Without a favicon of the site's, an empty one: browsers would otherwise ask for /favicon.ico, a 404.
  site.favicon ? { rel: "icon", href: withBase(site.favicon), ...(site.favicon.endsWith(".svg") ? { type: "image/svg+xml" } : {}) } : { rel: "icon", href: "data:," },
  // The site's stylesheet, its manifest and whatever install icons it names (site.config.ts).
  ...site.headLinks.map((link) => ({ ...link, href: withBase(link.href) })),
];

export async function loader() {
  return loadSiteData();
}

// Site data is the same on every page: fetched once, never revalidated by navigation.
export async function clientLoader(): Promise<SiteData> {
  const response = await fetch(siteDataUrl());
  if (!response.ok) throw new Error(`Could not load the site data (HTTP ${response.status}).`);
  return response.json();
}

export const shouldRevalidate: ShouldRevalidateFunction = () => false;

// Only error pages use the root's tags: every route has its own.
export const meta: MetaFunction = ({ error, matches }) =>
  error ? errorPageMeta(matches, isRouteErrorResponse(error) && error.status === 404 ? "Page not found" : "Error") : pageMeta(matches, {});

export function Layout({ children }: { children: ReactNode }) {
  useEffect(() => {
    // The router exists once hydration has run. The attribute lets tests (and curious readers)
    // tell a hydrated page from static HTML.
    trackNavigations(window.__remixRouter);
    keepUrlsClean(window.__remixRouter);
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en" data-theme="dark">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark" />
        {/* A file's path (in `content`, or `href` as some sites write it) under the base path; either may be absent. */}
        {site.install.meta.map(({ content, href, ...tag }, i) => (
          <meta key={i} {...tag} content={content && withBase(content)} {...(href && { href: withBase(href) })} />
        ))}
        <Meta />
        <Links />
        {announcementScript() && <script dangerouslySetInnerHTML={{ __html: announcementScript()! }} />}
      </head>
      <body>
        <SiteFrame>{children}</SiteFrame>
        <ScrollRestoration />
        {/* Renders nothing outside `npm run dev`; there it reloads the page when app or content files change. */}
        <LiveReload />
        {/* Last in the body: see serverOnlyScripts. */}
        {serverOnlyScripts}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    );
  }
  if (error instanceof PageLoadError) return <LoadFailedScreen error={error} />;
  return <CrashScreen error={error} />;
}
