// The content model: reads a Docusaurus-layout content tree (docs/, versioned_docs/, sidebars.json,
// versions.json, _category_ files, authors.yml, pages/) into routes, sidebars and page records.
// Reading is cheap (front matter only); MDX bodies are compiled lazily by mdx.server.ts.
// A problem does not stop the reading: it is recorded and the reader carries on without the bad
// part, so `npm run check` can report every problem of the tree in one run.

import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import GithubSlugger from "github-slugger";
import picomatch from "picomatch";
import { ContentError, throwIfAny } from "./content-error.server";
import { basePath } from "./base-path";
import { searchableText } from "./content/config-text.server";
import { DESCRIPTION_LIMIT, truncate } from "./mdx-excerpt.server";
import { readTextIfPresent } from "./read-text.server";
import { unreadableProblem } from "./unreadable-content.server";
import { reactPageWarning, srcPages } from "./content/src-pages.server";
import { siteThemeFile, swizzledComponents, swizzledWarning } from "./content/swizzled-theme.server";
import { readSiteMdxComponents, replacedWarning } from "./mdx/site-mdx-components.server";
import { engineProvides } from "~/components/theme/provided-components";
import { frontMatterPosition, parseFrontMatter, type DocFrontMatter } from "./front-matter.server";
import type { Author, HomePage, SidebarItem, VersionInfo } from "./content-types";
import { parseHomePage, yamlLine } from "./home-page.server";
import type { SiteConfig } from "~/site.config";
import { readSiteConfig, settleSiteConfig, type DocsOptions } from "./content/site-config.server";
import { instanceSource, versionSources, type VersionSource } from "./content/versions.server";
import { buildSidebar, evaluateSidebarsModule } from "./content/sidebars.server";
import { resolveNavbarItems } from "./content/navbar.server";
import { docsByTag, docTags, kebab, readTagsFile, type DocTag } from "./content/tags.server";
import { withYamlMemo } from "./content/yaml-memo.server";

export interface DocRecord {
  /** Docusaurus doc id: folder path (prefixes stripped) + file id, e.g. `user/account/deletion`. */
  id: string;
  title: string;
  sidebarLabel: string;
  description?: string;
  route: string;
  /** Absolute path of the source file. */
  file: string;
  version: VersionInfo;
  sidebarName?: string;
  frontMatter: DocFrontMatter;
  /** Published but in no sidebar, sitemap or search index (front matter `unlisted`). */
  unlisted: boolean;
  /** Only in `npm run dev` (front matter `draft`): production builds leave it out. */
  draft: boolean;
  tags: DocTag[];
  /**
   * Its route is its folder's (index.md, README.md, <folder>/<folder>.md), which Docusaurus writes
   * with a trailing slash: the page's relative links (`../x`) are resolved from there.
   */
  folderPage?: true;
}

export interface CategoryIndex {
  route: string;
  title: string;
  description?: string;
  /** Its link's `keywords` and `image`: the generated page's meta keywords and social card. */
  keywords?: string[];
  image?: string;
  version: VersionInfo;
  sidebarName: string;
  /** The category itself, as it appears in its sidebar. */
  category: SidebarCategory;
  file: string;
}

type SidebarCategory = Extract<SidebarItem, { type: "category" }>;

export interface VersionModel {
  info: VersionInfo;
  docs: DocRecord[];
  docsById: Map<string, DocRecord>;
  sidebars: Map<string, SidebarItem[]>;
  categoryIndexes: CategoryIndex[];
  /** The version's docs folder (absolute). */
  docsDir: string;
}

export interface StandalonePage {
  route: string;
  title: string;
  description?: string;
  file: string;
  frontMatter: DocFrontMatter;
}

export type RoutedPage =
  | { kind: "doc"; doc: DocRecord }
  | { kind: "category"; index: CategoryIndex }
  /** A version's list of tags, and each tag's list of docs. */
  | { kind: "tags"; version: VersionInfo; tags: { tag: DocTag; docs: DocRecord[] }[] }
  | { kind: "tag"; version: VersionInfo; tag: DocTag; docs: DocRecord[]; unlisted: boolean };

export interface ContentModel {
  root: string;
  versions: VersionModel[];
  /** Every docs route (docs and generated category indexes) of every version. */
  docsRoutes: Map<string, RoutedPage>;
  docsByFile: Map<string, DocRecord>;
  pages: Map<string, StandalonePage>;
  authors: Author[];
  /** The home page's tasks and sections (home.yml); none: the home page shows the navbar's sections. */
  home?: HomePage;
  /** The content tree's own navbar links (navbar.json `sections`), replacing the site's. */
  navbarSections?: { label: string; href: string }[];
  /** The site's configuration, navbar items resolved to this content's routes. */
  site: SiteConfig;
  docsOptions: DocsOptions;
  /** The options of the docs plugin instances beyond the default one, by id. */
  instanceOptions?: Map<string, DocsOptions>;
}

const DOC_EXTENSIONS = new Set([".md", ".mdx"]);
/** Keys Docusaurus's docs plugin accepts that change nothing here (sidebar_key names a translation key). */
const UNSUPPORTED_FRONT_MATTER = ["sidebar_key"];
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s])/;
// Docusaurus leaves a name that opens like a version or a date (`8-0`, `2-1-migration`, `2024-05-notes`)
// whole: digits, one separator, digits again is not an ordering prefix there.
const VERSION_OR_DATE_START = /^\d+[-_.]\d+/;

/** The last answer, by what it was resolved from: pages ask thousands of times a build. */
let resolvedRoot: { dir: string | undefined; cwd: string; root: string } | undefined;

export function contentRoot(): string {
  const dir = process.env.CONTENT_DIR;
  const cwd = process.cwd();
  if (!resolvedRoot || resolvedRoot.dir !== dir || resolvedRoot.cwd !== cwd) resolvedRoot = { dir, cwd, root: path.resolve(dir ?? "content") };
  return resolvedRoot.root;
}

/** What reading a content tree found: the model, every problem in it, and the files read. */
export interface ContentScan {
  model: ContentModel;
  problems: ContentError[];
  /** Every content file read: pages and metadata. */
  files: string[];
  /** Pages whose front matter could not be read at all: compiling their MDX would only repeat that. */
  unreadable: Set<string>;
  /** The text of every page read, by file: the check and the compiles use it instead of reading it again. */
  sources: Map<string, string>;
  /** What is worth knowing but does not stop the build (config options not supported here). */
  warnings: ContentError[];
}

let cached: { root: string; scan: ContentScan } | undefined;

/** The content tree as read, problems included, once per process (a dev rebuild starts a new one). */
export function getContentScan(): ContentScan {
  const root = contentRoot();
  if (!cached || cached.root !== root) cached = { root, scan: scanContent(root) };
  return cached.scan;
}

/**
 * Waits for what the content's config gives only asynchronously (an async config's functions:
 * settleSiteConfig()); a scan made before it is made again. Readers that can wait call it first.
 */
export async function settleContent(): Promise<void> {
  if (await settleSiteConfig(contentRoot())) cached = undefined;
}

