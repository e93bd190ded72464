// When a route's code cannot be loaded during client navigation (typically: a redeploy removed
// the old chunk), Remix reloads the *current* page. Remember where the reader was going, and on
// that reload continue to it with a full page load: once, so a broken target cannot loop.

const KEY = "palaver-pending-navigation";
const FRESH_MS = 15_000;

interface RouterLike {
  subscribe(listener: (state: { navigation: { state: string; location?: { pathname: string; search: string; hash: string } } }) => void): () => void;
}

export function continueInterruptedNavigation(): boolean {
  let pending: { to: string; at: number } | undefined;
  try {
    pending = JSON.parse(sessionStorage.getItem(KEY) ?? "null") ?? undefined;
    sessionStorage.removeItem(KEY);
  } catch {
    return false;
  }
  const here = window.location.pathname + window.location.search + window.location.hash;
  if (!pending || Date.now() - pending.at > FRESH_MS || pending.to === here) return false;
  console.warn(`Could not load the code for ${pending.to} (the site may have been updated): opening it with a full page load.`);
  window.location.replace(pending.to);
  return true;
}

export function trackNavigations(router: RouterLike): void {
  router.subscribe(({ navigation }) => {
    try {
      if (navigation.state === "loading" && navigation.location) {
        const { pathname, search, hash } = navigation.location;
        sessionStorage.setItem(KEY, JSON.stringify({ to: pathname + search + hash, at: Date.now() }));
      } else if (navigation.state === "idle") {
        sessionStorage.removeItem(KEY);
      }
    } catch {
      // Without sessionStorage the reader just stays on the reloaded page.
    }
  });
}
