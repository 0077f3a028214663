import type { Context, MiddlewareHandler, Next } from "hono";
import { localeFromPath } from "#app/i18n/paths.ts";
import { decodedPath } from "./paths.ts";
import { noteInLog, type Env } from "./request-context.ts";
import type { SiteBuild, WriteGuard } from "./site-build.ts";

/**
 * GET and HEAD everywhere; another method only where the path's feature takes it (`build.pathPolicy`), and
 * nothing else reaches React Router. A guarded write (the back office's forms, the blog's API) comes from our
 * own pages (CSRF) and carries no more than its purpose needs, or it is refused before anything runs. A write
 * names its path in its one spelling: any other (`/%61dmin/login`, `/api//contact`) is no path that takes one.
 */
export function methodGate(build: SiteBuild, siteOrigin: string): MiddlewareHandler<Env> {
  return async (c, next) => {
    const { method } = c.req;
    if (method === "GET" || method === "HEAD") return next();
    const url = new URL(c.req.url);
    if (c.get("path") !== url.pathname || decodedPath(url.pathname) === undefined) {
      noteInLog(c, { msg: "not found", reason: "write to another spelling of a path" });
      return c.text(build.httpAnswers[localeFromPath(url.pathname)].notFound, 404);
    }
    const policy = build.pathPolicy(url.pathname);
    if (!policy.writeMethods.includes(method)) {
      noteInLog(c, { msg: "method not allowed" });
      return c.text(build.httpAnswers[localeFromPath(url.pathname)].methodNotAllowed, 405, { Allow: policy.allow });
    }
    if (!policy.guard) return next();
    if (build.isCrossSite(c.req.raw, url, siteOrigin)) {
      noteInLog(c, { msg: "cross-site request refused" });
      return policy.guard.refusal("cross-site", url);
    }
    const refused = await policy.guard.admit?.(c.req.raw, url);
    if (refused) {
      noteInLog(c, { msg: "write refused before its body was read" });
      return refused;
    }
    return withinBodyLimit(c, next, policy.guard, url);
  };
}

/**
 * A body larger than its purpose is refused: a declared length at once, before a byte is read; a body sent
 * without one (chunked) as the app reads it, as soon as it grows past the limit. Nothing is buffered here: the
 * app reads the body through a counter, which ends it there (the app's read fails, and the answer is the 413).
 */
async function withinBodyLimit(c: Context<Env>, next: Next, guard: WriteGuard, url: URL) {
  const tooLarge = () => {
    noteInLog(c, { msg: "request body too large" });
    return guard.refusal("too-large", url);
  };
  const request = c.req.raw;
  const declared = request.headers.get("Content-Length");
  const chunked = request.headers.has("Transfer-Encoding");
  if (declared !== null && !chunked && Number(declared) > guard.bodyLimit) return tooLarge();
  let over = false;
  if (request.body) {
    let size = 0;
    const counter = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size <= guard.bodyLimit) return controller.enqueue(chunk);
        over = true;
        controller.error(new RangeError("request body too large"));
      },
    });
    // The rest of a body past the limit is left unread: Node discards it once the answer is sent.
    const body = request.body.pipeThrough(counter, { preventCancel: true });
    c.req.raw = new Request(request, { body, duplex: "half" } as RequestInit);
  }
  await next();
  if (over) {
    // Replaced whole: Hono would otherwise keep the app's headers (its length, a cookie) on the new answer.
    c.res = undefined;
    c.res = tooLarge();
    return;
  }
  guard.afterWrite?.();
}
