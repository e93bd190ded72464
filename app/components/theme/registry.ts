// The Docusaurus modules a page may import (`@theme/Tabs`, `@docusaurus/Link`, …), each loaded
// only for the pages that use it. A compiled page reads its imports from the scope its module is
// called with (`_palaver_theme[specifier]`, mdx-theme-imports.server.ts); the page's loader has
// loaded them by then, in the browser from their own chunks, alongside the page's module.

type ThemeModule = Record<string, unknown>;

/** The code blocks' frame, which every page with code uses: a module of the engine's, no page imports it by name. */
export const CODE_FRAME = "@palaver/code-frame";
/** The classic theme's icons, one module for every `@theme/Icon/X` a page imports. */
export const THEME_ICONS = "@palaver/icons";

const loaders: Record<string, () => Promise<ThemeModule>> = {
  "@theme/Tabs": () => import("./Tabs"),
  "@theme/TabItem": () => import("./TabItem"),
  "@theme/TOCInline": () => import("./TOCInline"),
  "@theme/CodeBlock": () => import("./CodeBlock"),
  [CODE_FRAME]: () => import("./CodeFrame"),
  "@theme/Admonition": () => import("./Admonition"),
  "@theme/Details": () => import("./Details"),
  "@theme/ThemedImage": () => import("./ThemedImage"),
  "@theme/IdealImage": () => import("./IdealImage"),
  "@theme/DocCardList": () => import("./DocCardList"),
  "@theme/DocCard": () => import("./DocCard"),
  "@theme/CodeInline": () => import("./CodeInline"),
  "@theme/Heading": () => import("./Heading"),
  "@theme/MDXComponents": () => import("./MDXComponents"),
  "@theme/MDXContent": () => import("./MDXContent"),
  // The classic theme's icons: a page's `@theme/Icon/X` reads its icon from this one module
  // (mdx-theme-imports.server.ts), so the first visit's code does not carry a specifier per icon.
  [THEME_ICONS]: () => import("./icons"),
  "@docusaurus/Link": () => import("./Link"),
  "@docusaurus/useBaseUrl": () => import("./useBaseUrl"),
  "@docusaurus/BrowserOnly": () => import("./BrowserOnly"),
  "@docusaurus/Head": () => import("./Head"),
  "@docusaurus/useDocusaurusContext": () => import("./useDocusaurusContext"),
  "@docusaurus/ExecutionEnvironment": () => import("./ExecutionEnvironment"),
  "@docusaurus/useIsBrowser": () => import("./useIsBrowser"),
  "@docusaurus/useBrokenLinks": () => import("./useBrokenLinks"),
  "@docusaurus/Translate": () => import("./Translate"),
  "@docusaurus/Interpolate": () => import("./Interpolate"),
  "@docusaurus/plugin-content-docs/client": () => import("./docsPluginClient"),
  "@docusaurus/theme-common": () => import("./themeCommon"),
  "@docusaurus/router": () => import("./router"),
  "@docusaurus/isInternalUrl": () => import("./isInternalUrl"),
  "@docusaurus/useGlobalData": () => import("./useGlobalData"),
};

/** The import specifiers pages may use, in the order an error message lists them (the engine's own are not among them). */
export const themeSpecifiers: readonly string[] = Object.keys(loaders).filter((specifier) => !specifier.startsWith("@palaver/"));


export function isThemeSpecifier(specifier: string): boolean {
  return Object.hasOwn(loaders, specifier);
}

/**
 * The scope compiled pages read their imports from. Each module is marked `__esModule`, so the
 * page's `import X from` gets its default export and `import { y } from` its named ones.
 */
export const themeScope: Record<string, ThemeModule> = {};

const loading = new Map<string, Promise<void>>();

/** Loads the modules a page imports (once each): before its module is evaluated. */
export function loadThemeModules(specifiers: readonly string[] = []): Promise<void> {
  return Promise.all(
    specifiers.map((specifier) => {
      let load = loading.get(specifier);
      if (!load) {
        const loader = loaders[specifier];
        if (!loader) return Promise.reject(new Error(`${specifier} is not a module this site provides (it provides ${themeSpecifiers.join(", ")}).`));
        load = loader().then((module) => {
          themeScope[specifier] = { __esModule: true, ...module };
        });
        // A failed load (offline, a redeploy removed the chunk) may be retried by the next navigation.
        load.catch(() => loading.delete(specifier));
        loading.set(specifier, load);
      }
      return load;
    }),
  ).then(() => undefined);
}
