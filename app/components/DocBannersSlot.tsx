// Where a doc's banners go (DocBanners): their code is loaded only for a page that has one (a
// draft, an unlisted page, an older or newer version, a version badge), not by every doc page.
import { lazy, Suspense } from "react";
import type { DocFrame } from "~/lib/content-types";

type BannerData = DocFrame & { draft?: boolean; unlisted?: boolean };

const DocBanners = lazy(() => import("./DocBanners").then((module) => ({ default: module.DocBanners })));

/** Whether a page shows any banner. */
export function hasBanners(data: BannerData): boolean {
  return Boolean(data.draft || data.unlisted || data.versionBanner || data.versionBadge);
}

/** Loads the banners' code ahead of a navigation to a page that shows them (its route's clientLoader). */
export function preloadBanners(data: BannerData): Promise<unknown> | undefined {
  return hasBanners(data) ? import("./DocBanners") : undefined;
}

export function DocBannersSlot({ data }: { data: BannerData }) {
  if (!hasBanners(data)) return null;
  // A hydrating page keeps the server's banners until their code arrives.
  return (
    <Suspense fallback={null}>
      <DocBanners data={data} />
    </Suspense>
  );
}
