// Docusaurus's @docusaurus/useBaseUrl (default export) and its useBaseUrlUtils.
import { useRouteLoaderData } from "@remix-run/react";
import { basePath } from "~/lib/base-path";
import { addBaseUrl, type BaseUrlOptions } from "~/lib/theme/base-url";
import type { SiteData } from "~/lib/content-types";
import { site } from "~/site.config";

export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: BaseUrlOptions) => string } {
  // The deployed origin the build was given (SITE_URL), which the root route's data carries.
  const siteUrl = useRouteLoaderData<SiteData>("root")?.siteUrl ?? site.siteUrl;
  const baseUrl = `${basePath()}/`;
  return { withBaseUrl: (url, options) => addBaseUrl(siteUrl, baseUrl, url, options) };
}

export default function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  return useBaseUrlUtils().withBaseUrl(url, options);
}
