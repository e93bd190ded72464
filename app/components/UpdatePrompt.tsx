import { useEffect, useState } from "react";
import { onUpdate } from "~/lib/pwa/update";
import { LazySaveForOffline } from "./LazySaveForOffline";

/**
 * "A new version of the docs is available": shown when a new deploy's service worker is waiting,
 * with the offline-reading control (a saved copy is updated with the deploy).
 */
export function UpdatePrompt() {
  const [activate, setActivate] = useState<(() => void) | undefined>();
  useEffect(() => onUpdate((next) => setActivate(() => next)), []);
  if (!activate) return null;
  return (
    <div className="update-prompt" role="status">
      <p>A new version of the docs is available.</p>
      <button type="button" className="button button--primary" onClick={activate}>
        Reload
      </button>
      <LazySaveForOffline when="now" compact label="Offline reading of the new version" />
    </div>
  );
}
