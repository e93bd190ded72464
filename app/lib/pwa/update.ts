// Tells the page that a new deploy's service worker is waiting, and how to switch to it.

type Activate = () => void;
const listeners = new Set<(activate: Activate) => void>();
let pending: Activate | undefined;

export function announceUpdate(activate: Activate): void {
  pending = activate;
  listeners.forEach((listener) => listener(activate));
}

export function onUpdate(listener: (activate: Activate) => void): () => void {
  listeners.add(listener);
  if (pending) listener(pending);
  return () => listeners.delete(listener);
}
