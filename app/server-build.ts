/**
 * The server bundle's entry (vite.config.ts, React Router's custom-server
 * convention): React Router's own server build, which the pre-renderer and
 * the production server hand to `createRequestHandler`, plus what the
 * production server (server/index.ts) needs from inside the bundle. Exported
 * here, typed, so that both use the one instance of each module (the store,
 * the outcomes waiting for their page) instead of reaching into the build.
 */
import { startSiteServices, stopSiteServices } from "#app/lib/server/services.server.ts";

export * from "virtual:react-router/server-build";
export { clientContext, type Client } from "#app/lib/server/client.server.ts";
export { hasContactOutcome } from "#app/lib/contact/flash.server.ts";

/** Before the server listens: opens the store, applies its migrations, starts the outbox worker; anything wrong stops the start. */
export async function startServices(): Promise<void> {
  await startSiteServices();
}

/** After the last open request finished: deliveries under way finish, then the store closes. */
export async function stopServices(): Promise<void> {
  await stopSiteServices();
}
