// The preview server (`npm start`, scripts/lib/static-server.mjs) is safe to leave running and
// answers as RFC 9110 says: only GET and HEAD, nothing outside the output folder, ranges and
// conditional requests, the build's compressed copies with an ETag per encoding.
import fs from "node:fs";
import os from "node:os";
import net from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import http from "node:http";
import { spawn } from "node:child_process";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkHeadersFile, createStaticServer, HeadersFileError, listen } from "../../scripts/lib/static-server.mjs";
import { runBuild } from "../support/run-build";
import { copyTree } from "./fixture-tree";

const projectRoot = path.resolve(__dirname, "../..");
let content = "";
let out = "";
let server: Server;
let origin = "";
const logged: string[] = [];

beforeAll(async () => {
  content = copyTree();
  // Enough text that the search file is worth compressing.
  for (let i = 1; i <= 12; i++) {
    fs.writeFileSync(path.join(content, `docs/note-${i}.mdx`), `---\ntitle: Release note ${i}\n---\n\n## Changes in ${i}.0\n\nMessages sync across devices ${i} times faster; reactions, threads and read receipts keep their order.\n`);
  }
  // A page whose Markdown copy is worth compressing.
  fs.writeFileSync(path.join(content, "docs/sync.mdx"), `---\ntitle: How sync works\n---\n\n${Array.from({ length: 12 }, (_, i) => `## Step ${i + 1}\n\nEach device sends its read receipts for step ${i + 1} to the server, which passes them to the other devices in order.\n`).join("\n")}`);
  out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "palaver-serve-")), "dist");
  const build = await runBuild({ CONTENT_DIR: content, OUT_DIR: out, PALAVER_CACHE_DIR: path.join(out, "..", "cache") });
  if (build.status !== 0) throw new Error(build.stderr);
  server = createStaticServer(out, { log: (line: string) => logged.push(line) }) as Server;
  origin = await listen(server);
}, 180_000);
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

