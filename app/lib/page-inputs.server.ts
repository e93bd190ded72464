// What a route's loader data is made from, reduced to one hash. An incremental build keeps a page
// whose inputs are those of the previous build without running its loader (the loader and a
// comparison of its data decide for the others). Whatever a loader reads must be part of this
// hash: tests/unit/build.test.ts checks that rebuilds after edits to a page's text, to another
// page's title and to the set of pages give the same output as a first build.

import crypto from "node:crypto";
import { getContentModel, mdxFileOf, type ContentModel } from "./content.server";
import { compileFile } from "./docs-page.server";
import { loadDocFooter } from "./doc-footer.server";
import type { CompiledMdx } from "./mdx.server";

const fingerprints = new WeakMap<ContentModel, string>();

/**
 * The whole content model (front matter, sidebars, versions, authors; no page bodies beyond the
 * first paragraph a description falls back to): a doc page's sidebar, breadcrumbs, pager and
 * version menu may come from any of it. Read once per process, so hashed once.
 */
function modelFingerprint(model: ContentModel): string {
  let fingerprint = fingerprints.get(model);
  if (!fingerprint) {
    // The maps by route, file and id index the records the versions and pages hold once more:
    // hashing them would quadruple the work and add nothing.
    const { docsRoutes: _byRoute, docsByFile: _byFile, ...records } = model;
    const versions = model.versions.map(({ docsById: _byId, ...version }) => version);
    const json = JSON.stringify({ ...records, versions }, (_key, value) => (value instanceof Map ? [...value.entries()] : value));
    fingerprint = crypto.createHash("sha256").update(json).digest("hex");
    fingerprints.set(model, fingerprint);
  }
  return fingerprint;
}

/** A page's compile as its data uses it: the module (named by the hash of its source), TOC and excerpt. */
function compiledInputs(compiled: CompiledMdx): string[] {
  return [compiled.hash, JSON.stringify(compiled.toc), compiled.excerpt ?? ""];
}

/**
 * The hash of everything the loader data of `route` is computed from. Compiles the route's page if
 * its compile is not cached, and throws its content errors as the loader would.
 */
export async function routeInputs(route: string): Promise<string> {
  const model = getContentModel();
  const parts = [modelFingerprint(model), route];
  const file = mdxFileOf(model, route);
  if (file) parts.push(...compiledInputs(await compileFile(model, file)));
  // Doc pages show when their file last changed.
  const routed = model.docsRoutes.get(route);
  if (routed?.kind === "doc") parts.push(JSON.stringify(await loadDocFooter(model.root, routed.doc.file)));
  return crypto.createHash("sha256").update(parts.join("\0")).digest("hex");
}
