// What Docusaurus gives every MDX page without an import (its MDXComponents): <Admonition> (and the
// `admonition` element), <details>/<Details> and <Head>. A page's `<details>` reaches this map as
// `MDXDetails` (mdx-theme-imports.server.ts). Tabs, TabItem and the rest must be
// imported, as in Docusaurus.
import Admonition from "./Admonition";
import Details from "./Details";
import Head from "./Head";

export const providedComponents = { Admonition, admonition: Admonition, Details, details: Details, MDXDetails: Details, Head };
