// js-yaml 3 as gray-matter's default engines see it in the server bundle (server-bundles.mjs). The
// site's front matter is read by its own engines (app/lib/front-matter.server.ts hands gray-matter
// js-yaml 4 with the JSON schema, and refuses JavaScript), so gray-matter's YAML engine never runs;
// loading it took 7 ms in every process and build thread (its full schema loads esprima).
"use strict";

const unused = () => {
  throw new Error("gray-matter's own YAML engine is not used: app/lib/front-matter.server.ts gives it one");
};

module.exports = { safeLoad: unused, safeDump: unused };
