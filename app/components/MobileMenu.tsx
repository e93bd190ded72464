import { useEffect, useRef, type ReactNode } from "react";
import type { SidebarItem } from "~/lib/content-types";
import { Sidebar } from "./Sidebar";

const DESKTOP_QUERY = "(min-width: 996px)";

/**
 * The side menu of narrow screens: navbar items and the current docs sidebar. Modal while open:
 * focus is trapped inside and the page behind does not scroll.
 */
export function MobileMenu({
  items,
  sidebar,
  sidebarUrl,
  current,
  onClose,
}: {
  items: ReactNode;
  sidebar?: SidebarItem[];
  sidebarUrl?: string;
  current: string;
  onClose: () => void;
}) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    panel.current?.querySelector<HTMLElement>("button, a")?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
      if (event.key !== "Tab" || !panel.current) return;
      const focusable = [...panel.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])')].filter(
        (el) => el.offsetParent !== null,
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    const wide = window.matchMedia(DESKTOP_QUERY);
    const onWide = () => wide.matches && onClose();
    document.addEventListener("keydown", onKey);
    wide.addEventListener("change", onWide);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener("keydown", onKey);
      wide.removeEventListener("change", onWide);
      opener?.focus?.();
    };
  }, [onClose]);

  return (
    <div className="mobile-menu">
      <div className="mobile-menu-backdrop" data-testid="menu-backdrop" onClick={onClose} aria-hidden="true" />
      <div className="mobile-menu-panel" role="dialog" aria-modal="true" aria-label="Navigation" ref={panel}>
        <div className="mobile-menu-header">
          <button type="button" className="mobile-menu-close" aria-label="Close navigation bar" onClick={onClose}>
            ×
          </button>
        </div>
        <div className="mobile-menu-items">{items}</div>
        {sidebar && sidebar.length > 0 && <Sidebar items={sidebar} current={current} source={sidebarUrl} />}
      </div>
    </div>
  );
}
