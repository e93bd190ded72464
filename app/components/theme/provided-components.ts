// What Docusaurus gives every MDX page without an import (its MDXComponents): <Admonition> (and the
// `admonition` element), <details>/<Details> and <Head>; and the frame of every code block (`pre`).
// Each lives in its theme module, which a page loads only when it uses one of these
// (mdx-theme-imports.server.ts records it), so pages without them carry none of their code.
// Tabs, TabItem and the rest must be imported, as in Docusaurus.
import type { ComponentType } from "react";
import { CODE_FRAME, themeScope } from "./registry";
import { Operation } from "../api/Operation";

/** Element name → the module and export that render it. A page's `<details>` arrives as `MDXDetails`. */
export const PROVIDED_COMPONENTS: Record<string, { specifier: string; exportName: string }> = {
  Admonition: { specifier: "@theme/Admonition", exportName: "default" },
  admonition: { specifier: "@theme/Admonition", exportName: "default" },
  Details: { specifier: "@theme/Details", exportName: "default" },
  MDXDetails: { specifier: "@theme/Details", exportName: "default" },
  Head: { specifier: "@docusaurus/Head", exportName: "default" },
  MDXHead: { specifier: "@docusaurus/Head", exportName: "default" },
  // The frame alone (its own module): a page of fences loads none of @theme/CodeBlock's run-time code.
  pre: { specifier: CODE_FRAME, exportName: "MdxPre" },
  // The request examples <Operation> expands to (lib/openapi): the theme's tabs, under names no page writes.
  OperationTabs: { specifier: "@theme/Tabs", exportName: "default" },
  OperationTabItem: { specifier: "@theme/TabItem", exportName: "default" },
  // The tabs a site's npm2yarn plugin makes of a code block (lib/mdx/npm2yarn.server.ts).
  Npm2YarnTabs: { specifier: "@theme/Tabs", exportName: "default" },
  Npm2YarnTabItem: { specifier: "@theme/TabItem", exportName: "default" },
  // The tabs a site's tab-blocks plugin makes of its code blocks (lib/mdx/tab-blocks.server.ts).
  TabBlocksTabs: { specifier: "@theme/Tabs", exportName: "default" },
  TabBlocksTabItem: { specifier: "@theme/TabItem", exportName: "default" },
};

/** Whether the engine gives pages a component of this name itself (a theme module, or one of its own). */
export function engineProvides(name: string): boolean {
  return Object.hasOwn(PROVIDED_COMPONENTS, name) || ENGINE_COMPONENTS.includes(name);
}

/** The names of engineComponents(). */
const ENGINE_COMPONENTS = ["Operation", "OperationIndex"];

/** The provided components whose modules are loaded: those the page being rendered uses, at least. */
export function providedComponents(): Record<string, ComponentType> {
  const components: Record<string, ComponentType> = {};
  for (const [name, { specifier, exportName }] of Object.entries(PROVIDED_COMPONENTS)) {
    const component = themeScope[specifier]?.[exportName];
    if (component) components[name] = component as ComponentType;
  }
  return components;
}

/**
 * The engine's own components pages use without an import (as Docusaurus pages use its theme's):
 * <Operation> is filled in at compile time (<OperationIndex> becomes a plain table then), its
 * request examples in the theme's tabs. Given to pages by the site and by the content check alike.
 */
export function engineComponents(): Record<string, ComponentType> {
  return { Operation: Operation as ComponentType };
}
