// Docusaurus's @docusaurus/useGlobalData: the data plugins share with every page, by plugin name and
// instance id. This engine runs no Docusaurus plugin; the docs plugin's data (its versions) is
// answered from the site's own. Another plugin's data is an error naming it, as Docusaurus throws
// for a plugin that has none, so a component reading it fails where it is used, not with an
// `undefined` further on.
import { useAllDocsData, useDocsData, type GlobalPluginData } from "./docsPluginClient";

const DOCS_PLUGIN = "docusaurus-plugin-content-docs";

function notHere(name: string): Error {
  return new Error(`usePluginData("${name}"): no global data for the "${name}" plugin: plugins are not run here; only the docs plugin's data (${DOCS_PLUGIN}) is available`);
}

export default function useGlobalData(): Record<string, Record<string, GlobalPluginData>> {
  return { [DOCS_PLUGIN]: useAllDocsData() };
}

export function useAllPluginInstancesData(name: string): Record<string, GlobalPluginData> {
  if (name !== DOCS_PLUGIN) throw notHere(name);
  return useAllDocsData();
}

export function usePluginData(name: string, pluginId?: string): GlobalPluginData {
  if (name !== DOCS_PLUGIN) throw notHere(name);
  return useDocsData(pluginId);
}
