/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// workbox-window's ES2017 build (app/lib/pwa/sw-client.ts): the package's own types.
declare module "workbox-window/build/workbox-window.prod.mjs" {
  export * from "workbox-window";
}
