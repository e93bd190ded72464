// The API described once: the shipped description passes a standard OpenAPI linter and covers
// every API page; <Operation id> pages render from it; every example, generated or hand-written,
// is checked against its schema, and a wrong one stops `npm run check` with its file and line.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import * as React from "react";
import * as ReactDOM from "react-dom";
import * as jsxRuntime from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { getMDXComponent } from "mdx-bundler/client/index.js";
import YAML from "yaml";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { checkMdx, compiledBody } from "~/lib/mdx.server";
import { apiDescription, parseDescription } from "~/lib/openapi/description.server";
import { descriptionProblems, publishedDescriptionFiles } from "~/lib/openapi/description-check.server";
import { codeSamples } from "~/lib/openapi/code-samples";
import { curlCalls, matchOperation } from "~/lib/openapi/operation-markdown.server";
import { Operation } from "~/components/api/Operation";
import { loadThemeModules } from "~/components/theme/registry";
import { providedComponents } from "~/components/theme/provided-components";
import { runCheck } from "../support/run-build";
import { copyTree, expectedProblems } from "./fixture-tree";

const root = path.resolve(__dirname, "../..");
const shipped = path.join(root, "content/openapi.yaml");
process.env.PALAVER_CACHE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-openapi-cache-"));
const resolver = { routeForFile: () => "/docs/elsewhere" };

afterEach(() => {
  delete process.env.CONTENT_DIR;
});

describe("the shipped API description", () => {
  it("passes Redocly's recommended OpenAPI lint without an error or a warning", async () => {
    // The schemas say themselves where extra fields are refused (additionalProperties), so the
    // example rule is not told to refuse them everywhere.
    const config = await createConfig({ extends: ["recommended"], rules: { "no-invalid-media-type-examples": { severity: "error", allowAdditionalProperties: true } } });
    const problems = await lintFromString({ source: fs.readFileSync(shipped, "utf8"), absoluteRef: shipped, config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  }, 60_000);

  it("has no example that breaks its own schema", () => {
    expect(descriptionProblems(parseDescription(shipped, fs.readFileSync(shipped, "utf8"))).map((p) => p.message)).toEqual([]);
  });

  it("is shown by exactly one API page per operation, and every endpoint page shows one", () => {
    const description = parseDescription(shipped, fs.readFileSync(shipped, "utf8"));
    const folder = path.join(root, "content/docs/api/account");
    const shown = new Map<string, string[]>();
    for (const name of fs.readdirSync(folder).filter((file) => file.endsWith(".mdx"))) {
      const ids = [...fs.readFileSync(path.join(folder, name), "utf8").matchAll(/<Operation id="([^"]+)"/g)].map((m) => m[1]);
      expect(ids, name).toHaveLength(1);
      shown.set(ids[0], [...(shown.get(ids[0]) ?? []), name]);
    }
    expect([...shown.keys()].sort()).toEqual([...description.operations.keys()].sort());
    expect([...shown.values()].filter((pages) => pages.length > 1)).toEqual([]);
    expect(description.operations.size).toBe(22);
    for (const kind of ["picture", "banner", "music"]) expect(description.operations.get(`delete-profile${kind}`)?.method).toBe("delete");
  });

  it("uses snake_case path parameters and answers every immediate delete with 204 and no body", () => {
    const description = parseDescription(shipped, fs.readFileSync(shipped, "utf8"));
    for (const entry of description.operations.values()) {
      for (const name of entry.path.matchAll(/\{([^}]+)\}/g)) expect(name[1], entry.path).toMatch(/^[a-z]+(_[a-z]+)*$/);
      if (entry.method !== "delete") continue;
      const successes = Object.keys(entry.operation.responses as object).filter((status) => status.startsWith("2"));
      expect(successes, entry.id).toEqual([entry.id === "edit-delete" ? "202" : "204"]);
    }
  });

  it("is published as YAML, as written, and as the same document in JSON", () => {
    process.env.CONTENT_DIR = path.join(root, "content");
    const files = publishedDescriptionFiles(apiDescription());
    expect(files["openapi.yaml"]).toBe(fs.readFileSync(shipped, "utf8"));
    expect(JSON.parse(files["openapi.json"])).toEqual(YAML.parse(files["openapi.yaml"]));
  });
});

/** A small content tree of its own: a description, and pages that show or quote it. */
function tree(description: string, pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-openapi-"));
  fs.writeFileSync(path.join(dir, "openapi.yaml"), description);
  for (const [name, source] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(dir, "docs", name)), { recursive: true });
    fs.writeFileSync(path.join(dir, "docs", name), source);
  }
  process.env.CONTENT_DIR = dir;
  return dir;
}

