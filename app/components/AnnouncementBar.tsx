import { useEffect, useState } from "react";
import { site } from "~/site.config";
import { Icon } from "./Icon";

const STORAGE_KEY = "palaver-announcement-dismissed";
const DISMISSED_ATTRIBUTE = "data-announcement-dismissed";

/**
 * Runs in <head> before the first paint, so a reader who closed this announcement never sees it
 * flash: CSS hides the bar while <html> carries the attribute.
 */
export const announcementScript = `try{if(localStorage.getItem(${JSON.stringify(STORAGE_KEY)})===${JSON.stringify(site.announcement.id)})document.documentElement.setAttribute(${JSON.stringify(DISMISSED_ATTRIBUTE)},"")}catch(e){}`;

export function AnnouncementBar() {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (document.documentElement.hasAttribute(DISMISSED_ATTRIBUTE)) setDismissed(true);
  }, []);
  if (dismissed) return null;
  return (
    <div className="announcement" role="region" aria-label="Announcement">
      <p className="announcement-text">{site.announcement.content}</p>
      <button
        type="button"
        className="announcement-close"
        aria-label="Close"
        onClick={() => {
          try {
            localStorage.setItem(STORAGE_KEY, site.announcement.id);
          } catch {
            // Without storage the bar still closes, for this page view.
          }
          document.documentElement.setAttribute(DISMISSED_ATTRIBUTE, "");
          setDismissed(true);
        }}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}
