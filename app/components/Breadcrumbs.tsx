import { Link } from "@remix-run/react";
import type { Crumb } from "~/lib/content-types";
import { Icon } from "./Icon";

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumbs" className="breadcrumbs">
      <ol>
        <li>
          <Link discover="none" to="/" aria-label="Home page" className="breadcrumbs-home">
            <Icon name="home" />
          </Link>
        </li>
        {crumbs.map((crumb, i) => (
          <li key={`${crumb.label}-${i}`} aria-current={i === crumbs.length - 1 ? "page" : undefined}>
            {crumb.href && i < crumbs.length - 1 ? <Link discover="none" to={crumb.href}>{crumb.label}</Link> : <span>{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