/** The model of the content tree; throws its problems, if it has any. */
export function getContentModel(): ContentModel {
  const scan = getContentScan();
  throwIfAny(scan.problems);
  return scan.model;
}

/**
 * The docs options that apply to a page's compile (its remark plugins): those of the docs plugin
 * instance the page belongs to, else the default docs plugin's (Docusaurus sites give their pages
 * plugin the same list).
 */
export function docsOptionsFor(file: string): DocsOptions {
  const { model } = getContentScan();
  const instance = model.docsByFile.get(file)?.version.instance;
  return (instance && model.instanceOptions?.get(instance)) || model.docsOptions;
}

export function loadContentModel(root: string): ContentModel {
  const scan = scanContent(root);
  throwIfAny(scan.problems);
  return scan.model;
}

export function scanContent(root: string): ContentScan {
  const reader = new ContentReader();
  const model = withYamlMemo(root, () => readModel(reader, root));
  return { model, problems: reader.problems, files: [...reader.files], unreadable: reader.unreadable, sources: reader.sources, warnings: reader.warnings };
}

/** The MDX file a route renders: a doc's or a standalone page's; none for category indexes and the rest. */
export function mdxFileOf(model: ContentModel, route: string): string | undefined {
  const routed = model.docsRoutes.get(route);
  return routed?.kind === "doc" ? routed.doc.file : model.pages.get(route)?.file;
}

/** A page's source as this process read the content tree (the model and the pages must agree). */
export function pageSource(file: string): string {
  return getContentScan().sources.get(file) ?? fs.readFileSync(file, "utf8");
}

function readModel(reader: ContentReader, root: string): ContentModel {
  const docsRoutes = new Map<string, RoutedPage>();
  const docsByFile = new Map<string, DocRecord>();
  const config = readSiteConfig(root);
  reader.problems.push(...config.problems);
  reader.warnings.push(...config.warnings);
  if (config.file) reader.files.add(config.file);
  const docsOptions = config.docs;
  // Without the current version (includeCurrentVersion: false) its folder need not exist: Docusaurus
  // builds such a site from versioned_docs/ alone.
  if (docsOptions.includeCurrentVersion && !fs.existsSync(docsOptions.path)) {
    // A config that could not be read is the problem: its docs path (often `../docs`) is unknown.
    if (!config.problems.length) reader.report(root, `content folder has no ${path.relative(root, docsOptions.path) || "docs"}/ folder`);
    return { root, versions: [], docsRoutes, docsByFile, pages: new Map(), authors: [], site: config.site, docsOptions };
  }
  const versions = readVersions(reader, root, docsOptions, config.site.currentVersionLabel);
  const routeOwners = new Map<string, string>();

  const claim = (route: string, file: string) => {
    const owner = routeOwners.get(route);
    if (owner && owner !== file) {
      reader.report(file, `route ${route} is already used by ${path.relative(process.cwd(), owner)}`, slugPosition(file));
      return false;
    }
    routeOwners.set(route, file);
    return true;
  };

  // Other docs plugin instances are docs sections of their own, after the versions (never one of them).
  const instances = config.docsInstances.flatMap(({ id, docs }) => {
    const source = instanceSource(root, id, docs, ({ file, problem }) => reader.warn(file, problem));
    return source ? [{ ...source, options: docs }] : [];
  });
  const models = [...versions.map((version) => ({ ...version, options: docsOptions })), ...instances].map(({ info, docsDir, sidebarsFile, options }) => {
    const model = loadVersion(reader, info, docsDir, sidebarsFile, root, options);
    for (const doc of model.docs) {
      // A doc whose route is taken keeps its file entry: links to it are not what is wrong.
      docsByFile.set(doc.file, doc);
      if (claim(doc.route, doc.file)) docsRoutes.set(doc.route, { kind: "doc", doc });
    }
    for (const index of model.categoryIndexes) {
      if (claim(index.route, index.file)) docsRoutes.set(index.route, { kind: "category", index });
    }
    const tags = docsByTag(model.docs, compareNames);
    // The list is made whenever there are tags, as Docusaurus makes it (a tag page links to it), and shows the listed ones.
    if (tags.length > 0) {
      const listRoute = joinRoute(info.path, "tags");
      if (claim(listRoute, model.docsDir)) docsRoutes.set(listRoute, { kind: "tags", version: info, tags: tags.filter((entry) => !entry.unlisted) });
    }
    for (const { tag, docs, unlisted } of tags) if (claim(tag.route, model.docsDir)) docsRoutes.set(tag.route, { kind: "tag", version: info, tag, docs, unlisted });
    return model;
  });

  const navbarSections = readNavbarSections(reader, root);
  const resolved = resolveNavbarItems(config.site, models, navbarSections, !config.file, (problem: string, snippet: string) =>
    reader.report(config.file ?? root, problem, config.file ? locate(config.file, snippet) : undefined),
  );
  // A doc at `/` (docs-only mode) or a Markdown page there is the home page (app/routes/_index.tsx).
  const pages = readStandalonePages(reader, root, !!config.file, docsRoutes.has("/") ? "doc" : undefined);
  // Docusaurus warns of two pages on one route (onDuplicateRoutes); the doc is kept here.
  for (const [route, page] of pages) {
    if (!docsRoutes.has(route)) continue;
    reader.warn(page.file, `route ${route} is also a docs page's (${path.relative(process.cwd(), routeOwners.get(route) ?? "")}): the docs page is published there, this page is not`);
    pages.delete(route);
  }
  const authors = readAuthors(reader, root);
  checkAuthorKeys(reader, [...docsByFile.values(), ...pages.values()], authors);
  return {
    root,
    versions: models,
    docsRoutes,
    docsByFile,
    pages,
    authors,
    navbarSections,
    home: readHomePage(reader, root),
    site: resolved,
    docsOptions,
    instanceOptions: new Map(config.docsInstances.map(({ id, docs }) => [id, docs])),
  };
}

function readHomePage(reader: ContentReader, root: string): HomePage | undefined {
  const file = existing(path.join(root, "home.yml"));
  const data = file && reader.yaml(file);
  if (!file || data === undefined) return undefined;
  const source = fs.readFileSync(file, "utf8");
  return parseHomePage(data, (problem, at) => reader.report(file, problem, { line: yamlLine(source, at) }));
}

function readNavbarSections(reader: ContentReader, root: string): { label: string; href: string }[] | undefined {
  const file = path.join(root, "navbar.json");
  if (!fs.existsSync(file)) return undefined;
  const data = reader.json(file) as { sections?: unknown } | undefined;
  if (data === undefined) return undefined;
  if (!Array.isArray(data?.sections) || !data.sections.every((s) => typeof s?.href === "string")) {
    reader.report(file, `navbar.json must be { "sections": [{ "label": "…", "href": "/docs/…" }] }`);
    return undefined;
  }
  // Labels are rendered as they are: a wrong one shows the navbar's error message for that item.
  return data.sections;
}

// ---------------------------------------------------------------------------------------------
// Versions

