// Docusaurus's @docusaurus/useDocusaurusContext, answered from the site's configuration: what pages
// read of it (title, tagline, URL, base URL, locales, customFields, themeConfig). The themeConfig
// comes with the data of the pages that import this module (themeConfigFor in docs-page.server.ts),
// not with every page's frame; on the server (rendering, and checking a page as it compiles, with
// no route data yet) it is read from the config.
import { useMatches, useRouteLoaderData } from "@remix-run/react";
import { basePath } from "~/lib/base-path";
import type { SiteData } from "~/lib/content-types";
import { site } from "~/site.config";
import { currentThemeConfig } from "~/lib/content/current-site.server";

export interface DocusaurusContext {
  siteConfig: { title: string; tagline: string; url: string; baseUrl: string; customFields: Record<string, unknown>; themeConfig: Record<string, unknown> };
  siteMetadata: { docusaurusVersion: string };
  i18n: { defaultLocale: string; currentLocale: string; locales: string[] };
}

const NONE: Record<string, unknown> = {};

export default function useDocusaurusContext(): DocusaurusContext {
  const siteUrl = useRouteLoaderData<SiteData>("root")?.siteUrl ?? site.siteUrl;
  const fromPage = useMatches()
    .map((match) => (match.data as { themeConfig?: Record<string, unknown> } | null | undefined)?.themeConfig)
    .find(Boolean);
  const themeConfig = typeof window === "undefined" ? currentThemeConfig() : fromPage;
  const locales = site.locales.map((locale) => locale.code);
  return {
    siteConfig: { title: site.title, tagline: site.tagline, url: siteUrl, baseUrl: `${basePath()}/`, customFields: site.customFields ?? {}, themeConfig: themeConfig ?? NONE },
    siteMetadata: { docusaurusVersion: "3" },
    i18n: { defaultLocale: locales[0] ?? "en", currentLocale: locales[0] ?? "en", locales },
  };
}
