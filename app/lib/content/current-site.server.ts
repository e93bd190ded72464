// The site configuration on the server: that of the content this process builds (CONTENT_DIR),
// navbar items resolved to its routes. app/site.config.ts asks here; in the browser bundle this
// module is left out (.server), and the root route's data answers instead.
import { contentRoot, getContentScan } from "../content.server";
import type { SiteStylesheet } from "../styles/site-stylesheet.server";
import { readSiteConfig } from "./site-config.server";
import type { SiteConfig } from "~/site.config";

export function currentSiteConfig(): SiteConfig {
  return getContentScan().model.site;
}

/** The site's own stylesheet (theme.customCss), compiled with the config, and the files it names. */
export function currentSiteStylesheet(): SiteStylesheet | undefined {
  getContentScan();
  return readSiteConfig(contentRoot()).stylesheet;
}

/** The config's themeConfig as data, for pages that read it (useDocusaurusContext). */
export function currentThemeConfig(): Record<string, unknown> {
  getContentScan();
  return readSiteConfig(contentRoot()).themeConfig;
}
