// The install tags and manifest of a site: its own (Docusaurus's PWA plugin's pwaHead) or one made
// from its config, never another site's.
import { describe, expect, it } from "vitest";
import { generatedManifest, installSettings } from "~/lib/pwa/web-app-manifest.server";

const siteWith = (install: ReturnType<typeof installSettings>["settings"], favicon?: string) => ({
  title: "Ferrous Field Guide",
  tagline: "Rust for embedded boards",
  favicon,
  navbar: { title: "Ferrous", items: [] },
  install,
});

describe("pwaHead", () => {
  it("puts file paths under the base URL as Docusaurus does, keeping full URLs, colours and paths already under it", () => {
    const { settings, skipped } = installSettings(
      [
        { tagName: "link", rel: "manifest", href: "manifest.json" },
        { tagName: "link", rel: "icon", href: "/guide/img/icon.png" },
        { tagName: "link", rel: "apple-touch-icon", href: "https://cdn.example.net/touch.png" },
        { tagName: "link", rel: "mask-icon", href: "img/mask.svg", color: "#0b7285" },
        { tagName: "meta", name: "theme-color", content: "rgb(11, 114, 133)" },
        { tagName: "meta", name: "msapplication-TileImage", content: "img/tile.png?v=2" },
        { tagName: "script", src: "/register.js" },
        { tagName: "link", rel: "preconnect" },
      ],
      "/guide/",
    );
    expect(settings.links).toEqual([
      { rel: "manifest", href: "/manifest.json" },
      { rel: "icon", href: "/img/icon.png" },
      { rel: "apple-touch-icon", href: "https://cdn.example.net/touch.png" },
      { rel: "mask-icon", href: "/img/mask.svg", color: "#0b7285" },
    ]);
    expect(settings.meta).toEqual([
      { name: "theme-color", content: "rgb(11, 114, 133)" },
      { name: "msapplication-TileImage", content: "/img/tile.png?v=2" },
    ]);
    expect(settings.ownManifest).toBe(true);
    expect(skipped).toEqual(["<script>", expect.stringContaining("<link> without rel and href")]);
    expect(generatedManifest(siteWith(settings), "/guide")).toBeUndefined();
  });

  it("without a manifest of the site's, links the engine's and keeps the engine's theme colour unless the site gives one", () => {
    const none = installSettings(undefined, "/").settings;
    expect(none).toEqual({ links: [{ rel: "manifest", href: "/manifest.webmanifest" }], meta: [{ name: "theme-color", content: "#12141a" }], ownManifest: false });
    const iconOnly = installSettings([{ tagName: "link", rel: "apple-touch-icon", href: "img/touch.png" }, { tagName: "meta", name: "theme-color", content: "#0b7285" }], "/").settings;
    expect(iconOnly.links).toEqual([{ rel: "apple-touch-icon", href: "/img/touch.png" }, { rel: "manifest", href: "/manifest.webmanifest" }]);
    expect(JSON.parse(generatedManifest(siteWith(iconOnly), "")!).theme_color).toBe("#0b7285");
  });
});

describe("the manifest made from a site's config", () => {
  it("carries the site's name, tagline and favicon, its URLs under the base path", () => {
    const manifest = JSON.parse(generatedManifest(siteWith(installSettings(undefined, "/").settings, "/img/ferris.svg"), "/guide")!);
    expect(manifest).toEqual({
      name: "Ferrous Field Guide",
      short_name: "Ferrous",
      description: "Rust for embedded boards",
      id: "/guide/",
      start_url: "/guide/",
      scope: "/guide/",
      display: "standalone",
      theme_color: "#12141a",
      background_color: "#12141a",
      icons: [{ src: "/guide/img/ferris.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
    });
  });

  it("keeps the engine's neutral icon beside a PNG favicon of unknown size, and alone for an .ico", () => {
    const settings = installSettings(undefined, "/").settings;
    expect(JSON.parse(generatedManifest(siteWith(settings, "/img/ferris.png"), "")!).icons.map((icon: { src: string }) => icon.src)).toEqual(["/img/ferris.png", "/icons/app-icon.svg"]);
    expect(JSON.parse(generatedManifest(siteWith(settings, "/favicon.ico"), "")!).icons.map((icon: { src: string }) => icon.src)).toEqual(["/icons/app-icon.svg"]);
  });
});
