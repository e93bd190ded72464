// What real Docusaurus 3 sites do that the tidy fixture sites did not: found by building an
// open-source site's docs unchanged (a plain-Markdown site laid out as website/ beside a docs/
// folder at its repository's root). Each case here is original text reproducing one finding.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { scanContent } from "~/lib/content.server";
import { doc, writeTree } from "./fixture-tree";
import { reportLines, runBuild, runCheck } from "../support/run-build";

const messages = (errors: { message: string }[]) => errors.map((error) => error.message);
const previousEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = previousEnv;
});

function productionScan(root: string) {
  process.env.NODE_ENV = "production";
  return scanContent(root);
}

/** A plain-Markdown Docusaurus 3 site laid out as website/ beside the repository's docs/ folder. */
const mdSite = path.resolve(__dirname, "../fixtures/docusaurus/md-site/website");

describe("a site in website/ whose docs live at the repository's root", () => {
  it("reads its config, which reads the repository's package.json, and the docs at ../docs", () => {
    const { model, problems } = productionScan(mdSite);
    expect(messages(problems)).toEqual([]);
    expect(model.site).toMatchObject({ title: "Tallyho", siteUrl: "https://tallyho.example.com", titleDelimiter: "·" });
    const docs = (name: string) => model.versions.find((v) => v.info.name === name)!.docs.map((d) => d.route).sort();
    expect(docs("stable")).toEqual(["/docs", "/docs/counting", "/docs/enterprise", "/docs/why"]);
    expect(docs("current")).toEqual(["/docs/next", "/docs/next/counting", "/docs/next/enterprise", "/docs/next/sharing", "/docs/next/why"]);
  });

  it("keeps navbar items' own target and aria-label, and pathname:// links as they are", () => {
    // The config links its sandbox by pathname:// in production builds (as every scan here is).
    const { model } = productionScan(mdSite);
    const links = model.site.navbar.items.filter((item) => item.type === "link");
    expect(links).toContainEqual(expect.objectContaining({ label: "Sandbox", href: "pathname:///sandbox/", target: "_self" }));
    expect(links).toContainEqual(expect.objectContaining({ label: "", ariaLabel: "Source code", className: "header-code-link", href: "https://code.example.com/tallyho-dev/tallyho" }));
  });

  it("takes footer items given as html, rather than leaving them out with a warning", () => {
    const { model, warnings } = productionScan(mdSite);
    const [docsColumn, more] = model.site.footer;
    expect(docsColumn.links).toEqual([{ label: "Start", href: "/docs" }, { html: expect.stringContaining('<img src="/img/logo.png" alt="Hosted by Example Hosting"') }]);
    expect(more.links).toContainEqual({ label: "Sandbox", href: "pathname:///sandbox/" });
    expect(messages(warnings).join("\n")).not.toMatch(/html/);
  });
});

describe("a site with Docusaurus's PWA plugin", () => {
  it("takes its pwaHead for every page's install tags, file paths as routes, and names the options it does not use", () => {
    const { model, warnings } = productionScan(mdSite);
    expect(model.site.install).toEqual({
      ownManifest: true,
      links: [
        { rel: "icon", href: "/img/logo.png" },
        { rel: "manifest", href: "/manifest.json" },
        { rel: "apple-touch-icon", href: "/img/logo.png" },
      ],
      meta: [
        { name: "theme-color", content: "#1f6f4a" },
        { name: "apple-mobile-web-app-capable", content: "yes" },
        { name: "msapplication-TileImage", content: "/img/logo.png" },
        { name: "msapplication-square150x150logo", href: "/img/logo.png" },
      ],
    });
    const said = messages(warnings);
    expect(said.filter((w) => w.includes("plugin-pwa"))).toEqual([
      expect.stringMatching(/docusaurus\.config\.js:\d+:\d+ @docusaurus\/plugin-pwa: its pwaHead is used \(.*\); not its debug, offlineModeActivationStrategies: /),
    ]);
  });
});

