// A config that imports a package it has not installed as a namespace (`import * as kit from
// "kit"`, then `Object.entries(kit.patterns)`) is read like one that imports it by default or by
// name: the package is stood in for and named once. It used to stop the build with "Cannot convert
// undefined or null to object", because the bundler's namespace object copies only the stand-in's
// own properties, so `kit.patterns` was undefined.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scanContent } from "~/lib/content.server";

const fixture = path.resolve(__dirname, "../fixtures/docusaurus/namespace-import-site");
const messages = (errors: { message: string }[]) => errors.map((error) => error.message);

describe("a namespace import of a package the site has not installed", () => {
  it("reads the config and names the package once among the stand-ins", () => {
    const { problems, warnings } = scanContent(fixture);
    expect(messages(problems)).toEqual([]);
    expect(messages(warnings).filter((line) => line.includes("stood in for"))).toEqual([
      expect.stringMatching(/stood in for while reading the config: @nowhere\/stitch-kit/),
    ]);
  });
});
