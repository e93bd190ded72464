import { useRevalidator } from "@remix-run/react";

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : typeof error === "string" ? error : "Unknown error";
}

/** Shown when a page throws while rendering. "Try again" renders it anew with fresh data. */
export function CrashScreen({ error }: { error: unknown }) {
  const revalidator = useRevalidator();
  return (
    <main id="main" tabIndex={-1} className="container page-main crash" role="alert">
      <h1>This page crashed.</h1>
      <p className="crash-message">{messageOf(error)}</p>
      <button type="button" className="button" onClick={() => revalidator.revalidate()}>
        Try again
      </button>
    </main>
  );
}

/** Shown when a page's data or code could not be fetched during client navigation. */
export function LoadFailedScreen({ error }: { error: unknown }) {
  const revalidator = useRevalidator();
  return (
    <main id="main" tabIndex={-1} className="container page-main crash" role="alert">
      <h1>This page could not be loaded.</h1>
      <p className="crash-message">{messageOf(error)}</p>
      <button type="button" className="button" disabled={revalidator.state !== "idle"} onClick={() => revalidator.revalidate()}>
        Retry
      </button>
    </main>
  );
}
