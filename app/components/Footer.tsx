import { site } from "~/site.config";
import { SmartLink } from "./SmartLink";
import { SaveForOffline } from "./SaveForOffline";

export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer-groups">
        {site.footer.map((group) => (
          <section key={group.title} aria-labelledby={`footer-${group.title}`}>
            <h2 id={`footer-${group.title}`} className="footer-title">
              {group.title}
            </h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <SmartLink href={link.href}>{link.label}</SmartLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="container">
        <SaveForOffline />
      </div>
      <p className="footer-copyright">{site.copyright}</p>
    </footer>
  );
}
