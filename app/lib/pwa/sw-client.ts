// Registers the service worker (production builds only, after the page has loaded) and relays
// between it and the page: keeping the page just opened, saving the whole site when the reader's
// terms allow it, prefetches, and the update prompt. Plain service-worker API rather than
// workbox-window: this loads on every first visit, and the library was two thirds of it.
import { withBase, withoutBase } from "../base-path";
import type { MdxRef } from "../content-types";
import { isSlowConnection, onConnectionChange } from "./connection";
import { runsInstalled, saveSite } from "./offline-save";
import { announceUpdate } from "./update";

/** A worker that has installed waits this long before it is offered: one that activates at once (the first install) is not an update. */
const WAITING_SETTLE_MS = 200;

export function registerServiceWorker(): void {
  const container = navigator.serviceWorker;

  // A new deploy's worker waits until the reader takes it (Reload), then the page reloads once.
  const offerUpdate = (registration: ServiceWorkerRegistration) => {
    announceUpdate(() => {
      let reloaded = false;
      container.addEventListener("controllerchange", () => {
        if (!reloaded) {
          reloaded = true;
          window.location.reload();
        }
      });
      registration.waiting?.postMessage({ type: "SKIP_WAITING" });
    });
  };

  // The worker asks at install, and hears of each change: the page may know better (data saver).
  const tellConnection = () => container.controller?.postMessage({ type: "CONNECTION", slow: isSlowConnection() });
  container.addEventListener("message", (event) => {
    if ((event.data as { type?: string } | null)?.type === "CONNECTION?") event.ports[0]?.postMessage({ slow: isSlowConnection() });
  });
  container.startMessages();
  onConnectionChange(tellConnection);
  container.addEventListener("controllerchange", tellConnection);
  tellConnection();

  // The whole site, on the reader's terms (the worker decides with the site's budget, and checks
  // the connection again where the downloads happen).
  const saveOnTerms = () => {
    if (isSlowConnection()) return;
    void saveSite(runsInstalled() ? "installed" : "auto");
  };
  const keepThisPage = (worker: ServiceWorker | null) => worker?.postMessage({ type: "KEEP_PAGE", files: filesOfThisPage() });
  const onActivated = (worker: ServiceWorker) => {
    keepThisPage(worker);
    saveOnTerms();
  };
  const watch = (registration: ServiceWorkerRegistration, worker: ServiceWorker) => {
    const onState = () => {
      if (worker.state === "installed") window.setTimeout(() => registration.waiting === worker && offerUpdate(registration), WAITING_SETTLE_MS);
      else if (worker.state === "activated") {
        worker.removeEventListener("statechange", onState);
        onActivated(worker);
      }
    };
    worker.addEventListener("statechange", onState);
  };
  onConnectionChange(saveOnTerms);
  window.addEventListener("appinstalled", () => void saveSite("installed"));
  container
    .register(withBase("/sw.js"), { scope: withBase("/") })
    .then((registration) => {
      if (registration.installing) watch(registration, registration.installing);
      registration.addEventListener("updatefound", () => registration.installing && watch(registration, registration.installing));
      // A worker of a newer deploy that was already waiting when this page opened.
      if (registration.waiting && registration.active) offerUpdate(registration);
      if (registration.active) onActivated(registration.active);
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
