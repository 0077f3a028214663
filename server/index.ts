/**
 * Starts the production server: `node server/index.ts` (Node 24 runs the
 * TypeScript directly). Checks every environment variable first and refuses
 * to start on a wrong one; fails at once, with a message saying what to do,
 * when the build is missing or the port is taken. On SIGTERM and SIGINT it
 * says "not ready" on /readyz at once, keeps serving for SHUTDOWN_DELAY_SECONDS
 * (so a load balancer stops sending), then finishes open requests and exits
 * (server/lifecycle.ts, which the development server shares).
 */
import { createAdaptorServer } from "@hono/node-server";
import { existsSync } from "node:fs";
import type { Server } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createApp } from "./app.ts";
import { fail, serveUntilStopped, settingsFromEnv, startServices } from "./lifecycle.ts";
import type { Readiness } from "./operations.ts";
import type { SiteBuild } from "./site-build.ts";
import { loadStaticFiles } from "./static-files.ts";

const settings = settingsFromEnv();
const buildDir = process.env.BUILD_DIR ?? join(import.meta.dirname, "..", "build");
const serverEntry = join(buildDir, "server", "index.js");
const clientDir = join(buildDir, "client");
if (!existsSync(serverEntry) || !existsSync(clientDir)) {
  fail(`no production build in ${buildDir}. Run "npm run build" first, or "npm start", which builds when needed.`);
}

// The bundle of app/server-build.ts: a dynamic import is untyped, so its type is declared here, once.
const build: SiteBuild = await import(pathToFileURL(serverEntry).href);
await startServices(build);
const staticFiles = await loadStaticFiles(clientDir);
const readiness: Readiness = { ready: false };
const app = createApp({ build, staticFiles, trustedProxies: settings.trustedProxies, readiness });

await serveUntilStopped(createAdaptorServer({ fetch: app.fetch }) as Server, {
  settings,
  readiness,
  build: () => build,
  listening: (port) =>
    `Conversational BI site listening on http://localhost:${port} (${staticFiles.size} static files)`,
});
