// Where a page's links lead, as Docusaurus resolves them: doc files from the page's folder, then
// from its version's docs root; `/docs/next/…` into the current version; and which site paths
// belong to parts of a Docusaurus site this build does not render (its blog, src/pages, other docs
// plugin instances, the routes of plugins not run), so that links there are reported as warnings,
// not as broken links.

import fs from "node:fs";
import path from "node:path";
import type { ContentModel } from "../content.server";
import type { LinkResolver } from "../mdx-plugins.server";
import { readSiteConfig } from "../content/site-config.server";

/** The link resolver of a content model: the one every compile of its pages uses. */
export function linkResolver(model: ContentModel): LinkResolver {
  const docsRoots = model.versions.map((version) => version.docs[0] && docsRootOf(version.docs[0].file, version.docs[0].id)).filter((root): root is string => !!root);
  return {
    routeForFile: (target) => model.docsByFile.get(target)?.route,
    isFolderPage: (file) => model.docsByFile.get(file)?.folderPage === true,
    docsRootOf: (file) => docsRoots.find((root) => file.startsWith(root + path.sep)),
    siteDir: model.root,
    aliasRoute: (sitePath) => versionAlias(model, sitePath),
  };
}

/** A version's docs folder, from one of its docs (its file and id). */
function docsRootOf(file: string, id: string): string | undefined {
  let dir = path.dirname(file);
  // The id's folders are the file's, with number prefixes stripped: climb as many.
  for (let depth = id.split("/").length - 1; depth > 0; depth--) dir = path.dirname(dir);
  return dir;
}

/**
 * `/docs/next/x` (Docusaurus's path of the current version when older ones exist) and
 * `/docs/<version name>/x` for a version served elsewhere: the route this build gives it.
 */
export function versionAlias(model: ContentModel, sitePath: string): string | undefined {
  for (const { info } of model.versions) {
    // Another docs plugin instance has no version paths under /docs.
    if (info.instance) continue;
    const names = info.name === "current" ? ["next", "current"] : [info.name];
    for (const name of names) {
      const alias = `/docs/${name}`;
      if (alias === info.path) continue;
      if (sitePath === alias || sitePath.startsWith(`${alias}/`) || sitePath.startsWith(`${alias}#`)) return info.path + sitePath.slice(alias.length);
    }
  }
  return undefined;
}

const PAGE_EXTENSIONS = [".js", ".jsx", ".ts", ".tsx", ".md", ".mdx"];
/** Folders of a Docusaurus site that are not a docs plugin instance's. */
const NOT_DOCS = new Set(["docs", "versioned_docs", "versioned_sidebars", "static", "src", "blog", "node_modules", "i18n", "build", "public", "pages"]);

const instanceFolders = new Map<string, boolean>();

function holdsMarkdown(dir: string): boolean {
  let known = instanceFolders.get(dir);
  if (known === undefined) {
    known = false;
    try {
      const walk = (folder: string, depth: number) => {
        for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
          if (known) return;
          if (entry.isFile() && /\.mdx?$/.test(entry.name)) known = true;
          else if (entry.isDirectory() && depth < 3 && !entry.name.startsWith(".")) walk(path.join(folder, entry.name), depth + 1);
        }
      };
      walk(dir, 0);
    } catch {
      known = false;
    }
    instanceFolders.set(dir, known);
  }
  return known;
}

/**
 * The part of a Docusaurus site a path belongs to when this build does not render it, named for
 * a maintainer: "the blog (blog/)", "a page of src/pages/", "the docs plugin instance in
 * community/", "a route of plugin ./src/plugins/x (a plugin not run here)". Undefined for every other path (a link there that reaches nothing is broken),
 * among them the paths of the docs plugin instances the config declares: those are built.
 */
export function unrenderedPart(model: Pick<ContentModel, "root" | "versions">, sitePath: string): string | undefined {
  const root = model.root;
  const clean = sitePath.replace(/[?#].*$/, "").replace(/\/+$/, "");
  const built = model.versions.some(({ info }) => info.instance && (clean === info.path || clean.startsWith(`${info.path}/`)));
  if (built) return undefined;
  const [first = ""] = clean.split("/").filter(Boolean);
  // The classic preset's blog, from its own folder (near's `path: '../blog'`) at its route.
  const { blog, pluginRoutes, docsInstances } = readSiteConfig(root);
  if (blog && (clean === blog.route || clean.startsWith(`${blog.route}/`)) && fs.existsSync(blog.dir)) return `the blog (${path.relative(root, blog.dir).split(path.sep).join("/") || "."}/)`;
  const pages = path.join(root, "src", "pages");
  if (fs.existsSync(pages)) {
    const rel = clean.slice(1);
    const candidates = rel ? [rel, path.join(rel, "index")] : ["index"];
    if (candidates.some((candidate) => PAGE_EXTENSIONS.some((ext) => fs.existsSync(path.join(pages, candidate + ext))))) return "a page of src/pages/";
  }
  // A plugin the config names for the path (a blog instance writing from news/) before a guess from the folder.
  for (const { plugin, routes } of pluginRoutes) {
    if (routes.some((route) => clean === route || clean.startsWith(`${route}/`))) return `a route of plugin ${plugin} (a plugin not run here)`;
  }
  // A folder of Markdown that no docs plugin of the config builds; one that does (VoltAgent's
  // observability/, built at its routeBasePath) is no part left out: a link to its folder name is broken.
  const instanceDirs = new Set(docsInstances.map(({ docs }) => path.resolve(docs.path)));
  if (first && !NOT_DOCS.has(first) && !first.startsWith(".") && !instanceDirs.has(path.resolve(root, first)) && holdsMarkdown(path.join(root, first))) return `the docs plugin instance in ${first}/`;
  // An instance whose folder is missing is not built (a script of the site's makes it, say).
  for (const { id, docs } of docsInstances) {
    const base = `/${docs.routeBasePath}`;
    if (docs.routeBasePath && (clean === base || clean.startsWith(`${base}/`)) && !fs.existsSync(docs.path)) {
      return `the docs plugin instance "${id}", whose folder ${path.relative(root, docs.path) || "."}/ is missing`;
    }
  }
  return undefined;
}
