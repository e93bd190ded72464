import path from "node:path";
import type { Server } from "node:http";
import type { TestProject } from "vitest/node";
import { runBuild } from "./support/run-build";
import { createStaticServer, listen } from "../scripts/lib/static-server.mjs";

const root = path.resolve(__dirname, "..");
const SITE_URL = "https://docs.example.test";
let server: Server | undefined;

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    distDir: string;
    /** The origin the build was told the site is deployed at (SITE_URL). */
    siteUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const distDir = path.join(root, "dist");
  // The same command a maintainer runs, so the tests exercise the real build.
  // SITE_URL differs from the configured one, so tests see that pages take it from the build.
  const build = await runBuild({ OUT_DIR: distDir, CONTENT_DIR: process.env.CONTENT_DIR ?? path.join(root, "content"), SITE_URL });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
  server = createStaticServer(distDir) as Server;
  const baseUrl = await listen(server);
  project.provide("baseUrl", baseUrl);
  project.provide("distDir", distDir);
  project.provide("siteUrl", SITE_URL);
  return async () => {
    await new Promise((resolve) => server?.close(resolve));
  };
}
