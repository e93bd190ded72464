// Compiled MDX pages, by hash, ready to render. The server fills it while loading a page; the
// browser fills it by importing `/mdx/<hash>.js` before hydrating or finishing a navigation, so
// render never waits and never evaluates code from a string.

import type { ComponentType } from "react";
import * as React from "react";
import * as ReactDOM from "react-dom";
import * as jsxRuntime from "react/jsx-runtime";
import type { MdxRef } from "./content-types";
import { PageLoadError } from "./static-data";
import { loadThemeModules, themeScope } from "~/components/theme/registry";

export type MdxComponent = ComponentType<{ components?: Record<string, unknown> }>;

/** Browser only: the pages imported so far. */
const components = new Map<string, MdxComponent>();
/** Server only: pages whose code is evaluated on first render, not when their data is loaded. */
const factories = new Map<string, () => MdxComponent>();

/**
 * Server only: an incremental build loads every page's data but renders few pages. The factory
 * keeps what it evaluates (the same component for every render of a page).
 */
export function registerMdxFactory(hash: string, factory: () => MdxComponent): void {
  factories.set(hash, factory);
}

export function getMdxComponent(hash: string): MdxComponent | undefined {
  return components.get(hash) ?? factories.get(hash)?.();
}

type MdxModule = { default: (react: unknown, reactDom: unknown, jsx: unknown, theme: unknown) => { default: MdxComponent } };

/** Browser only: import a page module once and register its component. */
export async function loadMdxModule(ref: MdxRef): Promise<void> {
  if (components.has(ref.hash)) return;
  let module: MdxModule;
  try {
    // The theme modules it imports load alongside it, not after it.
    [module] = await Promise.all([import(/* @vite-ignore */ absolute(ref.url)) as Promise<MdxModule>, loadThemeModules(ref.modules)]);
  } catch {
    throw new PageLoadError("Could not load this page's content: the network request failed. Check your connection.");
  }
  components.set(ref.hash, module.default(React, ReactDOM, jsxRuntime, themeScope).default);
}

/** `ref.url` already carries the base path; import() needs it absolute. */
function absolute(url: string): string {
  return new URL(url, window.location.origin).href;
}
