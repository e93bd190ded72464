import type { LoaderFunctionArgs } from "@remix-run/node";
import { compiledMdxByHash } from "~/lib/docs-page.server";
import { compiledBody, mdxModuleSource } from "~/lib/mdx.server";

// Serves a page's compiled MDX as an ES module. The prerender writes these as files; this route
// only answers in `npm run dev`, after the page's loader has compiled it.
export async function loader({ params }: LoaderFunctionArgs) {
  const hash = /^([0-9a-f]{16})\.js$/.exec(params.file ?? "")?.[1];
  const compiled = hash ? compiledMdxByHash(hash) : undefined;
  if (!compiled) throw new Response("Not Found", { status: 404 });
  return new Response(mdxModuleSource(compiledBody(compiled).code), {
    headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "public, max-age=31536000, immutable" },
  });
}
