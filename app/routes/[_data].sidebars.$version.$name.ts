import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadSidebar } from "~/lib/docs-page.server";

// A whole sidebar, for categories a page left collapsed. The prerender writes it as a file.
export async function loader({ params }: LoaderFunctionArgs) {
  const name = /^(.+)\.json$/.exec(params.name ?? "")?.[1];
  const sidebar = name ? loadSidebar(params.version ?? "", name) : undefined;
  if (!sidebar) throw new Response("Not Found", { status: 404 });
  return sidebar;
}
