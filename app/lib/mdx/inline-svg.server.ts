// An SVG file a page or component imports, as the React component Docusaurus's SVGR makes of it: an
// inline `<svg>` with the file's drawing, the props given to it on the root element (className,
// style, width, role, aria-label…) and SVGR's `title`/`titleId`, so the site's CSS reaches its
// shapes (`fill: currentColor`) as it does under Docusaurus.
import { parseFragment, serializeOuter, type DefaultTreeAdapterMap } from "parse5";

type Element = DefaultTreeAdapterMap["element"];

export type InlineSvg = { source: string } | { problem: string };

/**
 * The module of the component, or why the file cannot be drawn inline: no `<svg>` root, or
 * script in it (the site's content security policy runs no script from content; drawn as an
 * image, an SVG's scripts never run).
 */
export function inlineSvgModule(text: string): InlineSvg {
  const root = parseFragment(text).childNodes.find((node): node is Element => "tagName" in node && node.tagName === "svg");
  if (!root) return { problem: "it has no <svg> element" };
  const inner = root.childNodes.map((node) => serializeOuter(node)).join("");
  if (/<script\b/i.test(inner) || /\son[a-z]+\s*=/i.test(inner) || root.attrs.some((attr) => /^on/i.test(attr.name))) return { problem: "it holds script" };
  const attributes: Record<string, unknown> = {};
  for (const { name, value, prefix } of root.attrs) {
    const key = reactName(prefix ? `${prefix}:${name}` : name);
    if (key) attributes[key] = key === "style" ? styleObject(value) : value;
  }
  const source = [
    'import { jsx } from "react/jsx-runtime";',
    `const attributes = ${JSON.stringify(attributes)};`,
    `const drawing = ${JSON.stringify(inner)};`,
    'const escaped = (text) => String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");',
    "export default function Svg({ title, titleId, children, ...props }) {",
    '  const heading = title == null ? "" : `<title${titleId ? ` id="${escaped(titleId)}"` : ""}>${escaped(title)}</title>`;',
    '  return jsx("svg", { ...attributes, ...(titleId ? { "aria-labelledby": titleId } : {}), ...props, dangerouslySetInnerHTML: { __html: heading + drawing } });',
    "}",
    "",
  ].join("\n");
  return { source };
}

/**
 * An attribute of the file's root as React names it (`class` → `className`, `stroke-width` →
 * `strokeWidth`, `xlink:href` → `xlinkHref`); undefined for an editor's own (`inkscape:version`,
 * `xmlns:sodipodi`), which SVGR's optimiser takes out too.
 */
function reactName(name: string): string | undefined {
  if (name === "class") return "className";
  if (name.startsWith("data-") || name.startsWith("aria-")) return name;
  const [prefix, local] = name.includes(":") ? name.split(":", 2) : [undefined, name];
  if (prefix === "xmlns" && local !== "xlink") return undefined;
  if (prefix && prefix !== "xmlns" && prefix !== "xlink" && prefix !== "xml") return undefined;
  return camel(prefix ? `${prefix}-${local}` : local);
}

function camel(name: string): string {
  return name.replace(/[-:]([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** A `style` attribute as React's style object (`fill-rule: evenodd` → `{ fillRule: "evenodd" }`; custom properties as written). */
function styleObject(style: string): Record<string, string> {
  const object: Record<string, string> = {};
  for (const declaration of style.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (property && value) object[property.startsWith("--") ? property : camel(property.toLowerCase())] = value;
  }
  return object;
}
