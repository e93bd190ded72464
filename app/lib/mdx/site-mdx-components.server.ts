// A Docusaurus site's `src/theme/MDXComponents` gives every page components it may use without an
// import (`<ConfigTabs>`), next to the theme's own, which it spreads in from
// `@theme-original/MDXComponents`. Pages here get those additions: a page that uses one without an
// import gets an import of it, from the module the site's MDXComponents takes it from when it lists
// an imported component (the common form), else from the site's MDXComponents itself. Only the
// components a page uses come with it, so one heavy entry (a site's own `pre`) does not load on
// every page. What it gives in place of the engine's own rendering (Markdown's elements such as
// `pre` and `a`, <Admonition>, <Details>) is not used: it is named in one warning.

import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { transformSync } from "esbuild";
import { parse } from "acorn";
import type { Root } from "mdast";
import type { ExportDefaultDeclaration, ExportNamedDeclaration, Expression, ImportDeclaration, ModuleDeclaration, Program, Property, SpreadElement, Statement } from "estree";
import { visit } from "unist-util-visit";
import { resolveSiteImport } from "./site-imports.server";

/** What a site's MDXComponents gives pages, as read from its source. */
export interface SiteMdxComponents {
  file: string;
  /** A hash of its source: compiles that used it are redone when it changes. */
  hash: string;
  /** Component name → the import that gives it to a page (a specifier the page can import, and the export's name). */
  imports: Map<string, { source: string; imported: string }>;
  /** Names given in a form a page cannot import on its own (written inline, a local value): taken from the site's module. */
  fromModule: Set<string>;
  /** Whether it adds names not read here (it spreads in a module of the site's own, or is no object literal): looked up in the module. */
  open: boolean;
  /** What it gives in place of the engine's own rendering, with the line of each. */
  replaced: { name: string; line?: number }[];
  /** Why it could not be read at all, when it could not, and where. */
  unreadable?: { problem: string; line?: number; column?: number };
}

/** The modules whose spread is the theme's own components (what the engine gives pages itself). */
const THEME_ORIGINAL = /^@theme(-original|-init)?\/MDXComponents$/;

/** The local name a page's import of the site's module as a whole is given. */
const WHOLE_MODULE = "__palaver_site_mdx_components";

const cache = new Map<string, { stamp: string; read: SiteMdxComponents }>();

/**
 * The site's MDXComponents, read once per change of its file; undefined when the site has none.
 * `file` is the module `@theme/MDXComponents` leads to in the site (src/theme/MDXComponents.*).
 * `engineProvided` tells the names the engine renders itself.
 */
export function readSiteMdxComponents(file: string | undefined, siteDir: string, engineProvided: (name: string) => boolean): SiteMdxComponents | undefined {
  if (!file) return undefined;
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile()) return undefined;
  const stamp = `${stat.mtimeMs}:${stat.size}`;
  const known = cache.get(file);
  if (known?.stamp === stamp) return known.read;
  const text = fs.readFileSync(file, "utf8");
  const read = readSource(file, text, siteDir, engineProvided);
  cache.set(file, { stamp, read });
  return read;
}

