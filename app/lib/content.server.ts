// The content model: reads a Docusaurus-layout content tree (docs/, versioned_docs/, sidebars.json,
// versions.json, _category_ files, authors.yml, pages/) into routes, sidebars and page records.
// Reading is cheap (front matter only); MDX bodies are compiled lazily by mdx.server.ts.

import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import GithubSlugger from "github-slugger";
import { ContentError } from "./content-error.server";
import { parseFrontMatter, type DocFrontMatter } from "./front-matter.server";
import type { Author, SidebarItem, VersionInfo } from "./content-types";
import { site } from "~/site.config";

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
}

export interface CategoryIndex {
  route: string;
  title: string;
  description?: string;
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
  | { kind: "category"; index: CategoryIndex };

export interface ContentModel {
  root: string;
  versions: VersionModel[];
  /** Every docs route (docs and generated category indexes) of every version. */
  docsRoutes: Map<string, RoutedPage>;
  docsByFile: Map<string, DocRecord>;
  pages: Map<string, StandalonePage>;
  authors: Author[];
  /** The content tree's own navbar links (navbar.json `sections`), replacing the site's. */
  navbarSections?: { label: string; href: string }[];
}

const DOC_EXTENSIONS = new Set([".md", ".mdx"]);
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s])/;

export function contentRoot(): string {
  return path.resolve(process.env.CONTENT_DIR ?? "content");
}

let cached: { root: string; model: ContentModel } | undefined;

/** The model of the content tree, read once per process (a dev rebuild starts a new one). */
export function getContentModel(): ContentModel {
  const root = contentRoot();
  if (!cached || cached.root !== root) cached = { root, model: loadContentModel(root) };
  return cached.model;
}

export function loadContentModel(root: string): ContentModel {
  if (!fs.existsSync(path.join(root, "docs"))) {
    throw new ContentError(root, "content folder has no docs/ folder");
  }
  const versions = readVersions(root);
  const docsRoutes = new Map<string, RoutedPage>();
  const routeOwners = new Map<string, string>();
  const docsByFile = new Map<string, DocRecord>();

  const claim = (route: string, file: string) => {
    const owner = routeOwners.get(route);
    if (owner && owner !== file) {
      throw new ContentError(file, `route ${route} is already used by ${path.relative(process.cwd(), owner)}`);
    }
    routeOwners.set(route, file);
  };

  const models = versions.map(({ info, docsDir, sidebarsFile }) => {
    const model = loadVersion(info, docsDir, sidebarsFile, root);
    for (const doc of model.docs) {
      claim(doc.route, doc.file);
      docsRoutes.set(doc.route, { kind: "doc", doc });
      docsByFile.set(doc.file, doc);
    }
    for (const index of model.categoryIndexes) {
      claim(index.route, index.file);
      docsRoutes.set(index.route, { kind: "category", index });
    }
    return model;
  });

  return {
    root,
    versions: models,
    docsRoutes,
    docsByFile,
    pages: readStandalonePages(root),
    authors: readAuthors(root),
    navbarSections: readNavbarSections(root),
  };
}

function readNavbarSections(root: string): { label: string; href: string }[] | undefined {
  const file = path.join(root, "navbar.json");
  if (!fs.existsSync(file)) return undefined;
  const data = readJson(file) as { sections?: unknown };
  if (!Array.isArray(data?.sections) || !data.sections.every((s) => typeof s?.href === "string")) {
    throw new ContentError(file, `navbar.json must be { "sections": [{ "label": "…", "href": "/docs/…" }] }`);
  }
  // Labels are rendered as they are: a wrong one shows the navbar's error message for that item.
  return data.sections;
}

// ---------------------------------------------------------------------------------------------
// Versions

interface VersionSource {
  info: VersionInfo;
  docsDir: string;
  sidebarsFile?: string;
}

function readVersions(root: string): VersionSource[] {
  const current: VersionSource = {
    info: { name: "current", label: site.currentVersionLabel, path: "/docs" },
    docsDir: path.join(root, "docs"),
    sidebarsFile: existing(path.join(root, "sidebars.json")),
  };
  const versionsFile = path.join(root, "versions.json");
  if (!fs.existsSync(versionsFile)) return [current];
  const names = readJson(versionsFile);
  if (!Array.isArray(names) || !names.every((name) => typeof name === "string" && /^[\w.-]+$/.test(name))) {
    throw new ContentError(versionsFile, "versions.json must be an array of version names (letters, digits, . _ -)");
  }
  const older = (names as string[]).map((name): VersionSource => {
    const docsDir = path.join(root, "versioned_docs", `version-${name}`);
    if (!fs.existsSync(docsDir)) throw new ContentError(versionsFile, `version ${name} has no folder versioned_docs/version-${name}`);
    return {
      info: { name, label: name, path: `/docs/${name}` },
      docsDir,
      sidebarsFile:
        existing(path.join(root, "versioned_sidebars", `version-${name}-sidebars.json`)) ?? current.sidebarsFile,
    };
  });
  return [current, ...older];
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
  link?: { type: "generated-index"; slug?: string; title?: string; description?: string } | { type: "doc"; id: string } | null;
  file?: string;
}

