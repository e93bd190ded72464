// Request examples in curl, JavaScript (fetch) and Python (requests), written from an operation's
// description and one example value, so they always send what the description accepts.

import type { Json } from "./description.server";

export interface SampleRequest {
  method: string;
  /** The full URL with path parameters filled in, without the query string. */
  url: string;
  query: [string, string][];
  /** The environment variable holding the token; absent for a public endpoint. */
  tokenVariable?: string;
  body?: { mediaType: string; value: Json };
  /** Whether a successful response has a body worth reading. */
  returnsBody: boolean;
}

export interface CodeSample {
  value: "curl" | "javascript" | "python";
  label: string;
  language: string;
  code: string;
}

export function codeSamples(request: SampleRequest): CodeSample[] {
  return [
    { value: "curl", label: "curl", language: "bash", code: curlSample(request) },
    { value: "javascript", label: "JavaScript", language: "js", code: fetchSample(request) },
    { value: "python", label: "Python", language: "python", code: pythonSample(request) },
  ];
}

const isMultipart = (request: SampleRequest) => request.body?.mediaType === "multipart/form-data";

function fullUrl(request: SampleRequest): string {
  if (!request.query.length) return request.url;
  return `${request.url}?${request.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&")}`;
}

function formEntries(value: Json): [string, Json][] {
  return value && typeof value === "object" && !Array.isArray(value) ? Object.entries(value) : [];
}

/** A form field is a file when it names one: `ada.png`. */
const isFileName = (value: Json) => typeof value === "string" && /^[\w.-]+\.[a-z0-9]{2,4}$/i.test(value);

const shellSingle = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
const shellDouble = (text: string) => `"${text.replace(/(["\\$`])/g, "\\$1")}"`;

function curlSample(request: SampleRequest): string {
  const lines = [`curl${request.method === "GET" ? "" : ` -X ${request.method}`} ${request.query.length ? shellDouble(fullUrl(request)) : fullUrl(request)}`];
  if (request.tokenVariable) lines.push(`-H "Authorization: Bearer $${request.tokenVariable}"`);
  const body = request.body;
  if (body && isMultipart(request)) {
    for (const [name, value] of formEntries(body.value)) lines.push(`-F ${shellDouble(isFileName(value) && name === "file" ? `${name}=@${value}` : `${name}=${String(value)}`)}`);
  } else if (body) {
    lines.push(`-H "Content-Type: ${body.mediaType}"`);
    // The JSON is indented under the command, as a person would write it.
    lines.push(`-d ${shellSingle(JSON.stringify(body.value, null, 2).replace(/\n/g, "\n  "))}`);
  }
  return lines.join(" \\\n  ");
}

/** A JavaScript literal as a person writes it: unquoted keys where they may be. */
function jsLiteral(value: Json, indent: string): string {
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item !== "object" || item === null)) return `[${value.map((item) => jsLiteral(item, indent)).join(", ")}]`;
    return `[\n${value.map((item) => `${indent}  ${jsLiteral(item, `${indent}  `)}`).join(",\n")},\n${indent}]`;
  }
  if (value && typeof value === "object") {
    const entries = Object.entries(value);
    if (!entries.length) return "{}";
    const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));
    return `{\n${entries.map(([name, item]) => `${indent}  ${key(name)}: ${jsLiteral(item, `${indent}  `)}`).join(",\n")},\n${indent}}`;
  }
  return JSON.stringify(value);
}

function fetchSample(request: SampleRequest): string {
  const lines: string[] = [];
  const headers: string[] = [];
  if (request.tokenVariable) headers.push(`Authorization: \`Bearer \${process.env.${request.tokenVariable}}\``);
  let bodyLine: string | undefined;
  const body = request.body;
  if (body && isMultipart(request)) {
    lines.push(`import { openAsBlob } from "node:fs";`, "", "const form = new FormData();");
    for (const [name, value] of formEntries(body.value)) {
      if (name === "file" && isFileName(value)) lines.push(`form.append("file", await openAsBlob(${JSON.stringify(value)}), ${JSON.stringify(value)});`);
      else lines.push(`form.append(${JSON.stringify(name)}, ${JSON.stringify(String(value))});`);
    }
    lines.push("");
    // fetch writes the multipart Content-Type itself, with the boundary only it knows.
    bodyLine = "body: form,";
  } else if (body) {
    headers.push(`"Content-Type": ${JSON.stringify(body.mediaType)}`);
    bodyLine = `body: JSON.stringify(${jsLiteral(body.value, "  ")}),`;
  }
  const options: string[] = [];
  if (request.method !== "GET") options.push(`method: ${JSON.stringify(request.method)},`);
  if (headers.length) options.push(`headers: {\n${headers.map((h) => `    ${h},`).join("\n")}\n  },`);
  if (bodyLine) options.push(bodyLine);
  lines.push(`const response = await fetch(${JSON.stringify(fullUrl(request))}${options.length ? `, {\n${options.map((o) => `  ${o}`).join("\n")}\n}` : ""});`);
  lines.push("if (!response.ok) {", "  const { error } = await response.json();", "  throw new Error(`${error.code}: ${error.message}`);", "}");
  if (request.returnsBody) lines.push("const data = await response.json();");
  return lines.join("\n");
}

function pyLiteral(value: Json, indent: string): string {
  if (value === null) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item !== "object" || item === null)) return `[${value.map((item) => pyLiteral(item, indent)).join(", ")}]`;
    return `[\n${value.map((item) => `${indent}    ${pyLiteral(item, `${indent}    `)}`).join(",\n")},\n${indent}]`;
  }
  if (typeof value === "object") {
    const entries = Object.entries(value);
    if (!entries.length) return "{}";
    return `{\n${entries.map(([name, item]) => `${indent}    ${JSON.stringify(name)}: ${pyLiteral(item, `${indent}    `)}`).join(",\n")},\n${indent}}`;
  }
  return JSON.stringify(value);
}

function pythonSample(request: SampleRequest): string {
  const lines = request.tokenVariable ? ["import os", "", "import requests", ""] : ["import requests", ""];
  const args = [JSON.stringify(request.url)];
  if (request.query.length) args.push(`params=${pyLiteral(Object.fromEntries(request.query.map(([k, v]) => [k, /^\d+$/.test(v) ? Number(v) : v])), "    ")}`);
  if (request.tokenVariable) args.push(`headers={"Authorization": f"Bearer {os.environ['${request.tokenVariable}']}"}`);
  const body = request.body;
  if (body && isMultipart(request)) {
    const entries = formEntries(body.value);
    const file = entries.find(([name, value]) => name === "file" && isFileName(value));
    const data = entries.filter((entry) => entry !== file).map(([name, value]): [string, Json] => [name, typeof value === "string" ? value : JSON.stringify(value)]);
    if (file) args.push(`files={"file": open(${JSON.stringify(file[1])}, "rb")}`);
    if (data.length) args.push(`data=${pyLiteral(Object.fromEntries(data), "    ")}`);
  } else if (body) {
    args.push(`json=${pyLiteral(body.value, "    ")}`);
  }
  lines.push(`response = requests.${request.method.toLowerCase()}(`, ...args.map((arg) => `    ${arg},`), ")");
  lines.push("if not response.ok:", `    error = response.json()["error"]`, `    raise RuntimeError(f"{error['code']}: {error['message']}")`);
  if (request.returnsBody) lines.push("data = response.json()");
  return lines.join("\n");
}