function readSource(file: string, text: string, siteDir: string, engineProvided: (name: string) => boolean): SiteMdxComponents {
  const read: SiteMdxComponents = { file, hash: crypto.createHash("sha1").update(text).digest("hex"), imports: new Map(), fromModule: new Set(), open: false, replaced: [] };
  let program: Program;
  try {
    // esbuild takes out the types and the JSX; acorn reads what is left.
    const { code } = transformSync(text, { loader: loaderOf(file), format: "esm", jsx: "transform", target: "es2022", sourcefile: file });
    program = parse(code, { ecmaVersion: "latest", sourceType: "module" }) as unknown as Program;
  } catch (error) {
    // esbuild says what and where, in the file as written (acorn, reading esbuild's output, only what).
    const found = (error as { errors?: { text: string; location?: { line: number; column: number } | null }[] }).errors?.[0];
    read.unreadable = found
      ? { problem: found.text, ...(found.location ? { line: found.location.line, column: found.location.column + 1 } : {}) }
      : { problem: (error instanceof Error ? error.message : String(error)).split("\n")[0] };
    return read;
  }
  const imported = new Map<string, { source: string; imported: string }>();
  const objects = new Map<string, Expression>();
  let exported: Expression | undefined;
  for (const statement of program.body as (Statement | ModuleDeclaration)[]) {
    if (statement.type === "ImportDeclaration") {
      for (const specifier of (statement as ImportDeclaration).specifiers) {
        if (specifier.type === "ImportNamespaceSpecifier") continue;
        const name = specifier.type === "ImportDefaultSpecifier" ? "default" : specifier.imported.type === "Identifier" ? specifier.imported.name : String(specifier.imported.value);
        imported.set(specifier.local.name, { source: String(statement.source.value), imported: name });
      }
    } else if (statement.type === "FunctionDeclaration" || statement.type === "ClassDeclaration") {
      // esbuild writes `export default function X` as the function and `export { X as default }`.
      if (statement.id) objects.set(statement.id.name, { type: "FunctionExpression" } as Expression);
    } else if (statement.type === "VariableDeclaration") {
      for (const declarator of statement.declarations) if (declarator.id.type === "Identifier" && declarator.init) objects.set(declarator.id.name, declarator.init);
    } else if (statement.type === "ExportDefaultDeclaration") {
      exported = (statement as ExportDefaultDeclaration).declaration as Expression;
    } else if (statement.type === "ExportNamedDeclaration") {
      const local = (statement as ExportNamedDeclaration).specifiers.find((specifier) => specifier.exported.type === "Identifier" && specifier.exported.name === "default")?.local;
      if (local?.type === "Identifier") exported = { type: "Identifier", name: local.name };
    }
  }
  // `export default MDXComponents` comes out of esbuild as `var stdin_default = MDXComponents`: the
  // names are followed to the object (a few steps at most; a cycle is no object).
  let object = exported;
  for (let steps = 0; object?.type === "Identifier" && steps < 8; steps++) object = objects.get(object.name);
  if (object && /^(Function|Class|ArrowFunction)(Declaration|Expression)$/.test(object.type)) {
    read.unreadable = { problem: "its default export is a component, where Docusaurus expects an object of components" };
    return read;
  }
  if (object?.type !== "ObjectExpression") {
    read.open = true;
    return read;
  }
  for (const property of object.properties as (Property | SpreadElement)[]) {
    if (property.type === "SpreadElement") {
      const from = property.argument.type === "Identifier" ? imported.get(property.argument.name) : undefined;
      if (!from || !THEME_ORIGINAL.test(from.source)) read.open = true;
      continue;
    }
    const name = property.computed ? undefined : property.key.type === "Identifier" ? property.key.name : property.key.type === "Literal" ? String(property.key.value) : undefined;
    if (name === undefined) {
      read.open = true;
      continue;
    }
    // An element's name (`a`, `pre`, `h2`, `wrapper`) or a component the engine has: drawn by the
    // engine. Another name (`daggerVersion`, a value dagger gives its pages) is added, as capitalised ones are.
    if (/^[a-z][a-z0-9]*$/.test(name) || engineProvided(name)) {
      read.replaced.push({ name, line: keyLine(text, name) });
      continue;
    }
    const value = property.value.type === "Identifier" ? imported.get(property.value.name) : undefined;
    const source = value && pageSpecifier(value.source, file, siteDir);
    if (value && source) read.imports.set(name, { source, imported: value.imported });
    else read.fromModule.add(name);
  }
  return read;
}

/** The import specifier a page uses for what the site's module imports: relative ones become `@site/` paths. */
function pageSpecifier(source: string, from: string, siteDir: string): string | undefined {
  if (!source.startsWith("./") && !source.startsWith("../")) return source;
  const target = resolveSiteImport(source, from, siteDir);
  const relative = target && path.relative(siteDir, target);
  if (!relative || relative.startsWith("..") || path.isAbsolute(relative)) return undefined;
  return `@site/${relative.split(path.sep).join("/")}`;
}

