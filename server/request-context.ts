import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";

/** What every handler of the shell finds on a request's context. */
export type Env = {
  Bindings: HttpBindings;
  /**
   * `path`: the request's path in its one spelling (server/paths.ts pathSpelling), read once, before anything
   * else: what the private paths' headers, the methods a path takes and routing all go by.
   * `route`: what the request is counted under, when the handler already knows (saves matching the path again).
   */
  Variables: { requestId: string; logFields: Record<string, unknown>; path: string; route?: string };
};

/** Adds to the request's one log line (server/operations.ts writes it when the response is ready). */
export function noteInLog(c: Context<Env>, fields: Record<string, unknown>) {
  Object.assign(c.get("logFields"), fields);
}
