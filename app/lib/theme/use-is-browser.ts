import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server render and in the render that hydrates it (so both give the same markup),
 * true afterwards and in every render after a client-side navigation.
 */
export function useIsBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
