// Docusaurus's @docusaurus/theme-common, the part a site's own components call: the colour mode
// (this site is dark only, and has no switch) and, where Docusaurus 2 kept it, the current sidebar
// category (Docusaurus 3 moved it to the docs plugin's client module, which has it too).
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
