import { useEffect } from "react";
import { useNavigation } from "@remix-run/react";
import NProgress from "nprogress";

/** Shown only when a navigation takes longer than this: quick ones should not flicker. */
export const PROGRESS_DELAY_MS = 200;

NProgress.configure({
  showSpinner: false,
  trickleSpeed: 200,
  // The bar is found by this selector; the default, [role="bar"], is not a real ARIA role.
  barSelector: ".bar",
  template: '<div class="bar" role="progressbar" aria-label="Loading page"><div class="peg"></div></div>',
});

export function ProgressBar() {
  const busy = useNavigation().state !== "idle";
  useEffect(() => {
    if (!busy) return;
    const timer = window.setTimeout(() => NProgress.start(), PROGRESS_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      NProgress.done();
    };
  }, [busy]);
  return null;
}
