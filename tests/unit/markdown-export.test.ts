// A rendered page to Markdown: what the build publishes at `<route>.md` and in llms-full.txt.
// The HTML here is hand-written in the shapes the site's components render, with the untidiness
// of real pages: a frame around the article, hash links, buttons, icons, tabs, footnotes.
import { describe, expect, it } from "vitest";
import { pageMarkdown } from "~/lib/markdown-export/html-to-markdown.server";
import { markdownUrlFor } from "~/lib/markdown-export/markdown-url";
import { readerFiles } from "~/lib/markdown-export/llms-files.server";
import { loadContentModel } from "~/lib/content.server";
import { doc, writeTree } from "./fixture-tree";

const frame = (article: string) => `<!DOCTYPE html><html lang="en"><head><title>Otter Bay Docs</title></head><body>
<nav class="navbar"><a href="/docs/start">Start</a><button type="button">Menu</button></nav>
<main id="main"><div class="doc-layout"><aside class="sidebar"><a href="/docs/other">Other</a></aside>
${article}
<footer class="doc-footer"><a href="https://example.org/edit">Edit this page</a></footer></div></main></body></html>`;

const convert = (article: string, route = "/docs/guides/moorings", basePath = "") => pageMarkdown({ html: frame(article), route, basePath });

describe("a page's Markdown", () => {
  it("is the article alone, titled, without heading anchors, buttons or icons", () => {
    const markdown = convert(`<article class="markdown"><div class="doc-title"><h1>Book a mooring</h1><div class="copy-page"><button type="button">Copy page</button><span role="status"></span></div></div>
<p>Moorings at <strong>Otter Bay</strong> are booked per night &amp; paid on arrival.<svg viewBox="0 0 4 4"><path d="M0 0h4"/></svg></p>
<h2 id="before-you-arrive">Before you arrive<a href="#before-you-arrive" class="hash-link" aria-label="Direct link to Before you arrive">#</a></h2>
<p>Radio the harbour master on channel <code>12</code>, or mail <a href="mailto:harbour@otterbay.example">harbour@otterbay.example</a>. See <a href="#fees">the fees</a> and <a href="/docs/guides/tides#spring-tides">spring tides</a>.</p>
</article>`);
    expect(markdown).toBe(
      [
        "# Book a mooring",
        "",
        "Moorings at **Otter Bay** are booked per night & paid on arrival.",
        "",
        "## Before you arrive",
        "",
        "Radio the harbour master on channel `12`, or mail [harbour@otterbay.example](mailto:harbour@otterbay.example). See [the fees](/docs/guides/moorings#fees) and [spring tides](/docs/guides/tides#spring-tides).",
        "",
      ].join("\n"),
    );
  });

  it("turns admonitions into blockquotes opening with their title, or their type without one", () => {
    const markdown = convert(`<article class="markdown"><h1>Tides</h1>
<aside class="theme-admonition theme-admonition-danger callout callout-danger" aria-label="Low water at 14:10"><p class="callout-heading">Low water at 14:10</p><div class="callout-content">
<p>The channel dries. Keep <em>east</em> of the red buoy.</p><ul><li>Draft over 1.2 m: wait.</li></ul></div></aside>
<aside class="theme-admonition theme-admonition-tip callout callout-tip" aria-label="tip"><div class="callout-content"><p>Tables are posted at the slipway.</p></div></aside>
</article>`);
    expect(markdown).toContain("> **Low water at 14:10**\n>\n> The channel dries. Keep *east* of the red buoy.\n>\n> - Draft over 1.2 m: wait.");
    expect(markdown).toContain("> **Tip**\n>\n> Tables are posted at the slipway.");
  });

  it("keeps code as fences with language and title, whatever the highlighter wrapped it in", () => {
    const markdown = convert(`<article class="markdown"><h1>API</h1>
<div class="code-block code-block--titled"><div class="code-block-title">Reserve berth 7</div><button class="copy">Copy</button><pre tabindex="0" class="language-bash"><code class="language-bash code-highlight"><span class="code-line">curl -X POST https://api.otterbay.example/berths/7 \\
</span><span class="code-line highlight-line">  -d '{"nights": 2, "note": "&lt;late arrival&gt;"}'
</span></code></pre></div>
<pre><code class="language-md">\`\`\`json
{"fenced": "inside"}
\`\`\`
</code></pre>
<pre><code>plain text, no language</code></pre>
</article>`);
    expect(markdown).toContain('```bash title="Reserve berth 7"\ncurl -X POST https://api.otterbay.example/berths/7 \\\n  -d \'{"nights": 2, "note": "<late arrival>"}\'\n```');
    // A fence inside the code gets a longer outer fence, as an author would write it.
    expect(markdown).toContain('````md\n```json\n{"fenced": "inside"}\n```\n````');
    expect(markdown).toContain("```\nplain text, no language\n```");
    expect(markdown).not.toContain("Copy");
  });

  it("writes tables as GFM tables, task lists with their boxes and footnotes as footnotes", () => {
    const markdown = convert(`<article class="markdown"><h1>Fees</h1>
<div class="table-scroll" tabindex="0" role="region" aria-label="Table"><table><thead><tr><th>Boat length</th><th align="right">Per night</th></tr></thead>
<tbody><tr><td>under 8 m</td><td align="right">€18</td></tr><tr><td>8–12 m | catamarans</td><td align="right">€26<sup><a href="#user-content-fn-vat" id="user-content-fnref-vat" data-footnote-ref="true" aria-describedby="footnote-label">1</a></sup></td></tr></tbody></table></div>
<ul class="contains-task-list"><li class="task-list-item"><input type="checkbox" disabled checked aria-label="Done"> Fenders out</li><li class="task-list-item"><input type="checkbox" disabled aria-label="To do"> Lines ready</li></ul>
<section data-footnotes="true" class="footnotes"><h2 class="sr-only" id="footnote-label">Footnotes</h2><ol><li id="user-content-fn-vat"><p>VAT included. <a href="#user-content-fnref-vat" data-footnote-backref="" aria-label="Back to reference 1" class="data-footnote-backref">↩</a></p></li></ol></section>
</article>`);
    expect(markdown).toMatch(/^\| Boat length +\| +Per night \|\n\| -+ \| -+: \|\n\| under 8 m +\| +€18 \|\n\| 8–12 m \\\| catamarans \| +€26\[\^vat\] \|$/m);
    expect(markdown).toContain("- [x] Fenders out\n- [ ] Lines ready");
    expect(markdown).toMatch(/\n\[\^vat\]: VAT included\.\n$/);
    expect(markdown).not.toContain("Footnotes");
    expect(markdown).not.toContain("↩");
  });

  it("gives every tab panel under its tab's label, hidden or not", () => {
    const markdown = convert(`<article class="markdown"><h1>Pay</h1>
<div class="tabs"><div role="tablist" aria-label="Language"><button role="tab" id="t-curl" aria-selected="true" aria-controls="p-curl">curl</button><button role="tab" id="t-py" aria-selected="false" aria-controls="p-py">Python</button></div>
<div role="tabpanel" id="p-curl" aria-labelledby="t-curl"><pre><code class="language-bash">curl https://api.otterbay.example/pay</code></pre></div>
<div role="tabpanel" id="p-py" aria-labelledby="t-py" hidden><pre><code class="language-python">requests.post("https://api.otterbay.example/pay")</code></pre></div></div>
</article>`);
    expect(markdown).toContain('**curl**\n\n```bash\ncurl https://api.otterbay.example/pay\n```\n\n**Python**\n\n```python\nrequests.post("https://api.otterbay.example/pay")\n```');
  });

  it("finds a panel's label from the tab that controls it, when the panel names none", () => {
    const markdown = convert(`<article class="markdown"><h1>Pay</h1>
<div class="tabs"><ul role="tablist"><li role="tab" aria-controls="pay-js" tabindex="0">JavaScript (fetch)</li><li role="tab" aria-controls="pay-sh">Shell</li></ul>
<div role="tabpanel" id="pay-js"><p>Use <code>fetch</code>.</p></div><div role="tabpanel" id="pay-sh" hidden><p>Use <code>curl</code>.</p></div></div></article>`);
    expect(markdown).toContain("**JavaScript (fetch)**\n\nUse `fetch`.\n\n**Shell**\n\nUse `curl`.");
  });

  it("keeps site links and images as the page has them, under the base path, and anchors on the page's URL", () => {
    const markdown = convert(`<article class="markdown"><h1>Map</h1><p><img src="/otter/img/bay.png" alt="The bay at low water" width="800" height="400"></p><p><a href="#north-quay">North quay</a> · <a href="/otter/docs/guides/fuel">Fuel</a></p></article>`, "/docs/map", "/otter");
    expect(markdown).toContain("![The bay at low water](/otter/img/bay.png)");
    expect(markdown).toContain("[North quay](/otter/docs/map#north-quay) · [Fuel](/otter/docs/guides/fuel)");
  });

  it("escapes text that Markdown would read as syntax, and only that", () => {
    // Each line's text, written as is, would become a list, a heading, emphasis, a link, a table
    // row, an autolink or a tag; the last stays as written.
    const markdown = convert(`<article class="markdown"><h1>Signals</h1>
<p>1. flag up</p><p>- dash first</p><p># not a heading</p><p>*starred* and snake_case_name and __init__</p>
<p>[berth](7) and a | pipe and ~~struck~~ and &lt;tag&gt; and a\\*b</p><p>see www.otterbay.example and harbour@otterbay.example</p>
<p>  spaced out  </p><p>Plain words, commas; and semicolons</p></article>`);
    expect(markdown).toBe(
      [
        "# Signals",
        "",
        "1\\. flag up",
        "",
        "\\- dash first",
        "",
        "\\# not a heading",
        "",
        "\\*starred\\* and snake_case_name and \\_\\_init\\_\\_",
        "",
        "\\[berth]\\(7) and a | pipe and \\~\\~struck\\~\\~ and \\<tag> and a\\\\\\*b",
        "",
        "see www\\.otterbay.example and harbour\\@otterbay.example",
        "",
        "spaced out",
        "",
        "Plain words, commas; and semicolons",
        "",
      ].join("\n"),
    );
  });

  it("is undefined for a page without an article", () => {
    expect(convert(`<header class="markdown"><h1>Guides</h1></header><ul class="card-grid"></ul>`)).toBeUndefined();
  });

  it("lives at the page's URL plus .md", () => {
    expect(markdownUrlFor("/docs/guides/moorings")).toBe("/docs/guides/moorings.md");
    expect(markdownUrlFor("/docs/guides/")).toBe("/docs/guides.md");
  });
});

