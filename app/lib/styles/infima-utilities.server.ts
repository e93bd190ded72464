// Infima's layout and utility classes, which Docusaurus pages and components lay themselves out
// with (`row`/`col col--6`, `margin-bottom--lg`, `text--center`, `badge badge--success`, `alert
// alert--info`, button sizes), in this theme's colours. They are part of a Docusaurus site's
// stylesheet (site-stylesheet.server.ts, confined to the page like the site's own rules) when its
// pages or components use one of them (usesInfimaClasses()): a site that uses none does not make
// its readers download them. Its config's `customFields.infima: false` leaves them out regardless.

import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { buildCacheDir, writeAtomically } from "../build-cache.server";

/** Infima's spacing scale: `margin--md`, `padding-vert--lg`, … */
const SPACES: [string, string][] = [
  ["none", "0"],
  ["xs", "0.25rem"],
  ["sm", "0.5rem"],
  ["md", "1rem"],
  ["lg", "2rem"],
  ["xl", "5rem"],
];
const SIDES: [string, string[]][] = [
  ["", [""]],
  ["-top", ["-top"]],
  ["-bottom", ["-bottom"]],
  ["-left", ["-left"]],
  ["-right", ["-right"]],
  ["-vert", ["-top", "-bottom"]],
  ["-horiz", ["-left", "-right"]],
];

const percent = (columns: number) => `${+((columns * 100) / 12).toFixed(4)}%`;

function spacing(): string[] {
  // Infima's spacing classes win over a component's own margins: they are written to.
  return ["margin", "padding"].flatMap((property) =>
    SIDES.flatMap(([side, edges]) =>
      SPACES.map(([size, value]) => `.${property}${side}--${size} { ${edges.map((edge) => `${property}${edge}: ${value} !important;`).join(" ")} }`),
    ),
  );
}

function grid(): string[] {
  const columns = Array.from({ length: 12 }, (_, i) => i + 1);
  return [
    ".row { display: flex; flex-wrap: wrap; margin-left: -1rem; margin-right: -1rem; }",
    ".row--no-gutters { margin-left: 0; margin-right: 0; }",
    ".row--no-gutters > .col { padding-left: 0; padding-right: 0; }",
    ".row--align-center { align-items: center; }",
    ".row--align-top { align-items: flex-start; }",
    ".row--align-bottom { align-items: flex-end; }",
    ".col { --col-width: 100%; flex: 1 0; max-width: 100%; padding-left: 1rem; padding-right: 1rem; }",
    ".col[class*='col--'] { flex: 0 0 var(--col-width); max-width: var(--col-width); }",
    ...columns.map((n) => `.col--${n} { --col-width: ${percent(n)}; }`),
    ...columns.slice(0, 11).map((n) => `.col--offset-${n} { margin-left: ${percent(n)}; }`),
    // Columns stack on narrow screens, as Infima's do.
    "@media (max-width: 996px) { .col[class*='col--'] { flex-basis: 100%; max-width: 100%; } .col[class*='col--offset-'] { margin-left: 0; } }",
  ];
}

/** Text on the coloured badges is the theme's dark text: AA on each of these colours. (`.badge` itself is the theme's.) */
const COLOURS: [string, string][] = [
  ["primary", "var(--primary)"],
  ["info", "var(--primary)"],
  ["success", "#46be78"],
  ["warning", "#e6aa3c"],
  ["danger", "#ef6b6b"],
];

