/**
 * The server bundle's entry (vite.config.ts, React Router's custom-server
 * convention): React Router's own server build, which the pre-renderer and
 * the production server hand to `createRequestHandler`, plus what the
 * production server (server/index.ts) needs from inside the bundle. Exported
 * here, typed, so that both use the one instance of each module (the store,
 * the outcomes waiting for their page) instead of reaching into the build.
 */
import { startContactServices, stopContactServices } from "#app/lib/contact/services.server.ts";

export * from "virtual:react-router/server-build";
export { clientContext, type Client } from "#app/lib/server/client.server.ts";
export { hasContactOutcome } from "#app/lib/contact/flash.server.ts";

/** Before the server listens: opens the store and applies its migrations; a store that cannot open stops the start. */
export async function startServices(): Promise<void> {
  await startContactServices();
}

/** After the last open request finished. */
export async function stopServices(): Promise<void> {
  await stopContactServices();
}
