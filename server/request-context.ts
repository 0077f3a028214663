import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";

/** What every handler of the shell finds on a request's context. */
export type Env = {
  Bindings: HttpBindings;
  /** `route`: what the request is counted under, when the handler already knows (saves matching the path again). */
  Variables: { requestId: string; logFields: Record<string, unknown>; route?: string };
};

/** Adds to the request's one log line (server/operations.ts writes it when the response is ready). */
export function noteInLog(c: Context<Env>, fields: Record<string, unknown>) {
  Object.assign(c.get("logFields"), fields);
}
