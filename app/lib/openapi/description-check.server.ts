// The API description's share of the content check: its own problems, and every example it holds
// (a parameter's, a request's, a response's) checked against the schema beside it. Pages' examples
// are checked when each page compiles (operation-markdown.server.ts).

import { ContentError } from "../content-error.server";
import { apiDescription, escapePointer, type ApiDescription, type Json, type JsonObject } from "./description.server";
import { describeMismatches, exampleValidator } from "./example-validator.server";
import { mediaExamples } from "./operation-view.server";

export function descriptionProblems(description = apiDescription()): ContentError[] {
  if (!description) return [];
  if (description.problems.length) return description.problems;
  const problems: ContentError[] = [];
  const validator = exampleValidator(description);
  const check = (schemaPointer: string, examplePointer: string, value: Json) => {
    let mismatches;
    try {
      mismatches = validator.validate(schemaPointer, value);
    } catch (error) {
      problems.push(new ContentError(description.file, `API description: the schema at ${schemaPointer} cannot be compiled (${(error as Error).message})`, description.positionOf(schemaPointer)));
      return;
    }
    if (mismatches.length) {
      // Placed at the first wrong value, not at the start of a long example.
      const at = description.positionOf(`${examplePointer}${mismatches[0].instancePath}`);
      problems.push(new ContentError(description.file, `API description: the example at ${examplePointer} does not match its schema: ${describeMismatches(mismatches)}`, at));
    }
  };
  walk(description, description.root, "#", (node, pointer) => {
    const content = node.content;
    if (content && typeof content === "object" && !Array.isArray(content)) {
      for (const [type, media] of Object.entries(content)) {
        if (!media || typeof media !== "object" || Array.isArray(media) || media.schema === undefined) continue;
        const mediaPointer = `${pointer}/content/${escapePointer(type)}`;
        for (const example of mediaExamples(media, mediaPointer)) check(`${mediaPointer}/schema`, example.pointer, example.value);
      }
    }
    if (typeof node.in === "string" && node.schema !== undefined && node.example !== undefined) check(`${pointer}/schema`, `${pointer}/example`, node.example);
  });
  return problems;
}

function walk(description: ApiDescription, value: Json, pointer: string, visit: (node: JsonObject, pointer: string) => void): void {
  if (!value || typeof value !== "object") return;
  if (Array.isArray(value)) return value.forEach((item, i) => walk(description, item, `${pointer}/${i}`, visit));
  visit(value, pointer);
  for (const [key, item] of Object.entries(value)) {
    // Inside a schema, `example` and `content` are a schema's own words, not OpenAPI objects.
    if (key === "schema" || key === "schemas" || key === "example" || key === "examples") continue;
    walk(description, item, `${pointer}/${escapePointer(key)}`, visit);
  }
}

/** The description as the build publishes it: the YAML as written, and the same as JSON. */
export function publishedDescriptionFiles(description = apiDescription()): Record<string, string> {
  if (!description || description.problems.length) return {};
  return { "openapi.yaml": description.text, "openapi.json": `${JSON.stringify(description.root, null, 2)}\n` };
}
