// Docusaurus's @docusaurus/router: the react-router 5 API Docusaurus re-exports, which site
// components use to read the URL or move to another page. Answered by this site's router
// (react-router 6, under Remix): `useLocation` as is, `useHistory` and `<Redirect>` in the shape
// react-router 5 gave them, `matchPath` with react-router 5's arguments.
import { createElement } from "react";
import { Navigate, matchPath as matchPattern, useLocation, useNavigate, useParams } from "@remix-run/react";

export { useLocation, useParams };

type To = string | { pathname?: string; search?: string; hash?: string };

/** react-router 5's history object, as far as components use it. */
export interface History {
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  goBack(): void;
  goForward(): void;
  location: ReturnType<typeof useLocation>;
}

export function useHistory(): History {
  const navigate = useNavigate();
  const location = useLocation();
  return {
    push: (to, state) => navigate(to, { state }),
    replace: (to, state) => navigate(to, { replace: true, state }),
    go: (delta) => navigate(delta),
    goBack: () => navigate(-1),
    goForward: () => navigate(1),
    location,
  };
}

/** `<Redirect to="/docs/x" />`: replaces the current entry, as react-router 5's did by default. */
export function Redirect({ to, push = false }: { to: To; push?: boolean }) {
  return createElement(Navigate, { to, replace: !push });
}

/** react-router 5's `matchPath(pathname, { path, exact })`: the match with its params, or null. */
export function matchPath(pathname: string, options: string | { path?: string | string[]; exact?: boolean; strict?: boolean; sensitive?: boolean }) {
  const { path, exact = false, sensitive = false } = typeof options === "string" ? { path: options } : options;
  for (const pattern of ([] as string[]).concat(path ?? [])) {
    const match = matchPattern({ path: pattern, end: exact, caseSensitive: sensitive }, pathname);
    if (match) return { path: pattern, url: match.pathnameBase || "/", isExact: match.pathname === pathname, params: match.params };
  }
  return null;
}
