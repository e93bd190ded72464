import { Link } from "@remix-run/react";
import type { DocFrame } from "~/lib/content-types";
import { site } from "~/site.config";

/**
 * The notices Docusaurus puts above a doc: a draft (seen in `npm run dev` only), an unlisted page,
 * a version other than the last one (unreleased or unmaintained, linking to the same page in the
 * latest version), and the version's badge. A category's generated index shows the version's too,
 * as in Docusaurus (its tag pages show none).
 */
export function DocBanners({ data }: { data: DocFrame & { draft?: boolean; unlisted?: boolean } }) {
  const banner = data.versionBanner;
  return (
    <>
      {data.draft && (
        <div className="callout callout-warning doc-banner" role="note">
          <p className="doc-banner-title">Draft page</p>
          <p>This page is a draft. It will only be visible in dev and be excluded from the production build.</p>
        </div>
      )}
      {data.unlisted && (
        <div className="callout callout-warning doc-banner" role="note">
          <p className="doc-banner-title">Unlisted page</p>
          <p>This page is unlisted. Search engines will not index it, and only users having a direct link can access it.</p>
        </div>
      )}
      {banner && (
        <div className="callout callout-warning doc-banner doc-version-banner" role="note">
          <p>
            {banner.kind === "unreleased"
              ? `This is unreleased documentation for ${site.title} ${banner.label} version.`
              : `This is documentation for ${site.title} ${banner.label}, which is no longer actively maintained.`}
          </p>
          <p>
            For up-to-date documentation, see the{" "}
            <b>
              <Link discover="none" to={banner.latestHref}>
                latest version
              </Link>
            </b>{" "}
            ({banner.latestLabel}).
          </p>
        </div>
      )}
      {data.versionBadge && <span className="badge doc-version-badge">Version: {data.versionBadge}</span>}
    </>
  );
}
