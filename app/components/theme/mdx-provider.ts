// MDX's component provider (the compile's providerImportSource), as Docusaurus's MDXProvider: every
// compiled MDX module, the partials a page imports as much as the page, renders its elements with
// the site's components. Without it a partial's elements fell back to plain HTML (its links reloaded
// the page, its code blocks had no copy button) and the tabs a plugin made of its code blocks were
// missing. Compiled modules read it from the theme scope, as their theme imports.
import { themeScope } from "./registry";

/** The specifier compiled MDX imports its provider from: a name no package or site file has. */
export const MDX_PROVIDER = "@palaver/mdx-provider";

/** Sets what compiled MDX renders its elements with (the pages' components, MdxContent sets them). */
export function provideMdxComponents(components: () => Record<string, unknown>): void {
  themeScope[MDX_PROVIDER] = { useMDXComponents: components };
}

/** Whether anything has set them (the compile-time render check sets its own only when nothing has). */
export const hasMdxComponents = () => MDX_PROVIDER in themeScope;
