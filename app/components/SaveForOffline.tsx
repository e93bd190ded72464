import { useCallback, useEffect, useState } from "react";
import { formatBytes, type OfflineStatus, type SaveProgress, type SaveStop } from "~/lib/pwa/offline-plan";
import { cancelSave, offlineStatus, onWorkerMessage, removeSavedCopy, saveSite } from "~/lib/pwa/offline-save";
import { isSlowConnection } from "~/lib/pwa/connection";

type View =
  | { kind: "unknown" }
  | { kind: "idle"; status: OfflineStatus; stopped?: SaveStop }
  | { kind: "confirm"; status: OfflineStatus }
  | { kind: "saving"; progress: SaveProgress }
  | { kind: "saved"; status: OfflineStatus };

function viewOf(status: OfflineStatus): View {
  if (status.saving) return { kind: "saving", progress: status.saving };
  if (status.savedFiles === status.totalFiles) return { kind: "saved", status };
  return { kind: "idle", status };
}

const STOPPED: Record<SaveStop, string> = {
  cancelled: "Saving was cancelled; what was saved so far stays.",
  offline: "Saving stopped: the connection was lost. Try again once you are online.",
  "newer-deploy": "A new version of the docs was published while saving. Reload to save that one.",
  "storage-full": "Saving stopped: this device has no more room for the saved copy. What was saved so far stays; free some space and try again.",
};

/**
 * "Save for offline reading": the size before starting, then progress with Cancel, then a way to
 * remove the saved copy. Inline in the footer and the update area, never a dialog. Shown once the
 * service worker answers (production builds in browsers that have one); the space is kept so the
 * footer does not move.
 */
export function SaveForOffline({ compact = false, label = "Offline reading" }: { compact?: boolean; label?: string }) {
  const [view, setView] = useState<View>({ kind: "unknown" });
  const refresh = useCallback(() => {
    void offlineStatus().then((status) => status && setView(viewOf(status)));
  }, []);

  useEffect(() => {
    refresh();
    return onWorkerMessage((message) => {
      if (message.type === "SAVE_PROGRESS") setView({ kind: "saving", progress: message.progress });
      else if (message.type === "SAVE_STOPPED") {
        void offlineStatus().then((status) => status && setView({ kind: "idle", status, stopped: message.reason }));
      } else if (message.type === "SAVE_FINISHED" || message.type === "SAVE_REMOVED") refresh();
    });
  }, [refresh]);

  const start = () => {
    setView((current) => (current.kind === "idle" || current.kind === "confirm" ? { kind: "saving", progress: { doneFiles: 0, totalFiles: 0, doneBytes: 0, totalBytes: current.status.missingBytes } } : current));
    void saveSite("reader").then((started) => !started && refresh());
  };

  const className = `offline-save${compact ? " offline-save--compact" : ""}`;
  if (view.kind === "unknown") return <div className={className} aria-hidden="true" />;
  return (
    // Named apart where a page shows it twice (landmarks must be told apart).
    <section className={className} aria-label={label}>
      {view.kind === "idle" && (
        <>
          <p role="status">
            {view.stopped ? `${STOPPED[view.stopped]} ` : ""}
            Read every page without a connection: saving the whole site downloads {formatBytes(view.status.missingBytes)}.
          </p>
          <button type="button" className="button button--secondary" onClick={() => (isSlowConnection() ? setView({ kind: "confirm", status: view.status }) : start())}>
            Save for offline reading
          </button>
        </>
      )}
      {view.kind === "confirm" && (
        <>
          <p role="status">
            You are on a slow or data-saving connection: saving the site uses {formatBytes(view.status.missingBytes)} of data.
          </p>
          <button type="button" className="button button--primary" onClick={start}>
            Save anyway
          </button>
          <button type="button" className="button button--secondary" onClick={() => setView({ kind: "idle", status: view.status })}>
            Not now
          </button>
        </>
      )}
      {view.kind === "saving" && (
        <>
          <p role="status">
            Saving for offline reading: {view.progress.doneFiles} of {view.progress.totalFiles || "…"} files ({formatBytes(view.progress.doneBytes)} of{" "}
            {formatBytes(view.progress.totalBytes)}).
          </p>
          <progress max={view.progress.totalBytes || 1} value={view.progress.doneBytes} aria-label="Saving for offline reading" />
          <button type="button" className="button button--secondary" onClick={() => void cancelSave()}>
            Cancel
          </button>
        </>
      )}
      {view.kind === "saved" && (
        <>
          <p role="status">Saved for offline reading: every page opens without a connection ({formatBytes(view.status.totalBytes)}).</p>
          <button type="button" className="button button--secondary" onClick={() => void removeSavedCopy()}>
            Remove saved copy
          </button>
        </>
      )}
    </section>
  );
}
