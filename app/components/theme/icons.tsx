// The classic theme's icons (`@theme/Icon/Copy`, `@theme/Icon/Success`, …), which a site's own
// components import to look like the theme's buttons (opendal's code tabs draw the copy button with
// Icon/Copy and Icon/Success). Each is an SVG drawn in the text's colour that takes the props an
// <svg> does, as Docusaurus's do; this engine's own frame draws its icons with its stylesheet.
import type { SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement>;

/** The icons below, `Icon<name>` each, in the order messages list them (mdx-theme-imports.server.ts). */
export const ICON_NAMES = ["Copy", "Success", "ExternalLink", "Edit", "Home", "Arrow", "Close", "Menu", "Language", "DarkMode", "LightMode", "SystemColorMode", "WordWrap"] as const;

/** An icon of 24×24 units drawn with strokes of the text's colour; the caller's props win. */
function strokeIcon(name: string, shapes: JSX.Element) {
  const Icon = (props: IconProps) => (
    <svg viewBox="0 0 24 24" width={20} height={20} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
      {shapes}
    </svg>
  );
  Icon.displayName = name;
  return Icon;
}

export const IconCopy = strokeIcon(
  "IconCopy",
  <>
    <rect x="8" y="8" width="12" height="13" rx="2" />
    <path d="M16 8V5a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h2" />
  </>,
);
export const IconSuccess = strokeIcon("IconSuccess", <path d="M4 12.5l5 5L20 6.5" />);
export const IconExternalLink = strokeIcon(
  "IconExternalLink",
  <>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </>,
);
export const IconEdit = strokeIcon("IconEdit", <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />);
export const IconHome = strokeIcon("IconHome", <path d="M3 11l9-7 9 7M5 9.5V20h5v-6h4v6h5V9.5" />);
export const IconArrow = strokeIcon("IconArrow", <path d="M9 5l7 7-7 7" />);
export const IconClose = strokeIcon("IconClose", <path d="M6 6l12 12M18 6L6 18" />);
export const IconMenu = strokeIcon("IconMenu", <path d="M4 6h16M4 12h16M4 18h16" />);
export const IconLanguage = strokeIcon(
  "IconLanguage",
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3z" />
  </>,
);
export const IconDarkMode = strokeIcon("IconDarkMode", <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z" />);
export const IconLightMode = strokeIcon(
  "IconLightMode",
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
export const IconSystemColorMode = strokeIcon(
  "IconSystemColorMode",
  <>
    <rect x="3" y="4" width="18" height="12" rx="2" />
    <path d="M8 20h8M12 16v4" />
  </>,
);
export const IconWordWrap = strokeIcon("IconWordWrap", <path d="M4 6h16M4 12h13a3 3 0 0 1 0 6h-4M15 16l-2 2 2 2M4 18h5" />);
