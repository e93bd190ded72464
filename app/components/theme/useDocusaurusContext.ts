// Docusaurus's @docusaurus/useDocusaurusContext, answered from the site's configuration: what pages
// read of it (title, tagline, URL, base URL, locales, customFields); themeConfig is empty.
import { useRouteLoaderData } from "@remix-run/react";
import { basePath } from "~/lib/base-path";
import type { SiteData } from "~/lib/content-types";
import { site } from "~/site.config";

export interface DocusaurusContext {
  siteConfig: { title: string; tagline: string; url: string; baseUrl: string; customFields: Record<string, unknown>; themeConfig: Record<string, unknown> };
  siteMetadata: { docusaurusVersion: string };
  i18n: { defaultLocale: string; currentLocale: string; locales: string[] };
}

export default function useDocusaurusContext(): DocusaurusContext {
  const siteUrl = useRouteLoaderData<SiteData>("root")?.siteUrl ?? site.siteUrl;
  const locales = site.locales.map((locale) => locale.code);
  return {
    siteConfig: { title: site.title, tagline: site.tagline, url: siteUrl, baseUrl: `${basePath()}/`, customFields: site.customFields ?? {}, themeConfig: {} },
    siteMetadata: { docusaurusVersion: "3" },
    i18n: { defaultLocale: locales[0] ?? "en", currentLocale: locales[0] ?? "en", locales },
  };
}
