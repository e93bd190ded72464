import { site } from "~/site.config";
import { SmartLink } from "./SmartLink";
import { LazySaveForOffline } from "./LazySaveForOffline";

export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer-groups">
        {site.footer.map((group) => (
          <section key={group.title} aria-labelledby={group.title ? `footer-${group.title}` : undefined}>
            {group.title && (
              <h2 id={`footer-${group.title}`} className="footer-title">
                {group.title}
              </h2>
            )}
            <ul>
              {group.links.map((link, index) =>
                "html" in link ? (
                  // The site's config writes it as HTML, as Docusaurus's does.
                  <li key={`html-${index}`} dangerouslySetInnerHTML={{ __html: link.html }} />
                ) : (
                  <li key={link.href}>
                    <SmartLink href={link.href}>{link.label}</SmartLink>
                  </li>
                ),
              )}
            </ul>
          </section>
        ))}
      </div>
      <div className="container">
        <LazySaveForOffline />
      </div>
      {/* The site's config writes it as HTML, as Docusaurus's does. */}
      {site.copyright && <p className="footer-copyright" dangerouslySetInnerHTML={{ __html: site.copyright }} />}
    </footer>
  );
}
