import { createRoot, type Root } from "react-dom/client";
// Itself loaded on demand, the prompt carries the control directly.
import { SaveForOffline } from "./SaveForOffline";

/**
 * "A new version of the docs is available": shown when a new deploy's service worker is waiting,
 * with the offline-reading control (a saved copy is updated with the deploy).
 */
export function UpdatePrompt({ activate }: { activate: () => void }) {
  return (
    <div className="update-prompt" role="status">
      <p>A new version of the docs is available.</p>
      <button type="button" className="button button--primary" onClick={activate}>
        Reload
      </button>
      <SaveForOffline compact label="Offline reading of the new version" />
    </div>
  );
}

let root: Root | undefined;

/**
 * Shows the prompt (again, with the latest worker's `activate`). The service-worker client loads
 * this module when a deploy is waiting, so the prompt's code is not part of a first visit: it is a
 * React root of its own, fixed in the corner, needing nothing of the page's router.
 */
export function showUpdatePrompt(activate: () => void): void {
  if (!root) {
    const container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
  }
  root.render(<UpdatePrompt activate={activate} />);
}