function readVersions(reader: ContentReader, root: string, docs: DocsOptions, currentLabel: string): VersionSource[] {
  const readNames = (file: string): string[] | undefined => {
    const names = reader.json(file);
    if (names === undefined) return undefined;
    if (!Array.isArray(names) || !names.every((name) => typeof name === "string" && /^[\w.-]+$/.test(name))) {
      reader.report(file, "versions.json must be an array of version names (letters, digits, . _ -)");
      return undefined;
    }
    return names as string[];
  };
  return versionSources(root, docs, currentLabel, readNames, ({ file, problem, snippet }) =>
    reader.report(file, problem, snippet && fs.existsSync(file) ? locate(file, snippet) : undefined),
  );
}

// ---------------------------------------------------------------------------------------------
// One version: docs, sidebars, category indexes

interface DocNode {
  kind: "doc";
  doc: DocRecord;
  position?: number;
  name: string;
}

interface CategoryNode {
  kind: "category";
  dir: string;
  /** Folder path relative to the docs root, prefixes stripped. */
  idPath: string;
  meta: CategoryMeta;
  position?: number;
  name: string;
  children: TreeNode[];
  /** An index.md / README.md in the folder becomes the category's own page. */
  indexDoc?: DocRecord;
}

type TreeNode = DocNode | CategoryNode;

interface CategoryMeta {
  label?: string;
  position?: number;
  collapsible?: boolean;
  collapsed?: boolean;
  description?: string;
  link?: { type: "generated-index"; slug?: string; title?: string; description?: string; keywords?: string[]; image?: string } | { type: "doc"; id: string } | null;
  className?: string;
  customProps?: Record<string, unknown>;
  file?: string;
}

function loadVersion(reader: ContentReader, info: VersionInfo, docsDir: string, sidebarsFile: string | false | undefined, root: string, options: DocsOptions): VersionModel {
  const tagsFile = readTagsFile(docsDir, options.tags, (file) => reader.yaml(file), (file, problem) => reader.report(file, problem));
  const excluded = picomatch(options.exclude, { dot: true });
  const included = picomatch(options.include, { dot: true });
  const tree = readTree(reader, docsDir, "", info, { excluded, included }, (doc) => {
    doc.tags = docTags(doc.frontMatter.tags, info.path, tagsFile, (problem) => reader.warn(doc.file, problem, fieldPosition(doc.file, "tags")));
  });
  const docs: DocRecord[] = [];
  const collect = (nodes: TreeNode[]) => {
    for (const node of nodes) {
      if (node.kind === "doc") docs.push(node.doc);
      else {
        if (node.indexDoc) docs.push(node.indexDoc);
        collect(node.children);
      }
    }
  };
  collect(tree);
  const docsById = new Map<string, DocRecord>();
  for (const doc of docs) {
    const other = docsById.get(doc.id);
    if (other) reader.report(doc.file, `doc id "${doc.id}" is already used by ${path.relative(process.cwd(), other.file)}`, fieldPosition(doc.file, "id"));
    else docsById.set(doc.id, doc);
  }
  for (const doc of docs) {
    for (const field of ["pagination_prev", "pagination_next"] as const) {
      const id = doc.frontMatter[field];
      if (typeof id === "string" && !docsById.has(id)) reader.report(doc.file, `${field} names unknown doc id "${id}"`, fieldPosition(doc.file, field));
    }
  }

  const sidebars = new Map<string, SidebarItem[]>();
  const categoryIndexes: CategoryIndex[] = [];
  const sidebarSpecs = readSidebarSpecs(reader, sidebarsFile);
  const defaults = { collapsed: options.sidebarCollapsed, collapsible: options.sidebarCollapsible };
  // A generated index without a slug of its own is at /category/<its label's slug>, never under its
  // parents' (ory's sidebars link to such pages by that URL); a label met again in the version, in
  // any of its sidebars, gets -1, -2… as Docusaurus names them.
  const categorySlugger = new GithubSlugger();
  const defaultCategorySlug = (label: string) => `/category/${categorySlugger.slug(label)}`;
  for (const [sidebarName, spec] of Object.entries(sidebarSpecs)) {
    const items = buildSidebar(spec, {
      sidebarName,
      defaults,
      docById: (id) => {
        const doc = docsById.get(id);
        return doc && { id: doc.id, route: doc.route, sidebarLabel: doc.sidebarLabel, className: stringField(doc, "sidebar_class_name"), customProps: dictField(doc, "sidebar_custom_props"), unlisted: doc.unlisted };
      },
      claim: (id) => {
        const doc = docsById.get(id)!;
        doc.sidebarName ??= sidebarName;
      },
      autogenerated: (dirName) => {
        const nodes = dirName === "." || dirName === "" ? tree : findDir(tree, dirName);
        return nodes && toSidebar(nodes, { reader, sidebarName, info, docsById, categoryIndexes, defaults, defaultCategorySlug });
      },
      generatedIndex: (category, link) => {
        const slug = typeof link.slug === "string" ? link.slug : defaultCategorySlug(category.label);
        const route = joinRoute(info.path, slug);
        categoryIndexes.push({
          route,
          title: typeof link.title === "string" ? link.title : category.label,
          description: typeof link.description === "string" ? link.description : category.description,
          ...generatedIndexMeta(link),
          version: info,
          sidebarName,
          category,
          file: sidebarsFile || root,
        });
        return route;
      },
      report: (problem, snippet) =>
        reader.report(sidebarsFile || root, problem, sidebarsFile ? locateItem(sidebarsFile, sidebarName, snippet) : undefined),
      warn: (problem, snippet) => reader.warn(sidebarsFile || root, problem, sidebarsFile ? locateItem(sidebarsFile, sidebarName, snippet) : undefined),
    });
    sidebars.set(sidebarName, items);
  }
  // Docs a sidebar does not list still belong to one when their front matter says which.
  for (const doc of docs) {
    const displayed = doc.frontMatter.displayed_sidebar;
    if (displayed === null) doc.sidebarName = undefined;
    else if (typeof displayed === "string") {
      if (sidebars.has(displayed)) doc.sidebarName = displayed;
      else reader.report(doc.file, `displayed_sidebar names unknown sidebar "${displayed}"`, fieldPosition(doc.file, "displayed_sidebar"));
    }
  }
  return { info, docs, docsById, sidebars, categoryIndexes, docsDir };
}

function stringField(doc: DocRecord, field: string): string | undefined {
  const value = doc.frontMatter[field];
  return typeof value === "string" ? value : undefined;
}

