// The content tree's API description (`openapi.yaml`, OpenAPI 3.1), parsed once per process: every
// page that shows an operation, the examples' check and the published copies share one parse. It
// is parsed again only when the file changes (`npm run dev`), which a stat per use notices.

import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { LineCounter, parseDocument, isNode, type Document } from "yaml";
import { contentRoot } from "../content.server";
import { ContentError } from "../content-error.server";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** One operation of the description, found by its `operationId`. */
export interface OperationEntry {
  id: string;
  method: string;
  path: string;
  /** JSON pointer of the operation object, such as `#/paths/~1v1~1account/patch`. */
  pointer: string;
  operation: JsonObject;
}

export interface ApiDescription {
  file: string;
  /** The file as written, published as /openapi.yaml. */
  text: string;
  /** sha-256 of the text: part of every compiled page's cache key that shows or checks the API. */
  hash: string;
  root: JsonObject;
  operations: Map<string, OperationEntry>;
  /** Problems of the file itself (YAML syntax, duplicate operation ids), with their lines. */
  problems: ContentError[];
  /** The line and column of the value at a JSON pointer, for error messages. */
  positionOf(pointer: string): { line: number; column: number } | undefined;
}

export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** Where a content tree keeps its API description. */
export function descriptionFile(): string {
  return path.join(contentRoot(), "openapi.yaml");
}

interface Loaded {
  stamp: string;
  file: string;
  text?: string;
  hash: string;
  description?: ApiDescription;
}

let loaded: Loaded | undefined;

/** The file as last read: read again only when its size or time changes. */
function current(): Loaded {
  const file = descriptionFile();
  // No description: pages that name an operation are told so. Asked for each page's cache key:
  // a missing file is an answer, not an exception (thrown and caught, it cost ten times the stat).
  let stat: fs.Stats | undefined;
  try {
    stat = fs.statSync(file, { throwIfNoEntry: false });
  } catch {
    // A folder that cannot be searched: as if there were none (reading the content reports it).
  }
  const stamp = stat ? `${file}\0${stat.mtimeMs}\0${stat.size}` : "none";
  if (loaded?.stamp !== stamp) {
    const text = stamp === "none" ? undefined : fs.readFileSync(file, "utf8");
    loaded = { stamp, file, text, hash: text === undefined ? "" : sha256(text) };
  }
  return loaded;
}

/** The content tree's API description, or undefined when it has none. */
export function apiDescription(): ApiDescription | undefined {
  const state = current();
  if (state.text !== undefined) state.description ??= parseDescription(state.file, state.text, state.hash);
  return state.description;
}

/**
 * The description's hash, or "" without one. Every page's cache key has it, so it is taken from
 * the text alone: a build whose pages are all cached never parses the YAML.
 */
export function descriptionHash(): string {
  return current().hash;
}

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");

export function parseDescription(file: string, text: string, hash = sha256(text)): ApiDescription {
  const lineCounter = new LineCounter();
  const document: Document = parseDocument(text, { lineCounter, prettyErrors: true, uniqueKeys: true });
  const problems = document.errors.map((error) => {
    const at = error.linePos?.[0];
    return new ContentError(file, `API description: ${error.message.split("\n")[0]}`, at && { line: at.line, column: at.col });
  });
  const value = problems.length ? undefined : document.toJS({ maxAliasCount: 100 });
  const root: JsonObject = value && typeof value === "object" && !Array.isArray(value) ? (value as JsonObject) : {};
  const positionOf = (pointer: string) => {
    const keys = pointerKeys(pointer);
    // The nearest node that exists: an error deep in a value points at its closest written part.
    for (let n = keys.length; n >= 0; n--) {
      const node = document.getIn(keys.slice(0, n), true);
      if (isNode(node) && node.range) {
        const { line, col } = lineCounter.linePos(node.range[0]);
        return { line, column: col };
      }
    }
    return undefined;
  };
  const operations = new Map<string, OperationEntry>();
  const paths = (root.paths ?? {}) as JsonObject;
  for (const [route, item] of Object.entries(paths)) {
    if (!item || typeof item !== "object") continue;
    for (const method of HTTP_METHODS) {
      const operation = (item as JsonObject)[method] as JsonObject | undefined;
      if (!operation || typeof operation !== "object") continue;
      const pointer = `#/paths/${escapePointer(route)}/${method}`;
      const id = typeof operation.operationId === "string" ? operation.operationId : undefined;
      if (!id) {
        problems.push(new ContentError(file, `API description: ${method.toUpperCase()} ${route} has no operationId: give it one, the name pages use in <Operation id="…" />`, positionOf(pointer)));
        continue;
      }
      if (operations.has(id)) {
        problems.push(new ContentError(file, `API description: operationId "${id}" is used twice: make each one unique`, positionOf(`${pointer}/operationId`)));
        continue;
      }
      operations.set(id, { id, method, path: route, pointer, operation });
    }
  }
  return { file, text, hash, root, operations, problems, positionOf };
}

export function escapePointer(key: string): string {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
}

export function pointerKeys(pointer: string): string[] {
  return pointer
    .replace(/^#/, "")
    .split("/")
    .slice(1)
    .map((key) => decodeURIComponent(key).replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** The value at a JSON pointer of the description. */
export function valueAt(root: Json, pointer: string): Json | undefined {
  let value: Json | undefined = root;
  for (const key of pointerKeys(pointer)) {
    if (value === null || typeof value !== "object") return undefined;
    value = Array.isArray(value) ? value[Number(key)] : value[key];
  }
  return value;
}
