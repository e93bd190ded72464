// undici and @remix-run/web-fetch as the server bundle sees them (server-bundles.mjs).
// @remix-run/node requires them only in installGlobals(), which puts their fetch in place of Node's
// own: the build never calls it (Node 20 has fetch, Request and Response built in), and the two with
// their polyfills were a sixth of the bundle that every build process and thread reads and loads.
"use strict";

const unused = () => {
  throw new Error("the fetch implementations of @remix-run/node's installGlobals() are not in the server bundle: Node's own are used");
};

module.exports = new Proxy({}, { get: unused });
