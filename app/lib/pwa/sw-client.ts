// Registers the service worker (production builds only, after the page has loaded) and relays
// between it and the page: keeping the page just opened, saving the whole site when the reader's
// terms allow it, prefetches, and the update prompt.
// workbox-window's ES2017 build: its package's "module" is the ES5 one, which carries transpiled
// async code, half as large again (gzip 2.4 KB against 1.3 KB); every browser that runs this site's
// modules runs ES2017.
import { Workbox } from "workbox-window/build/workbox-window.prod.mjs";
import { withBase, withoutBase } from "../base-path";
import type { MdxRef } from "../content-types";
import { isSlowConnection, onConnectionChange } from "./connection";
import { runsInstalled, saveSite } from "./offline-save";

export function registerServiceWorker(): void {
  // Its scope is the site (the base path), not the whole host.
  const workbox = new Workbox(withBase("/sw.js"), { scope: withBase("/") });

  workbox.addEventListener("waiting", () => {
    const activate = () => {
      let reloaded = false;
      workbox.addEventListener("controlling", () => {
        if (!reloaded) {
          reloaded = true;
          window.location.reload();
        }
      });
      workbox.messageSkipWaiting();
    };
    // The prompt's code loads only when a deploy is waiting, not with every first visit.
    import("~/components/UpdatePrompt").then(
      (prompt) => prompt.showUpdatePrompt(activate),
      (error: unknown) => console.error("The update prompt could not be loaded: reload the page to see the new version.", error),
    );
  });

  // The worker asks at install, and hears of each change: the page may know better (data saver).
  const tellConnection = () => navigator.serviceWorker.controller?.postMessage({ type: "CONNECTION", slow: isSlowConnection() });
  navigator.serviceWorker.addEventListener("message", (event) => {
    if ((event.data as { type?: string } | null)?.type === "CONNECTION?") event.ports[0]?.postMessage({ slow: isSlowConnection() });
  });
  navigator.serviceWorker.startMessages();
  onConnectionChange(tellConnection);
  navigator.serviceWorker.addEventListener("controllerchange", tellConnection);
  tellConnection();

  // The whole site, on the reader's terms (the worker decides with the site's budget, and checks
  // the connection again where the downloads happen).
  const saveOnTerms = () => {
    if (isSlowConnection()) return;
    void saveSite(runsInstalled() ? "installed" : "auto");
  };
  const keepThisPage = () => void workbox.messageSW({ type: "KEEP_PAGE", files: filesOfThisPage() });
  workbox.addEventListener("activated", () => {
    keepThisPage();
    saveOnTerms();
  });
  onConnectionChange(saveOnTerms);
  window.addEventListener("appinstalled", () => void saveSite("installed"));
  workbox
    .register()
    .then((registration) => {
      if (registration?.active) {
        keepThisPage();
        saveOnTerms();
      }
    })
    // Browsers may refuse workers (private modes, policies): the site then works online only.
    .catch(() => undefined);
}

/** The current page's HTML and content modules, as the browser fetched them and as the worker's manifest names them. */
function filesOfThisPage(): { from: string; entry: string }[] {
  const route = withoutBase(window.location.pathname).replace(/(.)\/+$/, "$1");
  const files = [{ from: window.location.origin + window.location.pathname, entry: route === "/" ? "index.html" : `${route.slice(1)}.html` }];
  for (const data of Object.values(window.__remixContext.state.loaderData ?? {})) {
    const mdx = (data as { mdx?: MdxRef } | null)?.mdx;
    if (mdx) files.push({ from: new URL(mdx.url, window.location.origin).href, entry: withoutBase(mdx.url).slice(1) });
  }
  return files;
}
