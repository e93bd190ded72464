// Files a Docusaurus page links to or imports that are no doc and no image: a PDF to download, a
// video to play, a spreadsheet (questdb's docs require an .mp4; Docusaurus's Assets page shows a
// .docx linked from Markdown and from JSX). Docusaurus bundles them under assets/files/; so does
// this build, where they used to stop it ("No loader is configured", "links to … which does not
// exist"). What a page shows by a site path outside the site's base path (a component's
// `<img src="/img/x.svg">` on a site served under /docs/) is no link: a warning, not a failure.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { doc, writeTree } from "./fixture-tree";
import { reportLines, runBuild, runCheck } from "../support/run-build";

const config = "module.exports = { title: 'Harbour Log', url: 'https://harbour.example.org', baseUrl: '/docs/', presets: [['classic', { docs: { routeBasePath: '/' } }]] };\n";

function harbourSite(): string {
  return writeTree(
    {
      "docusaurus.config.js": config,
      "docs/tides.md": doc(
        "Tides",
        [
          "The [tide table for the season](./files/tide-table.xlsx) lists high and low water.",
          "",
          "Print the [mooring plan](files/mooring%20plan.pdf#page=2) before you arrive.",
          "",
          "The [harbour rules](./rules.md) still apply.",
        ].join("\n"),
      ),
      "docs/files/tide-table.xlsx": "spring 06:12 18:40\nneap 09:03 21:25\n",
      "docs/files/mooring plan.pdf": "%PDF-1.4 mooring plan\n",
      "docs/rules.md": doc("Rules", "Keep the fairway clear."),
      "docs/arrival.mdx": doc(
        "Arrival",
        [
          "import Chart from '@site/src/components/Chart';",
          "",
          'Watch the approach: <video controls src={require("/static/media/approach.mp4").default} />',
          "",
          "<a href={require('./files/tide-table.xlsx').default}>The same tide table</a>",
          "",
          '<Chart src="/img/swell.svg" />',
        ].join("\n"),
      ),
      "src/components/Chart.js": "export default function Chart({ src }) {\n  return <img src={src} alt=\"Swell forecast\" />;\n}\n",
      "static/media/approach.mp4": "not really a video\n",
      "static/img/swell.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>\n',
    },
    "palaver-linked-files-",
  );
}

describe("files a page links to or imports", () => {
  it("are published under assets/files with a name that changes with their bytes, from Markdown links and JSX imports", async () => {
    const site = harbourSite();
    const checked = await runCheck({ CONTENT_DIR: site, PALAVER_CACHE_DIR: `${site}-cache` });
    expect(checked.status, checked.stdout + checked.stderr).toBe(0);

    const out = `${site}-dist`;
    const built = await runBuild({ CONTENT_DIR: site, OUT_DIR: out, PALAVER_CACHE_DIR: `${site}-cache` });
    expect(built.status, built.stdout + built.stderr).toBe(0);
    const tides = fs.readFileSync(path.join(out, "tides.html"), "utf8");
    const table = /href="\/docs\/(assets\/files\/tide-table-[0-9a-f]{8}\.xlsx)"/.exec(tides)?.[1];
    const plan = /href="\/docs\/(assets\/files\/mooring%20plan-[0-9a-f]{8}\.pdf)#page=2"/.exec(tides)?.[1];
    expect(table).toBeDefined();
    expect(plan).toBeDefined();
    expect(fs.readFileSync(path.join(out, table!), "utf8")).toBe("spring 06:12 18:40\nneap 09:03 21:25\n");
    expect(fs.readFileSync(path.join(out, decodeURIComponent(plan!)), "utf8")).toBe("%PDF-1.4 mooring plan\n");
    // A link to a doc is still a link to its page.
    expect(tides).toContain('href="/docs/rules"');

    const arrival = fs.readFileSync(path.join(out, "arrival.html"), "utf8");
    const video = /<video controls="" src="\/docs\/(assets\/files\/approach-[0-9a-f]{8}\.mp4)"/.exec(arrival)?.[1];
    expect(video).toBeDefined();
    expect(fs.readFileSync(path.join(out, video!), "utf8")).toBe("not really a video\n");
    // The same file, imported and linked, is one published file.
    expect(arrival).toContain(`href="/docs/${table}"`);

    // The component's image names a path outside /docs/: it shows where the host serves it, and is named.
    expect(arrival).toContain('<img src="/img/swell.svg" alt="Swell forecast"/>');
    expect(reportLines(built.stdout + built.stderr, site).filter((line) => line.includes("swell"))).toEqual([
      "warning: docs/arrival.mdx shows /img/swell.svg, which is outside the site (served under /docs/): it shows only where the host serves it",
    ]);
  });

  it("a linked file that is not there is still a broken link", async () => {
    const site = harbourSite();
    fs.rmSync(path.join(site, "docs/files/tide-table.xlsx"));
    fs.writeFileSync(path.join(site, "docs/arrival.mdx"), doc("Arrival", "Nothing to import here."));
    const out = `${site}-dist`;
    const built = await runBuild({ CONTENT_DIR: site, OUT_DIR: out, PALAVER_CACHE_DIR: `${site}-cache` });
    expect(built.status).toBe(1);
    expect(reportLines(built.stdout + built.stderr, site).map((line) => line.trim())).toContainEqual("docs/tides.md:5:5 links to /docs/files/tide-table.xlsx, which does not exist");
  });
});
