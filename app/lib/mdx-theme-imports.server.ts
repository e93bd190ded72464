// How a page's imports of Docusaurus's theme modules (`@theme/Tabs`, `@docusaurus/Link`, …) are
// compiled: each becomes a read of the scope the page's module is called with (the registry,
// app/components/theme/registry.ts), and the page records which it needs so that only those load.
// An import the site does not provide is a content problem at its file:line, reported with the
// page's other problems (the page still compiles, so the rest are found).

import fs from "node:fs";
import type { Plugin } from "esbuild";
import type { Root as MdastRoot, Code } from "mdast";
import type { Root as HastRoot } from "hast";
import { visit, SKIP } from "unist-util-visit";
import { toString } from "mdast-util-to-string";
import { ContentError } from "./content-error.server";
import { isThemeSpecifier, THEME_ICONS, themeSpecifiers } from "~/components/theme/registry";
import { PROVIDED_COMPONENTS } from "~/components/theme/provided-components";
import { MDX_PROVIDER } from "~/components/theme/mdx-provider";
import { ICON_NAMES } from "~/components/theme/icons";

/**
 * The provider module's code in a compiled page: read at render, so that it may be set after the
 * page is evaluated; nothing when the page is evaluated without the theme scope (it then renders
 * with the components it is given, as before there was a provider).
 */
const MDX_PROVIDER_MODULE = (scope: string) =>
  `module.exports = { useMDXComponents: () => { const provider = typeof ${scope} === "undefined" ? undefined : ${scope}[${JSON.stringify(MDX_PROVIDER)}]; return provider ? provider.useMDXComponents() : {}; } };`;

/** The parameter of a page's module function that holds the theme modules (mdxModuleSource). */
export const THEME_SCOPE = "_palaver_theme";

const THEME_IMPORT = /^@(?:theme|theme-original|theme-init|docusaurus)\//;

/** The classic theme's icons this engine draws (components/theme/icons.tsx): `@theme/Icon/<name>`. */
const THEME_ICON_NAMES: ReadonlySet<string> = new Set(ICON_NAMES);
const THEME_ICON = /^@theme\/Icon\/(\w+)$/;

/** The modules pages may import, as a message lists them. */
function themeSpecifierList(): string {
  return [...themeSpecifiers, `@theme/Icon/… (${[...THEME_ICON_NAMES].join(", ")})`].join(", ");
}
const CODE_BLOCK = "@theme/CodeBlock";

export interface ThemeImports {
  /** Resolves the page's theme imports; goes before mdx-bundler's own plugins. */
  esbuildPlugin: Plugin;
  /**
   * Turns a <CodeBlock> with its code written in the page into a fenced block (highlighted at build
   * time), and a page's `<details>` into Docusaurus's details component.
   */
  remarkThemeElements: () => (tree: MdastRoot, file: { value: unknown; path?: string }) => void;
  /** Notes that the page has code blocks, whose frame (with its copy button) is provided by a theme module. */
  rehypeCodeFrames: () => (tree: HastRoot) => void;
  /** The theme modules the page needs, sorted. */
  modules(): string[];
  /** Whether a module the page imports was missing and stood in for by nothing: the page cannot render as written. */
  hasStandIns(): boolean;
}

/** The file an import reads as text (webpack's raw-loader syntax), given the importing file; undefined for other imports. */
export type RawImportFile = (specifier: string, from: string) => string | undefined;

/** The site's own component for a `@theme/<name>` import this engine does not provide (its `src/theme/<name>`), if any. */
export type SiteThemeFile = (name: string) => string | undefined;

/**
 * `unrunThemes`: the themes and presets the site's config lists that are not run here; a component
 * one of them would provide (`@theme/ApiTabs` of docusaurus-theme-openapi-docs) is named with them.
 */
