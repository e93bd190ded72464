// What a page shows of one operation, worked out from the description: its parameters and body
// fields as table rows (nested fields flattened to `crop.x`, `items[].id`), its examples, its
// responses and its errors. Plain data, so the Markdown it becomes is easy to test.

import { escapePointer, valueAt, type ApiDescription, type Json, type JsonObject, type OperationEntry } from "./description.server";

export interface FieldRow {
  name: string;
  /** `path`, `query`, `header`, `body` or `form`; absent for response fields. */
  in?: string;
  type: string;
  /** Limits, allowed values and default, in words: "3–32 characters", "one of `a`, `b`". */
  constraints: string[];
  required?: boolean;
  description: string;
}

export interface RequestExample {
  summary?: string;
  /** JSON pointer of the example's value in the description. */
  pointer: string;
  value: Json;
}

export interface ResponseView {
  status: string;
  description: string;
  mediaType?: string;
  /** JSON pointer of the response's schema, for checking examples; absent without a body. */
  schemaPointer?: string;
  fields: FieldRow[];
  example?: { pointer: string; value: Json };
}

export interface ErrorRow {
  status: string;
  code: string;
  when: string;
}

export interface RateLimit {
  requests: number;
  windowSeconds: number;
  per: string;
}

export interface OperationView {
  id: string;
  method: string;
  path: string;
  summary?: string;
  serverUrl: string;
  /** Undefined for a public endpoint. */
  auth?: { scheme: string; tokenVariable: string; description?: string };
  rateLimit?: RateLimit;
  failedAttemptLimit?: { attempts: number; windowSeconds: number; per: string };
  parameters: FieldRow[];
  /** Path and query parameters' example values, for the generated requests. */
  parameterExamples: { name: string; in: string; value: Json }[];
  body?: { mediaType: string; schemaPointer: string; fields: FieldRow[]; examples: RequestExample[] };
  responses: ResponseView[];
  errors: ErrorRow[];
}

const STATUS_TEXT: Record<string, string> = {
  "200": "OK",
  "201": "Created",
  "202": "Accepted",
  "204": "No Content",
  "400": "Bad Request",
  "401": "Unauthorized",
  "403": "Forbidden",
  "404": "Not Found",
  "409": "Conflict",
  "413": "Payload Too Large",
  "415": "Unsupported Media Type",
  "429": "Too Many Requests",
  "500": "Internal Server Error",
};

export function statusLine(status: string): string {
  return STATUS_TEXT[status] ? `${status} ${STATUS_TEXT[status]}` : status;
}

type Schema = JsonObject;

/** Follows `$ref`s (local ones: the description is one file); siblings of a `$ref` override what it points to, as OpenAPI 3.1 says. */
function resolve(root: JsonObject, value: Json | undefined, seen = new Set<string>()): { value: JsonObject; pointer?: string } {
  if (!value || typeof value !== "object" || Array.isArray(value)) return { value: {} };
  const ref = value.$ref;
  if (typeof ref !== "string" || !ref.startsWith("#") || seen.has(ref)) return { value };
  seen.add(ref);
  const target = resolve(root, valueAt(root, ref), seen);
  const { $ref: _ref, ...siblings } = value;
  return { value: { ...target.value, ...siblings }, pointer: target.pointer ?? ref };
}

