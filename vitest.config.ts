import { defineConfig } from "vitest/config";
import { copyChunks } from "./scripts/lib/copy-chunks.ts";

// Kept apart from vite.config.ts: the React Router plugin has no place in unit tests. The server's table of
// copy chunks is empty outside a build (scripts/lib/copy-chunks.ts).
export default defineConfig({
  plugins: [copyChunks()],
  test: {
    environment: "node",
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          // Rules, formatting, components and stores, in process: `npm run test:unit`, before the build.
          name: "unit",
          // Vitest's default on two cores is one worker, which leaves a core idle while files load and wait
          // on PostgreSQL: four take the unit layer from 61 s to 42 s (each store test has its own schema).
          maxWorkers: 4,
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/support/**/*.test.ts",
          ],
        },
      },
      {
        extends: true,
        test: {
          // HTTP contracts against the production server on a real port, without a browser:
          // `npm run test:http`, after the build.
          name: "http",
          include: ["tests/http/**/*.test.ts"],
          // Each file runs its own servers; much of their time is waiting (timers, retries, restarts), so
          // files overlap even on two cores (four: 215 -> 201 s against three).
          maxWorkers: 4,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // Checks nobody here wrote, from outside, after the build: the W3C Nu HTML Checker, a crawl of every
          // link, and a second browser engine (Debian's firefox-esr): `npm run test:outside`.
          name: "outside",
          // Files that each start their own server and program (Firefox twice, Java, a crawler): three at a time
          // (four at once took the layer from 100 to 117 s: two Firefoxes and Java thrash two cores).
          maxWorkers: 3,
          include: ["tests/outside/**/*.test.ts"],
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