const BIRDS = `openapi: 3.1.0
info: { title: Birdwatch, version: "2" }
servers: [{ url: "https://birds.example.test/" }]
security: [{ key: [] }]
x-rate-limit: { requests: 30, window_seconds: 60, per: token }
paths:
  /v2/sightings/{sighting_id}:
    patch:
      operationId: amend-sighting
      summary: Amend a sighting
      parameters:
        - { name: sighting_id, in: path, required: true, schema: { type: string }, example: sgt_77, description: "The sighting's id." }
      requestBody:
        content:
          application/json:
            schema:
              type: object
              additionalProperties: false
              properties:
                count: { type: integer, minimum: 1, maximum: 500, description: "How many birds, at least \`1\`." }
                note: { type: [string, "null"], maxLength: 280 }
            examples:
              flock: { summary: A bigger flock, value: { count: 40, note: "Starlings, it's a murmuration" } }
      responses:
        "200":
          description: The amended sighting.
          content:
            application/json:
              schema:
                type: object
                required: [id, count]
                additionalProperties: false
                properties:
                  id: { type: string }
                  count: { type: integer }
              example: { id: sgt_77, count: 40 }
        "404":
          description: No sighting with this id.
          x-error-codes: [no_sighting]
          content: { application/json: { schema: { type: object, required: [error], properties: { error: { type: object } } } } }
components:
  securitySchemes:
    key: { type: http, scheme: bearer, x-token-variable: BIRD_KEY }
`;

async function compile(dir: string, name: string) {
  const file = path.join(dir, "docs", name);
  return checkMdx(file, fs.readFileSync(file, "utf8"), resolver);
}

