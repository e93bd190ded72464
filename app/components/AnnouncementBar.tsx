import { useEffect, useState } from "react";
import { site } from "~/site.config";
import { Icon } from "./Icon";

const STORAGE_KEY = "palaver-announcement-dismissed";
const DISMISSED_ATTRIBUTE = "data-announcement-dismissed";

/**
 * Runs in <head> before the first paint, so a reader who closed this announcement never sees it
 * flash: CSS hides the bar while <html> carries the attribute. None without an announcement.
 */
export function announcementScript(): string | undefined {
  const id = site.announcement?.id;
  return id === undefined ? undefined : `try{if(localStorage.getItem(${JSON.stringify(STORAGE_KEY)})===${JSON.stringify(id)})document.documentElement.setAttribute(${JSON.stringify(DISMISSED_ATTRIBUTE)},"")}catch(e){}`;
}

export function AnnouncementBar() {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (document.documentElement.hasAttribute(DISMISSED_ATTRIBUTE)) setDismissed(true);
  }, []);
  const announcement = site.announcement;
  if (dismissed || !announcement) return null;
  return (
    <div className="announcement" role="region" aria-label="Announcement" style={{ backgroundColor: announcement.backgroundColor, color: announcement.textColor }}>
      {/* The site's config writes it as HTML, as Docusaurus's does, in a div as there: it may hold paragraphs. */}
      <div className="announcement-text site-html" dangerouslySetInnerHTML={{ __html: announcement.content }} />
      {announcement.isCloseable && <button
        type="button"
        className="announcement-close"
        aria-label="Close"
        onClick={() => {
          try {
            localStorage.setItem(STORAGE_KEY, announcement.id);
          } catch {
            // Without storage the bar still closes, for this page view.
          }
          document.documentElement.setAttribute(DISMISSED_ATTRIBUTE, "");
          setDismissed(true);
        }}
      >
        <Icon name="close" />
      </button>}
    </div>
  );
}
