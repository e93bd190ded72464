// A Docusaurus site's `src/pages/` (its pages plugin): each `.md`/`.mdx` file is a page at the
// route its path names (`src/pages/support.md` → `/support`, `src/pages/help/index.mdx` → `/help`,
// `src/pages/index.md` → `/`), as Docusaurus publishes them; this build renders them as standalone
// pages, except at `/`, which is the engine's home page here (a warning says so). A React page (`.js`, `.jsx`, `.ts`, `.tsx`) is the site's own code written
// against Docusaurus's theme, which cannot run here: each one is named in a warning, never dropped
// in silence (the home page shows the site's title and tagline instead of a React `index`).

import fs from "node:fs";
import path from "node:path";

const MARKDOWN = new Set([".md", ".mdx"]);
const REACT = new Set([".js", ".jsx", ".ts", ".tsx"]);

export interface SrcPages {
  /** Markdown pages: their route and file. */
  markdown: { route: string; file: string }[];
  /** React pages: their route and file (not rendered). */
  react: { route: string; file: string }[];
}

/**
 * The pages under `<root>/src/pages`, as Docusaurus's pages plugin finds them: files and folders
 * starting with `_` and test files are not pages.
 */
export function srcPages(root: string, entries: (dir: string) => fs.Dirent[]): SrcPages {
  const dir = path.join(root, "src", "pages");
  const found: SrcPages = { markdown: [], react: [] };
  if (!fs.existsSync(dir)) return found;
  const walk = (folder: string) => {
    for (const entry of entries(folder).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      if (entry.name.startsWith("_") || entry.name.startsWith(".") || entry.name === "__tests__") continue;
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(file);
        continue;
      }
      const ext = path.extname(entry.name);
      if (/\.(test|spec)\.[jt]sx?$/.test(entry.name) || entry.name.endsWith(".d.ts")) continue;
      const kind = MARKDOWN.has(ext) ? found.markdown : REACT.has(ext) ? found.react : undefined;
      if (!kind) continue;
      const rel = path.relative(dir, file).slice(0, -ext.length).split(path.sep);
      if (rel[rel.length - 1] === "index") rel.pop();
      kind.push({ route: `/${rel.join("/")}`, file });
    }
  };
  walk(dir);
  return found;
}

/**
 * The warning for a React page: what it would have been and what the build does instead. At `/`,
 * `home` says what the home page shows instead: a doc there (docs-only mode), src/pages/index.md,
 * or (neither) the site's title, tagline and the navbar's sections.
 */
export function reactPageWarning(route: string, home?: "doc" | "page"): string {
  const cannot = "which this engine cannot render (it runs Docusaurus's theme code)";
  const instead = home === "doc" ? "the doc whose route is /" : home === "page" ? "the Markdown page at /" : "the site's title, tagline and the navbar's sections";
  return route === "/"
    ? `a React home page, ${cannot}: the home page shows ${instead} instead`
    : `a React page, ${cannot}: ${route} is not published, and links to it are warnings; a .md or .mdx page there would be`;
}
