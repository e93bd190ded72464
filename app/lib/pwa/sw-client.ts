// Registers the service worker (production builds only, after the page has loaded) and relays
// between it and the page: whole-site caching, prefetches, and the update prompt.
import { Workbox } from "workbox-window";
import { withBase } from "../base-path";
import { isSlowConnection, onConnectionChange } from "./connection";
import { announceUpdate } from "./update";

export function registerServiceWorker(): void {
  // Its scope is the site (the base path), not the whole host.
  const workbox = new Workbox(withBase("/sw.js"), { scope: withBase("/") });

  workbox.addEventListener("waiting", () => {
    announceUpdate(() => {
      let reloaded = false;
      workbox.addEventListener("controlling", () => {
        if (!reloaded) {
          reloaded = true;
          window.location.reload();
        }
      });
      workbox.messageSkipWaiting();
    });
  });

  // Offline reading of the whole site, once the connection allows it (the worker checks again).
  const cacheSite = () => {
    if (!isSlowConnection()) void workbox.messageSW({ type: "CACHE_SITE" });
  };
  workbox.addEventListener("activated", cacheSite);
  workbox.addEventListener("controlling", cacheSite);
  onConnectionChange(cacheSite);
  workbox
    .register()
    .then((registration) => {
      if (registration?.active && navigator.serviceWorker.controller) cacheSite();
    })
    // Browsers may refuse workers (private modes, policies): the site then works online only.
    .catch(() => undefined);
}