describe("a site in website/ whose docs live at the repository's root, built", () => {
  let out = "";
  let log = "";
  const read = (rel: string) => fs.readFileSync(path.join(out, rel), "utf8");
  beforeAll(async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-md-site-"));
    out = path.join(base, "dist");
    const build = await runBuild({ CONTENT_DIR: mdSite, OUT_DIR: out, PALAVER_CACHE_DIR: path.join(base, "cache") });
    expect(build.status, build.stdout + build.stderr).toBe(0);
    log = build.stdout + build.stderr;
  }, 180_000);

  it("names its own manifest, icons and theme colour in every page, and is given no manifest or file of the engine's content", () => {
    for (const page of ["index.html", "docs/why.html", "docs/next/counting.html", "404.html", "offline.html"]) {
      const html = read(page);
      expect(html, page).toContain('<link rel="manifest" href="/manifest.json"/>');
      expect(html, page).toContain('<link rel="apple-touch-icon" href="/img/logo.png"/>');
      expect(html, page).toContain('<meta name="msapplication-TileImage" content="/img/logo.png"/>');
      expect(html, page).toContain('<meta name="msapplication-square150x150logo" href="/img/logo.png"/>');
      // The site's theme colour replaces the engine's: one tag.
      expect([...html.matchAll(/<meta name="theme-color" content="([^"]*)"/g)].map(([, color]) => color), page).toEqual(["#1f6f4a"]);
      // Nothing of another site's in what a reader sees or installs.
      expect(html.replace(/<script[\s\S]*?<\/script>/g, ""), page).not.toMatch(/palaver/i);
    }
    expect(JSON.parse(read("manifest.json")).name).toBe("Tallyho");
    expect(fs.existsSync(path.join(out, "manifest.webmanifest"))).toBe(false);
    for (const rel of ["img/favicon.svg", "img/logo.svg", "img/social-card.png", "img/authors", "img/showcase", "icons/icon-192.png", "icons/apple-touch-icon.png"]) {
      expect(fs.existsSync(path.join(out, rel)), rel).toBe(false);
    }
  });

  it("shows no breadcrumbs, not even the home crumb, when its docs options turn them off", () => {
    // The config says `breadcrumbs: false`; Docusaurus then renders neither the bar nor its structured data.
    for (const page of ["docs/why.html", "docs/next/counting.html"]) {
      expect(read(page)).toContain("<article");
      expect(read(page)).not.toContain('aria-label="Breadcrumbs"');
      expect(read(page)).not.toContain("BreadcrumbList");
    }
  });

  it("links pathname:// paths as Docusaurus's Link does: the bare path, a new tab unless the item names its own target, left unchecked", () => {
    const page = read("docs/why.html");
    const anchors = (label: string) => [...page.matchAll(new RegExp(`<a [^>]*>${label}</a>`, "g"))].map(([anchor]) => anchor);
    // The navbar's item says target: "_self"; the footer's says nothing.
    const [navbarSandbox, footerSandbox] = anchors("Sandbox");
    expect(navbarSandbox).toMatch(/ href="\/sandbox\/"/);
    expect(navbarSandbox).toMatch(/ target="_self"/);
    expect(navbarSandbox).toMatch(/ rel="noopener noreferrer"/);
    expect(footerSandbox).toMatch(/ href="\/sandbox\/"/);
    expect(footerSandbox).toMatch(/ target="_blank"/);
    expect(footerSandbox).toMatch(/ rel="noopener noreferrer"/);
    expect(read("docs/next/why.html")).toContain('<a href="/exports/counts.csv" target="_blank" rel="noopener noreferrer">every chapter count as CSV</a>');
    // Docusaurus's Link takes its data-noBrokenLinkCheck prop for itself: no such attribute on any page.
    expect(page.toLowerCase()).not.toContain("nobrokenlinkcheck");
    expect(read("docs/next/why.html").toLowerCase()).not.toContain("nobrokenlinkcheck");
    // Nor is any of them a missing page to the build's check.
    expect(log).not.toMatch(/sandbox|counts\.csv/);
  });
});

