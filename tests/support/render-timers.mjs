// Renders one route of CONTENT_DIR twice with the prerender's page renderer, the second time
// without its cached HTML (so React renders it again, with the compile already in memory), and
// prints how many timers were pending around that second render, as JSON.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRenderer } from "../../scripts/lib/page-renderer.mjs";
import { serverBundleFile } from "../../scripts/lib/paths.mjs";

process.env.NODE_ENV = "production";
const [route] = process.argv.slice(2);
const base = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-render-"));
process.env.PALAVER_CACHE_DIR = path.join(base, "cache");
const pageCache = path.join(base, "pages");
const renderer = await createRenderer({ serverBundleFile, out: path.join(base, "out"), buildKey: "test", pageCache, scriptCache: path.join(base, "scripts") });
const job = { path: route, routeId: "routes/docs.$", hasData: true };
const timers = () => process.getActiveResourcesInfo().filter((resource) => resource === "Timeout").length;

const first = await renderer.run(job);
fs.rmSync(pageCache, { recursive: true, force: true });
const before = timers();
const second = await renderer.run(job);
console.log(JSON.stringify({ ok: first.ok && second.ok, error: first.error ?? second.error, before, after: timers() }));
process.exit(0);