function dictField(doc: DocRecord, field: string): Record<string, unknown> | undefined {
  const value = doc.frontMatter[field];
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

const DEFAULT_SIDEBARS: Record<string, unknown> = { docsSidebar: [{ type: "autogenerated", dirName: "." }] };

/** The sidebars of a version: its sidebars file's, one generated sidebar without a file, none for `false`. */
function readSidebarSpecs(reader: ContentReader, file: string | false | undefined): Record<string, unknown> {
  if (file === false) return {};
  if (!file) return DEFAULT_SIDEBARS;
  if (!fs.existsSync(file)) {
    reader.report(file, "the sidebars file named by the docs option sidebarPath does not exist");
    return {};
  }
  if (file.endsWith(".json")) {
    const specs = reader.json(file);
    if (specs === undefined) return {};
    if (typeof specs !== "object" || specs === null || Array.isArray(specs)) {
      reader.report(file, "a sidebars file must map sidebar ids to their items");
      return {};
    }
    return specs as Record<string, unknown>;
  }
  reader.files.add(file);
  const content = evaluateSidebarsModule(file);
  if ("problem" in content) {
    reader.report(content.file ?? file, content.problem, content.line ? { line: content.line, column: content.column } : undefined);
    return {};
  }
  // A stand-in lists nothing, so items computed from the package (a plugin's rules, a glob of
  // files) are missing from the sidebar: said once, since the sidebar is still usable.
  if (content.missingPackages.length) {
    reader.warn(
      file,
      `packages not installed in the site's node_modules, stood in for while reading the sidebars: ${content.missingPackages.join(", ")} (the items computed from them are missing; run npm install in the site folder to use them)`,
    );
  }
  return content.specs;
}

/**
 * The items of an autogenerated folder: its docs and subfolders. The folder's own page (its
 * index.md, README.md or <folder>.md) is one of its docs here, as Docusaurus lists every doc in the
 * folder it generates from: the category-page convention holds for the folders under it.
 */
function findDir(nodes: TreeNode[], dirName: string): TreeNode[] | undefined {
  const [head, ...rest] = dirName.split("/").filter(Boolean);
  const match = nodes.find((node) => node.kind === "category" && (node.name === head || stripPrefix(node.name) === head));
  if (!match || match.kind !== "category") return undefined;
  if (rest.length) return findDir(match.children, rest.join("/"));
  if (!match.indexDoc) return match.children;
  const name = path.basename(match.indexDoc.file, path.extname(match.indexDoc.file));
  const own: DocNode = { kind: "doc", doc: match.indexDoc, name, position: match.indexDoc.frontMatter.sidebar_position ?? prefixNumber(name) };
  // In file-name order among the others, then by position, as readTree orders a folder.
  return byPosition([own, ...match.children].sort((a, b) => compareNames(a.name, b.name)));
}

/** Which files under a docs folder are docs: Docusaurus's include globs, less its exclude globs. */
interface DocFileGlobs {
  excluded: (rel: string) => boolean;
  included: (rel: string) => boolean;
}

function readTree(reader: ContentReader, docsDir: string, relDir: string, info: VersionInfo, globs: DocFileGlobs, onDoc: (doc: DocRecord) => void): TreeNode[] {
  const { excluded, included } = globs;
  const dir = path.join(docsDir, relDir);
  const entries = reader.entries(dir).sort((a, b) => compareNames(a.name, b.name));
  const nodes: TreeNode[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith(".") || entry.name.startsWith("_")) continue;
    const rel = relDir ? `${relDir}/${entry.name}` : entry.name;
    // The docs option exclude (Docusaurus's globs, relative to the docs folder).
    if (excluded(rel) || (entry.isDirectory() && excluded(`${rel}/`))) continue;
    if (entry.isDirectory()) {
      const meta = readCategoryMeta(reader, path.join(docsDir, rel));
      const children = readTree(reader, docsDir, rel, info, globs, onDoc);
      const indexAt = children.findIndex((node) => node.kind === "doc" && isCategoryIndexName(node.name, entry.name));
      const indexDoc = indexAt >= 0 ? (children.splice(indexAt, 1)[0] as DocNode).doc : undefined;
      // Docusaurus's categories come from its docs' folders: a folder holding no doc (none there,
      // or none its include globs take, such as node_modules) is no category.
      if (!children.length && !indexDoc) continue;
      nodes.push({
        kind: "category",
        dir: path.join(docsDir, rel),
        idPath: stripPath(rel),
        meta,
        // Its own page's sidebar_position when its _category_ file gives none, as Docusaurus orders it.
        position: meta.position ?? indexDoc?.frontMatter.sidebar_position ?? prefixNumber(entry.name),
        name: entry.name,
        children,
        indexDoc,
      });
    } else if (DOC_EXTENSIONS.has(path.extname(entry.name)) && included(rel)) {
      const doc = readDoc(reader, path.join(docsDir, rel), rel, info);
      // Docusaurus builds drafts in development only.
      if (doc.draft && process.env.NODE_ENV === "production") continue;
      onDoc(doc);
      const base = path.basename(entry.name, path.extname(entry.name));
      nodes.push({ kind: "doc", doc, name: base, position: doc.frontMatter.sidebar_position ?? prefixNumber(base) });
    }
  }
  return byPosition(nodes);
}

/** Positioned items first, in position order; the rest keep file-name order. */
function byPosition(nodes: TreeNode[]): TreeNode[] {
  return nodes
    .map((node, order) => ({ node, order }))
    .sort((a, b) => (a.node.position ?? Infinity) - (b.node.position ?? Infinity) || a.order - b.order)
    .map(({ node }) => node);
}

function readDoc(reader: ContentReader, file: string, rel: string, info: VersionInfo): DocRecord {
  const { data, body } = reader.frontMatter(file);
  // Docusaurus's docs front matter this engine does not act on: said once per page, never ignored quietly.
  for (const field of UNSUPPORTED_FRONT_MATTER) {
    if (data[field] !== undefined) reader.warn(file, `front matter "${field}" is not supported here and has no effect`, fieldPosition(file, field));
  }
  const parsePrefixes = data.parse_number_prefixes !== false;
  const dirParts = path.dirname(rel) === "." ? [] : stripPath(path.dirname(rel)).split("/");
  const fileBase = path.basename(rel, path.extname(rel));
  const base = parsePrefixes ? stripPrefix(fileBase) : fileBase;
  let fileId = data.id ?? base;
  if (fileId.includes("/")) {
    reader.report(file, `front matter id "${fileId}" must not contain "/"`, fieldPosition(file, "id") ?? { line: 1 });
    fileId = base;
  }
  const id = [...dirParts, fileId].join("/");

  let route: string;
  let folderPage = false;
  if (data.slug !== undefined) {
    // Docusaurus: an absolute slug from the version's root, a relative one (`x`, `./x`, `../x`) from the doc's folder.
    const slug = data.slug.trim();
    if (!slug.startsWith("/") && climbsAbove(dirParts.length, slug)) {
      reader.report(file, `invalid front matter: "slug" ${slug} climbs above the docs folder: write it from the docs' root (/…) or with fewer ".."`, fieldPosition(file, "slug"));
    }
    route = joinRoute(info.path, slug.startsWith("/") ? slug : path.posix.join("/", ...dirParts, slug));
  } else if (isCategoryIndexName(fileBase, path.basename(path.dirname(rel)))) {
    route = joinRoute(info.path, dirParts.join("/"));
    folderPage = true;
  } else {
    route = joinRoute(info.path, [...dirParts, fileId].join("/"));
  }

  const title = data.title ?? firstHeading(body) ?? fileId;
  return {
    id,
    title,
    sidebarLabel: data.sidebar_label ?? title,
    description: data.description ?? firstParagraph(body),
    route,
    file,
    version: info,
    frontMatter: data,
    unlisted: data.unlisted === true,
    draft: data.draft === true,
    tags: [],
    ...(folderPage ? { folderPage: true as const } : {}),
  };
}

