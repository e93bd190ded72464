// Two real deploys of the same site for the service-worker tests: A is this project built from its
// content; B is a second build with visible differences in both the content (two pages retitled)
// and the app (the footer's copyright line), made from a copy of the project so that its app build
// (chunk names, Remix's manifest version) differs too. A server serves one of them at a time from
// the same origin and paths, and can be switched mid-session, as a host is by a deploy.
import fs from "node:fs";
import http, { type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import crypto from "node:crypto";
import { spawn } from "node:child_process";
import { offlineManifestOf } from "./offline-manifest";
import { runBuild } from "./run-build";
import { createStaticServer, listen } from "../../scripts/lib/static-server.mjs";

const root = path.resolve(__dirname, "../..");

export const B_MARKS = {
  tosTitle: "Terms of Service, as revised",
  gettingStartedTitle: "Getting started, second edition",
  copyright: "Copyright line of deploy B.",
};

export interface Deploys {
  a: string;
  b: string;
  /** B's content built with A's app. */
  contentOnly?: string;
  /** Built with OFFLINE_AUTOSAVE_BUDGET: 0 (the whole site is above the budget). */
  env: Record<string, string>;
}

function run(script: string, cwd: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { cwd, env: { ...process.env, ...env } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (status) => (status === 0 ? resolve() : reject(new Error(`${script} failed:\n${output}`))));
  });
}

/** Builds both deploys under `tests/.tmp/<name>-{a,b}`. */
export async function buildTwoDeploys(name: string, env: Record<string, string> = {}): Promise<Deploys> {
  const tmp = path.join(root, "tests/.tmp");
  const a = path.join(tmp, `${name}-a`);
  const b = path.join(tmp, `${name}-b`);
  const contentB = path.join(tmp, `${name}-content-b`);
  fs.rmSync(contentB, { recursive: true, force: true });
  fs.cpSync(path.join(root, "content"), contentB, { recursive: true });
  retitle(path.join(contentB, "docs/policies/tos.mdx"), B_MARKS.tosTitle);
  retitle(path.join(contentB, "docs/user/getting-started.mdx"), B_MARKS.gettingStartedTitle);

  // Deploy B's own content: the same, with another copyright line in its site config (the
  // content-only deploy below keeps deploy A's, so that only the retitled pages change there).
  const contentBFull = path.join(tmp, `${name}-content-b-full`);
  fs.rmSync(contentBFull, { recursive: true, force: true });
  fs.cpSync(contentB, contentBFull, { recursive: true });
  const siteConfig = path.join(contentBFull, "docusaurus.config.ts");
  const configSource = fs.readFileSync(siteConfig, "utf8");
  const recopyrighted = configSource.replace(/copyright: `[^`]*`/, `copyright: "${B_MARKS.copyright}"`);
  if (recopyrighted === configSource) throw new Error("two-deploys: content/docusaurus.config.ts has no copyright line to change");
  fs.writeFileSync(siteConfig, recopyrighted);

  // The app of deploy B: the project's files with a footer of its own, compiled on its own.
  const project = path.join(tmp, `${name}-project-b`);
  fs.rmSync(project, { recursive: true, force: true });
  fs.mkdirSync(project, { recursive: true });
  for (const entry of ["app", "scripts", "public", "sw.ts", "remix.config.js", "remix.env.d.ts", "package.json", "package-lock.json", "tsconfig.json", "tsconfig.sw.json"]) {
    fs.cpSync(path.join(root, entry), path.join(project, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(project, "node_modules"), "dir");
  const footer = path.join(project, "app/components/Footer.tsx");
  const source = fs.readFileSync(footer, "utf8");
  // The copyright's element: `className="footer-copyright…"` or `className={`footer-copyright…`}`.
  const changed = source.replace(/className=(?:"footer-copyright[^"]*"|\{`footer-copyright[^`]*`\})/, (attribute) => `${attribute} data-deploy="b"`);
  if (changed === source) throw new Error("two-deploys: app/components/Footer.tsx has no footer-copyright element to change");
  fs.writeFileSync(footer, changed);

  const resultA = runBuild({ ...env, OUT_DIR: a, CONTENT_DIR: path.join(root, "content") });
  const resultB = run(path.join(project, "scripts/build.mjs"), project, { ...env, OUT_DIR: b, CONTENT_DIR: contentBFull });
  const built = await resultA;
  if (built.status !== 0) throw new Error(built.stderr);
  await resultB;
  // Deploy B's content with deploy A's app: a content-only deploy.
  const contentOnly = await runBuild({ ...env, OUT_DIR: path.join(tmp, `${name}-content-only`), CONTENT_DIR: contentB });
  if (contentOnly.status !== 0) throw new Error(contentOnly.stderr);
  return { a, b, contentOnly: path.join(tmp, `${name}-content-only`), env };
}

function retitle(file: string, title: string): void {
  fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^title: .*$/m, `title: ${title}`));
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export interface SwitchingServer {
  baseUrl: string;
  /** Which deploy the host serves now. */
  live: "a" | "b";
  /** Holds back responses for paths matching it (so that a switch lands in the middle of a save). */
  slow?: { pattern: RegExp; ms: number };
  /** Called with each request's path, before it is answered. */
  onRequest?: (pathname: string) => void;
  close(): Promise<void>;
}

export async function serveSwitching(deploys: Deploys): Promise<SwitchingServer> {
  const handlerOf = (dir: string) => (createStaticServer(dir) as Server).listeners("request")[0] as Handler;
  const handlers = { a: handlerOf(deploys.a), b: handlerOf(deploys.b) };
  const state: SwitchingServer = {
    baseUrl: "",
    live: "a",
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    state.onRequest?.(pathname);
    const delay = state.slow?.pattern.test(pathname) ? state.slow.ms : 0;
    // The deploy is chosen when the response starts, as a host that swapped its folder would.
    setTimeout(() => handlers[state.live](request, response), delay);
  });
  state.baseUrl = await listen(server);
  return state;
}

/** The precache manifest of a deploy, sw.js's and its shards': `url → revision` (null for files named by their content). */
export function manifestOf(dir: string): Map<string, string | null> {
  return new Map([...offlineManifestOf(dir)].map(([url, entry]) => [url, entry.revision]));
}

export function sha256Hex(file: string): string {
  return crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");
}
