import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(__dirname, "app") };

export default defineConfig({
  resolve: { alias },
  test: {
    // Two test files at once: what two cores carry (browser files each drive a Chromium).
    maxWorkers: 2,
    minWorkers: 1,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "tests/unit/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "browser",
          // Builds the site once (the real `npm run build`) and serves it for these tests.
          globalSetup: ["tests/global-setup.ts"],
          include: ["tests/browser/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // What a poll waits for happens in a browser sharing two cores with another test file and
          // its build: a second (the default) was too short for a client navigation or a widget's
          // code to arrive while the other file built a site. A state that never comes still fails.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
