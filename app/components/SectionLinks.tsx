import { Link } from "@remix-run/react";
import { site } from "~/site.config";

/** Ways back into the site, for pages that stand in for one that could not be shown. */
export function SectionLinks() {
  return (
    <ul>
      {site.sections.map((section) => (
        <li key={section.href}>
          <Link discover="none" to={section.href}>{section.label}</Link>
        </li>
      ))}
      <li>
        <Link discover="none" to="/">{site.title} home</Link>
      </li>
    </ul>
  );
}