function components(): string[] {
  return [
    ".text--left { text-align: left; }",
    ".text--center { text-align: center; }",
    ".text--right { text-align: right; }",
    ".text--justify { text-align: justify; }",
    ".text--bold { font-weight: 700; }",
    ".text--italic { font-style: italic; }",
    ".text--uppercase { text-transform: uppercase; }",
    ".text--lowercase { text-transform: lowercase; }",
    ".text--capitalize { text-transform: capitalize; }",
    ".text--truncate { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }",
    ".text--no-decoration, .text--no-decoration:hover { text-decoration: none; }",
    ".badge--secondary { background: var(--bg-hover); color: var(--text); }",
    ...COLOURS.map(([name, colour]) => `.badge--${name} { background: ${colour}; border-color: ${colour}; color: var(--primary-text); }`),
    ".alert { margin: 1rem 0; padding: 0.75rem 1rem; border: 1px solid var(--border); border-left-width: 4px; border-radius: 8px; background: var(--bg-raised); color: var(--text); }",
    ".alert--secondary { border-left-color: var(--text-muted); }",
    ...COLOURS.map(([name, colour]) => `.alert--${name} { border-left-color: ${colour}; }`),
    ".button--secondary { background: var(--bg-hover); }",
    ".button--outline { background: transparent; border-color: currentColor; }",
    ".button--outline.button--primary { color: var(--link); }",
    ".button--sm { padding: 0.3rem 0.8rem; font-size: 0.875rem; }",
    ".button--lg { padding: 0.8rem 1.8rem; font-size: 1.1rem; }",
    ".button--block { display: block; width: 100%; text-align: center; }",
  ];
}

/** The stylesheet, as an entry of the site's stylesheet (its `file` names it in the header comment). */
export function infimaUtilities(): { file: string; css: string } {
  return { file: "infima-utilities.css", css: [...grid(), ...spacing(), ...components()].join("\n") };
}

/** A class of Infima's in a file's text: the distinctive modifiers anywhere, `row`/`col` as a class. */
const INFIMA_CLASS = new RegExp(
  [
    "\\b(?:col--(?:offset-)?\\d+|(?:margin|padding)(?:-(?:top|bottom|left|right|vert|horiz))?--(?:none|xs|sm|md|lg|xl)|text--[a-z]+|badge--[a-z]+|alert--[a-z]+|button--(?:secondary|outline|sm|lg|block))\\b",
    "class(?:Name)?\\s*=\\s*\\{?\\s*[\"'`](?:[^\"'`]*\\s)?(?:row|col)(?:\\s[^\"'`]*)?[\"'`]",
  ].join("|"),
);
const SOURCE_FILE = /\.(?:mdx?|[jt]sx?)$/;

/** A file's answer, with the size and modification time it was read at. */
type Answer = [size: number, mtimeMs: number, uses: boolean];

/**
 * Whether any page or component in `folders` (the docs, versioned docs and src/ folders of a site)
 * uses one of Infima's classes: the files are read until one does. Each file's answer is kept in
 * the build cache with its size and time, so a process reads only the files changed since (every
 * build thread asks, and a site that uses none had each of its thousand pages read by each).
 */
export function usesInfimaClasses(folders: string[]): boolean {
  const record = path.join(buildCacheDir("infima"), `${crypto.createHash("sha256").update(folders.join("\0")).digest("hex").slice(0, 16)}.json`);
  let known: Record<string, Answer> = {};
  try {
    known = JSON.parse(fs.readFileSync(record, "utf8"));
  } catch {}
  const answers: Record<string, Answer> = {};
  let changed = false;
  const uses = (file: string): boolean => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return false;
    }
    const last = known[file];
    let answer = last && last[0] === stat.size && last[1] === stat.mtimeMs ? last[2] : undefined;
    if (answer === undefined) {
      answer = INFIMA_CLASS.test(readOrEmpty(file));
      changed = true;
    }
    answers[file] = [stat.size, stat.mtimeMs, answer];
    return answer;
  };
  const visit = (dir: string): boolean => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return false;
    }
    for (const entry of entries) {
      if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory() ? visit(file) : SOURCE_FILE.test(entry.name) && uses(file)) return true;
    }
    return false;
  };
  const found = folders.some(visit);
  // Files gone since are dropped with the rest of the old record.
  if (changed || Object.keys(answers).length !== Object.keys(known).length) {
    try {
      writeAtomically(record, JSON.stringify(answers));
    } catch {}
  }
  return found;
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
}
