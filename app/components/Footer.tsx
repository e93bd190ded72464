import { site } from "~/site.config";
import { SmartLink } from "./SmartLink";
import { LazySaveForOffline } from "./LazySaveForOffline";
import { withBase } from "~/lib/base-path";

export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer-groups">
        {site.footer.map((group, column) => (
          // Named by its place: a title is any text ("Hudi On Cloud"), and an id holds no spaces.
          <section key={column} aria-labelledby={group.title ? `footer-column-${column + 1}` : undefined}>
            {group.title && (
              <h2 id={`footer-column-${column + 1}`} className="footer-title">
                {group.title}
              </h2>
            )}
            <ul>
              {group.links.map((link, index) =>
                "html" in link ? (
                  // The site's config writes it as HTML, as Docusaurus's does.
                  <li key={`html-${index}`} className="site-html" dangerouslySetInnerHTML={{ __html: link.html }} />
                ) : (
                  <li key={link.href}>
                    <SmartLink href={link.href} aria-label={link.ariaLabel} className={link.className}>
                      {link.label}
                    </SmartLink>
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
      {site.footerLogo && <FooterLogo logo={site.footerLogo} />}
      {/* The site's config writes it as HTML, as Docusaurus's does, in a div as there: paragraphs of it
          (Backstage's) inside a <p> would be re-parsed by the browser, and hydration fail. */}
      {site.copyright && <div className="footer-copyright site-html" dangerouslySetInnerHTML={{ __html: site.copyright }} />}
    </footer>
  );
}

/** The site's footer logo (often its sponsor's or foundation's), linked where the config says. */
function FooterLogo({ logo }: { logo: NonNullable<typeof site.footerLogo> }) {
  const image = <img src={withBase(logo.src)} alt={logo.alt} width={logo.width} height={logo.height} className="footer-logo" />;
  return <div className="container footer-logo-box">{logo.href ? <SmartLink href={logo.href}>{image}</SmartLink> : image}</div>;
}