function readCategoryMeta(reader: ContentReader, dir: string): CategoryMeta {
  const file = ["_category_.json", "_category_.yml", "_category_.yaml"].map((name) => path.join(dir, name)).find((f) => fs.existsSync(f));
  if (!file) return {};
  const meta = file.endsWith(".json") ? reader.json(file) : reader.yaml(file);
  if (meta === undefined) return { file };
  if (typeof meta !== "object" || meta === null || Array.isArray(meta)) {
    reader.report(file, "category metadata must be a map of fields");
    return { file };
  }
  const m = { ...(meta as CategoryMeta), file };
  const link = m.link as { type?: string; id?: unknown } | null | undefined;
  if (link && link.type !== "generated-index" && !(link.type === "doc" && typeof link.id === "string")) {
    reader.report(file, `category link must be {type: "generated-index"} or {type: "doc", id: "…"}`, keyPosition(file, "link"));
    delete m.link;
  }
  const slug = m.link?.type === "generated-index" ? m.link.slug : undefined;
  if (typeof slug === "string" && slug.split("/").some((segment) => segment === ".." || segment === ".")) {
    reader.report(file, `category link slug "${slug}" must be a path without "." or ".." segments`, keyPosition(file, "slug"));
    delete m.link;
  }
  if (m.label !== undefined && typeof m.label !== "string") {
    reader.report(file, `"label" must be a string`, keyPosition(file, "label"));
    delete m.label;
  }
  return m;
}

interface SidebarContext {
  reader: ContentReader;
  sidebarName: string;
  info: VersionInfo;
  docsById: Map<string, DocRecord>;
  categoryIndexes: CategoryIndex[];
  defaults: { collapsed: boolean; collapsible: boolean };
  /** The route slug of a generated index without one of its own (one slugger per version). */
  defaultCategorySlug: (label: string) => string;
}

function docLink(doc: DocRecord): SidebarItem {
  const className = stringField(doc, "sidebar_class_name");
  const customProps = dictField(doc, "sidebar_custom_props");
  return { type: "link", label: doc.sidebarLabel, href: doc.route, docId: doc.id, ...(className ? { className } : {}), ...(customProps ? { customProps } : {}) };
}

function toSidebar(nodes: TreeNode[], ctx: SidebarContext): SidebarItem[] {
  return nodes
    .map((node): SidebarItem | undefined => {
      if (node.kind === "doc") {
        node.doc.sidebarName ??= ctx.sidebarName;
        return docLink(node.doc);
      }
      return categoryFor(node, ctx);
    })
    .filter((item): item is SidebarItem => item !== undefined && !(item.type === "link" && item.docId && ctx.docsById.get(item.docId)?.unlisted));
}

/**
 * A folder's category. One left with no items (its only doc is its own page, the rest drafts or
 * unlisted) is drawn as the link to its page, and left out when that page would be a generated
 * index of nothing, as Docusaurus's sidebar post-processing does.
 */
/** A generated index's `keywords` (a list of strings) and `image` (a path), as its link gives them. */
function generatedIndexMeta(link: { keywords?: unknown; image?: unknown }): Pick<CategoryIndex, "keywords" | "image"> {
  const keywords = Array.isArray(link.keywords) ? link.keywords.filter((word): word is string => typeof word === "string") : [];
  return { ...(keywords.length ? { keywords } : {}), ...(typeof link.image === "string" && link.image ? { image: link.image } : {}) };
}

function categoryFor(node: CategoryNode, ctx: SidebarContext): SidebarItem | undefined {
  const label = node.meta.label ?? node.indexDoc?.sidebarLabel ?? stripPrefix(node.name);
  const indexDoc = node.indexDoc;
  const className = typeof node.meta.className === "string" ? node.meta.className : indexDoc && stringField(indexDoc, "sidebar_class_name");
  const customProps = node.meta.customProps && typeof node.meta.customProps === "object" ? node.meta.customProps : indexDoc && dictField(indexDoc, "sidebar_custom_props");
  const collapsible = node.meta.collapsible ?? ctx.defaults.collapsible;
  const category: SidebarCategory = {
    type: "category",
    label,
    collapsible,
    // A category that cannot be collapsed is open.
    collapsed: collapsible ? (node.meta.collapsed ?? ctx.defaults.collapsed) : false,
    items: toSidebar(node.children, ctx),
    ...(className ? { className } : {}),
    ...(customProps ? { customProps } : {}),
    ...(node.meta.description ? { description: node.meta.description } : {}),
  };
  const link = node.meta.link;
  if (!category.items.length && link?.type === "generated-index") return undefined;
  let linkedDoc: DocRecord | undefined;
  if (link?.type === "doc") {
    const doc = ctx.docsById.get(link.id) ?? ctx.docsById.get(`${node.idPath}/${link.id}`);
    const file = node.meta.file ?? node.dir;
    if (doc) {
      category.href = doc.route;
      linkedDoc = doc;
      doc.sidebarName ??= ctx.sidebarName;
    } else ctx.reader.report(file, `category link names doc id "${link.id}", which does not exist`, locate(file, JSON.stringify(link.id), link.id));
  } else if (link?.type === "generated-index") {
    const slug = link.slug ?? ctx.defaultCategorySlug(label);
    category.href = joinRoute(ctx.info.path, slug);
    ctx.categoryIndexes.push({
      route: category.href,
      title: link.title ?? label,
      description: link.description ?? node.meta.description,
      ...generatedIndexMeta(link),
      version: ctx.info,
      sidebarName: ctx.sidebarName,
      category,
      file: node.meta.file ?? node.dir,
    });
  } else if (indexDoc) {
    category.href = indexDoc.route;
    linkedDoc = indexDoc;
  }
  if (indexDoc) indexDoc.sidebarName ??= ctx.sidebarName;
  if (!category.items.length) {
    if (!category.href) return undefined;
    return { type: "link", label, href: category.href, ...(linkedDoc ? { docId: linkedDoc.id } : {}), ...(className ? { className } : {}), ...(customProps ? { customProps } : {}) };
  }
  return category;
}

// ---------------------------------------------------------------------------------------------
// Standalone pages and authors

