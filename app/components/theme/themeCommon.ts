// Docusaurus's @docusaurus/theme-common, the part a site's own components call: the colour mode
// (this site is dark only, and has no switch), the Prism theme code is drawn with, its storage
// slots (a reader's choice kept in localStorage, as wasp's language switch keeps it) and, where
// Docusaurus 2 kept it, the current sidebar category (Docusaurus 3 moved it to the docs plugin's
// client module, which has it too).
import { useMemo, useSyncExternalStore } from "react";
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


type Persistence = "localStorage" | "sessionStorage" | "none";

/** One key of the browser's storage, as Docusaurus's storage slots give it. */
export interface StorageSlot {
  get(): string | null;
  set(value: string): void;
  del(): void;
  /** Calls `onChange` when the key changes, in this tab (set, del) or another (the browser's storage event). */
  listen(onChange: (event: StorageEvent) => void): () => void;
}

const NO_SLOT: StorageSlot = { get: () => null, set() {}, del() {}, listen: () => () => {} };

/** The storage, where there is one: none while rendering on the server, or where the browser refuses it. */
function storageOf(persistence: Persistence = "localStorage"): Storage | undefined {
  if (typeof window === "undefined" || persistence === "none") return undefined;
  try {
    return window[persistence];
  } catch {
    return undefined;
  }
}

export function createStorageSlot(key: string | null, options?: { persistence?: Persistence }): StorageSlot {
  const storage = storageOf(options?.persistence);
  if (key === null || !storage) return NO_SLOT;
  const change = (update: () => void) => {
    try {
      const oldValue = storage.getItem(key);
      update();
      // Another tab hears of it from the browser; this one the same way.
      window.dispatchEvent(new StorageEvent("storage", { key, oldValue, newValue: storage.getItem(key), storageArea: storage }));
    } catch {
      // Storage full or refused: the choice is not kept, as in Docusaurus.
    }
  };
  return {
    get() {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    set: (value) => change(() => storage.setItem(key, value)),
    del: () => change(() => storage.removeItem(key)),
    listen(onChange) {
      const listener = (event: StorageEvent) => {
        if (event.storageArea === storage && event.key === key) onChange(event);
      };
      window.addEventListener("storage", listener);
      return () => window.removeEventListener("storage", listener);
    },
  };
}

/** The key's value (null while the page is rendered and hydrated) and its slot, updated as the key changes. */
export function useStorageSlot(key: string | null, options?: { persistence?: Persistence }): [string | null, StorageSlot] {
  const persistence = options?.persistence;
  const slot = useMemo(() => createStorageSlot(key, { persistence }), [key, persistence]);
  const value = useSyncExternalStore(slot.listen, slot.get, () => null);
  return [value, slot];
}

/** The keys the storage holds. */
export function listStorageKeys(persistence?: Persistence): string[] {
  const storage = storageOf(persistence);
  if (!storage) return [];
  return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
}