function loadVersion(info: VersionInfo, docsDir: string, sidebarsFile: string | undefined, root: string): VersionModel {
  const tree = readTree(docsDir, "", info);
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
    if (other) throw new ContentError(doc.file, `doc id "${doc.id}" is already used by ${path.relative(process.cwd(), other.file)}`);
    docsById.set(doc.id, doc);
  }

  const sidebars = new Map<string, SidebarItem[]>();
  const categoryIndexes: CategoryIndex[] = [];
  const sidebarSpecs = readSidebarSpecs(sidebarsFile);
  for (const [sidebarName, spec] of Object.entries(sidebarSpecs)) {
    const items: SidebarItem[] = [];
    for (const entry of spec) {
      if (typeof entry === "string" || entry.type === "doc") {
        const id = typeof entry === "string" ? entry : entry.id;
        const doc = docsById.get(id);
        if (!doc) throw new ContentError(sidebarsFile ?? root, `sidebar "${sidebarName}" names unknown doc id "${id}"`);
        items.push(docLink(doc));
        doc.sidebarName ??= sidebarName;
      } else {
        const nodes = entry.dirName === "." ? tree : findDir(tree, entry.dirName);
        if (!nodes) throw new ContentError(sidebarsFile ?? root, `sidebar "${sidebarName}" names unknown folder "${entry.dirName}"`);
        items.push(...toSidebar(nodes, { sidebarName, info, docsById, categoryIndexes, labels: [] }));
      }
    }
    sidebars.set(sidebarName, items);
  }
  return { info, docs, docsById, sidebars, categoryIndexes };
}

type SidebarSpec = (string | { type: "doc"; id: string } | { type: "autogenerated"; dirName: string })[];

function readSidebarSpecs(file: string | undefined): Record<string, SidebarSpec> {
  if (!file) return { docsSidebar: [{ type: "autogenerated", dirName: "." }] };
  const specs = readJson(file);
  if (typeof specs !== "object" || specs === null || Array.isArray(specs)) {
    throw new ContentError(file, "sidebars.json must map sidebar names to lists of items");
  }
  for (const [name, spec] of Object.entries(specs)) {
    const valid =
      Array.isArray(spec) &&
      spec.every(
        (item) =>
          typeof item === "string" ||
          (item?.type === "doc" && typeof item.id === "string") ||
          (item?.type === "autogenerated" && typeof item.dirName === "string"),
      );
    if (!valid) {
      throw new ContentError(file, `sidebar "${name}" must be a list of doc ids, {type:"doc",id} or {type:"autogenerated",dirName}`);
    }
  }
  return specs as Record<string, SidebarSpec>;
}

function findDir(nodes: TreeNode[], dirName: string): TreeNode[] | undefined {
  const [head, ...rest] = dirName.split("/").filter(Boolean);
  const match = nodes.find((node) => node.kind === "category" && (node.name === head || stripPrefix(node.name) === head));
  if (!match || match.kind !== "category") return undefined;
  return rest.length ? findDir(match.children, rest.join("/")) : match.children;
}

