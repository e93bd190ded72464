import { useEffect, useRef, useState, type ComponentProps, type ComponentType } from "react";
import { onFirstUse } from "~/lib/on-first-use";
import type { SaveForOffline as SaveForOfflineWidget } from "./SaveForOffline";

type Props = ComponentProps<typeof SaveForOfflineWidget>;
const loadSaveForOffline = onFirstUse(() => import("./SaveForOffline").then((module) => module.SaveForOffline));

/**
 * "Save for offline reading" without its code in the first visit's download: the box it keeps until
 * the service worker answers (the same element, so nothing moves), and the control itself loaded
 * once the box comes near the viewport (the footer's).
 */
export function LazySaveForOffline(props: Props) {
  const [Widget, setWidget] = useState<ComponentType<Props>>();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (Widget) return;
    const load = () =>
      loadSaveForOffline().then(
        (widget) => setWidget(() => widget),
        (error: unknown) => console.error("The offline-reading control could not be loaded.", error),
      );
    if (!("IntersectionObserver" in window) || !box.current) {
      void load();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      // A screen ahead: the control is there by the time a reader scrolling down reaches it.
      { rootMargin: "100% 0px" },
    );
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [Widget]);

  if (Widget) return <Widget {...props} />;
  return <div ref={box} className={`offline-save${props.compact ? " offline-save--compact" : ""}`} aria-hidden="true" />;
}
