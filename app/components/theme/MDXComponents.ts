// `@theme/MDXComponents` (and `@theme-original/MDXComponents`, which a site's own MDXComponents
// spreads in): the components Docusaurus gives every page without an import, as this theme renders
// them. Pages get these through provided-components.ts; this module is for a site's code that
// reads them as an object.
import Admonition from "./Admonition";
import Details from "./Details";
import Head from "./Head";
import { MdxPre } from "./CodeFrame";

const MDXComponents = { Admonition, admonition: Admonition, Details, details: Details, Head, head: Head, pre: MdxPre };

export default MDXComponents;
