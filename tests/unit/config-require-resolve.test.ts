// A config that names its plugins with require.resolve (as Docusaurus's templates and many sites
// do) is read even when the site has not installed them: the missing package is stood in for and
// named once, and every plugin is named in the "not run here" warning by its package or its path
// in the site folder. It used to stop the build ("Cannot find module").
import { describe, expect, it } from "vitest";
import { scanContent } from "~/lib/content.server";
import { doc, writeTree } from "./fixture-tree";

const siteWith = (configBody: string) =>
  writeTree({
    "docusaurus.config.js": configBody,
    "plugins/local-tweaks.js": "module.exports = function localTweaks() { return { name: 'local-tweaks' }; };\n",
    "docs/start.md": doc("Start"),
  });

const messages = (errors: { message: string }[]) => errors.map((error) => error.message);

describe("require.resolve in a config", () => {
  it("stands in for a plugin package that is not installed and names both plugins", () => {
    const root = siteWith(`const searchPlugin = [require.resolve('@nowhere/docusaurus-plugin-searchlight'), {indexDocs: true}];
module.exports = {
  title: 'Spindle',
  url: 'https://spindle.example.org',
  baseUrl: '/',
  plugins: [searchPlugin, require.resolve('./plugins/local-tweaks')],
};
`);
    const { problems, warnings } = scanContent(root);
    expect(messages(problems)).toEqual([]);
    const lines = messages(warnings);
    expect(lines.filter((line) => line.includes("stood in for"))).toEqual([expect.stringMatching(/stood in for while reading the config: @nowhere\/docusaurus-plugin-searchlight \(/)]);
    expect(lines).toContainEqual(expect.stringMatching(/not run here .*plugin @nowhere\/docusaurus-plugin-searchlight; plugin \.\/plugins\/local-tweaks\.js$/));
  });

  it("finds a TypeScript file asked for by its .js name, as jiti does for a TypeScript config (formatjs's sidebars)", () => {
    const root = writeTree({
      "docusaurus.config.ts": "export default { title: 'Spindle', url: 'https://spindle.example.org', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') } }]] };\n",
      "sidebars.ts": "export default { spinning: ['start', 'wheels'] };\n",
      "docs/start.md": doc("Start"),
      "docs/wheels.md": doc("Wheels"),
    });
    const { model, problems } = scanContent(root);
    expect(messages(problems)).toEqual([]);
    expect([...model.versions[0].sidebars.keys()]).toEqual(["spinning"]);
  });

  it("does the same in an async config, and still stops on a missing file of the site's own", () => {
    const asyncRoot = siteWith(`module.exports = async function createConfig() {
  return {title: 'Spindle', url: 'https://spindle.example.org', baseUrl: '/', plugins: [require.resolve('@nowhere/docusaurus-plugin-searchlight')]};
};
`);
    expect(messages(scanContent(asyncRoot).problems)).toEqual([]);
    const broken = siteWith(`module.exports = {title: 'Spindle', url: 'https://spindle.example.org', baseUrl: '/', plugins: [require.resolve('./plugins/gone')]};\n`);
    expect(messages(scanContent(broken).problems)).toEqual([expect.stringMatching(/docusaurus\.config\.js:1:\d+ cannot read the config: Error while running it: Cannot find module '\.\/plugins\/gone'/)]);
  });

  it("stands in for a file inside a package the site has not installed, named by its node_modules path (customCss from a package)", () => {
    const body = (fn: string) => `module.exports = ${fn}{
  title: 'Spindle', url: 'https://spindle.example.org', baseUrl: '/',
  presets: [['classic', {theme: {customCss: [require.resolve('./node_modules/@nowhere/spindle-tokens/dist/tokens.css'), require.resolve('./node_modules/plain-reset/reset.css')]}}]],
}${fn ? "}" : ""};
`;
    for (const config of [body(""), body("async function createConfig() { return ")]) {
      const { problems, warnings } = scanContent(siteWith(config));
      expect(messages(problems)).toEqual([]);
      expect(messages(warnings).filter((line) => line.includes("stood in for"))).toEqual([expect.stringMatching(/stood in for while reading the config: @nowhere\/spindle-tokens, plain-reset \(/)]);
    }
  });
});
