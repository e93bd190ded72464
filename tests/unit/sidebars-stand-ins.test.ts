// A sidebars file that computes its items from a package the site has not installed (a plugin's
// list of rules, a globbed folder) is read with that package stood in for, as the config is. The
// items it would have computed are then missing, so the sidebars file is named in a warning with
// the packages: it used to lose them without a word.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scanContent } from "~/lib/content.server";

const fixture = path.resolve(__dirname, "../fixtures/docusaurus/computed-sidebar-site");
const messages = (errors: { file: string; message: string }[]) => errors.map((error) => error.message);

describe("a sidebars file that requires a package the site has not installed", () => {
  it("is read, and one warning names the file and the package; the items made by the package are left out", () => {
    const { problems, warnings, model } = scanContent(fixture);
    expect(messages(problems)).toEqual([]);
    expect(model.versions[0].sidebars.get("guide")?.map((item) => item.label)).toEqual(["Warp and weft", "Weaves"]);
    expect(messages(warnings).filter((line) => line.includes("weave-catalogue"))).toEqual([
      expect.stringMatching(/sidebars\.js packages not installed in the site's node_modules, stood in for while reading the sidebars: @nowhere\/weave-catalogue \(the items computed from them are missing;/),
    ]);
  });
});
