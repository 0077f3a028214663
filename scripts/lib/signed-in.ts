/**
 * Measuring the back office over HTTP, for the scripts that start the production server on a store
 * (`perf:backoffice`, `perf:ask`, `eval:ask`): wait until a big store has opened, sign an operator in on the login
 * page as a person does, find the server's own time for a request in its log, and read percentiles.
 */
import type { RunningServer } from "#test/server.ts";

/** A big store takes a while to open (SQLite's quick_check reads every page): wait until the server is ready. */
export async function untilReady(server: RunningServer): Promise<void> {
  for (let waited = 0; ; waited++) {
    const ready = await fetch(`${server.url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (waited > 1200 || server.process.exitCode !== null) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The session cookie of an operator without a second factor, signed in with their password. */
export async function signIn(server: RunningServer, email: string, password: string): Promise<string> {
  const response = await fetch(`${server.url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams({ email, password }).toString(),
  });
  const location = response.headers.get("location") ?? "";
  if (/\/login\/code|enrol/.test(location))
    throw new Error(`signing in as ${email} asks for a second factor (${location}); the script expects none`);
  const cookie = response.headers.getSetCookie()[0]?.split(";")[0];
  if (response.status !== 303 || !cookie) throw new Error(`signing in as ${email} answered ${response.status}`);
  return cookie;
}

/** The server's own time for one request: its log line's `ms`, found by the request id it answered with. */
export async function serverMs(server: RunningServer, requestId: string): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const line = server.log().findLast((each) => each.includes(requestId));
    if (line) return (JSON.parse(line) as { ms: number }).ms;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`no log line for request ${requestId}`);
}

/** The value at `p` (0–1) of ascending `sorted`: the smallest that at least that share of the values reach. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
