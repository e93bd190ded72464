import { SectionLinks } from "./SectionLinks";

export function NotFound() {
  return (
    <main id="main" tabIndex={-1} className="container page-main not-found">
      <h1>Page not found</h1>
      <p>We could not find what you were looking for. The page may have moved, or the link may be mistyped.</p>
      <SectionLinks />
    </main>
  );
}
