import type { MiddlewareHandler } from "hono";
import { localeFromPath } from "#app/i18n/paths.ts";
import { noteInLog, type Env } from "./request-context.ts";
import type { PathPolicy, SiteBuild } from "./site-build.ts";

/**
 * No control character reaches the app (issue 44): NUL and the other C0 controls but tab, line feed and carriage
 * return (app/lib/server/control-characters.ts) in a request's query, in the path of a write, or in the fields of
 * a form or JSON body the shell took in (a guarded write: the back office's forms, the blog's API) are refused
 * with a 400 in the path's language before any route reads them. PostgreSQL cannot hold a NUL in text: the
 * query failed, and the visitor got a 500 with a stack trace in the log. Checked here, once, so that no route can
 * forget it. The contact endpoint reads its own body after its own checks (rate, origin, size), and refuses the
 * same characters there (app/lib/contact/handler.server.ts).
 */
export function inputGate(build: SiteBuild): MiddlewareHandler<Env> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const { method } = c.req;
    const write = method !== "GET" && method !== "HEAD";
    const policy = build.pathPolicy(url.pathname);
    const refused =
      build.paramsHoldControl(url.searchParams) ||
      (write && pathHoldsControl(build, url.pathname)) ||
      (write && policy.guard !== undefined && (await bodyHoldsControl(build, c.req.raw, policy.guard.bodyLimit)));
    if (!refused) return next();
    noteInLog(c, { msg: "control character refused" });
    return refusal(build, policy, url, c.req.raw);
  };
}

function refusal(build: SiteBuild, policy: PathPolicy, url: URL, request: Request): Response {
  if (policy.inputRefusal) return policy.inputRefusal(url, request);
  if (policy.guard) return policy.guard.refusal("control-character", url);
  return new Response(build.httpAnswers[localeFromPath(url.pathname)].controlCharacter, {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

function pathHoldsControl(build: SiteBuild, pathname: string): boolean {
  try {
    return build.hasControlCharacter(decodeURIComponent(pathname));
  } catch {
    return false; // not decodable: the app finds no such page
  }
}

/** The fields of a form or JSON body, read from a copy (the app reads the body itself, as it arrived). */
async function bodyHoldsControl(build: SiteBuild, request: Request, limit: number): Promise<boolean> {
  const type = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  const json = type === "application/json" || type.endsWith("+json");
  const form = type === "application/x-www-form-urlencoded";
  const multipart = type === "multipart/form-data";
  // Anything else (an image's bytes) is no text; a body larger than the path takes is refused for its size.
  if (!request.body || !(json || form || multipart) || Number(request.headers.get("Content-Length")) > limit) {
    return false;
  }
  const copy = request.clone();
  if (multipart) {
    const fields = await copy.formData().catch(() => undefined);
    if (!fields) return false; // not a form: the app says so
    for (const [name, value] of fields) {
      const text = typeof value === "string" ? value : value.name;
      if (build.hasControlCharacter(name) || build.hasControlCharacter(text)) return true;
    }
    return false;
  }
  const text = await textUpTo(copy, limit);
  if (text === undefined) return false;
  if (form) return build.paramsHoldControl(new URLSearchParams(text));
  try {
    return build.jsonHoldsControl(JSON.parse(text));
  } catch {
    return false; // not JSON: the app says so
  }
}

/** The body as text, or undefined once it is longer than `limit` bytes (the copy is then let go). */
async function textUpTo(request: Request, limit: number): Promise<string | undefined> {
  const reader = request.body!.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
