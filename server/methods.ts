import type { Context, MiddlewareHandler, Next } from "hono";
import { bodyLimit } from "hono/body-limit";
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
    return withinBodyLimit(c, next, policy.guard, url);
  };
}

/** A body larger than its purpose is refused before it is buffered (a declared length at once). */
function withinBodyLimit(c: Context<Env>, next: Next, guard: WriteGuard, url: URL) {
  const limited = bodyLimit({
    maxSize: guard.bodyLimit,
    onError: (c) => {
      noteInLog(c, { msg: "request body too large" });
      return guard.refusal("too-large", url);
    },
  });
  return limited(c, async () => {
    await next();
    guard.afterWrite?.();
  });
}
