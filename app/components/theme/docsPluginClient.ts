// Docusaurus's @docusaurus/plugin-content-docs/client: the hooks a site's components call to learn
// which docs version is being read (a command naming that release, a link into the same version).
// Answered from the route data this engine already has: the doc page's version, and the site's
// versions from the root route. Docusaurus ships every doc's id and path to the browser with its
// versions; this engine does not, so a version's `docs` and `sidebars` are empty here.
import { useLocation, useMatches, useRouteLoaderData } from "@remix-run/react";
import { basePath } from "~/lib/base-path";
import type { DocPageData, SiteData, VersionInfo } from "~/lib/content-types";

/** A version as Docusaurus's GlobalVersion describes it. */
export interface GlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  /** With the site's base path, as Docusaurus gives it. */
  path: string;
  mainDocId: string;
  docs: { id: string; path: string; sidebar?: string }[];
  draftIds: string[];
  sidebars: Record<string, unknown>;
}

/** The id Docusaurus gives the classic preset's docs plugin. */
const DEFAULT_PLUGIN = "default";

const pluginOf = (version: VersionInfo) => version.instance ?? DEFAULT_PLUGIN;

function toGlobal(version: VersionInfo): GlobalVersion {
  return {
    name: version.name,
    label: version.label,
    isLast: version.isLast ?? false,
    path: `${basePath()}${version.path === "/" ? "" : version.path}` || "/",
    mainDocId: "",
    docs: [],
    draftIds: [],
    sidebars: {},
  };
}

/**
 * Thrown where there is no site around the page (the content check renders a page on its own,
 * without route data): the check leaves such failures to the build, which has the data.
 */
export const OUTSIDE_THE_SITE = "@docusaurus/plugin-content-docs/client hooks are answered only within the site's pages";

/** The doc page being read (its route data), if the reader is on one. */
function usePage(): Partial<DocPageData> | undefined {
  const siteData = useRouteLoaderData<SiteData>("root");
  if (!siteData) throw new Error(OUTSIDE_THE_SITE);
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i].data as Partial<DocPageData> | null | undefined;
    if (data && typeof data.version?.name === "string") return data;
  }
  return undefined;
}

/** The versions of a docs plugin: the site's for the default one, the page's own for another instance. */
function useVersionsOf(pluginId: string | undefined): VersionInfo[] {
  const page = usePage()?.version;
  const siteVersions = useRouteLoaderData<SiteData>("root")?.versions ?? [];
  const id = pluginId ?? DEFAULT_PLUGIN;
  if (id === DEFAULT_PLUGIN) return siteVersions;
  return page && pluginOf(page) === id ? [page] : [];
}

export function useActivePlugin(): { pluginId: string; pluginData: { versions: GlobalVersion[] } } | undefined {
  const page = usePage()?.version;
  const versions = useVersionsOf(page ? pluginOf(page) : undefined);
  if (!page) return undefined;
  return { pluginId: pluginOf(page), pluginData: { versions: versions.map(toGlobal) } };
}

/**
 * The docs plugin instance and version being read, together (librarium's components call it to
 * know which version's partials to show); undefined outside the docs, as in Docusaurus.
 */
export function useActivePluginAndVersion(): { activePlugin: { pluginId: string; pluginData: { versions: GlobalVersion[] } }; activeVersion: GlobalVersion | undefined } | undefined {
  const activePlugin = useActivePlugin();
  const activeVersion = useActiveVersion(activePlugin?.pluginId);
  return activePlugin && { activePlugin, activeVersion };
}

/**
 * Where a reader of an older or unreleased version is pointed: the latest version, and the page
 * the version banner links to there (this doc's, when the latest version has it); nothing for a
 * reader of the latest version.
 */
export function useDocVersionSuggestions(pluginId?: string): { latestDocSuggestion?: { id: string; path: string }; latestVersionSuggestion?: GlobalVersion } {
  const page = usePage();
  const active = useActiveVersion(pluginId);
  const latest = useLatestVersion(pluginId);
  if (!active || !latest || active.name === latest.name) return {};
  const href = page?.versionBanner?.latestHref;
  return { latestVersionSuggestion: latest, ...(href ? { latestDocSuggestion: { id: page.docId ?? "", path: href } } : {}) };
}

