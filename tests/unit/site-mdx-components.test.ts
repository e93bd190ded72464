// A Docusaurus site's src/theme/MDXComponents gives its pages components without an import. Pages
// here get what it adds (imported components, and those written in the module itself), each page
// only the ones it uses; what it gives in place of the engine's own rendering (its `pre`) is named
// in a warning. The fixture is tests/fixtures/docusaurus/components-site (a pottery studio's log).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runBuild, runCheck, reportLines } from "../support/run-build";
import { readSiteMdxComponents } from "~/lib/mdx/site-mdx-components.server";

const fixture = path.resolve(__dirname, "../fixtures/docusaurus/components-site");

function copySite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-mdx-components-"));
  fs.cpSync(fixture, root, { recursive: true });
  return root;
}

const cacheFor = (site: string) => ({ PALAVER_CACHE_DIR: `${site}-cache` });

/** Every file under `dir` whose text contains `needle`, relative to `dir`. */
function filesContaining(dir: string, needle: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() && /\.(html|js|json)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => fs.readFileSync(file, "utf8").includes(needle))
    .map((file) => path.relative(dir, file));
}

describe("a site's src/theme/MDXComponents", () => {
  it("gives pages the components it adds, each page only those it uses, and names what it replaces", async () => {
    const site = copySite();
    const out = `${site}-dist`;
    const result = await runBuild({ CONTENT_DIR: site, OUT_DIR: out, ...cacheFor(site) });
    expect(result.status, result.stdout + result.stderr).toBe(0);

    const loading = fs.readFileSync(path.join(out, "docs/loading.html"), "utf8");
    expect(loading).toMatch(/role="tab"[^>]*>Test</);
    expect(loading).toMatch(/role="tab"[^>]*>Back</);
    expect(loading).toContain("Load the <!-- -->Test<!-- --> kiln from the back shelf forward");
    // The engine's code frame, not the site's `pre`.
    expect(loading).toContain('<div class="code-frame"><pre tabindex="0" class="language-text">');
    expect(fs.readFileSync(path.join(out, "docs/cones.html"), "utf8")).toMatch(/<td>6<\/td><td>1222<\/td>/);
    expect(fs.readFileSync(path.join(out, "docs/glazes.html"), "utf8")).toContain('<em class="glaze-name">Tidepool</em>');

    // Its own `pre` reaches only the page taking a component from the module itself (Glaze).
    const glazesModule = /"mdx":\{"hash":"\w+","url":"\/(mdx\/\w+\.js)"/.exec(fs.readFileSync(path.join(out, "docs/glazes.html"), "utf8"))?.[1];
    expect(glazesModule).toBeDefined();
    expect(filesContaining(out, "studio-pre-frame")).toEqual([glazesModule]);

    const lines = reportLines(result.stdout, site).filter((line) => line.startsWith("warning: src/"));
    expect(lines).toEqual(["warning: src/theme/MDXComponents.tsx gives pages its own pre (line 15) in place of what this engine renders itself: not used here (the components it adds are)"]);
  });

  it("is followed when it changes: a component it did not give is an error at the page's line until it gives it", async () => {
    const site = copySite();
    fs.writeFileSync(path.join(site, "docs/firing.md"), "---\ntitle: Firing\n---\n\nThe schedule climbs slowly at first.\n\n<RampChart hours={9} />\n");
    const first = await runCheck({ CONTENT_DIR: site, ...cacheFor(site) });
    expect(first.status).not.toBe(0);
    expect(reportLines(first.stdout, site).filter((line) => line.startsWith("docs/"))).toEqual([
      "docs/firing.md:7:1 the page failed to render: <RampChart> is used without an import, and neither the theme nor the site's src/theme/MDXComponents provides it: import it in the page, or add it to src/theme/MDXComponents",
    ]);

    fs.writeFileSync(path.join(site, "src/components/RampChart.tsx"), "import React from 'react';\nexport default function RampChart({ hours }: { hours: number }) {\n  return <p className=\"ramp\">{hours} hours to peak</p>;\n}\n");
    const components = path.join(site, "src/theme/MDXComponents.tsx");
    fs.writeFileSync(components, fs.readFileSync(components, "utf8").replace("import StudioPre", "import RampChart from '../components/RampChart';\nimport StudioPre").replace("  ConeChart,\n", "  ConeChart,\n  RampChart,\n"));
    const out = `${site}-dist`;
    const second = await runBuild({ CONTENT_DIR: site, OUT_DIR: out, ...cacheFor(site) });
    expect(second.status, second.stdout + second.stderr).toBe(0);
    expect(fs.readFileSync(path.join(out, "docs/firing.html"), "utf8")).toContain('<p class="ramp">9<!-- --> hours to peak</p>');
  });

  it("that cannot be read is named once, with why, and its components are not given", async () => {
    const site = copySite();
    fs.writeFileSync(path.join(site, "src/theme/MDXComponents.tsx"), "export default {\n  FiringTabs,,\n};\n");
    const result = await runCheck({ CONTENT_DIR: site, ...cacheFor(site) });
    const lines = reportLines(result.stdout, site);
    expect(lines.filter((line) => line.includes("MDXComponents"))).toEqual([
      "warning: src/theme/MDXComponents.tsx:2:14 could not be read (Expected identifier but found \",\"): pages do not get the components it adds",
      expect.stringMatching(/^docs\/cones\.md:10:1 the page failed to render: <ConeChart> is used without an import/),
      expect.stringMatching(/^docs\/glazes\.mdx:7:20 the page failed to render: <Glaze> is used without an import/),
      expect.stringMatching(/^docs\/loading\.md:9:1 the page failed to render: <FiringTabs> is used without an import/),
    ]);
  });
});

describe("reading src/theme/MDXComponents", () => {
  it("follows `export default` of a named object, as esbuild writes it, to what the object gives", () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-mdx-components-named-"));
    fs.mkdirSync(path.join(site, "src/theme"), { recursive: true });
    fs.mkdirSync(path.join(site, "src/components"), { recursive: true });
    fs.writeFileSync(path.join(site, "src/components/Kiln.js"), "export default function Kiln() { return null; }\n");
    const file = path.join(site, "src/theme/MDXComponents.js");
    fs.writeFileSync(
      file,
      [
        'import OriginalMDXComponents from "@theme-original/MDXComponents";',
        'import Kiln from "../components/Kiln";',
        'import PlainLink from "../components/PlainLink";',
        "",
        "const MDXComponents = {",
        "  ...OriginalMDXComponents,",
        "  Kiln,",
        "  a: PlainLink,",
        // dagger's: a value pages are given beside the components, no element the engine draws.
        '  kilnVersion: "0.21.1",',
        "};",
        "",
        "export default MDXComponents;",
        "",
      ].join("\n"),
    );
    const read = readSiteMdxComponents(file, site, () => false);
    expect(read?.open).toBe(false);
    expect([...(read?.imports.keys() ?? [])]).toEqual(["Kiln"]);
    expect(read?.replaced).toEqual([{ name: "a", line: 8 }]);
    expect([...(read?.fromModule ?? [])]).toEqual(["kilnVersion"]);
  });
});
