// The site configuration on the server: that of the content this process builds (CONTENT_DIR),
// navbar items resolved to its routes. app/site.config.ts asks here; in the browser bundle this
// module is left out (.server), and the root route's data answers instead.
import { getContentScan } from "../content.server";
import type { SiteConfig } from "~/site.config";

export function currentSiteConfig(): SiteConfig {
  return getContentScan().model.site;
}
