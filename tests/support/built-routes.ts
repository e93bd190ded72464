// The routes of a build, from the HTML files the prerender wrote.
import fs from "node:fs";
import path from "node:path";

/** Every prerendered route of `distDir` (`/`, `/docs/x`, …), without the not-found page. */
export function builtRoutes(distDir: string): string[] {
  const routes: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(distDir, rel), { withFileTypes: true })) {
      const child = path.posix.join(rel, entry.name);
      if (entry.isDirectory()) {
        if (!["build", "_data", "mdx", "img"].includes(child)) walk(child);
      } else if (entry.name.endsWith(".html") && child !== "404.html") {
        routes.push(child === "index.html" ? "/" : `/${child.replace(/\.html$/, "")}`);
      }
    }
  };
  walk("");
  return routes.sort();
}
