/**
 * What the production server (server/index.ts) and the development server (server/dev.ts) do alike around the
 * one Hono app: refuse a wrong configuration, open the store before the first request, listen, serve metrics on
 * their own port, and stop in the order a load balancer needs (not ready at once, serve a little longer, finish
 * open requests, close the store).
 */
import type { Server } from "node:http";
import { checkServerEnvironment, ConfigError, type ServerSettings } from "#app/site/config.server.ts";
import { startMetricsServer, type Readiness } from "./operations.ts";
import type { SiteBuild } from "./site-build.ts";

const SHUTDOWN_GRACE_MS = 10_000;

export function fail(message: string): never {
  console.error(`Error: ${message}`);
  process.exit(1);
}

/** Every environment variable checked at once; the process stops with the list of problems. */
export function settingsFromEnv(): ServerSettings {
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

/** The store opens and migrates before the first request can arrive; a store that cannot open stops the start. */
export async function startServices(build: SiteBuild): Promise<void> {
  try {
    await build.startServices();
  } catch (error) {
    fail(`could not open the contact store: ${(error as Error).message}. Check DATA_DIR or DATABASE_URL.`);
  }
}

type Serving = {
  settings: ServerSettings;
  /** False until the server listens, and again from the moment a SIGTERM arrives (what /readyz says). */
  readiness: Readiness;
  /** The build whose services stop last and whose registry the metrics come from: the one of now. */
  build: () => SiteBuild;
  /** The line saying where the server listens (tests read the port from "listening on http://localhost:N"). */
  listening: (port: number) => string;
  /** What else closes when the server stops, before its open requests are finished (the development server's Vite). */
  beforeClose?: () => Promise<void>;
};

/** Listens on PORT, serves metrics on METRICS_PORT, and stops gracefully on SIGTERM and SIGINT. */
export async function serveUntilStopped(server: Server, serving: Serving): Promise<void> {
  const { settings, readiness } = serving;
  const { port } = settings;
  let stopping = false;
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EADDRINUSE")
      fail(`port ${port} is already in use. Stop the process using it, or set PORT to a free port.`);
    if (error.code === "EACCES") fail(`no permission to listen on port ${port}. Choose a port above 1023 with PORT.`);
    fail(error.message);
  });
  server.listen(port, () => {
    readiness.ready = !stopping;
    const address = server.address();
    console.log(serving.listening(typeof address === "object" && address ? address.port : port));
  });

  const metricsServer =
    settings.metricsPort === undefined
      ? undefined
      : await startMetricsServer(() => serving.build(), settings.metricsPort).catch((error: NodeJS.ErrnoException) =>
          fail(`could not serve metrics on METRICS_PORT ${settings.metricsPort}: ${error.code ?? error.message}.`),
        );
  if (metricsServer) console.log(`Metrics at http://localhost:${settings.metricsPort}/metrics`);

  const closeServer = async () => {
    metricsServer?.close();
    await serving.beforeClose?.();
    server.close(async () => {
      try {
        await serving.build().stopServices();
      } catch (error) {
        console.error(`Error: closing the contact store failed: ${(error as Error).message}`);
        process.exit(1);
      }
      process.exit(0);
    });
    // Idle keep-alive connections would hold the server open; busy ones finish their request first.
    server.closeIdleConnections();
    setTimeout(() => {
      console.error(`Open requests did not finish within ${SHUTDOWN_GRACE_MS} ms; stopping anyway.`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    readiness.ready = false;
    console.log(
      `${signal} received: not ready any more; serving ${settings.shutdownDelayMs} ms more, then finishing open requests and stopping.`,
    );
    setTimeout(closeServer, settings.shutdownDelayMs);
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}
