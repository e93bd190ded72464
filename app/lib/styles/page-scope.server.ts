// A Docusaurus site's own stylesheet (theme.customCss) was written for Infima's whole page: its
// navbar, footer and sidebar as much as its content. Here the frame is this theme's, so the site's
// rules are confined to the page's `<main>` and to the HTML the site's config puts in the frame (its
// navbar and footer `html` items, its copyright, its announcement: SITE_HTML_CLASS): its components,
// custom pages, Markdown and own HTML look as the site styled them (Backstage's footer logo is a
// `.footerLogo` of its stylesheet), and the navbar, sidebar and footer stay readable whatever the
// rules say.
//
// Selectors keep their specificity (the scope is a `:where()`), so the site's rules meet this
// theme's as they met Infima's. The site is always dark here: rules for the dark theme apply,
// those for the light theme do not.

import selectorParser, { type Selector } from "postcss-selector-parser";
import type { Plugin as PostcssPlugin, Rule } from "postcss";
import { SITE_HTML_CLASS } from "./site-html";

/** The elements a site's rules apply within. */
export const PAGE_SCOPE = `:where(main, .${SITE_HTML_CLASS})`;

/** Whether a node of a compound names the document's root (`:root`, `html`, `body`), which the scope stands for. */
function namesRoot(node: selectorParser.Node): boolean {
  return (node.type === "tag" && /^(html|body)$/i.test(node.value)) || (node.type === "pseudo" && node.value.toLowerCase() === ":root");
}

/** `[data-theme=…]`'s value, or undefined for any other node. */
function themeOf(node: selectorParser.Node): string | undefined {
  return node.type === "attribute" && node.attribute === "data-theme" ? (node.value ?? "") : undefined;
}

/**
 * One selector for the page scope, or undefined when it can never match here (it is for the
 * light theme only). `[data-theme='dark']` always holds, so it is dropped from the selector.
 */
function scopeSelector(selector: Selector): string | undefined {
  let lightOnly = false;
  selector.walk((node) => {
    const theme = themeOf(node);
    if (theme === undefined) return;
    const negated = node.parent?.parent?.type === "pseudo" && (node.parent.parent as selectorParser.Pseudo).value.toLowerCase() === ":not";
    if ((theme === "dark") === negated) lightOnly = true;
    else if (negated) node.parent!.parent!.remove();
    else node.remove();
  });
  if (lightOnly) return undefined;
  // A compound left empty (`[data-theme='dark'] .x`) leaves its combinator behind.
  while (selector.first?.type === "combinator") selector.first.remove();
  const nodes = selector.nodes;
  const compoundEnd = nodes.findIndex((node) => node.type === "combinator");
  const first = compoundEnd === -1 ? nodes : nodes.slice(0, compoundEnd);
  if (first.length === 0) return PAGE_SCOPE;
  if (first.some(namesRoot)) {
    // `:root`, `html[…] .x`, `body > .y`: the root's place is the scope's; what else its compound
    // says (`html.x`) stays with the scope.
    for (const node of first.filter(namesRoot)) node.remove();
    const rest = selector.nodes[0]?.type === "combinator" ? selector.toString().trimEnd() : selector.toString().trim();
    return `${PAGE_SCOPE}${rest}`;
  }
  return `${PAGE_SCOPE} ${selector.toString().trim()}`;
}

/** Whether a rule is a keyframe (`from`, `50%`), whose selector is no selector. */
function inKeyframes(rule: Rule): boolean {
  return rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as { name: string }).name);
}

/** The postcss plugin that confines every rule to the page scope (rules for the light theme only are removed). */
export function confineToPage(): PostcssPlugin {
  return {
    postcssPlugin: "confine-to-page",
    Rule(rule) {
      // A nested rule (`.card { &:hover {…} }`) is within its parent, which is confined already.
      if (inKeyframes(rule) || rule.parent?.type === "rule" || rule.selector.startsWith(PAGE_SCOPE)) return;
      const scoped: string[] = [];
      selectorParser((selectors) => {
        selectors.each((selector) => {
          const one = scopeSelector(selector);
          if (one !== undefined) scoped.push(one);
        });
      }).processSync(rule.selector);
      if (scoped.length === 0) rule.remove();
      else rule.selector = scoped.join(", ");
    },
  };
}
