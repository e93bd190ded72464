// `<Operation id="login" />` in a page becomes Markdown at compile time, from the API description:
// the endpoint, its authentication and rate limit, a parameter table, request examples in curl,
// JavaScript and Python (in tabs whose choice is shared across pages), each success response with
// its example and fields, and the errors. Being Markdown, it has headings in the table of contents,
// text in search and highlighted code like anything written by hand. The same pass checks every
// request and response example written by hand in the page against its schema.

import fs from "node:fs";
import path from "node:path";
import type { Code, PhrasingContent, Root, Table, TableCell, TableRow } from "mdast";
import { ContentError } from "../content-error.server";
import { contentRoot } from "../content.server";
import { jsxElement as jsx } from "../mdx/jsx-element.server";
import { apiDescription, escapePointer, valueAt, type ApiDescription, type Json, type JsonObject } from "./description.server";
import { codeSamples } from "./code-samples";
import { describeMismatches, exampleValidator } from "./example-validator.server";
import { operationView, statusLine, type FieldRow, type OperationView } from "./operation-view.server";

/** The Tabs `groupId` of the request examples: a reader's choice of language holds on every page. */
export const SAMPLE_TABS_GROUP = "api-request-language";

type RootContent = Root["children"][number];

interface JsxNode {
  type: "mdxJsxFlowElement";
  name: string | null;
  attributes: { type: "mdxJsxAttribute"; name: string; value?: unknown }[];
  children: RootContent[];
  position?: Code["position"];
}

type Node = { type: string; children?: Node[]; position?: Code["position"] };

export function remarkOperations({ file, failures }: { file: string; failures: ContentError[] }) {
  return () => (tree: Root) => {
    const operations: { node: JsxNode; id: string }[] = [];
    const indexes: JsxNode[] = [];
    const codes: Code[] = [];
    walk(tree as Node, (node) => {
      if (node.type === "mdxJsxFlowElement" && (node as unknown as JsxNode).name === "OperationIndex") indexes.push(node as unknown as JsxNode);
      else if (node.type === "mdxJsxFlowElement" && (node as unknown as JsxNode).name === "Operation") {
        const jsx = node as unknown as JsxNode;
        const id = jsx.attributes.find((a) => a.type === "mdxJsxAttribute" && a.name === "id")?.value;
        if (typeof id === "string") operations.push({ node: jsx, id });
        else failures.push(new ContentError(file, `<Operation> needs an id: the operationId of an operation in the API description, such as <Operation id="login" />`, position(node)));
      } else if (node.type === "code") codes.push(node as unknown as Code);
    });
    if (!operations.length && !indexes.length && !codes.some((code) => mentionsApi(code))) return;
    const description = apiDescription();
    if (description?.problems.length) {
      // The description's own problems are reported once, by the content check.
      return;
    }
    if (!description) {
      for (const node of indexes) failures.push(new ContentError(file, `<OperationIndex> lists the operations of the API description, but the content tree has no openapi.yaml`, position(node)));
      for (const { node } of operations) failures.push(new ContentError(file, `<Operation> shows an operation of the API description, but the content tree has no openapi.yaml`, position(node)));
      return;
    }
    const views: OperationView[] = [];
    for (const { node, id } of operations) {
      const entry = description.operations.get(id);
      if (!entry) {
        const known = [...description.operations.keys()].sort().join(", ");
        failures.push(new ContentError(file, `<Operation id="${id}">: the API description has no operation with this operationId (it has ${known})`, position(node)));
        continue;
      }
      views.push(operationView(description, entry));
    }
    // The description is the current API's: an older version's pages may show what it no longer accepts.
    if (!isVersionedDoc(file)) checkHandWrittenExamples({ file, failures, description, codes, pageOperations: views });
    for (const node of indexes) replaceWith(tree as Node, node as unknown as Node, [operationIndex(description, file)]);
    for (const { node, id } of operations) {
      const view = views.find((v) => v.id === id);
      if (!view) continue;
      node.attributes = [
        { type: "mdxJsxAttribute", name: "method", value: view.method },
        { type: "mdxJsxAttribute", name: "path", value: view.path },
      ];
      node.children = operationMarkdown(view);
    }
  };
}

function isVersionedDoc(file: string): boolean {
  return !path.relative(path.join(contentRoot(), "versioned_docs"), file).startsWith("..");
}