describe("<Operation id>", () => {
  it("renders the endpoint, parameters, examples in three languages in shared tabs, responses and errors", async () => {
    const dir = tree(BIRDS, { "amend.mdx": "---\ntitle: Amend\n---\n\nFix a count after the fact.\n\n<Operation id=\"amend-sighting\" />\n\n## Notes\n\nCounts are estimates.\n" });
    const { compiled, problems } = await compile(dir, "amend.mdx");
    expect(problems.map((p) => p.message)).toEqual([]);
    // The examples' tabs are the theme's, loaded as the site loads them for a page with an operation.
    await loadThemeModules(compiled!.modules);
    const Component = getMDXComponent(compiledBody(compiled!).code, { React, ReactDOM, _jsx_runtime: jsxRuntime });
    const html = renderToStaticMarkup(React.createElement(Component, { components: { Operation, ...providedComponents() } }));
    const text = html.replace(/<[^>]+>/g, "");
    expect(html).toContain('class="api-method api-method--patch">PATCH</span> <code>/v2/sightings/{sighting_id}</code>');
    expect(text).toContain("Rate limit: 30 requests per minute per token.");
    expect(text).toContain("countbodyinteger, 1–500noHow many birds, at least 1.");
    expect(text).toContain("sighting_idpathstringyesThe sighting&#x27;s id.");
    expect(text).toContain("notebodystring or null, at most 280 charactersno");
    expect((html.match(/role="tab"/g) ?? []).length).toBe(3);
    expect(text).toContain("curl -X PATCH https://birds.example.test/v2/sightings/sgt_77");
    expect(text).toContain("Bearer $BIRD_KEY");
    expect(text).toContain("process.env.BIRD_KEY");
    expect(text).toContain("requests.patch(");
    expect(text).toContain("404no_sightingNo sighting with this id.");
    expect(compiled!.toc.map((entry) => entry.text)).toEqual(["Request", "Authentication", "Parameters", "Example request", "Response", "Errors", "Notes"]);
  });

  it("<OperationIndex /> lists every operation with its method and path, linked to the page that shows it", async () => {
    const dir = tree(BIRDS.replace("paths:\n", "paths:\n  /v2/birds:\n    get: { operationId: list-birds, summary: List the birds, responses: { \"200\": { description: All of them. } } }\n"), {
      "overview.mdx": "---\ntitle: Overview\n---\n\nEverything the API does:\n\n<OperationIndex />\n",
      "sightings/amend.mdx": "---\ntitle: Amend\n---\n\nText.\n\n<Operation id=\"amend-sighting\" />\n",
    });
    const routes: Record<string, string> = { [path.join(dir, "docs/sightings/amend.mdx")]: "/docs/sightings/amend" };
    const file = path.join(dir, "docs/overview.mdx");
    const { compiled, problems } = await checkMdx(file, fs.readFileSync(file, "utf8"), { routeForFile: (target) => routes[target] });
    expect(problems).toEqual([]);
    // The examples' tabs are the theme's, loaded as the site loads them for a page with an operation.
    await loadThemeModules(compiled!.modules);
    const Component = getMDXComponent(compiledBody(compiled!).code, { React, ReactDOM, _jsx_runtime: jsxRuntime });
    const html = renderToStaticMarkup(React.createElement(Component, { components: { Operation, ...providedComponents() } }));
    const rows = [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) => row[1].replace(/<(?!a )[^>]+>/g, " ").replace(/\s+/g, " ").trim());
    expect(rows).toEqual(["Endpoint Method and path", "List the birds GET /v2/birds", '<a href="/docs/sightings/amend">Amend a sighting PATCH /v2/sightings/{sighting_id}']);
    expect(Object.values(compiled!.linkDeps)).toEqual(["/docs/sightings/amend"]);
  });

  it("names the page, line and known operations when the id is not in the description", async () => {
    const dir = tree(BIRDS, { "typo.mdx": "---\ntitle: Typo\n---\n\nText.\n\n<Operation id=\"amend-sightings\" />\n" });
    const { problems } = await compile(dir, "typo.mdx");
    expect(problems.map((p) => `${p.line}:${p.column} ${p.problem}`)).toEqual([
      '7:1 <Operation id="amend-sightings">: the API description has no operation with this operationId (it has amend-sighting)',
    ]);
  });

  it("checks hand-written examples: a fence's meta, a status title on an operation's page, curl bodies and error bodies", async () => {
    const page = [
      "---\ntitle: Examples\n---\n",
      "<Operation id=\"amend-sighting\" />\n",
      '```json request\n{ "count": 0 }\n```\n',
      '```json title="200 OK"\n{ "id": "sgt_77", "count": "forty" }\n```\n',
      "```bash\ncurl -X PATCH https://birds.example.test/v2/sightings/sgt_9 \\\n  -d '{\"count\": 3, \"colour\": \"grey\"}'\n```\n",
      '```json operation=amend-sighting response 404\n{ "error": "gone" }\n```\n',
      '```json request invalid\n{ "count": -4 }\n```\n',
      '```json response 200\n{ "id": "sgt_77", "count": 40 }\n```\n',
    ].join("\n");
    const dir = tree(BIRDS, { "examples.mdx": page });
    const { problems } = await compile(dir, "examples.mdx");
    expect(problems.map((p) => `${p.line} ${p.problem}`)).toEqual([
      '7 the request example of "amend-sighting": does not match openapi.yaml: /count must be >= 1 (schema #/paths/~1v2~1sightings~1{sighting_id}/patch/requestBody/content/application~1json/schema/properties/count/minimum)',
      '11 the response 200 example of "amend-sighting": does not match openapi.yaml: /count must be integer (schema #/paths/~1v2~1sightings~1{sighting_id}/patch/responses/200/content/application~1json/schema/properties/count/type)',
      '15 the request example of "amend-sighting" (curl): does not match openapi.yaml: the example has the field "colour", which the schema does not allow (schema #/paths/~1v2~1sightings~1{sighting_id}/patch/requestBody/content/application~1json/schema/additionalProperties)',
      '20 the response 404 example of "amend-sighting": does not match openapi.yaml: /error must be object (schema #/paths/~1v2~1sightings~1{sighting_id}/patch/responses/404/content/application~1json/schema/properties/error/type)',
    ].map((line) => line.replace("openapi.yaml", path.relative(process.cwd(), path.join(dir, "openapi.yaml")))));
  });

  it("compiles a page again when the description changes, so its examples are checked against the new one", async () => {
    const page = '---\ntitle: Cached\n---\n\nText.\n\n```json operation=amend-sighting request\n{ "count": 600 }\n```\n';
    const dir = tree(BIRDS.replace("maximum: 500", "maximum: 1000"), { "cached.mdx": page });
    expect((await compile(dir, "cached.mdx")).problems).toEqual([]);
    const later = fs.statSync(path.join(dir, "openapi.yaml")).mtimeMs + 5000;
    fs.writeFileSync(path.join(dir, "openapi.yaml"), BIRDS);
    fs.utimesSync(path.join(dir, "openapi.yaml"), later / 1000, later / 1000);
    expect((await compile(dir, "cached.mdx")).problems.map((p) => p.problem)).toEqual([expect.stringContaining("/count must be <= 500")]);
  });

  it("reports a description's YAML error at its line instead of compiling pages against half a file", () => {
    const description = parseDescription("/tmp/openapi.yaml", BIRDS.replace("      summary: Amend a sighting", "      summary: [Amend a sighting"));
    expect(description.problems.map((p) => p.line)).toEqual([expect.any(Number)]);
    expect(descriptionProblems(description)).toEqual(description.problems);
  });
});

