/**
 * `npm run dev`: the production server's Hono app (server/app.ts) with Vite in middleware mode in front of it
 * (decision 0048). Vite answers only its own requests (the modules it transforms, its HMR client and websocket,
 * the files of `public/`); every other request goes through the same method table, origin and size checks,
 * security headers, CSP and route declarations as in production. The server build is loaded through Vite on
 * each request, so an edit shows at the next one; the store opens before the server listens, as production's.
 * Run with Node's `--conditions=development` (package.json does), so that server/ and the app load the same
 * React Router.
 */
import { getRequestListener, type HttpBindings } from "@hono/node-server";
import type { Hono } from "hono";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { createServer as createViteServer, isRunnableDevEnvironment } from "vite";
import { createApp } from "./app.ts";
import { fail, serveUntilStopped, settingsFromEnv, startServices } from "./lifecycle.ts";
import type { Readiness } from "./operations.ts";
import type { Env } from "./request-context.ts";
import { applySecurityHeaders } from "./security-headers.ts";
import type { SiteBuild } from "./site-build.ts";

/** The server bundle's entry, as the build starts from it too (vite.config.ts). */
const SERVER_ENTRY = "/app/server-build.ts";

if (!process.execArgv.includes("--conditions=development")) {
  fail(`run the development server with "npm run dev" (node --conditions=development server/dev.ts).`);
}
const settings = settingsFromEnv();
const readiness: Readiness = { ready: false };
const server = createServer();
const vite = await createViteServer({
  root: join(import.meta.dirname, ".."),
  appType: "custom",
  server: {
    middlewareMode: true,
    // The HMR websocket on the site's own port: the CSP's connect-src 'self' allows it, and no second port is taken.
    hmr: { server },
    // Vite would answer a cross-origin preflight (OPTIONS) itself; the shell answers it, as in production.
    cors: false,
  },
});
const ssr = vite.environments.ssr;
if (!isRunnableDevEnvironment(ssr)) fail("Vite's server environment cannot run modules in this process.");

/** The build as Vite has it now: the same object until an edit touches a module it holds. */
const loadBuild = () => ssr.runner.import<SiteBuild>(SERVER_ENTRY);

const firstBuild = await loadBuild();
await startServices(firstBuild);
let current: { build: SiteBuild; app: Hono<Env> } = appOf(firstBuild);

function appOf(build: SiteBuild) {
  // No files from memory: there is no client build. Vite serves the modules and public/, and every page is
  // rendered per request (with its nonce's CSP, as production's request-time pages are).
  const app = createApp({
    build,
    staticFiles: new Map(),
    trustedProxies: settings.trustedProxies,
    readiness,
    mode: "development",
  });
  return { build, app };
}

/**
 * The app of the build of now. An edit makes Vite load every server module anew (a "program reload": its module
 * runner forgets them all), the services' module too: the old instance's store and timers stop before the new
 * one's open, as a restart would do. One switch at a time; one that failed is tried again by the next request.
 */
let switching: Promise<void> = Promise.resolve();

async function appOfNow(): Promise<Hono<Env>> {
  const build = await loadBuild();
  if (build !== current.build) {
    switching = switching.catch(() => {}).then(() => switchTo(build));
    await switching;
  }
  return current.app;
}

async function switchTo(build: SiteBuild) {
  if (build === current.build) return;
  await current.build.stopServices();
  await build.startServices();
  current = appOf(build);
}

/** A module that does not load (a syntax error, a failing import) is shown, with its stack, to the developer. */
function failedToLoad(error: unknown): Response {
  console.error(error);
  const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  applySecurityHeaders(headers);
  const text = stripVTControlCharacters(error instanceof Error ? (error.stack ?? error.message) : String(error));
  return new Response(`The development server could not load the app:\n\n${text}\n`, { status: 500, headers });
}

const shell = getRequestListener(async (request, env) => {
  let app: Hono<Env>;
  try {
    app = await appOfNow();
  } catch (error) {
    return failedToLoad(error);
  }
  return app.fetch(request, env as HttpBindings);
});

server.on("request", (request: IncomingMessage, response: ServerResponse) => {
  // Vite serves files and modules, read with GET; its public files would answer a POST too, which production
  // refuses (405). Any other method goes to the shell at once.
  if (request.method !== "GET" && request.method !== "HEAD") return void shell(request, response);
  vite.middlewares(request, response, (error?: unknown) => {
    if (!error) return void shell(request, response);
    // Vite logged it; the browser's overlay shows it too (through the HMR websocket).
    const answer = failedToLoad(error);
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    void answer.text().then((text) => response.end(text));
  });
});

await serveUntilStopped(server, {
  settings,
  readiness,
  build: () => current.build,
  listening: (port) => `Conversational BI site (development: Vite, HMR) listening on http://localhost:${port}`,
  beforeClose: () => vite.close(),
});
