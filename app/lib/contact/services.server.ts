/**
 * The contact services of one server process: the store and the rate
 * limiter. The production server starts them before it listens (migrations
 * run then, and a store that cannot open stops the start) and stops them on
 * shutdown; under `react-router dev` they start on first use.
 */
import { siteUrl } from "#app/lib/server/env.server.ts";
import type { ContactDeps } from "#app/lib/contact/handler.server.ts";
import { POSTS_PER_ACCEPTED_REQUEST, RateLimiter, rateLimitFromEnv } from "#app/lib/contact/rate-limit.server.ts";
import { openContactStore } from "#app/lib/contact/open-store.server.ts";

let services: Promise<ContactDeps> | undefined;
let stopped = false;

export function startContactServices(env: NodeJS.ProcessEnv = process.env): Promise<ContactDeps> {
  if (stopped) return Promise.reject(new Error("the server is shutting down"));
  services ??= open(env).catch((error: unknown) => {
    services = undefined;
    throw error;
  });
  return services;
}

async function open(env: NodeJS.ProcessEnv): Promise<ContactDeps> {
  const limit = rateLimitFromEnv(env.CONTACT_RATE_LIMIT);
  const limiter = new RateLimiter(limit);
  const postLimiter = new RateLimiter(limit * POSTS_PER_ACCEPTED_REQUEST);
  const siteOrigin = siteUrl();
  const store = await openContactStore(env);
  console.log(
    JSON.stringify({
      level: "info",
      msg: "contact store ready",
      store: store.description,
      rateLimit: limit === 0 ? "off" : `${limit} accepted, ${postLimiter.limit} posts per 10 minutes`,
    }),
  );
  return { store, limiter, postLimiter, siteOrigin };
}

export async function stopContactServices(): Promise<void> {
  stopped = true;
  const running = services;
  services = undefined;
  if (!running) return;
  const { store } = await running.catch(() => ({ store: undefined }));
  await store?.close();
}
