// A route's data file names the app build it was rendered for (`__build`, Remix's manifest
// version). Code of one deploy that fetches the data of another (the host was updated since the
// page loaded, and nothing cached it) sees the difference and loads the page in full instead of
// rendering the new data with the old code: app/lib/pwa/deploy-check.ts.

/** `data`: the loader's JSON text, an object. Written first so that a reader of the file finds it at once. */
export function stampBuild(data, version) {
  const body = data.trimStart();
  if (!body.startsWith("{")) return data;
  const rest = body.slice(1).trimStart();
  return `{"__build":${JSON.stringify(version)}${rest.startsWith("}") ? "" : ","}${rest}`;
}
