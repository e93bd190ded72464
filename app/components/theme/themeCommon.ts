// Docusaurus's @docusaurus/theme-common, the part a site's own components call: the colour mode
// (this site is dark only, and has no switch), the Prism theme code is drawn with and, where
// Docusaurus 2 kept it, the current sidebar category (Docusaurus 3 moved it to the docs plugin's
// client module, which has it too).
import useDocusaurusContext from "./useDocusaurusContext";

export { useCurrentSidebarCategory } from "./docsPluginClient";

export interface ColorModeState {
  colorMode: "light" | "dark";
  setColorMode: (mode: "light" | "dark") => void;
  isDarkTheme: boolean;
}

/** Always dark, as the site is; asking for light changes nothing. */
export function useColorMode(): ColorModeState {
  return { colorMode: "dark", setColorMode: () => {}, isDarkTheme: true };
}

/** A Prism theme as prism-react-renderer has it: the block's own colours and each token kind's. */
export interface PrismTheme {
  plain: Record<string, string | number>;
  styles: { types: string[]; style: Record<string, string | number>; languages?: string[] }[];
}

/** This theme's code colours, for a site that names no Prism theme of its own. */
const CODE_COLOURS: PrismTheme = { plain: { color: "var(--text)", backgroundColor: "#0d0f14" }, styles: [] };

/**
 * The Prism theme of the dark mode, the site's only one: the config's `prism.darkTheme`, else its
 * `prism.theme` (yoga's playground draws its editor with it), else this theme's code colours.
 */
export function usePrismTheme(): PrismTheme {
  const prism = useDocusaurusContext().siteConfig.themeConfig.prism as { theme?: PrismTheme; darkTheme?: PrismTheme } | undefined;
  return prism?.darkTheme ?? prism?.theme ?? CODE_COLOURS;
}