export function operationView(description: ApiDescription, entry: OperationEntry): OperationView {
  const { root } = description;
  const op = entry.operation;
  const pathItem = (valueAt(root, entry.pointer.replace(/\/[^/]+$/, "")) ?? {}) as JsonObject;
  const security = (op.security ?? root.security ?? []) as JsonObject[];
  const schemeName = security.length ? Object.keys(security[0])[0] : undefined;
  const scheme = schemeName ? resolve(root, valueAt(root, `#/components/securitySchemes/${escapePointer(schemeName)}`)).value : undefined;
  const limit = (op["x-rate-limit"] ?? root["x-rate-limit"]) as JsonObject | undefined;
  const failed = op["x-failed-attempt-limit"] as JsonObject | undefined;
  const servers = (op.servers ?? pathItem.servers ?? root.servers ?? []) as JsonObject[];

  // Operation parameters replace path-level ones of the same name and place.
  const parameters = new Map<string, { value: JsonObject; pointer: string }>();
  const addParameters = (list: Json | undefined, pointer: string) => {
    if (!Array.isArray(list)) return;
    list.forEach((item, i) => {
      const parameter = resolve(root, item).value;
      parameters.set(`${parameter.in}:${parameter.name}`, { value: parameter, pointer: `${pointer}/${i}` });
    });
  };
  addParameters(pathItem.parameters, entry.pointer.replace(/\/[^/]+$/, "/parameters"));
  addParameters(op.parameters, `${entry.pointer}/parameters`);
  const parameterRows: FieldRow[] = [];
  const parameterExamples: OperationView["parameterExamples"] = [];
  for (const { value: parameter } of parameters.values()) {
    const schema = resolve(root, parameter.schema).value;
    parameterRows.push({
      name: String(parameter.name),
      in: String(parameter.in),
      type: typeLabel(root, schema),
      constraints: constraints(root, schema),
      required: parameter.required === true,
      description: String(parameter.description ?? schema.description ?? ""),
    });
    if (parameter.example !== undefined && (parameter.in === "path" || parameter.in === "query")) {
      parameterExamples.push({ name: String(parameter.name), in: String(parameter.in), value: parameter.example });
    }
  }

  let body: OperationView["body"];
  const requestBody = resolve(root, op.requestBody).value;
  const content = (requestBody.content ?? {}) as JsonObject;
  const mediaType = Object.keys(content)[0];
  if (mediaType) {
    const mediaPointer = `${entry.pointer}/requestBody/content/${escapePointer(mediaType)}`;
    const media = content[mediaType] as JsonObject;
    const where = mediaType === "multipart/form-data" ? "form" : "body";
    body = {
      mediaType,
      schemaPointer: `${mediaPointer}/schema`,
      fields: objectFields(root, media.schema, "", where, true),
      examples: mediaExamples(media, mediaPointer).map(({ summary, pointer, value }) => ({ summary, pointer, value })),
    };
  }

  const responses: ResponseView[] = [];
  const errors: ErrorRow[] = [];
  const responseEntries = Object.entries((op.responses ?? {}) as JsonObject).sort(([a], [b]) => a.localeCompare(b));
  for (const [status, raw] of responseEntries) {
    const { value: response, pointer: refPointer } = resolve(root, raw);
    const responseDescription = String(response.description ?? "");
    if (Number(status) >= 400 || status === "default") {
      for (const code of (response["x-error-codes"] ?? []) as Json[]) {
        if (typeof code === "string") errors.push({ status, code, when: responseDescription });
        else if (code && typeof code === "object" && !Array.isArray(code)) errors.push({ status, code: String(code.code), when: String(code.description ?? responseDescription) });
      }
      continue;
    }
    const responseContent = (response.content ?? {}) as JsonObject;
    const responseType = Object.keys(responseContent)[0];
    const base = refPointer ?? `${entry.pointer}/responses/${status}`;
    const mediaPointer = responseType ? `${base}/content/${escapePointer(responseType)}` : undefined;
    const media = responseType ? (responseContent[responseType] as JsonObject) : undefined;
    const example = media && mediaPointer ? mediaExamples(media, mediaPointer)[0] : undefined;
    responses.push({
      status,
      description: responseDescription,
      mediaType: responseType,
      schemaPointer: mediaPointer && `${mediaPointer}/schema`,
      fields: media ? objectFields(root, media.schema, "", undefined, false) : [],
      example: example && { pointer: example.pointer, value: example.value },
    });
  }
  // Successes in the order a reader meets them: 201 (the usual case) before 200 (the other).
  responses.sort((a, b) => (a.status === "201" ? -1 : b.status === "201" ? 1 : a.status.localeCompare(b.status)));

  return {
    id: entry.id,
    method: entry.method.toUpperCase(),
    path: entry.path,
    summary: typeof op.summary === "string" ? op.summary : undefined,
    serverUrl: String(servers[0]?.url ?? "").replace(/\/$/, ""),
    auth: scheme
      ? {
          scheme: String(scheme.scheme ?? scheme.type ?? schemeName),
          tokenVariable: String(scheme["x-token-variable"] ?? "API_TOKEN"),
          description: typeof scheme.description === "string" ? scheme.description : undefined,
        }
      : undefined,
    rateLimit: limit && { requests: Number(limit.requests), windowSeconds: Number(limit.window_seconds), per: String(limit.per) },
    failedAttemptLimit: failed && { attempts: Number(failed.attempts), windowSeconds: Number(failed.window_seconds), per: String(failed.per) },
    parameters: parameterRows,
    parameterExamples,
    body,
    responses,
    errors,
  };
}

/** Every example of a media type object (`example` or `examples`), with where its value is. */
export function mediaExamples(media: JsonObject, mediaPointer: string): { name?: string; summary?: string; pointer: string; value: Json }[] {
  if (media.example !== undefined) return [{ pointer: `${mediaPointer}/example`, value: media.example }];
  const examples = (media.examples ?? {}) as JsonObject;
  return Object.entries(examples).flatMap(([name, example]) => {
    if (!example || typeof example !== "object" || Array.isArray(example) || example.value === undefined) return [];
    return [{ name, summary: typeof example.summary === "string" ? example.summary : undefined, pointer: `${mediaPointer}/examples/${escapePointer(name)}/value`, value: example.value }];
  });
}

