import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";
import { chromiumArgs, testChromiumPath } from "#test/chromium.ts";
import { port, PUBLISHING_DATA_DIR, publishingPort, SITE_DATA_DIR } from "./tests/e2e/servers.ts";

/**
 * The production server, ended by the kernel when Playwright ends, however it ends (setpriv's parent-death
 * signal; `exec`, so that Playwright is its parent, not a shell): a run stopped with a signal left both servers
 * running for good.
 */
const server = existsSync("/usr/bin/setpriv")
  ? "exec /usr/bin/setpriv --pdeathsig TERM node server/index.ts"
  : "node server/index.ts";

/** End-to-end tests against the production build and server, in the system's Chromium. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // Two on two cores. Three filled the machine's waits (11.3 -> 10.4 min on SQLite alone) but not in the clean runs
  // with PostgreSQL (735-760 s, CPU-bound), and there the second page of the web-font journey once missed
  // font-display: optional's 100 ms and drew in the fallback.
  workers: process.env.CI ? 2 : undefined,
  // On CI the log is all anyone reads: no HTML report, and no trace (recording one for every test cost 30 % of the
  // layer's CPU; the whole layer 372 -> 306 s); the style comparison records the trace it needs itself (page-styles.ts).
  reporter: "list",
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: process.env.CI ? "off" : "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { executablePath: testChromiumPath(), args: chromiumArgs },
      },
    },
  ],
  webServer: [
    {
      command: server,
      url: `http://localhost:${port}/`,
      env: {
        PORT: String(port),
        DATA_DIR: SITE_DATA_DIR,
        CONTACT_RATE_LIMIT: "0",
      },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // The publishing blog (BLOG_STORE=server) beside the demo: tests/e2e/blog-publishing.spec.ts.
      command: server,
      url: `http://localhost:${publishingPort}/`,
      env: {
        PORT: String(publishingPort),
        DATA_DIR: PUBLISHING_DATA_DIR,
        BLOG_STORE: "server",
      },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
