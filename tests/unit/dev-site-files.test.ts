// `npm run dev` serves what the build publishes besides pages: the content's static/ folder at the
// site root, the images pages show from beside them (/assets/images/x-<hash>.png) and the site's
// own stylesheet with its images (/_site/…). The real
// dev server (remix dev + remix-serve) on the Docusaurus-shaped fixture; a base path of its own
// gives it an app build folder of its own, so it does not replace the build other tests use.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import net from "node:net";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const base = `/dev-files-${process.pid}`;
const buildDir = path.join(root, `build-${base.slice(1)}`);
let content = "";
let server: ChildProcess | undefined;
let origin = "";
let log = "";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

beforeAll(async () => {
  content = fs.mkdtempSync(path.join(os.tmpdir(), "palaver-dev-files-"));
  fs.cpSync(path.resolve(__dirname, "../fixtures/docusaurus/content"), content, { recursive: true });
  // A stylesheet of the site's own (theme.customCss), with an image beside it.
  fs.writeFileSync(path.join(content, "docusaurus.config.js"), "module.exports = { title: 'Lantern', url: 'https://lantern.example.org', baseUrl: '/', presets: [['classic', { theme: { customCss: './src/css/custom.css' } }]] };\n");
  fs.mkdirSync(path.join(content, "src/css"), { recursive: true });
  fs.writeFileSync(path.join(content, "src/css/custom.css"), ":root { --lantern-glow: #f5c542; }\n.lantern-card { background: url('./glow.png') no-repeat; }\n");
  fs.copyFileSync(path.join(content, "static/img/lantern.png"), path.join(content, "src/css/glow.png"));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [path.join(root, "node_modules/@remix-run/dev/dist/cli.js"), "dev", "--manual", "-c", `remix-serve ${path.relative(root, buildDir)}/index.js`], {
    cwd: root,
    env: { ...process.env, BASE_PATH: `${base}/`, CONTENT_DIR: content, PORT: String(port), HOST: "127.0.0.1", PALAVER_CACHE_DIR: `${content}-cache` },
    detached: true,
  });
  server.stdout!.setEncoding("utf8").on("data", (chunk: string) => (log += chunk));
  server.stderr!.setEncoding("utf8").on("data", (chunk: string) => (log += chunk));
  const deadline = Date.now() + 150_000;
  while (!/\[remix-serve\] http/.test(log)) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`the dev server did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 180_000);

/** A process and every process it started (remix-serve may leave the dev server's group). */
function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" }).split("\n").filter(Boolean).map(Number);
  } catch {
    // No children.
  }
  return [pid, ...children.flatMap(processTree)];
}

afterAll(() => {
  // Killed outright: remix dev restarts an app server that ends on its own.
  for (const pid of server?.pid ? processTree(server.pid).reverse() : []) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
  fs.rmSync(buildDir, { recursive: true, force: true });
});

describe("npm run dev", () => {
  it("serves the content's static/ folder at the site root, with its type", async () => {
    const response = await fetch(`${origin}/img/lantern.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(fs.readFileSync(path.join(content, "static/img/lantern.png")));
  });

  it("serves the images a page shows from beside it, at the URL the page gives them", async () => {
    const page = await (await fetch(`${origin}/docs/getting-started/install`)).text();
    const src = /src="([^"]*\/assets\/images\/tide-diagram-[0-9a-f]{8}\.png)"/.exec(page)?.[1];
    expect(src, page.slice(0, 500)).toBeDefined();
    const response = await fetch(`${origin}${src}`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(fs.readFileSync(path.join(content, "docs/getting-started/img/tide-diagram.png")));
  });

  it("serves the site's own stylesheet that pages link, and the image it names", async () => {
    const page = await (await fetch(`${origin}/docs/getting-started/install`)).text();
    const href = /<link rel="stylesheet" href="([^"]*\/_site\/custom-[0-9a-f]{10}\.css)"/.exec(page)?.[1];
    expect(href, page.slice(0, 800)).toBeDefined();
    const response = await fetch(`${origin}${href}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/css/);
    const css = await response.text();
    expect(css).toMatch(/:where\(main, \.site-html\) \{ --lantern-glow: #f5c542; \}/);
    const image = /url\('\.\/(glow-[0-9a-f]{8}\.png)'\)/.exec(css)?.[1];
    expect(image, css).toBeDefined();
    const png = await fetch(new URL(image!, `${origin}${href}`));
    expect(png.status).toBe(200);
    expect(Buffer.from(await png.arrayBuffer())).toEqual(fs.readFileSync(path.join(content, "src/css/glow.png")));
  });

  it("answers 404 with the not-found page for a file that is not there, and nothing outside static/", async () => {
    for (const missing of ["/img/nothing.png", "/img/..%2F..%2Fdocs%2Fintro.md", "/..%2Fdocs%2Fintro.md"]) {
      const response = await fetch(`${origin}${missing}`);
      expect(response.status, missing).toBe(404);
      expect(response.headers.get("content-type"), missing).toMatch(/^text\/html/);
    }
  });
});