describe("a config that makes its own require", () => {
  it("stands in for packages it resolves or loads through createRequire(import.meta.url), naming them once", () => {
    const root = writeTree({
      "package.json": JSON.stringify({ name: "inkwell", homepage: "https://inkwell.example.net", repository: "inkwell/inkwell" }),
      "website/node_modules/ink-theme/package.json": JSON.stringify({ name: "ink-theme", main: "index.js" }),
      "website/node_modules/ink-theme/index.js": "exports.accent = 'teal';",
      "website/node_modules/ink-theme/print.css": "body { color: black; }",
      "website/docusaurus.config.js": [
        'import fs from "node:fs";',
        'import { createRequire } from "node:module";',
        "const require = createRequire(import.meta.url);",
        'const pkg = JSON.parse(fs.readFileSync(new URL("../package.json", import.meta.url), "utf8"));',
        "export default {",
        '  title: "Inkwell " + require("ink-theme").accent,',
        "  url: pkg.homepage,",
        '  baseUrl: "/",',
        "  presets: [[\"classic\", { docs: { path: \"../docs\" }, theme: { customCss: [require.resolve(\"ink-theme/print.css\"), require.resolve(\"tweet-embed/theme.css\"), require(\"absent-helper\").css] } }]],",
        "};",
        "",
      ].join("\n"),
      "docs/intro.md": doc("Intro"),
    });
    const { model, problems, warnings } = scanContent(path.join(root, "website"));
    expect(messages(problems)).toEqual([]);
    expect(model.site).toMatchObject({ title: "Inkwell teal", siteUrl: "https://inkwell.example.net" });
    const standIns = messages(warnings).filter((w) => w.includes("stood in for"));
    expect(standIns).toEqual([expect.stringMatching(/docusaurus\.config\.js packages not installed in the site's node_modules, stood in for while reading the config: absent-helper, tweet-embed \(/)]);
  });

  it("does the same in an async config, settled in a process of its own", () => {
    const root = writeTree({
      "docusaurus.config.mjs": [
        'import { createRequire } from "node:module";',
        "const require = createRequire(import.meta.url);",
        "export default async function createConfig() {",
        '  const css = require.resolve("tweet-embed/theme.css");',
        '  return { title: "Later " + css, url: "https://later.example.net", baseUrl: "/" };',
        "}",
        "",
      ].join("\n"),
      "docs/intro.md": doc("Intro"),
    });
    const { model, problems } = scanContent(root);
    expect(messages(problems)).toEqual([]);
    expect(model.site.title).toBe("Later tweet-embed/theme.css");
  });
});

describe("a config that names its TypeScript files by require.resolve without their extension", () => {
  it("finds ./sidebars.ts (and other TypeScript modules) as Docusaurus's loader does", () => {
    const root = writeTree({
      "website/docusaurus.config.ts": [
        "export default {",
        '  title: "Lantern", url: "https://lantern.example.org", baseUrl: "/",',
        "  presets: [[\"classic\", { docs: { path: \"../docs\", sidebarPath: require.resolve(\"./sidebars\") } }]],",
        "  plugins: [[\"content-docs\", { id: \"guides\", path: \"guides\", routeBasePath: \"/guides\", sidebarPath: require.resolve(\"./sidebarsGuides\") }]],",
        "  clientModules: [require.resolve(\"./modules/glow\")],",
        "};",
        "",
      ].join("\n"),
      "website/sidebars.ts": 'export default { docs: [{ type: "category", label: "Start", items: ["intro"] }] };\n',
      "website/sidebarsGuides.mts": 'export default { guides: ["wick"] };\n',
      "website/modules/glow.ts": "export default function onRouteDidUpdate() {}\n",
      "website/guides/wick.md": doc("Wick"),
      "docs/intro.md": doc("Intro"),
    });
    const { model, problems } = productionScan(path.join(root, "website"));
    expect(messages(problems)).toEqual([]);
    const current = model.versions.find((v) => v.info.name === "current")!;
    expect(current.sidebars.get("docs")?.[0]).toMatchObject({ type: "category", label: "Start" });
    expect(model.docsRoutes.has("/guides/wick")).toBe(true);
  });
});

describe("an unknown doc id in a sidebars file written in TypeScript", () => {
  it("is reported where that id is written, not where it first appears inside a longer id", () => {
    const root = writeTree({
      "docusaurus.config.js": 'module.exports = { title: "Quill", url: "https://quill.example.org", baseUrl: "/" };\n',
      "sidebars.ts": [
        "export default {",
        "  guide: {",
        "    Basics: ['writing-text-input', 'page-view'],",
        "  },",
        "  reference: {",
        "    Components: ['text', 'view'],",
        "  },",
        "};",
        "",
      ].join("\n"),
      "docs/writing-text-input.md": doc("Writing text input"),
      "docs/page-view.md": doc("Page view"),
    });
    const { problems } = productionScan(root);
    expect(messages(problems).map((message) => message.replace(/^.*?sidebars\.ts/, "sidebars.ts"))).toEqual([
      'sidebars.ts:6:18 sidebar "reference" names unknown doc id "text"',
      'sidebars.ts:6:26 sidebar "reference" names unknown doc id "view"',
    ]);
  });
});

describe("a partial's own problems", () => {
  it("are reported in the partial's file at its lines, not in the page that imports it", async () => {
    const root = writeTree({
      "docusaurus.config.js": 'module.exports = { title: "Kiln", url: "https://kiln.example.org", baseUrl: "/" };\n',
      "docs/setup.mdx": [
        "---",
        "title: Setup",
        "---",
        "",
        "import Firing from './_firing.md';",
        "",
        "Read this first.",
        "",
        "<Firing />",
        "",
      ].join("\n"),
      "docs/_firing.md": ["## Firing", "", "See [the glazes](/docs/glazes) first.", "", "```kilnscript", "heat 1200", "```", ""].join("\n"),
    });
    const result = await runCheck({ CONTENT_DIR: root, PALAVER_CACHE_DIR: path.join(root, ".cache") });
    const lines = reportLines(result.stdout, root);
    expect(lines.filter((line) => line.includes("/docs/glazes"))).toEqual(["docs/_firing.md:3:5 link to /docs/glazes: no such page"]);
    expect(lines.filter((line) => line.includes("kilnscript"))).toEqual([expect.stringMatching(/^warning: docs\/_firing\.md:5:1 code in "kilnscript" is shown without highlighting/)]);
  });
});

describe("a site whose config says onBrokenLinks: 'warn'", () => {
  it("builds, and names each broken link once: the check's file:line warning, the crawl's only for what the check did not judge", async () => {
    const root = writeTree({
      "docusaurus.config.js": 'module.exports = { title: "Loom", url: "https://loom.example.org", baseUrl: "/", onBrokenLinks: "warn" };\n',
      "docs/weaving.mdx": [
        "---",
        "title: Weaving",
        "---",
        "",
        "Start with [the warp](/docs/warp), then <a href=\"/docs/weft\">the weft</a>.",
        "",
        '<img src="/img/shuttle.png" alt="A shuttle" />',
        "",
      ].join("\n"),
    });
    const out = path.join(root, "..", `${path.basename(root)}-dist`);
    const result = await runBuild({ CONTENT_DIR: root, OUT_DIR: out, PALAVER_CACHE_DIR: path.join(root, ".cache") });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    const lines = reportLines(result.stdout + result.stderr, root).filter((line) => /warp|weft|shuttle/.test(line));
    expect(lines).toEqual([
      "warning: docs/weaving.mdx:5:12 link to /docs/warp: no such page",
      "warning: docs/weaving.mdx:5:41 link to /docs/weft: no such page (an <a> element, whose links Docusaurus's check does not read: readers following it get the not-found page)",
      // What a page shows is no link (Docusaurus's check reads links only): a warning whatever onBrokenLinks says.
      "warning: docs/weaving.mdx shows /img/shuttle.png, which does not exist: the page shows it broken",
    ]);
  });
});

describe("a site that swizzles theme components in src/theme", () => {
  it("names, in one warning, the overrides of Docusaurus's theme this engine does not use, and not the site's own components kept there", () => {
    const component = "export default function Component() { return null; }\n";
    const root = writeTree({
      "docusaurus.config.js": 'module.exports = { title: "Easel", url: "https://easel.example.org", baseUrl: "/" };\n',
      "docs/intro.md": doc("Intro"),
      "src/theme/DocItem/Footer/index.tsx": component,
      "src/theme/DocItem/Footer/styles.module.css": ".footer {}\n",
      "src/theme/MDXComponents.js": component,
      "src/theme/Admonition/Types.js": component,
      "src/theme/Palette/index.tsx": component,
      "src/theme/Palette/index.d.ts": "export {};\n",
      "src/theme/Icon/Edit/index.js": component,
      "src/theme/Icon/Kiln/index.js": component,
    });
    const { warnings } = productionScan(root);
    expect(messages(warnings).map((message) => message.replace(/^.*?src\/theme/, "src/theme"))).toEqual([
      // Its MDXComponents is read for the components it adds (site-mdx-components.test.ts): this one is no object of them.
      "src/theme/MDXComponents.js could not be read (its default export is a component, where Docusaurus expects an object of components): pages do not get the components it adds",
      "src/theme components written to replace parts of Docusaurus's theme (swizzled) are not used: this engine has its own theme: Admonition/Types, DocItem/Footer, Icon/Edit",
    ]);
  });
});

describe("navbar and footer items that give another site's URL as `to`", () => {
  // Docusaurus's Link and useBaseUrl leave a URL with a protocol as it is, whichever key names it.
  const site = () =>
    writeTree({
      "docusaurus.config.js": `module.exports = {
  title: 'Reef', url: 'https://reef.example.com', baseUrl: '/',
  presets: [['classic', { docs: {} }]],
  themeConfig: {
    navbar: { items: [
      { label: 'Tide tables', to: 'https://tides.example.org/', position: 'left' },
      { label: 'Charts', to: 'docs/intro', position: 'left' },
    ] },
    footer: { links: [{ title: 'More', items: [{ label: 'Harbour', to: 'mailto:harbour@example.org' }] }] },
  },
};
`,
      "docs/intro.md": doc("Intro"),
    });

  it("links them as written, and a route without its leading slash from the site's root", () => {
    const { model, warnings, problems } = productionScan(site());
    expect(messages(problems)).toEqual([]);
    const hrefs = model.site.navbar.items.flatMap((item) => (item.type === "link" ? [item.href] : []));
    expect(hrefs).toEqual(["https://tides.example.org/", "/docs/intro"]);
    expect(model.site.footer[0].links).toEqual([{ label: "Harbour", href: "mailto:harbour@example.org" }]);
    expect(messages(warnings).join("\n")).not.toMatch(/tides|harbour/);
  });
});

describe("a preset of the site's own that wraps the classic preset", () => {
  // Such presets (a company's, adding its plugins) take the classic preset's `docs` options and
  // hand them on to the docs plugin.
  const site = (classicToo = false) =>
    writeTree({
      "docusaurus.config.js": `module.exports = {
  title: 'Reef', url: 'https://reef.example.com', baseUrl: '/',
  presets: [
    ['@reef/docusaurus-preset', {
      docs: { routeBasePath: 'guide', sidebarPath: require.resolve('./sidebars.js'), editUrl: 'https://git.example.org/reef/edit/' },
      analytics: { id: 'R-1' },
    }],${classicToo ? "\n    ['classic', { docs: { routeBasePath: 'manual' } }]," : ""}
  ],
};
`,
      "sidebars.js": "module.exports = { main: ['intro', 'tides'] };\n",
      "docs/intro.md": doc("Intro"),
      "docs/tides.md": doc("Tides"),
    });

  it("builds the docs with its docs options, and names the rest of it as not run", () => {
    const { model, warnings, problems } = productionScan(site());
    expect(messages(problems)).toEqual([]);
    const current = model.versions[0];
    expect(current.docs.map((d) => d.route).sort()).toEqual(["/guide/intro", "/guide/tides"]);
    expect(model.site.editUrl).toBe("https://git.example.org/reef/edit/{path}");
    expect(messages(warnings).join("\n")).toMatch(/not run here[^\n]*preset @reef\/docusaurus-preset \(beyond its docs options, which are used as the classic preset's\)/);
  });

  it("leaves the docs options to the classic preset when the site lists that one too", () => {
    const { model, warnings } = productionScan(site(true));
    expect(model.versions[0].docs.map((d) => d.route).sort()).toEqual(["/manual/intro", "/manual/tides"]);
    expect(messages(warnings).join("\n")).toMatch(/not run here[^\n]*: preset @reef\/docusaurus-preset$/);
  });
});

describe("a warning about a config option the site names after a function of its own", () => {
  it("points at the option, not at the function's declaration or a type that mentions its name", () => {
    const config = `// @ts-check
/** @typedef {import('@docusaurus/plugin-content-docs').Options['sidebarItemsGenerator']} Generator */
/** @type {Generator} */
const sidebarItemsGenerator = async ({defaultSidebarItemsGenerator, ...args}) => defaultSidebarItemsGenerator(args);

module.exports = {
  title: 'Reef', url: 'https://reef.example.com', baseUrl: '/',
  presets: [['classic', {
    docs: {
      sidebarItemsGenerator,
    },
  }]],
};
`;
    const root = writeTree({ "docusaurus.config.js": config, "docs/intro.md": doc("Intro") });
    const line = config.split("\n").findIndex((l) => l.trim() === "sidebarItemsGenerator,") + 1;
    expect(messages(productionScan(root).warnings)).toContainEqual(
      expect.stringMatching(new RegExp(`docusaurus\\.config\\.js:${line}:7 docs options not supported here, left unused: sidebarItemsGenerator$`)),
    );
  });
});

describe("a component that reads the config's customFields", () => {
  it("gets them from useDocusaurusContext, as Docusaurus hands them to components", async () => {
    const root = writeTree({
      "docusaurus.config.js": `module.exports = {
  title: 'Reef', url: 'https://reef.example.com', baseUrl: '/',
  customFields: { SANDBOX_PREFIX: 'https://sandbox.example.org/reef/' },
  presets: [['classic', { docs: {} }]],
};
`,
      "src/components/SandboxLink.tsx": `import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export default function SandboxLink({example}: {example: string}) {
  const {siteConfig} = useDocusaurusContext();
  return <a href={\`\${siteConfig.customFields.SANDBOX_PREFIX}\${example}\`}>Open {example}</a>;
}
`,
      "docs/intro.mdx": `---\ntitle: Intro\n---\n\nimport SandboxLink from '@site/src/components/SandboxLink';\n\n<SandboxLink example="tides" />\n`,
    });
    const out = `${root}-dist`;
    const build = await runBuild({ CONTENT_DIR: root, OUT_DIR: out, PALAVER_CACHE_DIR: `${root}-cache` });
    expect(build.status, build.stdout + build.stderr).toBe(0);
    expect(fs.readFileSync(path.join(out, "docs/intro.html"), "utf8")).toContain('<a href="https://sandbox.example.org/reef/tides">Open <!-- -->tides</a>');
  }, 180_000);
});

describe("a navbar or footer logo with a dark variant", () => {
  it("shows its srcDark, as Docusaurus does in the dark theme this frame has", () => {
    const root = writeTree({
      "docusaurus.config.js": `module.exports = {
  title: 'Reef', url: 'https://reef.example.com', baseUrl: '/',
  presets: [['classic', { docs: {} }]],
  themeConfig: {
    navbar: { logo: { alt: 'Reef', src: 'img/reef-ink.svg', srcDark: 'img/reef-chalk.svg' } },
    footer: { logo: { alt: 'Reef', src: 'img/reef-ink.svg', srcDark: 'img/reef-chalk.svg', href: 'https://reef.example.com' } },
  },
};
`,
      "docs/intro.md": doc("Intro"),
      "static/img/reef-ink.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>\n",
      "static/img/reef-chalk.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>\n",
    });
    const { model } = productionScan(root);
    expect(model.site.navbar.logo?.src).toBe("/img/reef-chalk.svg");
    expect(model.site.footerLogo?.src).toBe("/img/reef-chalk.svg");
  });
});
