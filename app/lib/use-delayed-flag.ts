import { useEffect, useState } from "react";

/** How long a lazily loaded part may take before a loading placeholder shows: quick loads never flash one. */
export const LAZY_PLACEHOLDER_DELAY_MS = 200;

/** `flag`, but turning true only once it has stayed true for `delay` ms. */
export function useDelayedFlag(flag: boolean, delay = LAZY_PLACEHOLDER_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), delay);
    return () => window.clearTimeout(timer);
  }, [flag, delay]);
  return shown;
}
