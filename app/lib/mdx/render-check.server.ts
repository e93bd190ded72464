// A page can throw when rendered where its compile saw nothing wrong: an expression
// (`{undefinedVariable}`, `{list.at(-1).name}`), a component of the site's own, or a theme
// component given props it cannot use (`<Tabs>` with a child that is no `<TabItem>`). The content
// check renders each page that holds code (imports, exports, expressions) once after compiling
// it, with the theme's modules and a router as the build has them, so `npm run check` reports
// what the build's render would fail on, with the line where it can tell. Plain Markdown pages
// are not rendered here: their compile checked all they hold.

import path from "node:path";
import * as React from "react";
import * as ReactDOM from "react-dom";
import * as jsxRuntime from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server.js";
import type { Root } from "mdast";
import { visit } from "unist-util-visit";
import { getMDXComponent } from "mdx-bundler/client/index.js";
import { loadThemeModules, themeScope } from "~/components/theme/registry";
import { engineComponents, providedComponents } from "~/components/theme/provided-components";
import { hasMdxComponents, provideMdxComponents } from "~/components/theme/mdx-provider";
import { ContentError } from "../content-error.server";

/** The parameter of a page's module function that holds the theme modules (as in mdx-theme-imports.server.ts). */
const THEME_SCOPE = "_palaver_theme";

/** What the page's own code cannot be blamed for here: what needs the Remix app around the page. */
const NOT_THE_PAGES = /may be used only in the context of a <Router>|useNavigate\(\)|must be rendered within a <Remix|RemixContext|answered only within the site's pages/;

/** MDX's message for a component used without an import that nothing provides. */
const UNPROVIDED_COMPONENT = /^Error: Expected component `([^`]+)` to be defined/;

/** Where the page's code is, in its own file: what a render failure is traced back to. */
export interface CodeSites {
  /** `{…}` expressions and `export`s, with their text. */
  expressions: { line: number; column: number; text: string }[];
  /** JSX elements, by name. */
  elements: { line: number; column: number; name: string }[];
  /** Whether it has `import`s of its own. */
  imports?: boolean;
}

export interface RenderFailure {
  message: string;
  line?: number;
  column?: number;
}

/** Collects the page's code sites (run on the page's own file only). */
export function remarkCodeSites(sites: CodeSites) {
  return () => (tree: Root) => {
    visit(tree, (node) => {
      const code = node as unknown as { type: string; value?: string; name?: string | null; position?: { start: { line: number; column: number } } };
      const at = code.position?.start;
      // The `toc` export and other generated nodes have no position: not the page's code.
      if (!at) return;
      if (code.type === "mdxFlowExpression" || code.type === "mdxTextExpression") {
        const text = (code.value ?? "").trim();
        // `{/* a comment */}` holds no code.
        if (text && !/^\/\*[^]*\*\/$/.test(text)) sites.expressions.push({ line: at.line, column: at.column, text });
      } else if (code.type === "mdxjsEsm") {
        // Consecutive lines of imports and exports are one node: the exports are kept apart.
        const value = code.value ?? "";
        if (/^\s*import\s/m.test(value)) sites.imports = true;
        const exports = value.replace(/^\s*import\s[^\n]*$/gm, "").trim();
        if (exports) sites.expressions.push({ line: at.line, column: at.column, text: exports });
      } else if ((code.type === "mdxJsxFlowElement" || code.type === "mdxJsxTextElement") && code.name) {
        sites.elements.push({ line: at.line, column: at.column, name: code.name });
      }
    });
  };
}

/**
 * Whether the page holds code a render could find fault with: imports, exports, expressions or
 * components of its own. What the compile generates (code blocks, admonitions) is not: a page of
 * plain Markdown is not rendered here.
 */
export function worthRendering(sites: CodeSites): boolean {
  return sites.imports === true || sites.expressions.length > 0 || sites.elements.some((element) => /^[A-Z]/.test(element.name) || element.name.includes("."));
}

/**
 * Why the compiled page cannot be rendered, or undefined when it renders. Rendered as the build
 * renders it: the theme modules it uses loaded, the components pages get without an import, a
 * router around it (links and the hooks that read the site's data need one). `onRendered` gets
 * the markup of a page that renders: the ids its components give elements are anchors too.
 */
export async function renderFailure(code: string, modules: readonly string[], sites: CodeSites, onRendered?: (html: string, hrefs: Set<string>) => void): Promise<RenderFailure | undefined> {
  let message: string;
  try {
    await loadThemeModules(modules);
    // The partials' components too, unless the pages' own are set already (a process that renders pages).
    if (!hasMdxComponents()) provideMdxComponents(() => ({ ...engineComponents(), ...providedComponents() }));
    const Page = getMDXComponent(code, { React, ReactDOM, _jsx_runtime: jsxRuntime, [THEME_SCOPE]: themeScope });
    // The links its Markdown draws, by href: one inside a component that renders nothing is not drawn.
    const hrefs = new Set<string>();
    const provided = { ...engineComponents(), ...providedComponents() } as Record<string, React.ComponentType>;
    const anchor: React.ElementType = provided.a ?? "a";
    const components = {
      ...provided,
      a: (props: { href?: string }) => {
        if (props.href !== undefined) hrefs.add(props.href);
        return React.createElement(anchor, props);
      },
    };
    const routes = [{ id: "root", path: "*", element: React.createElement(Page, { components }) }];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request("http://localhost/"));
    if (context instanceof Response) return undefined;
    onRendered?.(renderToStaticMarkup(React.createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context, hydrate: false })), hrefs);
    return undefined;
  } catch (error) {
    message = error instanceof Error ? `${error.name}: ${error.message.split("\n")[0]}` : String(error);
  }
  if (NOT_THE_PAGES.test(message)) return undefined;
  const unprovided = UNPROVIDED_COMPONENT.exec(message)?.[1];
  if (unprovided) {
    // Neither the theme nor the site's src/theme/MDXComponents (mdx/site-mdx-components.server.ts) gives it.
    const site = sites.elements.find((element) => element.name === unprovided);
    return {
      message: `<${unprovided}> is used without an import, and ${UNPROVIDED}: import it in the page, or add it to src/theme/MDXComponents`,
      ...(site ? { line: site.line, column: site.column } : {}),
    };
  }
  return { message, ...whereItThrew(message, sites) };
}

/** The ids a page's markup gives elements, and the names of its `<a name>` targets: where `#anchor` links can lead. */
export function renderedAnchors(html: string): string[] {
  const ids = [...html.matchAll(/<[a-zA-Z][^>]*?\sid="([^"]+)"/g)].map((match) => match[1]);
  const names = [...html.matchAll(/<a\s[^>]*?\bname="([^"]+)"/g)].map((match) => match[1]);
  return [...ids, ...names].map(unescapeAttribute);
}

