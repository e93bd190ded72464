import type { ReactNode } from "react";

/**
 * One API operation on a page. `<Operation id="…" />` is expanded when the page is compiled
 * (app/lib/openapi/operation-markdown.server.ts): its method and path come in as props, and its
 * children are the request, response and error sections made from the API description.
 */
export function Operation({ method, path, children }: { method?: string; path?: string; children?: ReactNode }) {
  return (
    <section className="api-operation" aria-label={method && path ? `${method} ${path}` : undefined}>
      {method && path ? (
        <p className="api-operation__endpoint">
          <span className={`api-method api-method--${method.toLowerCase()}`}>{method}</span> <code>{path}</code>
        </p>
      ) : null}
      {children}
    </section>
  );
}
