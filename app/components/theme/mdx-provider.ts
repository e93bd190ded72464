// MDX's component provider (the compile's providerImportSource), as Docusaurus's MDXProvider: every
// compiled MDX module, the partials a page imports as much as the page, renders its elements with
// the site's components. Without it a partial's elements fell back to plain HTML (its links reloaded
// the page, its code blocks had no copy button) and the tabs a plugin made of its code blocks were
// missing. Compiled modules read it from the theme scope, as their theme imports.
import { themeScope } from "./registry";

/** The specifier compiled MDX imports its provider from: a name no package or site file has. */
export const MDX_PROVIDER = "@palaver/mdx-provider";

/**
 * Sets what compiled MDX renders its elements with. `fallback`: only when nothing has set it (the
 * compile-time render check, in a process that renders no page), never over the pages' own.
 */
export function provideMdxComponents(components: () => Record<string, unknown>, { fallback = false } = {}): void {
  if (fallback && themeScope[MDX_PROVIDER]) return;
  themeScope[MDX_PROVIDER] = { __esModule: true, useMDXComponents: components };
}

/**
 * The provider module's code in a compiled page: read at render, so that it may be set after the
 * page is evaluated; nothing when the page is evaluated without the theme scope (it then renders
 * with the components it is given, as before there was a provider).
 */
export const MDX_PROVIDER_MODULE = (scope: string) =>
  `module.exports = { useMDXComponents: () => { const provider = typeof ${scope} === "undefined" ? undefined : ${scope}[${JSON.stringify(MDX_PROVIDER)}]; return provider ? provider.useMDXComponents() : {}; } };`;