/** `rootDoc`: a doc's route is `/`, so a page there is not the home page. */
function readStandalonePages(reader: ContentReader, root: string, docusaurusSite: boolean, rootDoc?: "doc"): Map<string, StandalonePage> {
  const dir = path.join(root, "pages");
  const pages = new Map<string, StandalonePage>();
  const files: { file: string; route?: string }[] = [];
  if (fs.existsSync(dir)) {
    for (const name of reader.entries(dir).map((entry) => entry.name).sort()) {
      if (DOC_EXTENSIONS.has(path.extname(name)) && !name.startsWith("_")) files.push({ file: path.join(dir, name) });
    }
  }
  // A Docusaurus site's src/pages: its Markdown pages are published, its React pages named in a warning.
  if (docusaurusSite) {
    const src = srcPages(root, (folder) => reader.entries(folder));
    files.push(...src.markdown);
    const home = rootDoc ?? (src.markdown.some((page) => page.route === "/") ? "page" : undefined);
    for (const page of src.react) reader.warn(page.file, reactPageWarning(page.route, home));
    // The components a site's MDXComponents adds are given to pages; what it replaces is named.
    const mdxComponents = readSiteMdxComponents(siteThemeFile(root, "MDXComponents"), root, engineProvides);
    const unreadable = mdxComponents?.unreadable;
    if (unreadable) reader.warn(mdxComponents.file, `could not be read (${unreadable.problem}): pages do not get the components it adds`, unreadable.line ? { line: unreadable.line, column: unreadable.column ?? 1 } : undefined);
    else if (mdxComponents?.replaced.length) reader.warn(mdxComponents.file, replacedWarning(mdxComponents));
    const swizzled = swizzledComponents(root, (folder) => reader.entries(folder)).filter((name) => name !== "MDXComponents" || !mdxComponents);
    if (swizzled.length) reader.warn(path.join(root, "src", "theme"), swizzledWarning(swizzled));
  }
  for (const { file, route: pathRoute } of files) {
    const { data, body } = reader.frontMatter(file);
    const base = path.basename(file, path.extname(file));
    const route = data.slug ? joinRoute("/", data.slug) : pathRoute ?? `/${base}`;
    const owner = pages.get(route);
    if (owner) {
      reader.report(file, `route ${route} is already used by ${path.relative(process.cwd(), owner.file)}`, slugPosition(file));
      continue;
    }
    pages.set(route, { route, title: data.title ?? firstHeading(body) ?? base, description: data.description ?? firstParagraph(body), file, frontMatter: data });
  }
  return pages;
}

/**
 * The authors: the content's own `authors.yml`, each with a page, or a Docusaurus blog's
 * `blog/authors.yml`, whose authors have a page when their entry asks for one (`page: true`, or
 * `page: { permalink }` naming its URL), as Docusaurus 3.5 publishes author pages; the others are
 * read for bylines only.
 */
function readAuthors(reader: ContentReader, root: string): Author[] {
  // The blog's from its own folder (the classic preset's blog `path`), as Docusaurus reads it.
  const { blog } = readSiteConfig(root);
  const blogAuthors = path.join(blog ? blog.dir : path.join(root, "blog"), "authors.yml");
  const file = [path.join(root, "authors.yml"), path.join(root, "authors.yaml"), blogAuthors].find((f) => fs.existsSync(f));
  if (!file) return [];
  const pagesOptIn = file === blogAuthors;
  const data = reader.yaml(file);
  if (data === undefined) return [];
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    reader.report(file, "authors file must map author keys to authors");
    return [];
  }
  const authors: Author[] = [];
  for (const [key, value] of Object.entries(data as Record<string, Record<string, unknown>>)) {
    // Docusaurus asks for a name or a picture.
    if (typeof value?.name !== "string" && typeof value?.image_url !== "string") {
      reader.report(file, `author "${key}" needs a name`, locate(file, `${key}:`, `"${key}":`));
      continue;
    }
    // Docusaurus takes any key ("Eli White", MillerSvt); the page's URL uses a URL-safe form of it.
    const pageOption = value.page && typeof value.page === "object" ? (value.page as { permalink?: unknown }) : undefined;
    const permalink = typeof pageOption?.permalink === "string" ? pageOption.permalink.replace(/^\/+|\/+$/g, "") : "";
    const slug = kebab(permalink || key);
    const page = !pagesOptIn || value.page === true || pageOption !== undefined;
    const owner = authors.find((author) => author.slug === slug);
    if (owner) {
      reader.report(file, `authors "${owner.key}" and "${key}" would share the page /blog/authors/${slug}: rename one`, locate(file, `${key}:`, `"${key}":`));
      continue;
    }
    const socials = Object.entries((value.socials as Record<string, string> | undefined) ?? {}).map(([network, handle]) => ({
      network,
      url: socialUrl(network, String(handle)),
    }));
    authors.push({
      key,
      slug,
      ...(typeof value.email === "string" ? { email: value.email } : {}),
      name: typeof value.name === "string" ? value.name : key,
      title: value.title as string | undefined,
      imageUrl: value.image_url as string | undefined,
      url: value.url as string | undefined,
      bio: value.bio as string | undefined,
      socials,
      ...(page ? {} : { page: false as const }),
    });
  }
  return authors;
}

/** Every key in a page's front matter `authors` must name an author of authors.yml. */
function checkAuthorKeys(reader: ContentReader, records: { file: string; frontMatter: DocFrontMatter }[], authors: Author[]) {
  const known = new Set(authors.map((author) => author.key));
  for (const { file, frontMatter } of records) {
    for (const key of authorKeysOf(frontMatter)) {
      if (known.has(key)) continue;
      const listed = known.size ? `authors.yml has ${[...known].join(", ")}` : "there is no authors.yml";
      reader.report(file, `unknown author "${key}" in front matter "authors": ${listed}`, frontMatterPosition(reader.sources.get(file) ?? "", "authors") ?? { line: 1 });
    }
  }
}

/** A page's front matter `authors`, always as a list. */
export function authorKeysOf(frontMatter: DocFrontMatter): string[] {
  const { authors } = frontMatter;
  return authors === undefined ? [] : typeof authors === "string" ? [authors] : authors;
}

