/**
 * Starts the production server: `node server/index.ts` (Node 24 runs the
 * TypeScript directly). Checks every environment variable first and refuses
 * to start on a wrong one; fails at once, with a message saying what to do,
 * when the build is missing or the port is taken. On SIGTERM and SIGINT it
 * says "not ready" on /readyz at once, keeps serving for SHUTDOWN_DELAY_SECONDS
 * (so a load balancer stops sending), then finishes open requests and exits.
 */
import { serve } from "@hono/node-server";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { checkServerEnvironment, ConfigError, type ServerSettings } from "#app/site/config.server.ts";
import { createApp } from "./app.ts";
import type { SiteBuild } from "./site-build.ts";
import { startMetricsServer, type Readiness } from "./operations.ts";
import { loadStaticFiles } from "./static-files.ts";

const SHUTDOWN_GRACE_MS = 10_000;

function fail(message: string): never {
  console.error(`Error: ${message}`);
  process.exit(1);
}

function settingsFromEnv(): ServerSettings {
  try {
    return checkServerEnvironment(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(
      `Error: the server cannot start with this configuration:\n${error.problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    process.exit(1);
  }
}

const settings = settingsFromEnv();
const { port } = settings;
const buildDir = process.env.BUILD_DIR ?? join(import.meta.dirname, "..", "build");
const serverEntry = join(buildDir, "server", "index.js");
const clientDir = join(buildDir, "client");
if (!existsSync(serverEntry) || !existsSync(clientDir)) {
  fail(`no production build in ${buildDir}. Run "npm run build" first, or "npm start", which builds when needed.`);
}

// The bundle of app/server-build.ts: a dynamic import is untyped, so its type is declared here, once.
const build: SiteBuild = await import(pathToFileURL(serverEntry).href);
// The store opens and migrates before the first request can arrive; a store that cannot open stops the start.
try {
  await build.startServices();
} catch (error) {
  fail(`could not open the contact store: ${(error as Error).message}. Check DATA_DIR or DATABASE_URL.`);
}
const staticFiles = await loadStaticFiles(clientDir);
const readiness: Readiness = { ready: false };
let stopping = false;
const app = createApp({ build, staticFiles, trustedProxies: settings.trustedProxies, readiness });

const server = serve({ fetch: app.fetch, port }, (info) => {
  readiness.ready = !stopping;
  console.log(`Conversational BI site listening on http://localhost:${info.port} (${staticFiles.size} static files)`);
});

const metricsServer =
  settings.metricsPort === undefined
    ? undefined
    : await startMetricsServer(build, settings.metricsPort).catch((error: NodeJS.ErrnoException) =>
        fail(`could not serve metrics on METRICS_PORT ${settings.metricsPort}: ${error.code ?? error.message}.`),
      );
if (metricsServer) console.log(`Metrics at http://localhost:${settings.metricsPort}/metrics`);

server.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EADDRINUSE")
    fail(`port ${port} is already in use. Stop the process using it, or set PORT to a free port.`);
  if (error.code === "EACCES") fail(`no permission to listen on port ${port}. Choose a port above 1023 with PORT.`);
  fail(error.message);
});

function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  readiness.ready = false;
  console.log(
    `${signal} received: not ready any more; serving ${settings.shutdownDelayMs} ms more, then finishing open requests and stopping.`,
  );
  setTimeout(closeServer, settings.shutdownDelayMs);
}

function closeServer() {
  metricsServer?.close();
  server.close(async () => {
    try {
      await build.stopServices();
    } catch (error) {
      console.error(`Error: closing the contact store failed: ${(error as Error).message}`);
      process.exit(1);
    }
    process.exit(0);
  });
  // Idle keep-alive connections would hold the server open; busy ones finish their request first.
  if ("closeIdleConnections" in server) server.closeIdleConnections();
  setTimeout(() => {
    console.error(`Open requests did not finish within ${SHUTDOWN_GRACE_MS} ms; stopping anyway.`);
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