function replaceWith(tree: Node, target: Node, nodes: RootContent[]): void {
  walk(tree, (node) => {
    const i = node.children?.indexOf(target) ?? -1;
    if (i >= 0) node.children!.splice(i, 1, ...(nodes as unknown as Node[]));
  });
}

/**
 * `<OperationIndex />`: a table of every operation, in the description's order, each linked to the
 * page that shows it (found by its `<Operation id>`), with its method and path.
 */
function operationIndex(description: ApiDescription, file: string): RootContent {
  const shownBy = pagesShowingOperations(path.join(contentRoot(), "docs"));
  return table(
    ["Endpoint", "Method and path"],
    [...description.operations.values()].map((entry) => {
      const title = String(entry.operation.summary ?? entry.id);
      const page = shownBy.get(entry.id);
      const name: PhrasingContent[] = page
        ? [{ type: "link", url: path.relative(path.dirname(file), page).split(path.sep).join("/"), children: [{ type: "text", value: title }] }]
        : [{ type: "text", value: title }];
      return [name, [{ type: "inlineCode", value: `${entry.method.toUpperCase()} ${entry.path}` }]];
    }),
  );
}

/** Which doc file shows each operation: a plain scan of the sources, cheaper than compiling them. */
function pagesShowingOperations(docs: string): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (dir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.mdx?$/.test(entry.name)) {
        for (const match of fs.readFileSync(full, "utf8").matchAll(/<Operation\s+id="([^"]+)"/g)) if (!found.has(match[1])) found.set(match[1], full);
      }
    }
  };
  visit(docs);
  return found;
}

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

const position = (node: { position?: Code["position"] }) => (node.position ? { line: node.position.start.line, column: node.position.start.column } : undefined);

/** A block worth a look when the page shows no operation: a call to the API or an annotated example. */
function mentionsApi(code: Code): boolean {
  return /\bcurl\b/.test(code.value) || /\b(request|response|schema=|operation=)/.test(code.meta ?? "") || code.lang === "http";
}

// ---------------------------------------------------------------------------------------------
// The Markdown of an operation

