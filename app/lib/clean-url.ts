// The URL a reader sees is the route's clean URL. Static hosts answer `/docs/x.html`,
// `/docs/x/index.html` and `/docs/x/` with the page of `/docs/x`; the router and the prerendered
// data know only `/docs/x`. Under a base path, the site's root is `<base>/` with its slash: without
// it the URL is outside the service worker's scope and would not open offline.
import { basePath } from "./base-path";

export function cleanPathname(pathname: string): string {
  const clean = pathname.replace(/\/index\.html$/, "/").replace(/\.html$/, "").replace(/(.)\/+$/, "$1");
  return basePath() && clean === basePath() ? `${clean}/` : clean;
}

/** Shows the clean URL. replaceState never reloads, so this cannot loop. */
export function normaliseUrl(): void {
  const { pathname, search, hash } = window.location;
  const clean = cleanPathname(pathname);
  if (clean !== pathname) window.history.replaceState(window.history.state, "", clean + search + hash);
}

interface RouterLike {
  subscribe(listener: (state: { navigation: { state: string } }) => void): () => void;
}

/**
 * After a client navigation the URL shows the clean URL too: a link may name the page's file
 * (`/docs/x.html`), and links to `/` render as `<base>` (the router's way), without the slash.
 */
export function keepUrlsClean(router: RouterLike): void {
  router.subscribe(({ navigation }) => {
    if (navigation.state === "idle") normaliseUrl();
  });
}
