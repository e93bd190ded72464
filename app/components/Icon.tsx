// Interface icons are drawn by the stylesheet (app.css, `.icon--*`): as inline SVG their paths were
// repeated in every page's HTML, while the stylesheet is downloaded once and cached.

export type IconName = "globe" | "moon" | "menu" | "close" | "home" | "edit";

export function Icon({ name }: { name: IconName }) {
  return <span className={`icon icon--${name}`} aria-hidden="true" />;
}
