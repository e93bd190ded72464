// Serves a built site the way a static host does: clean URLs, content types, 404.html for
// unknown paths. Used by `npm start` and by the browser tests, so what is tested is what runs.
import http from "node:http";
import handler from "serve-handler";
import { serveHandlerHeaders } from "./headers.mjs";

export function createStaticServer(root) {
  return http.createServer((request, response) =>
    handler(request, response, {
      public: root,
      cleanUrls: true,
      trailingSlash: false,
      directoryListing: false,
      etag: true,
      headers: serveHandlerHeaders(),
    }),
  );
}

/** Starts a server on `port` (0 picks a free one) and resolves with its base URL. */
export function listen(server, port = 0, host = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(`http://${host === "0.0.0.0" ? "localhost" : host}:${server.address().port}`));
  });
}