function loaderOf(file: string): "ts" | "tsx" | "jsx" {
  if (file.endsWith(".tsx")) return "tsx";
  if (/\.[cm]?ts$/.test(file)) return "ts";
  return "jsx";
}

/** The line of the source where an object key is written, for the warning: the last such line, as imports come first. */
function keyLine(text: string, name: string): number | undefined {
  const key = new RegExp(`^\\s*(['"]?)${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\1\\s*(?::|,|$)`);
  const index = text.split("\n").findLastIndex((line) => key.test(line));
  return index >= 0 ? index + 1 : undefined;
}

/** The warning naming what the site's MDXComponents gives in place of the engine's own rendering. */
export function replacedWarning(read: SiteMdxComponents): string {
  const names = read.replaced.map(({ name, line }) => (line ? `${name} (line ${line})` : name)).join(", ");
  return `gives pages its own ${names} in place of what this engine renders itself: not used here (the components it adds are)`;
}

/**
 * Gives a page (or partial) the site's MDXComponents additions it uses without an import: an
 * import of each is put at the top of the page. `provided` tells the names the engine gives pages
 * itself, which are left to it.
 */
export function remarkSiteMdxComponents(read: SiteMdxComponents | undefined, provided: (name: string) => boolean, siteDir: string) {
  return () => (tree: Root) => {
    if (!read || read.unreadable) return;
    const defined = new Set<string>();
    const used = new Set<string>();
    visit(tree, (node) => {
      const type = node.type as string;
      if (type === "mdxjsEsm") for (const name of declaredNames((node as { data?: { estree?: Program } }).data?.estree)) defined.add(name);
      else if (type === "mdxJsxFlowElement" || type === "mdxJsxTextElement") {
        const name = (node as { name?: string | null }).name?.split(".")[0];
        if (name && /^[A-Z]/.test(name)) used.add(name);
      }
    });
    const lines: string[] = [];
    const wholeModule: string[] = [];
    for (const name of [...used].sort()) {
      if (defined.has(name) || provided(name)) continue;
      const entry = read.imports.get(name);
      if (entry) lines.push(entry.imported === "default" ? `import ${name} from ${JSON.stringify(entry.source)};` : `import { ${entry.imported} as ${name} } from ${JSON.stringify(entry.source)};`);
      else if (read.fromModule.has(name) || read.open) wholeModule.push(name);
    }
    if (wholeModule.length) {
      const specifier = pageSpecifier(`./${path.basename(read.file)}`, read.file, siteDir);
      if (specifier) {
        lines.push(`import ${WHOLE_MODULE} from ${JSON.stringify(specifier)};`);
        for (const name of wholeModule) lines.push(`export const ${name} = ${WHOLE_MODULE}[${JSON.stringify(name)}];`);
      }
    }
    if (!lines.length) return;
    const value = lines.join("\n");
    const estree = parse(value, { ecmaVersion: "latest", sourceType: "module" }) as unknown as Program;
    tree.children.unshift({ type: "mdxjsEsm", value, data: { estree } } as never);
  };
}

/** The names a page's imports and exports bind. */
function declaredNames(program: Program | undefined): string[] {
  const names: string[] = [];
  for (const statement of (program?.body ?? []) as (Statement | ModuleDeclaration)[]) {
    if (statement.type === "ImportDeclaration") names.push(...statement.specifiers.map((specifier) => specifier.local.name));
    else if (statement.type === "ExportNamedDeclaration") {
      const declaration = statement.declaration;
      if (declaration?.type === "VariableDeclaration") for (const declarator of declaration.declarations) if (declarator.id.type === "Identifier") names.push(declarator.id.name);
      if ((declaration?.type === "FunctionDeclaration" || declaration?.type === "ClassDeclaration") && declaration.id) names.push(declaration.id.name);
      for (const specifier of statement.specifiers) if (specifier.exported.type === "Identifier") names.push(specifier.exported.name);
    }
  }
  return names;
}