function readTree(docsDir: string, relDir: string, info: VersionInfo): TreeNode[] {
  const dir = path.join(docsDir, relDir);
  const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => compareNames(a.name, b.name));
  const nodes: TreeNode[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith(".") || entry.name.startsWith("_")) continue;
    const rel = relDir ? `${relDir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      const meta = readCategoryMeta(path.join(docsDir, rel));
      const children = readTree(docsDir, rel, info);
      const indexAt = children.findIndex((node) => node.kind === "doc" && isIndexName(node.name));
      const indexDoc = indexAt >= 0 ? (children.splice(indexAt, 1)[0] as DocNode).doc : undefined;
      nodes.push({
        kind: "category",
        dir: path.join(docsDir, rel),
        idPath: stripPath(rel),
        meta,
        position: meta.position ?? prefixNumber(entry.name),
        name: entry.name,
        children,
        indexDoc,
      });
    } else if (DOC_EXTENSIONS.has(path.extname(entry.name))) {
      const doc = readDoc(path.join(docsDir, rel), rel, info);
      const base = path.basename(entry.name, path.extname(entry.name));
      nodes.push({ kind: "doc", doc, name: base, position: doc.frontMatter.sidebar_position ?? prefixNumber(base) });
    }
  }
  // Positioned items first, in position order; the rest keep file-name order.
  return nodes
    .map((node, order) => ({ node, order }))
    .sort((a, b) => (a.node.position ?? Infinity) - (b.node.position ?? Infinity) || a.order - b.order)
    .map(({ node }) => node);
}

function readDoc(file: string, rel: string, info: VersionInfo): DocRecord {
  const source = fs.readFileSync(file, "utf8");
  const { data, body } = parseFrontMatter(source, file);
  const dirParts = path.dirname(rel) === "." ? [] : stripPath(path.dirname(rel)).split("/");
  const base = stripPrefix(path.basename(rel, path.extname(rel)));
  const fileId = data.id ?? base;
  if (fileId.includes("/")) throw new ContentError(file, `front matter id "${fileId}" must not contain "/"`, { line: 1 });
  const id = [...dirParts, fileId].join("/");

  let route: string;
  if (data.slug !== undefined) {
    route = data.slug.startsWith("/")
      ? joinRoute(info.path, data.slug)
      : joinRoute(info.path, [...dirParts, data.slug].join("/"));
  } else if (isIndexName(base)) {
    route = joinRoute(info.path, dirParts.join("/"));
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
  };
}

function readCategoryMeta(dir: string): CategoryMeta {
  const jsonFile = path.join(dir, "_category_.json");
  const yamlFile = ["_category_.yml", "_category_.yaml"].map((name) => path.join(dir, name)).find((f) => fs.existsSync(f));
  let meta: unknown;
  let file: string | undefined;
  if (fs.existsSync(jsonFile)) {
    file = jsonFile;
    meta = readJson(jsonFile);
  } else if (yamlFile) {
    file = yamlFile;
    try {
      meta = yaml.load(fs.readFileSync(yamlFile, "utf8"), { schema: yaml.JSON_SCHEMA });
    } catch (error) {
      const mark = (error as { mark?: { line: number; column: number } }).mark;
      throw new ContentError(yamlFile, `invalid YAML: ${(error as { reason?: string }).reason ?? String(error)}`, mark && { line: mark.line + 1, column: mark.column + 1 });
    }
  }
  if (!file) return {};
  if (typeof meta !== "object" || meta === null || Array.isArray(meta)) {
    throw new ContentError(file, "category metadata must be a map of fields");
  }
  const m = meta as CategoryMeta;
  const link = m.link as { type?: string; id?: unknown } | null | undefined;
  if (link && link.type !== "generated-index" && !(link.type === "doc" && typeof link.id === "string")) {
    throw new ContentError(file, `category link must be {type: "generated-index"} or {type: "doc", id: "…"}`);
  }
  if (m.label !== undefined && typeof m.label !== "string") throw new ContentError(file, `"label" must be a string`);
  return { ...m, file };
}

interface SidebarContext {
  sidebarName: string;
  info: VersionInfo;
  docsById: Map<string, DocRecord>;
  categoryIndexes: CategoryIndex[];
  labels: string[];
}

function docLink(doc: DocRecord): SidebarItem {
  return { type: "link", label: doc.sidebarLabel, href: doc.route, docId: doc.id };
}

function toSidebar(nodes: TreeNode[], ctx: SidebarContext): SidebarItem[] {
  return nodes.map((node): SidebarItem => {
    if (node.kind === "doc") {
      node.doc.sidebarName ??= ctx.sidebarName;
      return docLink(node.doc);
    }
    const label = node.meta.label ?? node.indexDoc?.sidebarLabel ?? stripPrefix(node.name);
    const labels = [...ctx.labels, label];
    const category: SidebarCategory = {
      type: "category",
      label,
      collapsible: node.meta.collapsible ?? true,
      collapsed: node.meta.collapsed ?? true,
      items: [],
    };
    const link = node.meta.link;
    if (link?.type === "doc") {
      const doc = ctx.docsById.get(link.id) ?? ctx.docsById.get(`${node.idPath}/${link.id}`);
      if (!doc) throw new ContentError(node.meta.file ?? node.dir, `category link names doc id "${link.id}", which does not exist`);
      category.href = doc.route;
    } else if (link?.type === "generated-index") {
      const slugger = new GithubSlugger();
      const slug = link.slug ?? `/category/${labels.map((l) => slugger.slug(l)).join("/")}`;
      category.href = joinRoute(ctx.info.path, slug);
      ctx.categoryIndexes.push({
        route: category.href,
        title: link.title ?? label,
        description: link.description ?? node.meta.description,
        version: ctx.info,
        sidebarName: ctx.sidebarName,
        category,
        file: node.meta.file ?? node.dir,
      });
    } else if (node.indexDoc) {
      category.href = node.indexDoc.route;
    }
    if (node.indexDoc) node.indexDoc.sidebarName ??= ctx.sidebarName;
    category.items = toSidebar(node.children, { ...ctx, labels });
    return category;
  });
}

// ---------------------------------------------------------------------------------------------
// Standalone pages and authors

function readStandalonePages(root: string): Map<string, StandalonePage> {
  const dir = path.join(root, "pages");
  const pages = new Map<string, StandalonePage>();
  if (!fs.existsSync(dir)) return pages;
  for (const name of fs.readdirSync(dir).sort()) {
    if (!DOC_EXTENSIONS.has(path.extname(name)) || name.startsWith("_")) continue;
    const file = path.join(dir, name);
    const { data, body } = parseFrontMatter(fs.readFileSync(file, "utf8"), file);
    const base = path.basename(name, path.extname(name));
    const route = data.slug ? joinRoute("/", data.slug) : `/${base}`;
    pages.set(route, { route, title: data.title ?? firstHeading(body) ?? base, description: data.description ?? firstParagraph(body), file, frontMatter: data });
  }
  return pages;
}

function readAuthors(root: string): Author[] {
  const file = ["authors.yml", "authors.yaml", "blog/authors.yml"].map((f) => path.join(root, f)).find((f) => fs.existsSync(f));
  if (!file) return [];
  let data: unknown;
  try {
    data = yaml.load(fs.readFileSync(file, "utf8"), { schema: yaml.JSON_SCHEMA });
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    throw new ContentError(file, `invalid YAML: ${(error as { reason?: string }).reason ?? String(error)}`, mark && { line: mark.line + 1, column: mark.column + 1 });
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) throw new ContentError(file, "authors file must map author keys to authors");
  return Object.entries(data as Record<string, Record<string, unknown>>).map(([key, value]) => {
    if (typeof value?.name !== "string") throw new ContentError(file, `author "${key}" needs a name`);
    if (!/^[a-z0-9][a-z0-9-]*$/.test(key)) throw new ContentError(file, `author key "${key}" must be lowercase letters, digits and dashes`);
    const socials = Object.entries((value.socials as Record<string, string> | undefined) ?? {}).map(([network, handle]) => ({
      network,
      url: socialUrl(network, String(handle)),
    }));
    return {
      key,
      name: value.name,
      title: value.title as string | undefined,
      imageUrl: value.image_url as string | undefined,
      url: value.url as string | undefined,
      bio: value.bio as string | undefined,
      socials,
    };
  });
}

function socialUrl(network: string, handle: string): string {
  if (/^https?:\/\//.test(handle)) return handle;
  switch (network) {
    case "github":
      return `https://github.com/${handle}`;
    case "x":
    case "twitter":
      return `https://x.com/${handle}`;
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

