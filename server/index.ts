/**
 * Starts the production server: `node server/index.ts` (Node 24 runs the
 * TypeScript directly). Honours PORT; exits cleanly on SIGTERM and SIGINT
 * after finishing open requests; fails at once, with a message saying what to
 * do, when the build is missing or the port is taken.
 */
import { serve } from "@hono/node-server";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createApp, type SiteBuild } from "./app.ts";
import { trustedProxiesFromEnv } from "./client-address.ts";
import { loadStaticFiles } from "./static-files.ts";

const SHUTDOWN_GRACE_MS = 10_000;

function fail(message: string): never {
  console.error(`Error: ${message}`);
  process.exit(1);
}

function portFromEnv(): number {
  const raw = process.env.PORT ?? "3000";
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    fail(`PORT must be a whole number from 0 to 65535; got "${raw}".`);
  return port;
}

function trustedProxies(): number {
  try {
    return trustedProxiesFromEnv(process.env.TRUST_PROXY);
  } catch (error) {
    return fail((error as Error).message);
  }
}

const port = portFromEnv();
const proxies = trustedProxies();
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
const app = createApp({ build, staticFiles, trustedProxies: proxies });

const server = serve({ fetch: app.fetch, port }, (info) => {
  console.log(`Conversational BI site listening on http://localhost:${info.port} (${staticFiles.size} static files)`);
});

server.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EADDRINUSE")
    fail(`port ${port} is already in use. Stop the process using it, or set PORT to a free port.`);
  if (error.code === "EACCES") fail(`no permission to listen on port ${port}. Choose a port above 1023 with PORT.`);
  fail(error.message);
});

let stopping = false;
function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing open requests, then stopping.`);
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
