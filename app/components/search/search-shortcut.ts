// The search box's keyboard shortcut, shared by the server-rendered box and the search widget it loads.

/**
 * Whether the reader's keyboard has ⌘: the platform from User-Agent Client Hints where the browser
 * has them, else navigator.platform, else the user agent string, which browsers freeze and
 * reduce and which says least.
 */
export function isMac(): boolean {
  if (typeof navigator === "undefined") return false;
  const hints = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  const platform = hints?.platform || navigator.platform || navigator.userAgent;
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** Ctrl+K or ⌘K anywhere, or `/` when the reader is not typing in a field. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  const typing = event.target instanceof HTMLElement && (event.target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(event.target.tagName));
  return ((event.key === "k" || event.key === "K") && (event.metaKey || event.ctrlKey)) || (event.key === "/" && !typing);
}