function socialUrl(network: string, handle: string): string {
  if (/^https?:\/\//.test(handle)) return handle;
  switch (network) {
    case "github":
      return `https://github.com/${handle}`;
    case "x":
    case "twitter":
      return `https://x.com/${handle}`;
    case "linkedin":
      return `https://www.linkedin.com/in/${handle}/`;
    case "stackoverflow":
      return `https://stackoverflow.com/users/${handle}`;
    case "bluesky":
      return `https://bsky.app/profile/${handle}`;
    case "instagram":
      return `https://www.instagram.com/${handle}`;
    case "threads":
      return `https://www.threads.net/@${handle}`;
    case "twitch":
      return `https://twitch.tv/${handle}`;
    case "youtube":
      return `https://youtube.com/@${handle}`;
    case "mastodon": {
      const [user, host] = handle.replace(/^@/, "").split("@");
      return host ? `https://${host}/@${user}` : `https://mastodon.social/@${user}`;
    }
    default:
      return handle;
  }
}

// ---------------------------------------------------------------------------------------------
// Small helpers

function existing(file: string): string | undefined {
  return fs.existsSync(file) ? file : undefined;
}

type Position = { line: number; column?: number };

/** Reads content files, recording each problem instead of stopping at it. */
class ContentReader {
  readonly problems: ContentError[] = [];
  readonly warnings: ContentError[] = [];
  readonly files = new Set<string>();
  readonly unreadable = new Set<string>();
  readonly sources = new Map<string, string>();

  report(file: string, problem: string, position?: Position) {
    this.problems.push(new ContentError(file, problem, position));
  }

  warn(file: string, problem: string, position?: Position) {
    this.warnings.push(new ContentError(file, problem, position));
  }

  /** The file's text; "" once a failure to read it is reported (and the file marked unreadable). */
  read(file: string): string {
    this.files.add(file);
    try {
      return fs.readFileSync(file, "utf8");
    } catch (error) {
      const problem = unreadableProblem(error);
      if (!problem) throw error;
      this.report(file, problem);
      this.unreadable.add(file);
      return "";
    }
  }

  /** A folder's entries; none once a failure to read it is reported. */
  entries(dir: string): fs.Dirent[] {
    try {
      return fs.readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      const problem = unreadableProblem(error);
      if (!problem) throw error;
      this.report(dir, problem);
      return [];
    }
  }

  /** The file's data, or undefined once its syntax error is reported. */
  json(file: string): unknown {
    const text = this.read(file);
    if (this.unreadable.has(file)) return undefined;
    try {
      return JSON.parse(text);
    } catch (error) {
      // "… in JSON at position 23 (line 3 column 1)": the position goes up front, where editors look.
      const [reason, offset] = (error as Error).message.split(/ in JSON at position (\d+)/);
      this.report(file, `invalid JSON: ${reason}`, offset ? positionAt(text, Number(offset)) : undefined);
      return undefined;
    }
  }

  /** The file's data, or undefined once its syntax error is reported. */
  yaml(file: string): unknown {
    try {
      const text = this.read(file);
      return this.unreadable.has(file) ? undefined : yaml.load(text, { schema: yaml.JSON_SCHEMA });
    } catch (error) {
      const mark = (error as { mark?: { line: number; column: number } }).mark;
      this.report(file, `invalid YAML: ${(error as { reason?: string }).reason ?? String(error)}`, mark && { line: mark.line + 1, column: mark.column + 1 });
      return undefined;
    }
  }

  frontMatter(file: string): { data: DocFrontMatter; body: string } {
    const text = this.read(file);
    this.sources.set(file, text);
    const { data, body, problems, parsed } = parseFrontMatter(text, file);
    this.problems.push(...problems);
    if (!parsed) this.unreadable.add(file);
    return { data, body };
  }
}

function positionAt(text: string, offset: number): Position {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/**
 * Where the site names `target` (a site path), a link of its frame: the config (navbar, footer,
 * announcement bar) or a sidebars file (a `link` item, `sidebar: true`), at the line where it is
 * written out, with the base URL or without; else the config, with a line where some text of it
 * holds the path (a link built in code has none).
 */
export function frameLinkSource(target: string): { file: string; line?: number; column?: number; sidebar: boolean } | undefined {
  const root = contentRoot();
  const { file: config, docs, docsInstances } = readSiteConfig(root);
  // Last, as a navbar's `to: 'blog'` writes it: without its slash (the config's items are read from the site's root).
  const forms = [target, target.replace(/\/$/, ""), ...(basePath() ? [`${basePath()}${target}`] : []), target.replace(/^\//, "")];
  const writtenIn = (file: string): Position | undefined => {
    const read = readTextIfPresent(file);
    if (read === undefined) return undefined;
    const text = searchableText(file, read);
    // The frame is the config's themeConfig: the same path as a redirect's `to` elsewhere in it is not the link.
    const frameStart = Math.max(0, text.search(/\bthemeConfig\b/));
    for (const from of frameStart ? [frameStart, 0] : [0]) {
      for (const form of forms) {
        for (const quote of [`"`, `'`, "`"]) {
          const at = text.indexOf(`${quote}${form}${quote}`, from);
          if (at >= 0) return positionAt(text, at);
        }
      }
    }
    return undefined;
  };
  const configAt = config ? writtenIn(config) : undefined;
  if (config && configAt) return { file: config, ...configAt, sidebar: false };
  for (const file of sidebarsFiles(root, [docs, ...docsInstances.map((instance) => instance.docs)])) {
    const at = writtenIn(file);
    if (at) return { file, ...at, sidebar: true };
  }
  return config ? { file: config, ...locate(config, target, target.replace(/\/$/, "")), sidebar: false } : undefined;
}

/** The sidebars files of the docs: each docs plugin's own, and its versions' (versioned_sidebars/). */
function sidebarsFiles(root: string, docsOptions: DocsOptions[]): string[] {
  const files = docsOptions.flatMap((docs) => (typeof docs.sidebarPath === "string" ? [docs.sidebarPath] : []));
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || !/(^|_)versioned_sidebars$/.test(entry.name)) continue;
    for (const name of fs.readdirSync(path.join(root, entry.name))) if (name.endsWith(".json")) files.push(path.join(root, entry.name, name));
  }
  return files;
}


/**
 * Where one of `snippets` first appears in `file`: the position of a problem found after the
 * file was parsed (an unknown id in sidebars.json). Only read again when there is a problem.
 */
function locate(file: string, ...snippets: string[]): Position | undefined {
  if (!fs.statSync(file).isFile()) return undefined;
  const text = searchableText(file, fs.readFileSync(file, "utf8"));
  for (const snippet of snippets) {
    const at = literalIndex(text, snippet);
    if (at >= 0) return positionAt(text, at);
  }
  return undefined;
}

/**
 * Where `snippet` is written as a string literal of its own (in any of JavaScript's quotes), else
 * as a whole word, else anywhere: the doc id `text` of a sidebars.ts is not the "text" inside
 * 'handling-text-input' written lines before it.
 */
function literalIndex(text: string, snippet: string): number {
  for (const quote of [`"`, `'`, "`"]) {
    const at = text.indexOf(`${quote}${snippet}${quote}`);
    if (at >= 0) return at;
  }
  const word = new RegExp(`(?<![\\w./-])${escapeRegExp(snippet)}(?![\\w./-])`).exec(text);
  return word ? word.index : text.indexOf(snippet);
}

/**
 * Where a sidebar's item is written: the first `"snippet"` (else `snippet`) after the sidebar's
 * own key that is not itself a key, so that an unknown doc id `api` in the sidebar `api` is placed
 * at the item, not at the sidebar's name.
 */
function locateItem(file: string, sidebarName: string, snippet: string): Position | undefined {
  if (!fs.statSync(file).isFile()) return undefined;
  const text = searchableText(file, fs.readFileSync(file, "utf8"));
  const sidebarKey = new RegExp(`["']?${escapeRegExp(sidebarName)}["']?\\s*:`).exec(text);
  const from = sidebarKey ? sidebarKey.index + sidebarKey[0].length : 0;
  for (const written of [JSON.stringify(snippet), `'${snippet}'`, snippet]) {
    const value = new RegExp(`${escapeRegExp(written)}(?!\\s*:)`, "g");
    value.lastIndex = from;
    const found = value.exec(text);
    if (found) return positionAt(text, found.index);
  }
  return locate(file, JSON.stringify(snippet), snippet);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A key in a JSON or YAML metadata file. */
function keyPosition(file: string, key: string): Position | undefined {
  return locate(file, `"${key}"`, `${key}:`);
}

/** A front matter field of a page. */
function fieldPosition(file: string, field: string): Position | undefined {
  return frontMatterPosition(fs.readFileSync(file, "utf8"), field);
}

/** Where a route claimed twice comes from: the page's `slug` (or a category's), when it sets one. */
function slugPosition(file: string): Position | undefined {
  return DOC_EXTENSIONS.has(path.extname(file)) ? fieldPosition(file, "slug") : keyPosition(file, "slug");
}

export function stripPrefix(name: string): string {
  return VERSION_OR_DATE_START.test(name) ? name : name.replace(NUMBER_PREFIX, "");
}

function stripPath(rel: string): string {
  return rel.split("/").map(stripPrefix).join("/");
}

function prefixNumber(name: string): number | undefined {
  const match = VERSION_OR_DATE_START.test(name) ? null : NUMBER_PREFIX.exec(name);
  return match ? Number(match[1]) : undefined;
}

function isIndexName(base: string): boolean {
  return /^(index|readme)$/i.test(base);
}

/**
 * Docusaurus's category index conventions: `index`, `README`, or the folder's own name
 * (`guides/guides.md`), compared as the files are named, number prefixes and all, in any case:
 * `02-guides/02-guides.md` is its folder's page, `guides/1-guides.md` (TypeORM's) a doc of it.
 */
function isCategoryIndexName(base: string, folder: string): boolean {
  return isIndexName(base) || (folder !== "." && base.toLowerCase() === folder.toLowerCase());
}

// One collator for every comparison: localeCompare with options makes one per call.
const nameCollator = new Intl.Collator("en", { numeric: true });

function compareNames(a: string, b: string): number {
  return nameCollator.compare(a, b);
}

/** Whether a relative path, walked from a folder `depth` levels down, goes above the top. */
function climbsAbove(depth: number, relative: string): boolean {
  for (const segment of relative.split("/")) {
    if (segment === "..") depth -= 1;
    else if (segment && segment !== ".") depth += 1;
    if (depth < 0) return true;
  }
  return false;
}

export function joinRoute(prefix: string, rest: string): string {
  const joined = `${prefix}/${rest}`.replace(/\/+/g, "/").replace(/\/$/, "");
  return joined || "/";
}

/**
 * The title a page's content gives itself, as Docusaurus reads it: a level-1 heading at the very
 * start (after import statements), `# Title` or `Title` over `===`, as plain text (no backticks, no
 * `{#id}`). A `#` line further down (a shell comment in a code block) is none.
 */
export function firstHeading(body: string): string | undefined {
  const lines = body.split(/\r?\n/);
  let at = 0;
  // Blank lines and import statements (which run until a blank line) come before the title.
  while (at < lines.length) {
    if (!lines[at].trim()) at++;
    else if (/^import\s/.test(lines[at])) while (at < lines.length && lines[at].trim()) at++;
    else break;
  }
  const first = lines[at] ?? "";
  const atx = /^#[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(first)?.[1];
  const setext = atx === undefined && first.trim() && /^=+[ \t]*$/.test(lines[at + 1] ?? "") ? first : undefined;
  const title = (atx ?? setext)
    ?.replace(/\{#[^}]*\}\s*$/, "")
    .replace(/`([^`]*)`/g, "$1")
    .trim();
  return title || undefined;
}

/**
 * The text of a body's first paragraph, for pages without a description (their cards, search
 * records, llms.txt): the paragraph the compile takes for the page's meta description (remarkExcerpt),
 * read here from the source without compiling it. Blocks that are not prose are passed over whole:
 * headings, lists, quotes, tables, admonitions, fenced code, and the JSX, HTML, import/export and
 * `{…}` expression blocks that MDX reads up to the next blank line (a tag's attributes one per line,
 * a `<style>` rule, an import's names used to be taken for prose).
 */
/**
 * A line that starts a block other than a paragraph: a heading, an admonition or code fence, JSX or
 * an expression, a list item (its marker and a space: `**Margin**:` opens a paragraph), a quote, a
 * table row, an image alone.
 */
const BLOCK_START = /^(#{1,6}(\s|$)|:::|```|~~~|<|\{|[-*+]\s|\d+[.)]\s|>|\||!\[)/;
const LIST_ITEM = /^([-*+]|\d+[.)])(\s|$)/;
/** A GFM table's delimiter row: `|---|:--:|`, `--- | ---`. */
const TABLE_DELIMITER = /^\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?$/;

export function firstParagraph(body: string): string | undefined {
  let fence: string | undefined;
  let inBlock = false;
  let admonitions = 0;
  let paragraph: string[] = [];
  const text = () =>
    paragraph
      .join(" ")
      // Links as their text; inline JSX tags and `{…}` expressions (a comment, a value) are source.
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/\{[^{}]*\}|<\/?[A-Za-z][^<>]*>/g, "")
      .replace(/[*_`]/g, "")
      .replace(/\s+/g, " ")
      .trim();
  const lines = [...body.split("\n"), ""];
  // A list item or a quote holds what follows it: lines run on without a blank (lazy
  // continuations), and after a blank what is indented under it or continues it.
  let container: "list" | "quote" | undefined;
  let blank = false;
  // The first list's first item, which a page without a paragraph (a page of links) is described by.
  let firstItem: string[] | undefined;
  let inFirstItem = false;
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (inFirstItem) {
      inFirstItem = Boolean(line) && !BLOCK_START.test(line);
      if (inFirstItem) firstItem!.push(line);
    }
    if (paragraph.length) {
      // A paragraph runs to a blank line or to a line that starts another block.
      if (line && !BLOCK_START.test(line)) {
        paragraph.push(line);
        continue;
      }
      if (text()) break;
      paragraph = [];
    }
    const marker = /^(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    if (inBlock) {
      inBlock = line !== "";
      continue;
    }
    if (/^:{3,}/.test(line)) {
      admonitions = /^:{3,}\s*$/.test(line) ? Math.max(0, admonitions - 1) : admonitions + 1;
      continue;
    }
    if (admonitions) continue;
    if (/^(<|\{|import\s|export\s)/.test(line)) {
      inBlock = true;
      continue;
    }
    if (container) {
      if (!line) {
        blank = true;
        continue;
      }
      const continues = blank ? /^\s/.test(raw) || (container === "list" ? LIST_ITEM : /^>/).test(line) : !/^#{1,6}(\s|$)/.test(line);
      blank = false;
      if (continues) continue;
      container = undefined;
    }
    if (LIST_ITEM.test(line) || line.startsWith(">")) {
      container = line.startsWith(">") ? "quote" : "list";
      if (container === "list" && !firstItem) {
        firstItem = [line.replace(LIST_ITEM, "").trim()];
        inFirstItem = true;
      }
      continue;
    }
    // A table's header row need not start with a pipe: the delimiter row under it says it is one.
    if (line.includes("|") && TABLE_DELIMITER.test(lines[index + 1]?.trim() ?? "")) {
      inBlock = true;
      continue;
    }
    if (!line || BLOCK_START.test(line)) continue;
    paragraph.push(line);
  }
  let found = text();
  if (!found && firstItem) {
    paragraph = firstItem;
    found = text();
  }
  return found ? truncate(found, DESCRIPTION_LIMIT) : undefined;
}
