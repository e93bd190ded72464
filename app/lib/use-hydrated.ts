import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the server renders and while React hydrates the prerendered HTML, true afterwards:
 * what only the browser knows (the query string a static host ignored, the platform) is read once
 * this is true, or the first render differs from the HTML and React throws it away (#418, #425).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
