// The text of a site's config or sidebars file as searched for the place of a problem: a path or
// id is looked for where the file writes it, not where a comment mentions it (ory's config keeps a
// redirect commented out, `// to: '/docs/welcome'`, and a broken navbar link was placed there).

/**
 * `text` with its JavaScript comments (`// …`, `/* … *\/`) turned into spaces, newlines kept: every
 * offset is where it was, so a position found in the result is the file's. Strings and template
 * literals are left whole (a URL's `//` is no comment); regular expressions are not told apart
 * from division, which a config seldom holds.
 */
export function blankComments(text: string): string {
  let out = "";
  let i = 0;
  const blank = (from: number, to: number) => text.slice(from, to).replace(/[^\n]/g, " ");
  while (i < text.length) {
    const c = text[i];
    if (c === '"' || c === "'" || c === "`") {
      let j = i + 1;
      while (j < text.length && text[j] !== c && !(c !== "`" && text[j] === "\n")) j += text[j] === "\\" ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (c === "/" && text[i + 1] === "/") {
      const end = text.indexOf("\n", i);
      const j = end < 0 ? text.length : end;
      out += blank(i, j);
      i = j;
    } else if (c === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      const j = end < 0 ? text.length : end + 2;
      out += blank(i, j);
      i = j;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** A file's text to search for a problem's place: without its comments when it is a script (a config, a sidebars.js). */
export function searchableText(file: string, text: string): string {
  return /\.[cm]?[jt]sx?$/.test(file) ? blankComments(text) : text;
}
