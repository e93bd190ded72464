// Where a doc page's Markdown lives: its URL plus `.md` (`/docs/x` → `/docs/x.md`). Shared by the
// prerender, which writes the file, and the Copy page button, which fetches it.

export function markdownUrlFor(route: string): string {
  // A doc at the site's root (Docusaurus's docs-only mode) has its Markdown at /index.md.
  return `${route.replace(/\/+$/, "") || "/index"}.md`;
}
