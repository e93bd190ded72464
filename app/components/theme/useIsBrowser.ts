// Docusaurus's @docusaurus/useIsBrowser.
export { useIsBrowser as default } from "~/lib/theme/use-is-browser";