function text(value: string): PhrasingContent[] {
  // Descriptions use `code` spans and plain text; other Markdown in them is shown as written.
  return value
    .split(/(`[^`]+`)/)
    .filter(Boolean)
    .map((part) => (part.startsWith("`") && part.endsWith("`") ? { type: "inlineCode", value: part.slice(1, -1) } : { type: "text", value: part }));
}

const paragraph = (children: PhrasingContent[]): RootContent => ({ type: "paragraph", children });
const heading = (depth: 2 | 3, value: string): RootContent => ({ type: "heading", depth, children: [{ type: "text", value }] });
const code = (lang: string, value: string, meta?: string): Code => ({ type: "code", lang, meta: meta ?? null, value });

function table(header: string[], rows: PhrasingContent[][][]): Table {
  const row = (cells: PhrasingContent[][]): TableRow => ({ type: "tableRow", children: cells.map((children): TableCell => ({ type: "tableCell", children })) });
  return { type: "table", align: header.map(() => null), children: [row(header.map((h) => [{ type: "text", value: h }])), ...rows.map(row)] };
}

function typeCell(field: FieldRow): PhrasingContent[] {
  return text([field.type, ...field.constraints].join(", "));
}

function per(what: string): string {
  return what === "ip" ? "IP address" : what;
}

function duration(seconds: number): string {
  if (seconds % 60 === 0) return seconds === 60 ? "minute" : `${seconds / 60} minutes`;
  return `${seconds} seconds`;
}

export function operationMarkdown(view: OperationView): RootContent[] {
  const out: RootContent[] = [heading(2, "Request"), heading(3, "Authentication")];
  out.push(
    paragraph(
      view.auth
        ? text(`Required: send your token in the \`Authorization\` header, as \`Authorization: Bearer <token>\`.`)
        : text("None: this endpoint works without a token."),
    ),
  );
  if (view.rateLimit) {
    const { requests, windowSeconds, per: by } = view.rateLimit;
    let limit = `Rate limit: ${requests} requests per ${duration(windowSeconds)} per ${per(by)}`;
    if (view.failedAttemptLimit) {
      const failed = view.failedAttemptLimit;
      limit += `, and ${failed.attempts} failed attempts per ${duration(failed.windowSeconds)} per ${per(failed.per)}`;
    }
    out.push(paragraph(text(`${limit}.`)));
  }

  const rows = [...view.parameters, ...(view.body?.fields ?? [])];
  out.push(heading(3, "Parameters"));
  if (view.body?.mediaType === "multipart/form-data") out.push(paragraph(text("This endpoint takes `multipart/form-data`, not JSON: each parameter is a form field.")));
  if (rows.length) {
    out.push(
      table(
        ["Name", "In", "Type", "Required", "Description"],
        rows.map((field) => [[{ type: "inlineCode", value: field.name }], text(field.in ?? ""), typeCell(field), text(field.required ? "yes" : "no"), text(field.description)]),
      ),
    );
  } else out.push(paragraph(text("None: this endpoint takes no parameters and no body.")));

  out.push(heading(3, "Example request"));
  const examples = view.body?.examples.length ? view.body.examples : [undefined];
  const url = view.serverUrl + view.path.replace(/\{([^}]+)\}/g, (whole, name) => {
    const example = view.parameterExamples.find((p) => p.in === "path" && p.name === name);
    return example ? encodeURIComponent(String(example.value)) : whole;
  });
  const query = view.parameterExamples.filter((p) => p.in === "query").map((p): [string, string] => [p.name, String(p.value)]);
  const returnsBody = view.responses.some((response) => response.mediaType);
  for (const example of examples) {
    if (example?.summary && examples.length > 1) out.push(paragraph(text(`${example.summary}:`)));
    const samples = codeSamples({
      method: view.method,
      url,
      query,
      tokenVariable: view.auth?.tokenVariable,
      body: example && view.body && { mediaType: view.body.mediaType, value: example.value },
      returnsBody,
    });
    out.push(jsx("OperationTabs", { groupId: SAMPLE_TABS_GROUP }, samples.map((sample) => jsx("OperationTabItem", { value: sample.value, label: sample.label }, [code(sample.language, sample.code)]))));
  }

  out.push(heading(2, "Response"));
  const shownFields = new Set<string>();
  view.responses.forEach((response, i) => {
    const line = statusLine(response.status);
    out.push(paragraph([{ type: "strong", children: [{ type: "text", value: line }] }, { type: "text", value: ": " }, ...text(response.description), ...(response.mediaType ? [] : text(" The response has no body."))]));
    if (response.example) out.push(code("json", JSON.stringify(response.example.value, null, 2), `title="${line}"`));
    const fields = JSON.stringify(response.fields);
    const later = view.responses.slice(i + 1).some((next) => JSON.stringify(next.fields) === fields);
    // Two successes with one shape (a request sent, a request accepted) list their fields once.
    if (response.fields.length && !later && !shownFields.has(fields)) {
      shownFields.add(fields);
      out.push(table(["Field", "Type", "Description"], response.fields.map((field) => [[{ type: "inlineCode", value: field.name }], typeCell(field), text(field.description)])));
    }
  });

  out.push(heading(2, "Errors"));
  out.push(table(["Status", "Code", "When"], view.errors.map((error) => [text(error.status), [{ type: "inlineCode", value: error.code }], text(error.when)])));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Hand-written examples

interface ExampleCheck {
  file: string;
  failures: ContentError[];
  description: ApiDescription;
  codes: Code[];
  pageOperations: OperationView[];
}

/**
 * What each code block is an example of: from its meta (`json request`, `json response 201`,
 * `operation=login`, `schema=Error`), from a title naming a status (`title="200 OK"`) on a page that
 * shows one operation, or, for a curl command or an HTTP message, from its method and URL.
 */
