import { useEffect } from "react";
import { useNavigation } from "@remix-run/react";
import { onFirstUse } from "~/lib/on-first-use";

/** Shown only when a navigation takes longer than this: quick ones should not flicker. */
export const PROGRESS_DELAY_MS = 200;

// The bar's code is not needed until the first navigation: it loads as that one starts.
const loadProgress = onFirstUse(() =>
  import("nprogress").then(({ default: NProgress }) => {
    NProgress.configure({
      showSpinner: false,
      trickleSpeed: 200,
      // The bar is found by this selector; the default, [role="bar"], is not a real ARIA role.
      barSelector: ".bar",
      template: '<div class="bar" role="progressbar" aria-label="Loading page"><div class="peg"></div></div>',
    });
    return NProgress;
  }),
);

export function ProgressBar() {
  const busy = useNavigation().state !== "idle";
  useEffect(() => {
    if (!busy) return;
    // Offline without the chunk, navigations simply show no bar.
    const progress = loadProgress().catch(() => undefined);
    let shown = false;
    let over = false;
    const timer = window.setTimeout(() => {
      void progress.then((bar) => {
        if (over || !bar) return;
        shown = true;
        bar.start();
      });
    }, PROGRESS_DELAY_MS);
    return () => {
      over = true;
      window.clearTimeout(timer);
      if (shown) void progress.then((bar) => bar?.done());
    };
  }, [busy]);
  return null;
}
