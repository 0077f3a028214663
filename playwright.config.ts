import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/lib/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 4173);

/** End-to-end tests against the production build and server, in the system's Chromium. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
      },
    },
  ],
  webServer: {
    command: "node server/index.ts",
    url: `http://localhost:${port}/`,
    env: {
      PORT: String(port),
      DATA_DIR: "test-results/e2e-data",
      CONTACT_RATE_LIMIT: "0",
    },
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