function checkHandWrittenExamples({ file, failures, description, codes, pageOperations }: ExampleCheck): void {
  const validator = exampleValidator(description);
  const fail = (node: Code, what: string, problem: string) => failures.push(new ContentError(file, `${what}: ${problem}`, position(node)));
  const check = (node: Code, what: string, schemaPointer: string, value: Json) => {
    const mismatches = validator.validate(schemaPointer, value);
    if (mismatches.length) fail(node, what, `does not match ${relative(description.file)}: ${describeMismatches(mismatches)}`);
  };

  for (const node of codes) {
    const meta = node.meta ?? "";
    // An example that is wrong on purpose (what not to send) says so, and is not checked.
    if (/(^|\s)invalid(\s|$)/.test(meta)) continue;
    const lang = (node.lang ?? "").toLowerCase();
    if (lang === "json" || lang === "jsonc") {
      const schemaName = /\bschema=([\w.-]+)/.exec(meta)?.[1];
      const operationId = /\boperation=([\w.-]+)/.exec(meta)?.[1];
      // A title's words ("Log in request") say nothing about what the block is.
      const bare = meta.replace(/title=("[^"]*"|'[^']*')/, "");
      const kind = /\brequest\b/.test(bare) ? "request" : undefined;
      const responseNamed = /\bresponse\b/.test(bare);
      const status = /\bresponse\s+(\d{3})\b/.exec(bare)?.[1] ?? /title=["'](\d{3})\b/.exec(meta)?.[1];
      if (!schemaName && !operationId && !kind && !responseNamed && !(status && pageOperations.length)) continue;
      let value: Json;
      try {
        value = JSON.parse(node.value) as Json;
      } catch (error) {
        fail(node, "this JSON example", `is not valid JSON (${(error as Error).message}): fix it, or give the block another language`);
        continue;
      }
      if (schemaName) {
        const pointer = `#/components/schemas/${escapePointer(schemaName)}`;
        if (valueAt(description.root, pointer) === undefined) fail(node, `schema=${schemaName}`, `the API description has no schema of that name under components/schemas`);
        else check(node, `this example of the ${schemaName} schema`, pointer, value);
        continue;
      }
      const view = operationId ? viewOf(description, operationId) : pageOperations[0];
      if (!view) {
        fail(node, "this example", operationId ? `the API description has no operation "${operationId}"` : `the page shows no <Operation>: name the operation in the block's meta, such as operation=login`);
        continue;
      }
      if (kind === "request") {
        if (!view.body) fail(node, `the request example of "${view.id}"`, "the operation takes no request body");
        else check(node, `the request example of "${view.id}"`, view.body.schemaPointer, value);
        continue;
      }
      const responseStatus = status ?? view.responses[0]?.status;
      const schemaPointer = responseSchema(description, view, responseStatus);
      if (!schemaPointer) fail(node, `the response ${responseStatus} example of "${view.id}"`, `the operation has no ${responseStatus} response with a body in the API description`);
      else check(node, `the response ${responseStatus} example of "${view.id}"`, schemaPointer, value);
    } else if (lang === "bash" || lang === "sh" || lang === "shell" || lang === "console") {
      for (const call of curlCalls(node.value)) {
        const match = matchOperation(description, call.method, call.url);
        if (!match) {
          if (call.url.startsWith(serverUrl(description))) fail(node, `curl ${call.method} ${call.url}`, "matches no operation of the API description: check the method and path");
          continue;
        }
        if (call.data === undefined) continue;
        let value: Json;
        try {
          value = JSON.parse(call.data) as Json;
        } catch (error) {
          fail(node, `the body of curl ${call.method} ${call.url}`, `is not valid JSON (${(error as Error).message})`);
          continue;
        }
        const view = operationView(description, match);
        if (!view.body) fail(node, `the request example of "${view.id}"`, "the operation takes no request body");
        else check(node, `the request example of "${view.id}" (curl)`, view.body.schemaPointer, value);
      }
    } else if (lang === "http") {
      const message = /^HTTP\/[\d.]+ (\d{3})[^\n]*\n[\s\S]*?\n\s*\n([\s\S]+)$/.exec(node.value.trim());
      if (message && Number(message[1]) >= 400) {
        let value: Json;
        try {
          value = JSON.parse(message[2]) as Json;
        } catch {
          continue;
        }
        const pointer = "#/components/schemas/Error";
        if (valueAt(description.root, pointer) !== undefined) check(node, `this ${message[1]} response's error body`, pointer, value);
      }
      const request = /^(GET|POST|PUT|PATCH|DELETE) (\S+)/.exec(node.value.trim());
      if (request) {
        const host = /^Host: (\S+)/im.exec(node.value)?.[1];
        const url = request[2].startsWith("/") && host ? `https://${host}${request[2]}` : request[2];
        if (url.startsWith(serverUrl(description)) && !matchOperation(description, request[1], url)) fail(node, `${request[1]} ${request[2]}`, "matches no operation of the API description: check the method and path");
      }
    }
  }
}

function relative(file: string): string {
  return path.relative(process.cwd(), file) || file;
}

function viewOf(description: ApiDescription, id: string): OperationView | undefined {
  const entry = description.operations.get(id);
  return entry && operationView(description, entry);
}

/** The schema of a response: a success's, or the error body of an error status. */
function responseSchema(description: ApiDescription, view: OperationView, status: string | undefined): string | undefined {
  if (!status) return undefined;
  const success = view.responses.find((response) => response.status === status);
  if (success) return success.mediaType ? success.schemaPointer : undefined;
  const entry = description.operations.get(view.id)!;
  let response = valueAt(description.root, `${entry.pointer}/responses/${status}`) as JsonObject | undefined;
  let pointer = `${entry.pointer}/responses/${status}`;
  if (response && typeof response.$ref === "string") {
    pointer = response.$ref;
    response = valueAt(description.root, pointer) as JsonObject | undefined;
  }
  const content = response?.content as JsonObject | undefined;
  const type = content && Object.keys(content)[0];
  return type ? `${pointer}/content/${escapePointer(type)}/schema` : undefined;
}

function serverUrl(description: ApiDescription): string {
  const servers = description.root.servers as JsonObject[] | undefined;
  return String(servers?.[0]?.url ?? "https://").replace(/\/$/, "");
}

/** The operation a method and URL call, matching path templates (`{username}`) segment by segment. */
export function matchOperation(description: ApiDescription, method: string, url: string) {
  const base = serverUrl(description);
  if (!url.startsWith(base)) return undefined;
  const path = url.slice(base.length).replace(/[?#].*$/, "");
  const segments = path.split("/");
  let best: { entry: ReturnType<ApiDescription["operations"]["get"]>; literal: number } | undefined;
  for (const entry of description.operations.values()) {
    if (entry.method !== method.toLowerCase()) continue;
    const template = entry.path.split("/");
    if (template.length !== segments.length) continue;
    let literal = 0;
    const matches = template.every((part, i) => {
      if (/^\{[^}]+\}$/.test(part)) return segments[i].length > 0;
      if (part === segments[i]) literal++;
      return part === segments[i];
    });
    // `/items/order` is a path of its own, not `/items/{item_id}` with the id "order".
    if (matches && (!best || literal > best.literal)) best = { entry, literal };
  }
  return best?.entry;
}

/** The curl commands of a shell block: method, URL and `-d` body, as the shell would pass them. */
export function curlCalls(script: string): { method: string; url: string; data?: string }[] {
  const calls: { method: string; url: string; data?: string }[] = [];
  const text = script.replace(/\\\n/g, " ");
  for (const match of text.matchAll(/\bcurl\b/g)) {
    const args = shellWords(text.slice(match.index! + 4));
    const url = args.find((arg) => /^https?:\/\//.test(arg));
    if (!url) continue;
    const valueOf = (...flags: string[]) => {
      const i = args.findIndex((arg) => flags.includes(arg));
      return i >= 0 ? args[i + 1] : undefined;
    };
    const get = args.includes("-G") || args.includes("--get");
    const data = get ? undefined : valueOf("-d", "--data", "--data-raw", "--data-binary");
    const method = valueOf("-X", "--request") ?? (get ? "GET" : data !== undefined || args.includes("-F") ? "POST" : "GET");
    calls.push({ method, url, data });
  }
  return calls;
}

/** Shell words up to the end of the command (an unquoted newline, `|`, `;`, `&` or `)`). */
function shellWords(text: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "'") {
      const end = text.indexOf("'", i + 1);
      word = (word ?? "") + text.slice(i + 1, end < 0 ? text.length : end);
      i = end < 0 ? text.length : end;
    } else if (c === '"') {
      let j = i + 1;
      let value = "";
      while (j < text.length && text[j] !== '"') {
        if (text[j] === "\\" && j + 1 < text.length) j++;
        value += text[j++];
      }
      word = (word ?? "") + value;
      i = j;
    } else if (c === "\\" && i + 1 < text.length) {
      word = (word ?? "") + text[++i];
    } else if (/\s/.test(c) || "|;&)".includes(c)) {
      if (word !== undefined) words.push(word);
      word = undefined;
      if (c === "\n" || "|;&)".includes(c)) return words;
    } else word = (word ?? "") + c;
  }
  if (word !== undefined) words.push(word);
  return words;
}
