// Docusaurus theme imports in compiled pages: which modules a page records, the error for one the
// site does not provide, <CodeBlock> compiled as a fenced block, and the components' server markup.
import path from "node:path";
import fs from "node:fs";
import os from "node:os";
import { describe, expect, it } from "vitest";
import * as React from "react";
import * as ReactDOM from "react-dom";
import * as jsxRuntime from "react/jsx-runtime";
import { renderToString } from "react-dom/server";
import { getMDXComponent } from "mdx-bundler/client/index.js";
import { checkMdx, compiledBody, compileMdx } from "~/lib/mdx.server";
import { loadThemeModules, themeScope } from "~/components/theme/registry";
import { providedComponents } from "~/components/theme/provided-components";

process.env.PALAVER_CACHE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-theme-cache-"));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-theme-"));
const resolver = { routeForFile: () => undefined };
const page = path.join(dir, "docs/page.mdx");

async function render(source: string) {
  const compiled = await compileMdx(page, source, resolver);
  await loadThemeModules(compiled.modules);
  const Component = getMDXComponent(compiledBody(compiled).code, { React, ReactDOM, _jsx_runtime: jsxRuntime, _palaver_theme: themeScope });
  const components = providedComponents();
  return { compiled, html: renderToString(React.createElement(Component, { components })) };
}