/** A schema with its `allOf` parts merged, for reading its fields. */
function flatten(root: JsonObject, raw: Json | undefined): Schema {
  const schema = resolve(root, raw).value;
  if (!Array.isArray(schema.allOf)) return schema;
  const merged: Schema = { ...schema, properties: { ...((schema.properties as JsonObject) ?? {}) }, required: [...((schema.required as Json[]) ?? [])] };
  for (const part of schema.allOf) {
    const flat = flatten(root, part);
    for (const [key, value] of Object.entries(flat)) {
      if (key === "properties") Object.assign(merged.properties as JsonObject, value as JsonObject);
      else if (key === "required") (merged.required as Json[]).push(...(value as Json[]));
      else if (!(key in schema) && key !== "allOf") merged[key] = value;
    }
  }
  // The schema's own keywords (a description next to `allOf`) win over its parts'.
  for (const [key, value] of Object.entries(schema)) if (key !== "properties" && key !== "required" && key !== "allOf") merged[key] = value;
  delete merged.allOf;
  return merged;
}

/** The non-null alternative of `oneOf: [X, {type: null}]`, which is how a nullable object is written. */
function nonNull(root: JsonObject, schema: Schema): { schema: Schema; nullable: boolean } {
  const alternatives = (schema.oneOf ?? schema.anyOf) as Json[] | undefined;
  if (!Array.isArray(alternatives)) return { schema, nullable: false };
  const others = alternatives.filter((alt) => resolve(root, alt).value.type !== "null");
  if (others.length !== 1 || others.length === alternatives.length) return { schema, nullable: false };
  const { oneOf: _o, anyOf: _a, ...rest } = schema;
  return { schema: { ...flatten(root, others[0]), ...rest }, nullable: true };
}

function isObjectSchema(schema: Schema): boolean {
  return schema.type === "object" || (schema.type === undefined && typeof schema.properties === "object");
}

function objectFields(root: JsonObject, raw: Json | undefined, prefix: string, where: string | undefined, withRequired: boolean, depth = 0): FieldRow[] {
  const schema = flatten(root, raw);
  const properties = (schema.properties ?? {}) as JsonObject;
  const required = new Set(((schema.required as Json[]) ?? []).map(String));
  const rows: FieldRow[] = [];
  for (const [name, property] of Object.entries(properties)) {
    const { schema: field, nullable } = nonNull(root, flatten(root, property));
    const fullName = `${prefix}${name}`;
    rows.push({
      name: fullName,
      in: where,
      type: typeLabel(root, field) + (nullable ? " or null" : ""),
      constraints: constraints(root, field),
      required: withRequired ? required.has(name) : undefined,
      description: String(field.description ?? ""),
    });
    if (depth >= 3) continue;
    if (isObjectSchema(field)) rows.push(...objectFields(root, field, `${fullName}.`, where, withRequired, depth + 1));
    else if (field.type === "array") {
      const items = nonNull(root, flatten(root, field.items)).schema;
      if (isObjectSchema(items)) rows.push(...objectFields(root, items, `${fullName}[].`, where, withRequired, depth + 1));
    }
  }
  return rows;
}

/** The type as a reader says it: "string", "integer", "string or null", "array of strings", "file". */
export function typeLabel(root: JsonObject, raw: Schema): string {
  const schema = nonNull(root, flatten(root, raw));
  if (schema.nullable) return `${typeLabel(root, schema.schema)} or null`;
  const value = schema.schema;
  if (value.contentMediaType || value.format === "binary") return "file";
  const types = Array.isArray(value.type) ? value.type.map(String) : value.type ? [String(value.type)] : [];
  if (types.length === 0 && value.const !== undefined) types.push(typeof value.const === "string" ? "string" : typeof value.const);
  if (types.length === 0 && Array.isArray(value.enum)) types.push("string");
  const named = types.map((type) => (type === "array" ? `array of ${plural(typeLabel(root, (value.items ?? {}) as Schema))}` : type));
  return named.join(" or ") || "any";
}

function plural(label: string): string {
  return label.split(" or ").map((part) => (part === "null" ? part : `${part}s`)).join(" or ");
}

/** Limits, allowed values and defaults of a field, as short phrases. */
export function constraints(root: JsonObject, raw: Schema): string[] {
  const schema = nonNull(root, flatten(root, raw)).schema;
  const out: string[] = [];
  const range = (min: Json | undefined, max: Json | undefined, unit: string) => {
    if (unit === " characters" && min === 1 && max === undefined) out.push("not empty");
    else if (typeof min === "number" && typeof max === "number") out.push(`${min}–${max}${unit}`);
    else if (typeof min === "number") out.push(`at least ${min}${unit}`);
    else if (typeof max === "number") out.push(`at most ${max}${unit}`);
  };
  range(schema.minLength, schema.maxLength, " characters");
  range(schema.minimum ?? schema.exclusiveMinimum, schema.maximum, "");
  range(schema.minItems, schema.maxItems, " items");
  if (schema.format && schema.format !== "binary") out.push(String(schema.format));
  if (Array.isArray(schema.enum)) out.push(`one of ${schema.enum.map((value) => `\`${value}\``).join(", ")}`);
  if (schema.const !== undefined) out.push(`always \`${typeof schema.const === "string" ? schema.const : JSON.stringify(schema.const)}\``);
  if (schema.uniqueItems === true) out.push("no duplicates");
  if (schema.default !== undefined) out.push(`default \`${typeof schema.default === "string" ? schema.default : JSON.stringify(schema.default)}\``);
  return out;
}