describe("llms.txt and llms-full.txt", () => {
  const root = writeTree({
    "docs/01-start.mdx": doc("Start here", "Welcome aboard.", "description: |-\n  What the harbour offers,\n  in one page.\n"),
    "docs/guides/_category_.json": JSON.stringify({ label: "Guides", position: 2, link: { type: "generated-index", description: "Every guide." } }),
    "docs/guides/02-fuel.mdx": doc("Refuel", "Pumps open at six.", "description: Where and when to refuel.\n"),
    "docs/guides/01-moor.mdx": doc("Moor a boat"),
    "docs/rules/fees.mdx": doc("Fees", "Per night.", "description: What a night costs.\n"),
    "sidebars.json": JSON.stringify({ visitors: [{ type: "autogenerated", dirName: "." }] }),
    "pages/contribute.mdx": doc("Write for us", "How to help.", "description: The contributors' guide.\n"),
  });
  const model = loadContentModel(root);
  // The build's .md files; the category page has none (it is a list of cards).
  const written: Record<string, string> = {
    "/docs/start": "# Start here\n\nWelcome aboard.\n",
    "/docs/guides/moor": "# Moor a boat\n\nSome text for this page.\n",
    "/docs/guides/fuel": "# Refuel\n\nPumps open at six.\n",
    "/docs/rules/fees": "# Fees\n\nPer night.\n",
  };
  // How often each page's Markdown was asked for: the build reads each from a file.
  const reads = new Map<string, number>();
  const files = readerFiles({
    model,
    title: "Otter Bay Docs",
    summary: "Moorings, fuel and fees\nat Otter Bay.",
    siteUrl: "https://docs.otterbay.example/harbour",
    sections: [{ label: "Visiting", href: "/docs/start" }],
    markdownOf: (route) => {
      reads.set(route, (reads.get(route) ?? 0) + 1);
      return written[route];
    },
  });

  it("reads each page's Markdown once", () => {
    expect(Object.keys(written).every((route) => reads.get(route) === 1)).toBe(true);
    expect(Math.max(...reads.values())).toBe(1);
  });

  it("llms.txt: the site's name, its summary, a section per sidebar with a line per page, then the optional pages", () => {
    expect(files["llms.txt"]).toBe(
      [
        "# Otter Bay Docs",
        "",
        "> Moorings, fuel and fees at Otter Bay.",
        "",
        "Every page listed here is Markdown: the page's address plus `.md`. [The whole documentation in one file](https://docs.otterbay.example/harbour/llms-full.txt) holds them all, in this order.",
        "",
        "## Visiting",
        "",
        "- [Start here](https://docs.otterbay.example/harbour/docs/start.md): What the harbour offers, in one page.",
        // Without a description, its first paragraph stands in, as in search results and link previews.
        "- [Moor a boat](https://docs.otterbay.example/harbour/docs/guides/moor.md): Some text for this page.",
        "- [Refuel](https://docs.otterbay.example/harbour/docs/guides/fuel.md): Where and when to refuel.",
        "- [Fees](https://docs.otterbay.example/harbour/docs/rules/fees.md): What a night costs.",
        "",
        "## Optional",
        "",
        "- [Write for us](https://docs.otterbay.example/harbour/contribute): The contributors' guide.",
        "",
      ].join("\n"),
    );
  });

  it("llms-full.txt: every page's Markdown in sidebar order, each with its source address under its title", () => {
    const parts = files["llms-full.txt"].split("\n\n---\n\n");
    expect(parts[0]).toBe("# Otter Bay Docs");
    expect(parts.slice(2).map((part) => part.split("\n").slice(0, 2))).toEqual([
      ["# Start here", "Source: https://docs.otterbay.example/harbour/docs/start"],
      ["# Moor a boat", "Source: https://docs.otterbay.example/harbour/docs/guides/moor"],
      ["# Refuel", "Source: https://docs.otterbay.example/harbour/docs/guides/fuel"],
      ["# Fees", "Source: https://docs.otterbay.example/harbour/docs/rules/fees"],
    ]);
    expect(parts.at(-1)).toBe("# Fees\nSource: https://docs.otterbay.example/harbour/docs/rules/fees\n\nPer night.\n");
  });
});
