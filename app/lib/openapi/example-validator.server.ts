// Checks example values against the description's schemas with Ajv (JSON Schema 2020-12, the
// dialect of OpenAPI 3.1). One Ajv instance per description: it compiles each schema once, however
// many pages show examples of it.

import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { escapePointer, type ApiDescription, type Json } from "./description.server";

/** One way an example breaks its schema. */
export interface ExampleMismatch {
  /** Where in the example, as a JSON pointer ("" for the whole value). */
  instancePath: string;
  message: string;
  /** The keyword's place in the description, such as `#/components/schemas/Account/properties/email_verified/type`. */
  schemaPath: string;
}

interface Validator {
  validate(schemaPointer: string, value: unknown): ExampleMismatch[];
}

const validators = new WeakMap<ApiDescription, Validator>();

/** The description's validator, made on first use. */
export function exampleValidator(description: ApiDescription): Validator {
  let validator = validators.get(description);
  if (!validator) {
    validator = makeValidator(description);
    validators.set(description, validator);
  }
  return validator;
}

const KEY = "openapi.json";

function makeValidator(description: ApiDescription): Validator {
  // OpenAPI adds keywords JSON Schema lacks (`example`, `discriminator`, `xml`) and `x-` extensions:
  // strict mode would refuse them. `verbose` gives each error its schema object, whose place in the
  // description is the schema path a writer can look up (Ajv's own is relative to the nearest $ref).
  const ajv = new Ajv2020({ strict: false, allErrors: true, verbose: true });
  addFormats(ajv);
  ajv.addSchema(description.root as object, KEY);
  const places = new WeakMap<object, string>();
  const walk = (value: Json, pointer: string) => {
    if (!value || typeof value !== "object") return;
    if (places.has(value)) return;
    places.set(value, pointer);
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${pointer}/${i}`));
    else for (const [key, item] of Object.entries(value)) walk(item, `${pointer}/${escapePointer(key)}`);
  };
  walk(description.root, "#");
  const compiled = new Map<string, ValidateFunction>();
  return {
    validate(schemaPointer, value) {
      let validate = compiled.get(schemaPointer);
      if (!validate) {
        validate = ajv.getSchema(`${KEY}${schemaPointer}`);
        if (!validate) throw new Error(`no schema at ${schemaPointer} of the API description`);
        compiled.set(schemaPointer, validate);
      }
      if (validate(value)) return [];
      return (validate.errors ?? []).map((error) => mismatch(error, places));
    },
  };
}

function mismatch(error: ErrorObject, places: WeakMap<object, string>): ExampleMismatch {
  const parent = error.parentSchema as object | undefined;
  const place = parent && places.get(parent);
  const schemaPath = place ? `${place}/${error.keyword}` : error.schemaPath;
  const detail =
    error.keyword === "additionalProperties"
      ? `has the field "${(error.params as { additionalProperty: string }).additionalProperty}", which the schema does not allow`
      : error.keyword === "unevaluatedProperties"
        ? `has the field "${(error.params as { unevaluatedProperty: string }).unevaluatedProperty}", which the schema does not allow`
        : error.keyword === "enum"
          ? `must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(", ")}`
          : error.message ?? error.keyword;
  return { instancePath: error.instancePath, message: detail, schemaPath };
}

/** "/account/email_verified must be boolean (schema #/components/…/type)": one line per mismatch. */
export function describeMismatches(mismatches: ExampleMismatch[]): string {
  return mismatches.map((m) => `${m.instancePath || "the example"} ${m.message} (schema ${m.schemaPath})`).join("; ");
}