describe("generated request examples", () => {
  const request = {
    method: "POST",
    url: "https://birds.example.test/v2/notes",
    query: [],
    tokenVariable: "BIRD_KEY",
    body: { mediaType: "application/json", value: { text: "It's a heron, not a \"crane\"", tags: ["wading", "grey"], seen: true, count: null } },
    returnsBody: true,
  };

  it("send in curl exactly the body the description's example holds, quotes and all", () => {
    const curl = codeSamples(request).find((sample) => sample.value === "curl")!.code;
    const [call] = curlCalls(curl);
    expect(call.method).toBe("POST");
    expect(JSON.parse(call.data!)).toEqual(request.body.value);
  });

  it("write Python literals and JavaScript object keys as people do", () => {
    const samples = codeSamples(request);
    const python = samples.find((sample) => sample.value === "python")!.code;
    expect(python).toContain('"seen": True');
    expect(python).toContain('"count": None');
    expect(python).toContain("os.environ['BIRD_KEY']");
    const js = samples.find((sample) => sample.value === "javascript")!.code;
    expect(js).toContain("seen: true,");
    expect(js).toContain('method: "POST"');
  });

  it("find the operation a URL calls, preferring a literal path over a template", () => {
    const description = parseDescription("/tmp/openapi.yaml", fs.readFileSync(shipped, "utf8"));
    expect(matchOperation(description, "PUT", "https://api.palaver.chat/v1/account/profile/items/order")?.id).toBe("items-reorder");
    expect(matchOperation(description, "PATCH", "https://api.palaver.chat/v1/account/profile/items/itm_01J0C4S2KM")?.id).toBe("items-edit");
    expect(matchOperation(description, "GET", "https://api.palaver.chat/v1/account/search?q=gra")?.id).toBe("search");
    expect(matchOperation(description, "POST", "https://api.palaver.chat/v1/account/search")).toBeUndefined();
  });
});

describe("npm run check", () => {
  it("fails on a wrong example with the page's file:line and the schema path", async () => {
    const content = copyTree("api-example-mismatch");
    const result = await runCheck({ CONTENT_DIR: content, PALAVER_CACHE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "palaver-cache-")) });
    expect(result.status).toBe(1);
    const prefix = `${path.relative(root, content)}/`;
    const lines = result.stdout.split("\n\n")[0].split("\n").map((line) => line.trim().replaceAll(prefix, ""));
    expect(lines).toEqual(expectedProblems("api-example-mismatch"));
  }, 120_000);
});
