// Docusaurus's @theme/Admonition, with the markup the `:::note` syntax gives (mdx-plugins.server.ts),
// so both look alike. Pages may use it without importing it, as in Docusaurus.
import { useId, type ReactNode } from "react";

export interface AdmonitionProps {
  type?: string;
  title?: ReactNode;
  /** Shown before the title; Docusaurus's default icons are left out, as in the `:::` form here. */
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** Docusaurus's types and aliases; an unknown type shows as `info`, as Docusaurus does. */
const VARIANTS: Record<string, { variant: string; title: string }> = {
  note: { variant: "note", title: "Note" },
  secondary: { variant: "note", title: "Note" },
  tip: { variant: "tip", title: "Tip" },
  success: { variant: "tip", title: "Tip" },
  info: { variant: "info", title: "Info" },
  important: { variant: "info", title: "Important" },
  warning: { variant: "warning", title: "Warning" },
  caution: { variant: "warning", title: "Caution" },
  danger: { variant: "danger", title: "Danger" },
};

export default function Admonition({ type = "note", title, icon, className, children }: AdmonitionProps) {
  const { variant, title: defaultTitle } = VARIANTS[type] ?? VARIANTS.info;
  const headingId = useId();
  return (
    <aside className={["theme-admonition", `theme-admonition-${type}`, "callout", `callout-${variant}`, className].filter(Boolean).join(" ")} aria-labelledby={headingId}>
      <p className="callout-heading" id={headingId}>
        {icon ? (
          <span className="callout-icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        {title ?? defaultTitle}
      </p>
      <div className="callout-content">{children}</div>
    </aside>
  );
}