/** A raw request (fetch would decompress bodies and refuse some methods and paths). */
function request(pathname: string, { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    // A connection each: a kept-alive one the server closes while idle would reset the next request.
    const req = http.request(`${origin}${pathname}`, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the preview server's limits", () => {
  it("answers 405 to methods other than GET and HEAD", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const response = await request("/docs/intro", { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD");
    }
    const head = await request("/docs/intro", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it("answers 404 with the not-found page to NUL bytes, over-long names, bad escapes and _headers, never a stack trace", async () => {
    for (const pathname of ["/docs/%00intro", `/docs/${"a".repeat(300)}`, "/docs/%E0%A4%A", "/_headers", "/docs/..%2f..%2f_headers"]) {
      const response = await request(pathname);
      expect(response.status, pathname).toBe(404);
      const text = response.body.toString();
      expect(text, pathname).toContain("Page not found");
      expect(text, pathname).not.toMatch(/\bat \S+ \(|node:internal|\/work\//);
    }
  });

  it("serves nothing whose real path is outside the output folder", async () => {
    fs.symlinkSync("/etc", path.join(out, "etcdir"));
    fs.symlinkSync("/etc/passwd", path.join(out, "passwd.txt"));
    try {
      for (const pathname of ["/etcdir/passwd", "/etcdir/hostname", "/passwd.txt"]) {
        const response = await request(pathname);
        expect(response.status, pathname).toBe(404);
        expect(response.body.toString()).not.toMatch(/root:[^:]*:0:0:/);
      }
    } finally {
      fs.rmSync(path.join(out, "etcdir"));
      fs.rmSync(path.join(out, "passwd.txt"));
    }
  });

  it("stops at start on a malformed _headers, warns about a missing one, and never shows its path to a reader", async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-headers-"));
    expect(await checkHeadersFile(site)).toEqual([expect.stringMatching(/^warning: .*_headers is missing: pages are served without the site's security and cache headers/)]);
    fs.writeFileSync(path.join(site, "_headers"), "  X-Frame-Options: DENY\n/*\n  Referrer-Policy: no-referrer\n");
    fs.writeFileSync(path.join(site, "index.html"), "<!doctype html><title>Home</title>");
    await expect(checkHeadersFile(site)).rejects.toThrow(HeadersFileError);
    await expect(checkHeadersFile(site)).rejects.toThrow(`${path.join(site, "_headers")} is malformed: Path should come before header "X-Frame-Options"`);

    // A redeploy under a running server brings a malformed file: 500 without the path, and a log line.
    const lines: string[] = [];
    const running = createStaticServer(site, { log: (line: string) => lines.push(line) }) as Server;
    const url = await listen(running);
    try {
      const response = await fetch(`${url}/`);
      expect(response.status).toBe(500);
      expect(await response.text()).not.toContain(site);
      expect(lines.join("\n")).toContain(`${path.join(site, "_headers")} is malformed`);
    } finally {
      await new Promise((resolve) => running.close(resolve));
    }
  });
});

describe("ranges and conditional requests (RFC 9110)", () => {
  const page = () => fs.readFileSync(path.join(out, "docs/intro.html"));

  it("answers one range with 206, several with the whole file, and an unsatisfiable one with 416 and no body", async () => {
    const one = await request("/docs/intro", { headers: { Range: "bytes=10-19" } });
    expect(one.status).toBe(206);
    expect(one.headers["content-range"]).toBe(`bytes 10-19/${page().length}`);
    expect(one.body).toEqual(page().subarray(10, 20));

    const several = await request("/docs/intro", { headers: { Range: "bytes=0-4,100-120" } });
    expect(several.status).toBe(200);
    expect(several.body).toEqual(page());

    const beyond = await request("/docs/intro", { headers: { Range: `bytes=${page().length + 10}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${page().length}`);
    expect(beyond.body.length).toBe(0);
  });

  it("honours If-Range only with the same strong ETag, and compares If-None-Match weakly", async () => {
    const { headers } = await request("/docs/intro", { method: "HEAD" });
    const etag = headers.etag!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect((await request("/docs/intro", { headers: { Range: "bytes=0-9", "If-Range": etag } })).status).toBe(206);
    expect((await request("/docs/intro", { headers: { Range: "bytes=0-9", "If-Range": `W/${etag}` } })).status).toBe(200);
    expect((await request("/docs/intro", { headers: { Range: "bytes=0-9", "If-Range": '"an-older-deploy"' } })).status).toBe(200);
    expect((await request("/docs/intro", { headers: { "If-None-Match": `W/${etag}` } })).status).toBe(304);
    expect((await request("/docs/intro", { headers: { "If-None-Match": `"other", ${etag}` } })).status).toBe(304);
    expect((await request("/docs/intro", { headers: { "If-None-Match": '"other"' } })).status).toBe(200);
  });
});

describe("compressed copies made at build time", () => {
  /** The largest file of the site's own with both copies (the search manifest, the sitemap): not a page's, a search shard's or llms-full.txt. */
  const largestOwnFile = () => {
    const own = fs.readdirSync(out, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && /\.(json|txt)$/.test(e.name)).map((e) => path.relative(out, path.join(e.parentPath, e.name))).filter((rel) => !withoutCopies(rel));
    const [largest] = own.sort((a, b) => fs.statSync(path.join(out, b)).size - fs.statSync(path.join(out, a)).size);
    expect(fs.statSync(path.join(out, largest)).size).toBeGreaterThan(1024);
    return `/${largest.split(path.sep).join("/")}`;
  };

  /**
   * A route's own files (its HTML, data, module and Markdown) and the search shards, thousands on a
   * large site, and llms.txt and llms-full.txt, made again whenever any page changes, which get no
   * copies: the server gzips them as it sends them.
   */
  const withoutCopies = (file: string) => {
    const rel = file.split(path.sep).join("/");
    return (
      (rel.endsWith(".html") && rel !== "404.html") ||
      rel.endsWith(".md") ||
      (rel.startsWith("_data/") && rel !== "_data/__site.json" && !rel.startsWith("_data/sidebars/")) ||
      rel.startsWith("mdx/") ||
      rel.startsWith("_search/") ||
      rel === "llms.txt" ||
      rel === "llms-full.txt"
    );
  };

  it("has gzip and brotli copies of every text file over 1 KiB but a route's own and search shards, and of none smaller", () => {
    const files = fs.readdirSync(out, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(out, path.join(e.parentPath, e.name)));
    const text = files.filter((f) => /\.(html|json|js|css|svg|xml|txt|md|webmanifest)$/.test(f));
    expect(text.length).toBeGreaterThan(20);
    const counted = { withoutCopies: 0, shards: 0, both: 0 };
    for (const file of text) {
      const original = fs.readFileSync(path.join(out, file));
      if (original.length < 1024 || withoutCopies(file)) {
        expect(fs.existsSync(path.join(out, `${file}.gz`)), file).toBe(false);
        expect(fs.existsSync(path.join(out, `${file}.br`)), file).toBe(false);
        if (original.length >= 1024) counted.withoutCopies++;
        if (original.length >= 1024 && file.startsWith("_search")) counted.shards++;
        continue;
      }
      counted.both++;
      expect(zlib.gunzipSync(fs.readFileSync(path.join(out, `${file}.gz`))), file).toEqual(original);
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(out, `${file}.br`))), file).toEqual(original);
    }
    expect(counted.withoutCopies).toBeGreaterThan(30);
    expect(counted.shards).toBeGreaterThan(0);
    expect(counted.both).toBeGreaterThan(5);
    expect(fs.existsSync(path.join(out, `${largestOwnFile()}.br`))).toBe(true);
    // The service worker precaches what the server sends, never the copies.
    expect(fs.readFileSync(path.join(out, "sw.js"), "utf8")).not.toMatch(/\.(gz|br)"/);
  });

  it("gzips a page as it sends it, to a client that accepts brotli too, with an ETag of its own that makes it fresh", async () => {
    const original = fs.readFileSync(path.join(out, "docs/intro.html"));
    expect(original.length).toBeGreaterThan(1024);
    expect(fs.existsSync(path.join(out, "docs/intro.html.gz"))).toBe(false);
    const gzip = await request("/docs/intro", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(gzip.status).toBe(200);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.vary).toBe("Accept-Encoding");
    expect(gzip.headers["content-type"]).toMatch(/^text\/html/);
    expect(gzip.headers["cache-control"]).toBeDefined();
    expect(Number(gzip.headers["content-length"])).toBe(gzip.body.length);
    expect(zlib.gunzipSync(gzip.body)).toEqual(original);
    const identity = await request("/docs/intro", { headers: { "Accept-Encoding": "identity" } });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.headers.vary).toBe("Accept-Encoding");
    expect(identity.body).toEqual(original);
    expect(gzip.headers.etag).not.toBe(identity.headers.etag);
    // Its validators, weakly compared; another encoding's do not make it fresh.
    const again = await request("/docs/intro", { headers: { "Accept-Encoding": "gzip", "If-None-Match": `W/${gzip.headers.etag}` } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await request("/docs/intro", { headers: { "Accept-Encoding": "gzip", "If-None-Match": identity.headers.etag! } })).status).toBe(200);
    // HEAD: the headers of GET, no body.
    const head = await request("/docs/intro", { method: "HEAD", headers: { "Accept-Encoding": "gzip" } });
    expect(head.headers["content-length"]).toBe(gzip.headers["content-length"]);
    expect(head.body.length).toBe(0);
    // A range is of the file's own bytes.
    const range = await request("/docs/intro", { headers: { "Accept-Encoding": "gzip", Range: "bytes=0-9" } });
    expect(range.status).toBe(206);
    expect(range.headers["content-encoding"]).toBeUndefined();
    expect(range.body).toEqual(original.subarray(0, 10));
    // The Markdown copy too, as text/markdown.
    const markdown = fs.readFileSync(path.join(out, "docs/sync.md"));
    expect(markdown.length).toBeGreaterThan(1024);
    const md = await request("/docs/sync.md", { headers: { "Accept-Encoding": "gzip" } });
    expect(md.headers["content-encoding"]).toBe("gzip");
    expect(md.headers["content-type"]).toMatch(/^text\/markdown/);
    expect(zlib.gunzipSync(md.body)).toEqual(markdown);
    // llms-full.txt, every page's Markdown: gzipped once, then sent from the server's memory.
    const full = fs.readFileSync(path.join(out, "llms-full.txt"));
    expect(full.length).toBeGreaterThan(1024);
    const first = await request("/llms-full.txt", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(first.headers["content-type"]).toMatch(/^text\/plain/);
    expect(zlib.gunzipSync(first.body)).toEqual(full);
    expect((await request("/llms-full.txt", { headers: { "Accept-Encoding": "gzip" } })).body).toEqual(first.body);
  });

  it("sends the copy the client accepts, with its own ETag, Content-Encoding and Vary", async () => {
    const url = largestOwnFile();
    const original = fs.readFileSync(path.join(out, url));
    const br = await request(url, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    const gzip = await request(url, { headers: { "Accept-Encoding": "gzip" } });
    const identity = await request(url, { headers: { "Accept-Encoding": "identity" } });
    const preferGzip = await request(url, { headers: { "Accept-Encoding": "br;q=0.5, gzip" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body)).toEqual(original);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body)).toEqual(original);
    expect(preferGzip.headers["content-encoding"]).toBe("gzip");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body).toEqual(original);
    for (const response of [br, gzip, identity]) {
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
    }
    expect(new Set([br.headers.etag, gzip.headers.etag, identity.headers.etag]).size).toBe(3);
    // A validator of one encoding does not make another fresh.
    expect((await request(url, { headers: { "Accept-Encoding": "gzip", "If-None-Match": br.headers.etag! } })).status).toBe(200);
    expect((await request(url, { headers: { "Accept-Encoding": "br", "If-None-Match": br.headers.etag! } })).status).toBe(304);
  });
});

describe("npm start", () => {
  async function start(env: Record<string, string>) {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const child = spawn(process.execPath, [path.join(projectRoot, "scripts/start.mjs")], {
      cwd: projectRoot,
      env: { ...process.env, PORT: String(port), OUT_DIR: out, CONTENT_DIR: content, PALAVER_CACHE_DIR: path.join(out, "..", "cache"), ...env },
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    for (const started = Date.now(); !output.includes("serving") && child.exitCode === null; await new Promise((r) => setTimeout(r, 100))) {
      if (Date.now() - started > 120_000) throw new Error(output);
    }
    return { child, port, output: () => output, exited };
  }

  it("listens on 127.0.0.1 unless HOST says otherwise", async () => {
    const external = Object.values(os.networkInterfaces()).flat().find((a) => a && a.family === "IPv4" && !a.internal)?.address;
    const local = await start({});
    try {
      expect(local.output()).toContain(`at http://127.0.0.1:${local.port}/`);
      expect((await fetch(`http://127.0.0.1:${local.port}/docs/intro`)).status).toBe(200);
      if (external) await expect(fetch(`http://${external}:${local.port}/docs/intro`)).rejects.toThrow();
    } finally {
      local.child.kill();
    }
    const everywhere = await start({ HOST: "0.0.0.0" });
    try {
      expect(everywhere.output()).toContain(`at http://localhost:${everywhere.port}/`);
      if (external) expect((await fetch(`http://${external}:${everywhere.port}/docs/intro`)).status).toBe(200);
    } finally {
      everywhere.child.kill();
    }
  });

  it("refuses to start on a malformed _headers, in one line naming it", async () => {
    const headers = path.join(out, "_headers");
    const good = fs.readFileSync(headers, "utf8");
    const stat = fs.statSync(headers);
    fs.writeFileSync(headers, `  Cache-Control: no-store\n${good}`);
    try {
      const run = await start({});
      expect(await run.exited).toBe(1);
      expect(run.output().trim()).toBe(`error: ${headers} is malformed: Path should come before header "Cache-Control". Fix it, or build again (npm run build) to write it afresh`);
    } finally {
      fs.writeFileSync(headers, good);
      fs.utimesSync(headers, stat.atime, stat.mtime);
    }
  });
});