export function themeImports(file: string, source: string, failures: ContentError[], rawImportFile: RawImportFile, siteThemeFile: SiteThemeFile, unrunThemes: readonly string[] = []): ThemeImports {
  const used = new Set<string>();
  let standIns = false;
  return {
    esbuildPlugin: {
      name: "palaver-theme-imports",
      setup(build) {
        build.onResolve({ filter: THEME_IMPORT }, (args) => {
          // A site's MDXComponents adds to the theme's: `@theme/MDXComponents` is the site's own when it
          // has one. So is an icon it draws its own way (src/theme/Icon/Copy), as swizzled in Docusaurus.
          const own = args.path.startsWith("@theme/") ? siteThemeFile(args.path.slice("@theme/".length)) : undefined;
          if (own && (args.path === "@theme/MDXComponents" || args.path.startsWith("@theme/Icon/"))) return { path: own };
          // What a swizzled component wraps (`@theme-original/X`, `@theme-init/X`) is the theme's own X.
          const specifier = args.path.replace(/^@theme-(?:original|init)\//, "@theme/");
          if (isThemeSpecifier(specifier)) {
            used.add(specifier);
            return { path: specifier, namespace: "palaver-theme" };
          }
          const icon = THEME_ICON.exec(specifier)?.[1];
          if (icon && THEME_ICON_NAMES.has(icon)) {
            used.add(THEME_ICONS);
            return { path: icon, namespace: "palaver-theme-icon" };
          }
          // A component of the site's own under src/theme/, which Docusaurus's alias also reaches.
          if (own) return { path: own };
          const importer = args.importer || file;
          const text = importer === file ? source : readOrEmpty(importer);
          failures.push(
            new ContentError(
              importer,
              `imports ${args.path}, which this site does not provide${args.path.startsWith("@theme/") && unrunThemes.length ? ` (it may come from ${unrunThemes.join(", ")}, which the config lists and this engine does not run)` : ""}. It provides ${themeSpecifierList()}. ` +
                "Use one of these, or import your own component with a relative or @site/ path (or put it in src/theme/).",
              importPosition(text, args.path),
            ),
          );
          standIns = true;
          return { path: args.path, namespace: "palaver-theme-missing" };
        });
        // MDX's provider (the compile's providerImportSource), which every compiled module imports.
        build.onResolve({ filter: /^@palaver\// }, (args) => (args.path === MDX_PROVIDER ? { path: args.path, namespace: "palaver-mdx-provider" } : undefined));
        build.onLoad({ filter: /.*/, namespace: "palaver-mdx-provider" }, () => ({ contents: MDX_PROVIDER_MODULE(THEME_SCOPE), loader: "js" }));
        build.onLoad({ filter: /.*/, namespace: "palaver-theme" }, (args) => ({
          contents: `module.exports = ${THEME_SCOPE}[${JSON.stringify(args.path)}];`,
          loader: "js",
        }));
        build.onLoad({ filter: /.*/, namespace: "palaver-theme-icon" }, (args) => ({
          contents: `module.exports = { __esModule: true, default: ${THEME_SCOPE}[${JSON.stringify(THEME_ICONS)}][${JSON.stringify(`Icon${args.path}`)}] };`,
          loader: "js",
        }));
        // Stands in for the missing module so the compile goes on to find the page's other problems.
        build.onLoad({ filter: /.*/, namespace: "palaver-theme-missing" }, () => ({ contents: "module.exports = {};", loader: "js" }));
      },
    },
    remarkThemeElements: () => (tree, vfile) => {
      codeBlocksToFences(tree, String(vfile.value), rawTexts(tree, vfile.path ?? file, rawImportFile));
      elementsToThemeComponents(tree);
      for (const name of jsxNames(tree)) {
        const provided = Object.hasOwn(PROVIDED_COMPONENTS, name) ? PROVIDED_COMPONENTS[name] : undefined;
        if (provided) used.add(provided.specifier);
      }
    },
    rehypeCodeFrames: () => (tree) => {
      visit(tree, "element", (node) => {
        if (node.tagName !== "pre") return;
        used.add(PROVIDED_COMPONENTS.pre.specifier);
        return false;
      });
    },
    modules: () => [...used].sort(),
    hasStandIns: () => standIns,
  };
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

/** Where a module is named in an import (the line with its quoted specifier), for the error. */
export function importPosition(text: string, specifier: string): { line: number; column: number } | undefined {
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const column = Math.max(lines[i].indexOf(`"${specifier}"`), lines[i].indexOf(`'${specifier}'`));
    if (column >= 0) return { line: i + 1, column: column + 1 };
  }
  return undefined;
}

interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

interface MdxJsxAttribute {
  type: string;
  name?: string;
  value?: string | null | { type: string; value: string; data?: { estree?: EstreeNode } };
}

interface MdxJsxFlowElement {
  type: "mdxJsxFlowElement";
  name: string | null;
  attributes: MdxJsxAttribute[];
  children: { type: string; value?: string; data?: { estree?: EstreeNode }; position?: Code["position"] }[];
  position?: Code["position"];
}

/** The page's default imports: local name → the module it is imported from. */
function defaultImports(tree: MdastRoot): Map<string, string> {
  const imports = new Map<string, string>();
  for (const node of tree.children as { type: string; data?: { estree?: EstreeNode } }[]) {
    if (node.type !== "mdxjsEsm") continue;
    for (const statement of (node.data?.estree?.body ?? []) as EstreeNode[]) {
      if (statement.type !== "ImportDeclaration") continue;
      const source = (statement.source as { value?: unknown }).value;
      for (const specifier of statement.specifiers as EstreeNode[]) {
        if (specifier.type === "ImportDefaultSpecifier" && typeof source === "string") imports.set((specifier.local as { name: string }).name, source);
      }
    }
  }
  return imports;
}

/** The local names a page gives @theme/CodeBlock's default export. */
function codeBlockNames(tree: MdastRoot): Set<string> {
  return new Set([...defaultImports(tree)].filter(([, source]) => source === CODE_BLOCK).map(([name]) => name));
}

/**
 * The texts of the files a page imports with raw-loader, by local name: `<CodeBlock>{Source}</CodeBlock>`
 * is then highlighted at build time like code written in the page (Docusaurus highlights it in the browser).
 */
function rawTexts(tree: MdastRoot, from: string, rawImportFile: RawImportFile): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [name, source] of defaultImports(tree)) {
    const file = rawImportFile(source, from);
    // A missing file is the import's error, reported by the bundle with its line.
    if (file) texts.set(name, readOrEmpty(file));
  }
  return texts;
}

/** The string an MDX expression is, when it is a plain string or a template literal without `${}`. */
export function literalString(estree: EstreeNode | undefined): string | undefined {
  const body = estree?.body as EstreeNode[] | undefined;
  if (body?.length !== 1 || body[0].type !== "ExpressionStatement") return undefined;
  const expression = body[0].expression as EstreeNode;
  if (expression.type === "Literal" && typeof expression.value === "string") return expression.value;
  if (expression.type === "TemplateLiteral" && (expression.expressions as unknown[]).length === 0) {
    const cooked = ((expression.quasis as EstreeNode[])[0].value as { cooked?: string | null }).cooked;
    return cooked ?? undefined;
  }
  return undefined;
}

/** An attribute's value when it is written out (a string, a bare flag, or a literal expression). */
function attributeValue(attribute: MdxJsxAttribute): string | boolean | undefined {
  const value = attribute.value;
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value;
  const body = value.data?.estree?.body as EstreeNode[] | undefined;
  const expression = body?.[0]?.expression as EstreeNode | undefined;
  if (expression?.type === "Literal" && (typeof expression.value === "boolean" || typeof expression.value === "string")) return expression.value;
  return literalString(value.data?.estree);
}

const quoted = (text: string) => (text.includes('"') ? `'${text}'` : `"${text}"`);

/** The names of the JSX elements a page uses. */
function jsxNames(tree: MdastRoot): Set<string> {
  const names = new Set<string>();
  visit(tree, (node) => {
    const type = node.type as string;
    if (type !== "mdxJsxFlowElement" && type !== "mdxJsxTextElement") return;
    const name = (node as unknown as MdxJsxFlowElement).name;
    if (name) names.add(name);
  });
  return names;
}

/**
 * MDX hands `components` only the elements Markdown makes: a `<details>` or `<head>` written in the
 * page stays the bare element. Docusaurus renders them as its Details and Head components
 * (MDXComponents maps `details` and `head`), which they become here under those components'
 * internal names (provided-components.ts), so a page's own `Details` is not taken for them. A bare
 * `<head>` would put a second <title> and canonical link in the body.
 */
const MDX_ELEMENT_COMPONENTS: Record<string, string> = { details: "MDXDetails", head: "MDXHead" };

function elementsToThemeComponents(tree: MdastRoot): void {
  visit(tree, (node) => {
    const type = node.type as string;
    if (type !== "mdxJsxFlowElement" && type !== "mdxJsxTextElement") return;
    const element = node as unknown as MdxJsxFlowElement;
    if (element.name && Object.hasOwn(MDX_ELEMENT_COMPONENTS, element.name)) element.name = MDX_ELEMENT_COMPONENTS[element.name];
  });
}

/**
 * MDX 3 drops up to two spaces from the start of each line of an expression (mdx-js/mdx#2533), so
 * `{`…`}` loses the code's indentation. When the expression starts a line (no container's
 * indentation to drop), its template literal is read from the source as written.
 */
export function templateAsWritten(text: string, position: Code["position"]): string | undefined {
  if (position?.start.column !== 1 || position.start.offset === undefined || position.end.offset === undefined) return undefined;
  const raw = /^\{\s*`([\s\S]*)`\s*\}$/.exec(text.slice(position.start.offset, position.end.offset))?.[1];
  if (raw === undefined || /(^|[^\\])\$\{/.test(raw) || /(^|[^\\])`/.test(raw)) return undefined;
  const escapes: Record<string, string> = { n: "\n", t: "\t", r: "\r" };
  return raw.replace(/\\([\s\S])/g, (_, char: string) => escapes[char] ?? char);
}

/** The name an MDX expression is, when it is one identifier (`{Source}`). */
function identifierName(estree: EstreeNode | undefined): string | undefined {
  const body = estree?.body as EstreeNode[] | undefined;
  const expression = body?.length === 1 && body[0].type === "ExpressionStatement" ? (body[0].expression as EstreeNode) : undefined;
  return expression?.type === "Identifier" ? (expression.name as string) : undefined;
}

function codeBlocksToFences(tree: MdastRoot, text: string, rawTexts: Map<string, string>): void {
  const names = codeBlockNames(tree);
  if (!names.size) return;
  visit(tree, (node, index, parent) => {
    if ((node.type as string) !== "mdxJsxFlowElement" || !parent || index === undefined) return;
    const element = node as unknown as MdxJsxFlowElement;
    if (!element.name || !names.has(element.name)) return;
    const props: Record<string, string | boolean> = {};
    for (const attribute of element.attributes) {
      const value = attribute.type === "mdxJsxAttribute" && attribute.name ? attributeValue(attribute) : undefined;
      // Spread or computed props: left to the component, at run time.
      if (value === undefined) return;
      props[attribute.name!] = value;
    }
    const child = element.children.length === 1 ? element.children[0] : undefined;
    // On its own lines the code is a flow expression; written on the line of the tags, a text one.
    const expression = child?.type === "mdxFlowExpression" || child?.type === "mdxTextExpression" ? child.data?.estree : undefined;
    const parsed = literalString(expression);
    // Code written as text between the tags, on lines of its own, is Markdown to MDX (paragraphs):
    // Docusaurus's CodeBlock shows those elements' text, so the block shows the text.
    const paragraphs = element.children.length > 0 && element.children.every((c) => c.type === "paragraph") ? element.children.map((c) => toString(c)).join("\n\n") : undefined;
    const code = paragraphs ?? (parsed === undefined ? rawTexts.get(identifierName(expression) ?? "") : (templateAsWritten(text, child!.position) ?? parsed));
    if (code === undefined) return;
    const language = typeof props.language === "string" ? props.language : typeof props.className === "string" ? /language-(\S+)/.exec(props.className)?.[1] : undefined;
    const meta = [
      typeof props.title === "string" ? `title=${quoted(props.title)}` : "",
      props.showLineNumbers === true ? "showLineNumbers" : "",
      typeof props.metastring === "string" ? props.metastring : "",
    ]
      .filter(Boolean)
      .join(" ");
    const fence: Code = { type: "code", lang: language ?? null, meta: meta || null, value: code.replace(/^\n/, "").replace(/\n$/, ""), position: element.position };
    parent.children.splice(index, 1, fence as never);
    return [SKIP, index + 1];
  });
}