function readJson(file: string): unknown {
  const text = fs.readFileSync(file, "utf8");
  try {
    return JSON.parse(text);
  } catch (error) {
    const at = /position (\d+)/.exec(String(error));
    const offset = at ? Number(at[1]) : undefined;
    const line = offset === undefined ? undefined : text.slice(0, offset).split("\n").length;
    throw new ContentError(file, `invalid JSON: ${(error as Error).message}`, line ? { line } : undefined);
  }
}

export function stripPrefix(name: string): string {
  return name.replace(NUMBER_PREFIX, "");
}

function stripPath(rel: string): string {
  return rel.split("/").map(stripPrefix).join("/");
}

function prefixNumber(name: string): number | undefined {
  const match = NUMBER_PREFIX.exec(name);
  return match ? Number(match[1]) : undefined;
}

function isIndexName(base: string): boolean {
  return /^(index|readme)$/i.test(base);
}

function compareNames(a: string, b: string): number {
  return a.localeCompare(b, "en", { numeric: true });
}

export function joinRoute(prefix: string, rest: string): string {
  const joined = `${prefix}/${rest}`.replace(/\/+/g, "/").replace(/\/$/, "");
  return joined || "/";
}

function firstHeading(body: string): string | undefined {
  return /^#\s+(.+)$/m.exec(body)?.[1]?.trim();
}

/** The first prose line of a body, for pages without a description. */
export function firstParagraph(body: string): string | undefined {
  let inFence = false;
  for (const raw of body.split("\n")) {
    const line = raw.trim();
    if (line.startsWith("```")) inFence = !inFence;
    if (inFence || !line || /^(#|import |export |:::|[-*|>!<{]|\d+\.)/.test(line)) continue;
    const text = line.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[*_`]/g, "");
    return text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, "")}…` : text;
  }
  return undefined;
}
