// A page that imports components can throw when rendered (a component's bug, data it does not
// expect). The content check renders such pages once after compiling them, so that `npm run check`
// reports what the build's render would fail on. Pages without imports are not rendered here: what
// they hold was checked by the compile.

import * as React from "react";
import * as ReactDOM from "react-dom";
import * as jsxRuntime from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { getMDXComponent } from "mdx-bundler/client/index.js";

/**
 * What the page's own code cannot be blamed for here: components the theme provides without an
 * import, and hooks that need the router this render has not got (the build renders with both).
 */
const NOT_THE_PAGES = /^Error: Expected component `[^`]+` to be defined|may be used only in the context of a <Router>|useNavigate\(\)|useHref\(\)/;

/** Links render as plain anchors here: the site's own link component needs the router. */
const standIns = { a: (props: object) => React.createElement("a", props) };

/**
 * Why the compiled page cannot be rendered, or undefined when it renders. A component MDX expects
 * to be provided (the site's theme gives some without an import) is not this check's to judge.
 */
export function renderError(code: string): string | undefined {
  try {
    const Component = getMDXComponent(code, { React, ReactDOM, _jsx_runtime: jsxRuntime });
    renderToStaticMarkup(React.createElement(Component, { components: standIns }));
    return undefined;
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message.split("\n")[0]}` : String(error);
    return NOT_THE_PAGES.test(message) ? undefined : message;
  }
}