describe("theme imports", () => {
  it("records the theme modules a page imports, and the code block frame when it has code", async () => {
    const { compiled } = await render(
      "import Tabs from '@theme/Tabs';\nimport TabItem from \"@theme/TabItem\";\n\n<Tabs><TabItem value=\"a\">A</TabItem></Tabs>\n\n```sh\nls\n```\n",
    );
    // Fences need the code block frame only (the engine's own module), not @theme/CodeBlock's run-time code.
    expect(compiled.modules).toEqual(["@palaver/code-frame", "@theme/TabItem", "@theme/Tabs"]);
    const { compiled: plain } = await render("Just words, no imports.\n");
    expect(plain.modules).toEqual([]);
  });

  it("reports an import the site does not provide at its line, with what is provided, together with the page's other problems", async () => {
    const source = "---\ntitle: T\n---\n\nimport Tabs from '@theme/Tabs';\nimport Mermaid from '@theme/Mermaid';\nimport useRouteContext from \"@docusaurus/useRouteContext\";\n\nText.\n";
    const { problems, compiled } = await checkMdx(page, source, resolver);
    expect(compiled).toBeUndefined();
    const messages = problems.map((problem) => problem.message);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/docs\/page\.mdx:6:\d+ imports @theme\/Mermaid, which this site does not provide\. It provides @theme\/Tabs, .*@docusaurus\/Link/);
    expect(messages[1]).toMatch(/docs\/page\.mdx:7:\d+ imports @docusaurus\/useRouteContext/);
  });

  it("compiles a <CodeBlock> with literal code as a fenced block: highlighted at build time, indentation kept", async () => {
    const { html } = await render(
      'import CodeBlock from "@theme/CodeBlock";\n\n<CodeBlock language="js" title="pour.js">\n{`function pour(cups) {\n  if (cups > 2) {\n    return "a pot";\n  }\n}`}\n</CodeBlock>\n',
    );
    expect(html).toContain('<div class="code-block-title">pour.js</div>');
    expect(html).toContain('<span class="token keyword">function</span>');
    // Prism's JavaScript extras may add classes (`control-flow`): the indentation is what matters here.
    expect(html).toMatch(/<span class="code-line">  <span class="token keyword[^"]*">if<\/span>/);
    expect(html).toMatch(/<span class="code-line">    <span class="token keyword[^"]*">return<\/span>/);
  });

  it("shows a <CodeBlock>'s code written as text on lines of its own (Markdown to MDX), highlighted", async () => {
    const { html } = await render('import CodeBlock from "@theme/CodeBlock";\n\n<CodeBlock language="bash">\n    npm init -y\n</CodeBlock>\n');
    expect(html).toMatch(/<code class="language-bash"><span class="code-line"><span class="token function">npm<\/span> init <span class="token parameter variable">-y<\/span>/);
  });

  it("applies magic comments to a <CodeBlock>'s code computed at run time, as to a fence's", async () => {
    const { html } = await render(
      "import CodeBlock from '@theme/CodeBlock';\n\nexport const steps = ['boil()', '// highlight-next-line', 'pour()', '# highlight-start', 'stir()', '# highlight-end', 'serve()'].join('\\n');\n\n<CodeBlock language=\"js\">{steps}</CodeBlock>\n\n<CodeBlock>{steps}</CodeBlock>\n",
    );
    const lines = [...html.matchAll(/<span class="(code-line[^"]*)">([^<]*)(?:<!-- -->)?\n<\/span>/g)].map(([, classes, text]) => [classes, text]);
    // In JavaScript `#` is no comment (as in Docusaurus): that block stays; without a language, every line stays.
    expect(lines.slice(0, 6)).toEqual([
      ["code-line", "boil()"],
      ["code-line highlight-line", "pour()"],
      ["code-line", "# highlight-start"],
      ["code-line", "stir()"],
      ["code-line", "# highlight-end"],
      ["code-line", "serve()"],
    ]);
    expect(lines.slice(6).map(([, text]) => text)).toEqual(["boil()", "// highlight-next-line", "pour()", "# highlight-start", "stir()", "# highlight-end", "serve()"]);
  });

  it("renders a <CodeBlock> with computed code at run time, in the same frame", async () => {
    const { html } = await render(
      "import CodeBlock from '@theme/CodeBlock';\n\nexport const lines = ['a', 'b'].join('\\n');\n\n<CodeBlock language=\"text\" showLineNumbers>{lines}</CodeBlock>\n",
    );
    expect(html).toMatch(/<div class="code-frame"><pre tabindex="0" class="language-text code-block--line-numbers"><code class="language-text"><span class="code-line">a/);
  });

  it("shows the panels of <TabItem>s numbered by value={index}, the first open", async () => {
    const { html } = await render(
      "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n  <TabItem value={0} label=\"first.rs\">First file</TabItem>\n  <TabItem value={1} label=\"second.rs\">Second file</TabItem>\n</Tabs>\n",
    );
    expect(html).toMatch(/role="tabpanel"[^>]*class="tab-panel">First file</);
    expect(html).toMatch(/role="tabpanel"[^>]*hidden=""[^>]*>Second file</);
  });

  it("shows a <CodeBlock>'s children that hold elements as they render, as Docusaurus does: a <Translate> with its values, bold text", async () => {
    const { html } = await render(
      "import CodeBlock from '@theme/CodeBlock';\nimport Translate from '@docusaurus/Translate';\n\n<CodeBlock language=\"bash\">\n  <Translate id=\"join\" values={{ room: 'lobby' }}>{'palaver join {room}'}</Translate>\n</CodeBlock>\n\nRun <CodeBlock>npm run <b>build</b></CodeBlock> first.\n",
    );
    expect(html).not.toContain("{room}");
    expect(html).toMatch(/<div class="code-frame"><pre tabindex="0" class="language-bash"><code class="language-bash">(<p>)?palaver join lobby(<\/p>)?<\/code><\/pre>/);
    expect(html).toMatch(/<pre tabindex="0"><code>npm run <b>build<\/b><\/code><\/pre>/);
  });

  it("puts a <CodeBlock>'s own className on its container, as Docusaurus does (tRPC's install snippet)", async () => {
    const { html } = await render(
      "import CodeBlock from '@theme/CodeBlock';\n\nexport const lines = 'npm i';\n\n<CodeBlock className=\"language-bash Snippet__CodeBlock\">{lines}</CodeBlock>\n\n<CodeBlock className=\"Snippet__CodeBlock\" language=\"bash\" title=\"shell\">{lines}</CodeBlock>\n",
    );
    expect(html).toMatch(/<div class="code-block Snippet__CodeBlock"><div class="code-frame"><pre tabindex="0" class="language-bash">/);
    expect(html).toMatch(/<div class="code-block code-block--titled Snippet__CodeBlock"><div class="code-block-title">shell<\/div>/);
  });

  it("gives pages Admonition, Details and details without an import, loading their modules only for pages that use them", async () => {
    const { html, compiled } = await render(
      '<Admonition type="danger" title="Hot">Mind the steam.</Admonition>\n\n<Details summary="More">Inside.</Details>\n\n<details>\n<summary>Plain</summary>\n\nFolded.\n\n</details>\n',
    );
    expect(compiled.modules).toEqual(["@theme/Admonition", "@theme/Details"]);
    expect(html).toMatch(/<aside class="theme-admonition theme-admonition-danger callout callout-danger" aria-labelledby="([^"]+)"><p class="callout-heading" id="\1">Hot<\/p>/);
    expect(html).toContain('<details class="details"><summary class="details-summary">More</summary><div class="details-content">Inside.</div></details>');
    expect(html).toContain('<details class="details"><summary class="details-summary">Plain</summary><div class="details-content"><p>Folded.</p></div></details>');
  });

  it("renders Translate's and Interpolate's messages with their values", async () => {
    const { html } = await render(
      "import Translate, {translate} from '@docusaurus/Translate';\nimport Interpolate from '@docusaurus/Interpolate';\n\n<p title={translate({message: 'Brew {count} cups', id: 'brew'}, {count: 3})}><Translate id=\"greeting\" description=\"Shown first\" values={{name: <b>Ada</b>}}>{'Hello {name}, the {missing} stays'}</Translate></p>\n\n<Interpolate values={{n: 2}}>{'{n} pots'}</Interpolate>\n",
    );
    expect(html).toContain('<p title="Brew 3 cups">Hello <b>Ada</b>, the {missing} stays</p>');
    expect(html).toContain("2 pots");
  });

  it("server-renders the default tab of a <Tabs>, the others hidden, as the WAI-ARIA tabs pattern", async () => {
    const { html } = await render(
      "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs groupId=\"os\">\n  <TabItem value=\"linux\" label=\"Linux\">L</TabItem>\n  <TabItem value=\"mac\" label=\"macOS\" default>M</TabItem>\n</Tabs>\n",
    );
    expect(html).toMatch(/<div role="tablist" aria-orientation="horizontal" class="tabs">/);
    expect(html).toMatch(/<button type="button" role="tab" id="([^"]+)" aria-selected="false" aria-controls="([^"]+)" tabindex="-1" class="tab">Linux<\/button>/);
    expect(html).toMatch(/role="tab" id="[^"]+" aria-selected="true" aria-controls="[^"]+" tabindex="0" class="tab tab--selected">macOS<\/button>/);
    expect(html).toMatch(/<div role="tabpanel" id="[^"]+" aria-labelledby="[^"]+" hidden="" class="tab-panel">L<\/div>/);
    expect(html).toMatch(/<div role="tabpanel" id="[^"]+" aria-labelledby="[^"]+" class="tab-panel">M<\/div>/);
  });

  it("stops on a <Tabs> whose defaultValue is none of its tabs, naming the values", async () => {
    await expect(
      render("import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs defaultValue=\"bsd\"><TabItem value=\"linux\">L</TabItem></Tabs>\n"),
    ).rejects.toThrow('<Tabs>: defaultValue "bsd" is not one of its tabs ("linux")');
  });

  it("renders @docusaurus/Link's pathname:// links as Docusaurus does, and keeps its data-noBrokenLinkCheck prop off the page", async () => {
    const { html } = await render(
      "import Link from '@docusaurus/Link';\n\n<Link to=\"pathname:///sandbox/\">Sandbox</Link> <Link to=\"pathname:///sandbox/\" target=\"_self\">Here</Link> <Link href=\"https://forum.example.org\" data-noBrokenLinkCheck>Forum</Link>\n",
    );
    // A plain link (not routed, not prefetched), opened in a new tab unless the link names its own target.
    expect(html).toContain('<a href="/sandbox/" target="_blank" rel="noopener noreferrer">Sandbox</a>');
    expect(html).toContain('<a href="/sandbox/" target="_self" rel="noopener noreferrer">Here</a>');
    expect(html).toContain('<a href="https://forum.example.org" target="_blank" rel="noopener noreferrer">Forum</a>');
    expect(html.toLowerCase()).not.toContain("nobrokenlinkcheck");
  });
});
