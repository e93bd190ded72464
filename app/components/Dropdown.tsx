import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { withBase } from "~/lib/base-path";
import { unroutedLinkAttributes } from "~/lib/pathname-link";

export interface DropdownItem {
  key: string;
  label: ReactNode;
  href?: string;
  current?: boolean;
  onSelect?: () => void;
}

/**
 * A navbar dropdown: opens on click and from the keyboard (Enter, Space, ArrowDown), closes on
 * Escape, on a click outside and after choosing an item; focus returns to the button on Escape.
 * `link`: the dropdown's own page (a Docusaurus dropdown's `to`), drawn as its label, the button
 * beside it then only opening the menu.
 */
export function Dropdown({ label, buttonLabel, items, link }: { label: ReactNode; buttonLabel: string; items: DropdownItem[]; link?: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Opening from the keyboard moves focus into the menu, once it has rendered.
  const [focusFirst, setFocusFirst] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  useEffect(() => {
    if (open && focusFirst) {
      focusItem(0);
      setFocusFirst(false);
    }
  });

  const focusItem = (index: number) => {
    const links = root.current?.querySelectorAll<HTMLElement>("[data-dropdown-item]");
    if (links?.length) links[(index + links.length) % links.length].focus();
  };

  return (
    <div className={`dropdown${open ? " is-open" : ""}`} ref={root}>
      {link}
      <button
        ref={button}
        type="button"
        className={`navbar-link dropdown-button${link ? " dropdown-toggle" : ""}`}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={link ? `${buttonLabel} menu` : buttonLabel}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
            setFocusFirst(true);
          }
        }}
      >
        {link ? null : label}
      </button>
      <ul
        id={menuId}
        className="dropdown-menu"
        hidden={!open}
        onKeyDown={(event) => {
          const links = [...(root.current?.querySelectorAll<HTMLElement>("[data-dropdown-item]") ?? [])];
          const at = links.indexOf(document.activeElement as HTMLElement);
          if (event.key === "ArrowDown") {
            event.preventDefault();
            focusItem(at + 1);
          } else if (event.key === "ArrowUp") {
            event.preventDefault();
            focusItem(at - 1);
          }
        }}
      >
        {items.map((item) => (
          <li key={item.key}>
            {item.href ? (
              <a
                // Another site's link, or a pathname:// one, opens as Docusaurus's Link opens it (a new tab, its path for pathname://).
                {...(unroutedLinkAttributes(item.href, {}) ?? { href: withBase(item.href) })}
                data-dropdown-item=""
                className="dropdown-item"
                aria-current={item.current ? "true" : undefined}
                onClick={(event) => {
                  setOpen(false);
                  if (item.onSelect) {
                    event.preventDefault();
                    item.onSelect();
                  }
                }}
              >
                {item.label}
              </a>
            ) : (
              <span className="dropdown-item" aria-current={item.current ? "true" : undefined}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
