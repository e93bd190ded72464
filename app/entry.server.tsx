import type { EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";

import { logContainedRenderError, recordRenderError } from "~/lib/render-failures.server";
import { devSiteFile } from "~/lib/dev-site-files.server";
import { withoutViewPadding } from "~/lib/render-stream.server";
import { settleContent } from "~/lib/content.server";

export { prerenderApi } from "~/lib/prerender-api.server";

// An async config's functions, settled as this module loads: `npm run dev` answers requests with
// them (the build's scripts wait for them themselves, prerenderApi.settle()).
void settleContent().catch(() => undefined);

/** Remix's hook for errors in loaders and rendering: kept for the prerender to report by page. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (!request.signal.aborted) recordRenderError(request, error);
}

const ABORT_DELAY = 10_000;

// Every request renders completely before responding (onAllReady): the output is static HTML
// for the prerender, and crawlers and no-JS readers get the whole page.
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  // `npm run dev`: the content's static files and page images, which no route answers.
  const file = responseStatusCode === 404 ? devSiteFile(request) : undefined;
  if (file) return Promise.resolve(file);
  return new Promise<Response>((resolve, reject) => {
    // Cleared once the page has rendered: a pending timer would keep the whole request (its data,
    // its React tree, its stream) alive for the delay, hundreds of pages at a time in a build.
    const timer = setTimeout(() => abort(), ABORT_DELAY);
    // Logged once the page has rendered: an error that fails the whole page reaches handleError
    // instead (the prerender reports it with the page's file).
    const contained: unknown[] = [];
    const { pipe, abort } = renderToPipeableStream(
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />,
      {
        onAllReady() {
          clearTimeout(timer);
          for (const error of contained) logContainedRenderError(error);
          const body = withoutViewPadding();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        // Errors inside a Suspense boundary (a broken navbar item) are retried by the browser,
        // which shows the item's own error message; anything else fails the shell above.
        onError(error: unknown) {
          contained.push(error);
        },
      },
    );
  });
}
