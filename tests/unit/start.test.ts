// `npm start`: builds when dist/ is missing or older than its sources, then serves it like a
// static host (clean URLs, content types, 404.html with status 404).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import net from "node:net";
import { spawn, type ChildProcess } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const fixture = path.join(root, "tests/fixtures/versioned");
let server: ChildProcess | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function start(outDir: string, env: Record<string, string> = {}): Promise<{ url: string; output: () => string }> {
  const port = await freePort();
  let output = "";
  server = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), OUT_DIR: outDir, CONTENT_DIR: fixture, ...env },
  });
  server.stdout!.on("data", (d) => (output += d));
  server.stderr!.on("data", (d) => (output += d));
  const started = Date.now();
  while (!output.includes("serving")) {
    if (Date.now() - started > 120_000) throw new Error(`npm start did not come up:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `http://127.0.0.1:${port}`, output: () => output };
}

afterEach(() => {
  server?.kill();
  server = undefined;
});

describe("npm start", () => {
  it("builds a missing dist/, then serves it with clean URLs, content types and a 404 page", async () => {
    const outDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "palaver-start-")), "dist");
    const { url, output } = await start(outDir);
    expect(output()).toContain("building first");
    expect(fs.existsSync(path.join(outDir, "docs/intro.html"))).toBe(true);

    const page = await fetch(`${url}/docs/intro`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toContain("Introduction (2.x)");

    const redirect = await fetch(`${url}/docs/intro.html`, { redirect: "manual" });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("location")).toBe("/docs/intro");

    const data = await fetch(`${url}/_data/docs/intro.json`);
    expect(data.headers.get("content-type")).toMatch(/^application\/json/);
    // Cache headers: hashed assets forever, everything a deploy changes revalidated.
    const html = await fetch(`${url}/docs/intro`);
    expect(html.headers.get("cache-control")).toBe("no-cache");
    const asset = (await html.text()).match(/\/build\/[^"]+\.js/)![0];
    expect((await fetch(url + asset)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    for (const file of ["/sw.js", "/manifest.webmanifest", "/search-manifest.json", "/_data/docs/intro.json"]) {
      expect((await fetch(url + file)).headers.get("cache-control"), file).toBe("no-cache");
    }
    const shard = `/_search/${fs.readdirSync(path.join(outDir, "_search"))[0]}`;
    expect((await fetch(url + shard)).headers.get("cache-control"), shard).toBe("public, max-age=31536000, immutable");
    // So are the shards of the service worker's manifest: named by their content too.
    const offlineShard = `/_site/offline/${fs.readdirSync(path.join(outDir, "_site/offline")).find((name) => name.endsWith(".json"))}`;
    expect((await fetch(url + offlineShard)).headers.get("cache-control"), offlineShard).toBe("public, max-age=31536000, immutable");
    expect(fs.readFileSync(path.join(outDir, "_headers"), "utf8")).toContain("/build/*\n  Cache-Control: public, max-age=31536000, immutable");

    const missing = await fetch(`${url}/no/such/page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Page not found");
  });

  it("serves an up-to-date dist/ without building, and rebuilds a stale one", async () => {
    const outDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "palaver-start-")), "dist");
    await start(outDir);
    server!.kill();

    const second = await start(outDir);
    expect(second.output()).not.toContain("building first");
    server!.kill();

    // Sources newer than the build make it stale.
    const old = new Date(Date.now() - 3_600_000);
    // index.html is a hard link of the page cache's entry: aging it in place would age the cache
    // entry, and every later build's index.html linked from it would look stale at once.
    const marker = path.join(outDir, "index.html");
    fs.copyFileSync(marker, `${marker}.copy`);
    fs.renameSync(`${marker}.copy`, marker);
    fs.utimesSync(marker, old, old);
    const third = await start(outDir);
    expect(third.output()).toContain("building first");
  });

  it("rebuilds when a doc changes in a docs folder the site's config names outside the content folder", async () => {
    // The rooted fixture's website/ reads its docs from ../docs, as react-redux's site does.
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-start-rooted-"));
    fs.cpSync(path.join(root, "tests/fixtures/docusaurus/rooted"), copy, { recursive: true });
    const outDir = path.join(copy, "dist");
    const env = { CONTENT_DIR: path.join(copy, "website") };
    await start(outDir, env);
    server!.kill();
    // A fresh index.html (not the page cache's hard link, whose time is the cache entry's): the
    // build is newer than every source, so the next start serves it as it is.
    const marker = path.join(outDir, "index.html");
    fs.copyFileSync(marker, `${marker}.copy`);
    fs.renameSync(`${marker}.copy`, marker);
    const second = await start(outDir, env);
    expect(second.output()).not.toContain("building first");
    server!.kill();
    const later = new Date(Date.now() + 3_600_000);
    fs.utimesSync(path.join(copy, "docs/glossary.md"), later, later);
    const third = await start(outDir, env);
    expect(third.output()).toContain("building first");
  });

  it("serves a BASE_PATH build under its base path, with the headers of its _headers file", async () => {
    const outDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "palaver-start-")), "dist");
    const { url, output } = await start(outDir, { BASE_PATH: "/palaver-docs/" });
    expect(output()).toContain(`${url}/palaver-docs/`);
    const page = await fetch(`${url}/palaver-docs/docs/intro`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('href="/palaver-docs/build/');
    expect((await fetch(`${url}/docs/intro`)).status).toBe(404);

    // Every header comes from dist/_headers, read the way Netlify reads it.
    const headers = fs.readFileSync(path.join(outDir, "_headers"), "utf8");
    expect(headers).toMatch(/^\/palaver-docs\/\*\n  Content-Security-Policy: /);
    expect(page.headers.get("content-security-policy")).toBe(/Content-Security-Policy: (.*)/.exec(headers)![1]);
    const asset = /href="(\/palaver-docs\/build\/[^"]+\.css)"/.exec(await (await fetch(`${url}/palaver-docs/`)).text())![1];
    expect((await fetch(url + asset)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await fetch(`${url}/palaver-docs/_data/docs/intro.json`)).headers.get("cache-control")).toBe("no-cache");
    server!.kill();

    // The same dist/ asked for at the root of the host is out of date: its URLs carry the base.
    const again = await start(outDir);
    expect(again.output()).toContain("building first");
  });
});