/** The version the reader is in: the doc page's, else the one whose path holds the URL. */
export function useActiveVersion(pluginId?: string): GlobalVersion | undefined {
  const page = usePage()?.version;
  const versions = useVersionsOf(pluginId);
  const { pathname } = useLocation();
  if (page && pluginOf(page) === (pluginId ?? DEFAULT_PLUGIN)) return toGlobal(page);
  const route = pathname.slice(basePath().length) || "/";
  const holding = versions
    .filter((version) => route === version.path || route.startsWith(version.path.endsWith("/") ? version.path : `${version.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return holding && toGlobal(holding);
}

export function useVersions(pluginId?: string): GlobalVersion[] {
  return useVersionsOf(pluginId).map(toGlobal);
}

export function useLatestVersion(pluginId?: string): GlobalVersion | undefined {
  const versions = useVersionsOf(pluginId);
  const latest = versions.find((version) => version.isLast) ?? versions[0];
  return latest && toGlobal(latest);
}

/** A docs plugin instance's global data, as Docusaurus's GlobalPluginData describes it. */
export interface GlobalPluginData {
  path: string;
  versions: GlobalVersion[];
  breadcrumbs: boolean;
}

function pluginData(versions: VersionInfo[]): GlobalPluginData {
  const latest = versions.find((version) => version.isLast) ?? versions[0];
  return { path: latest ? toGlobal(latest).path : `${basePath()}/`, versions: versions.map(toGlobal), breadcrumbs: true };
}

/** A docs plugin instance's data; throws, as Docusaurus does, for an instance the site has not. */
export function useDocsData(pluginId?: string): GlobalPluginData {
  const versions = useVersionsOf(pluginId);
  if (!versions.length) throw new Error(`useDocsData: this site has no docs plugin instance "${pluginId ?? DEFAULT_PLUGIN}" (or none the page being read belongs to)`);
  return pluginData(versions);
}

/** Every docs plugin instance's data, by id: the default one's, and the instance of the page being read. */
export function useAllDocsData(): Record<string, GlobalPluginData> {
  const page = usePage()?.version;
  const all: Record<string, GlobalPluginData> = { [DEFAULT_PLUGIN]: pluginData(useVersionsOf(DEFAULT_PLUGIN)) };
  const own = useVersionsOf(page ? pluginOf(page) : DEFAULT_PLUGIN);
  if (page && pluginOf(page) !== DEFAULT_PLUGIN) all[pluginOf(page)] = pluginData(own);
  return all;
}

export function useActiveDocContext(pluginId?: string): {
  activeVersion?: GlobalVersion;
  activeDoc?: { id: string; path: string };
  alternateDocVersions: Record<string, { id: string; path: string }>;
} {
  const page = usePage();
  const activeVersion = useActiveVersion(pluginId);
  const onPage = page?.version && pluginOf(page.version) === (pluginId ?? DEFAULT_PLUGIN);
  const activeDoc = onPage && page.docId && page.route ? { id: page.docId, path: `${basePath()}${page.route}` } : undefined;
  return { activeVersion, activeDoc, alternateDocVersions: {} };
}

/** The metadata of the version a doc page belongs to (Docusaurus's PropVersionMetadata). */
export function useDocsVersion() {
  const version = usePage()?.version;
  if (!version) throw new Error("useDocsVersion is only answered on a docs page (it reads the version of the doc being read).");
  return {
    pluginId: pluginOf(version),
    version: version.name,
    label: version.label,
    banner: version.banner ?? null,
    badge: version.badge ?? false,
    noIndex: version.noIndex ?? false,
    className: version.className ?? "",
    isLast: version.isLast ?? false,
    docsSidebars: {},
    docs: {},
  };
}

/** A sidebar item as Docusaurus's useCurrentSidebarCategory gives it, from this doc's category cards. */
export interface SidebarCategoryItem {
  type: "link" | "category";
  label: string;
  href: string;
  description?: string;
  /** A sub-category's entries: only their number is known here (its card says how many). */
  items?: null[];
}

/**
 * The category whose own page this doc is, with its items (Docusaurus throws the same way on a
 * page that is no category's). Its items come from the doc's route data, which carries them for
 * pages whose code imports this module or DocCardList.
 */
export function useCurrentSidebarCategory(): { type: "category"; label: string; href: string; items: SidebarCategoryItem[] } {
  const page = usePage();
  if (!page?.categoryCards || !page.route) throw new Error(`useCurrentSidebarCategory: ${page?.route ?? "this page"} is no sidebar category's own page.`);
  return {
    type: "category",
    label: page.title ?? "",
    href: `${basePath()}${page.route}`,
    items: page.categoryCards.map((card) => ({
      type: card.itemCount === undefined ? "link" : "category",
      label: card.label,
      href: card.href,
      ...(card.description ? { description: card.description } : {}),
      ...(card.itemCount === undefined ? {} : { items: new Array<null>(card.itemCount).fill(null) }),
    })),
  };
}
