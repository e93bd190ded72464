// What `/` shows when a doc or a Markdown page claims it (a docs-only site), loaded on use by the
// home route: one entry for everything it needs of the docs' code, so that the docs routes' chunks
// stay as they are (a module the home route imported directly would be split out of them).
export { DocsRouteView } from "./DocsRouteView";
export { StandalonePage } from "./StandalonePage";
export { loadMdxModule } from "~/lib/mdx-runtime";