/** React escapes these five characters in an attribute value, and only these. */
const unescapeAttribute = (value: string) =>
  value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (escape) => ({ "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" })[escape]!);

/** What a component used without an import lacks: said of the page's own element, at its line. */
const UNPROVIDED = "neither the theme nor the site's src/theme/MDXComponents provides it";

/**
 * The problem a page's render failure is reported as, at its line where known. `unrunThemes`: the
 * config's presets and themes that are not run here, named as what may provide a missing component.
 */
export function renderProblem(
  file: string,
  failure: Pick<RenderFailure, "message"> & { at?: { line: number; column: number } },
  fileDeps: Record<string, string> | undefined,
  unrunThemes: readonly string[] = [],
): ContentError {
  const unprovided = failure.message.includes(UNPROVIDED);
  // A component nothing provides, found at the page's own line, is the page's fault: its imports are not where to look.
  const ownLine = failure.at !== undefined && unprovided;
  const providers = unprovided && unrunThemes.length ? ` (the config's ${unrunThemes.join(", ")}, not run here, may be what provides it)` : "";
  return new ContentError(file, `the page failed to render: ${failure.message}${providers}${ownLine ? "" : importedBy(fileDeps)}`, failure.at);
}

/** The files a page imports, named for a maintainer looking for what threw. */
export function importedBy(fileDeps: Record<string, string> | undefined): string {
  const files = Object.keys(fileDeps ?? {}).map((file) => path.relative(process.cwd(), file));
  return files.length ? ` (thrown by its MDX or by what it imports: ${files.join(", ")})` : "";
}

/** The line of the page that most likely threw: the expression naming an undefined variable, the component whose message it is, or the expression that throws it alone. */
function whereItThrew(message: string, sites: CodeSites): { line: number; column: number } | undefined {
  const undefinedName = /^ReferenceError: ([\w$]+) is not defined/.exec(message)?.[1];
  if (undefinedName) {
    const word = new RegExp(`(^|[^\\w$.])${undefinedName.replace(/\$/g, "\\$")}(?![\\w$])`);
    const site = sites.expressions.find((expression) => word.test(expression.text));
    if (site) return site;
  }
  // The theme's components start their messages with their name: `<Tabs>: …`.
  const component = /^\w*Error: <([\w.]+)>/.exec(message)?.[1];
  if (component) {
    const site = sites.elements.find((element) => element.name === component);
    if (site) return site;
  }
  // An expression that needs nothing of the page but its own exports (`{(() => { throw … })()}`,
  // `{readings.at(-1).depth}` under `export const readings = []`) throws the same with them alone.
  const exports = sites.expressions.filter((site) => /^export\s/.test(site.text));
  const preamble = exports.map((site) => site.text.replace(/^export\s+(default\s+)?/, "")).join(";\n");
  for (const preambleText of exports.length ? [preamble, ""] : [""]) {
    for (const site of sites.expressions) {
      if (/^export\s/.test(site.text)) continue;
      try {
        new Function(`"use strict";\n${preambleText};\nreturn (${site.text});`)();
      } catch (error) {
        if (error instanceof Error && `${error.name}: ${error.message.split("\n")[0]}` === message) return site;
      }
    }
  }
  // Nothing else of the page's own code is left to throw when it uses one component and has no
  // expressions: that component (a site's own, which threw inside its file) is where to look.
  const components = sites.elements.filter((element) => /^[A-Z]/.test(element.name) || element.name.includes("."));
  if (components.length === 1 && !sites.expressions.some((site) => !/^export\s/.test(site.text))) return components[0];
  return undefined;
}
