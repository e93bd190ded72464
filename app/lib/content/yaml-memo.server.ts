// What each front matter block's YAML was read as, kept in the build cache between processes. Every
// build thread scans the whole content tree, and js-yaml took half of a scan's time (a thousand
// pages: 50 of 100 ms, in each of five threads of a cold build and in a rebuild's own); a block
// seen before is read back with JSON.parse instead.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { buildCacheDir, writeAtomically } from "../build-cache.server";

interface Memo {
  file: string;
  /** YAML text → the JSON of what it was read as, as last saved. */
  known: Map<string, string>;
  /** The entries this scan looked up: what is saved, so blocks no page has any more go. */
  used: Map<string, string>;
  added: boolean;
}

let active: Memo | undefined;

/** Runs `scan` (a scan of the content tree at `root`) with the memo of that tree's front matter. */
export function withYamlMemo<T>(root: string, scan: () => T): T {
  if (active) return scan();
  const file = path.join(buildCacheDir("front-matter"), `${crypto.createHash("sha256").update(root).digest("hex").slice(0, 16)}.json`);
  let known = new Map<string, string>();
  try {
    known = new Map(Object.entries(JSON.parse(fs.readFileSync(file, "utf8"))));
  } catch {}
  active = { file, known, used: new Map(), added: false };
  const memo = active;
  try {
    return scan();
  } finally {
    active = undefined;
    if (memo.added || memo.used.size !== memo.known.size) {
      try {
        writeAtomically(memo.file, JSON.stringify(Object.fromEntries(memo.used)));
      } catch {}
    }
  }
}

/**
 * `text` read by `load` (js-yaml with the JSON schema), or the value recorded for the same text. A
 * fresh object each time: the callers change what they are given. Values JSON cannot hold as they
 * are (infinities, NaN) are not recorded.
 */
export function memoizedYaml(text: string, load: (text: string) => unknown): unknown {
  const memo = active;
  const json = memo?.known.get(text) ?? memo?.used.get(text);
  if (memo && json !== undefined) {
    memo.used.set(text, json);
    return JSON.parse(json);
  }
  const value = load(text);
  if (memo && value !== undefined) {
    let exact = true;
    const written = JSON.stringify(value, (_key, v) => {
      if (typeof v === "number" && !Number.isFinite(v)) exact = false;
      return v;
    });
    if (exact && written !== undefined) {
      memo.used.set(text, written);
      memo.added = true;
    }
  }
  return value;
}
