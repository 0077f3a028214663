/**
 * The development server (`npm run dev`, server/dev.ts) answers through the production server's shell, with Vite
 * in front only for its own files (decision 0048). Before, it ran React Router alone: a write to a path that takes
 * none reached the app, so a new POST route worked in development and was a 405 in production until
 * app/site/http.server.ts declared it (issue 46). One development server and one production server for the file.
 */
import { JSDOM } from "jsdom";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import aboutEn from "#app/content/about/en.ts";
import { DEV_START_TIMEOUT_MS, startDevServer, startServer, type RunningServer } from "#test/server.ts";
import { one, textOf } from "./html.ts";
import { requestContext, type ApiResponse, type RequestContext } from "./request.ts";

let dataDir: string | undefined;
const servers: RunningServer[] = [];
let dev: RequestContext;
let production: RequestContext;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "http-dev-server-"));
  const started = await Promise.allSettled([
    startDevServer({ DATA_DIR: join(dataDir, "dev") }),
    startServer({ DATA_DIR: join(dataDir, "production") }),
  ]);
  for (const result of started) if (result.status === "fulfilled") servers.push(result.value);
  const failure = started.find((result) => result.status === "rejected");
  if (failure) throw failure.reason;
  [dev, production] = servers.map((server) => requestContext(server.url)) as [RequestContext, RequestContext];
}, DEV_START_TIMEOUT_MS + 10_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** What a client sees of a refusal: the status, what the shell says is allowed, the policy, the words. */
async function refusal(response: ApiResponse) {
  const headers = response.headers();
  return {
    status: response.status(),
    allow: headers.allow,
    contentType: headers["content-type"],
    policy: headers["content-security-policy"],
    frames: headers["x-frame-options"],
    text: await response.text(),
  };
}

describe("development server", () => {
  it("refuses a write to a path that declares none exactly as production does (405, Allow, the path's language)", async () => {
    const writes = [
      { method: "POST", path: "/about-us" },
      { method: "POST", path: "/de/about-us" },
      // A path that takes writes, with a method it does not take.
      { method: "PUT", path: "/api/blog/posts" },
    ];
    for (const { method, path } of writes) {
      const options = { method, headers: { "Content-Type": "application/x-www-form-urlencoded" }, data: "a=1" };
      const inProduction = await refusal(await production.fetch(path, options));
      expect(inProduction.status, `${method} ${path} in production`).toBe(405);
      expect(await refusal(await dev.fetch(path, options)), `${method} ${path} in development`).toEqual(inProduction);
    }
  });

  it("renders a page through the shell (its nonce's CSP) with Vite's HMR client", async () => {
    const response = await dev.get("/about-us");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(textOf(one(new JSDOM(html).window.document, "h1"))).toBe(aboutEn.heading);
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce, "a nonce in the page's CSP").toBeTruthy();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html).toContain("virtual:react-router/inject-hmr-runtime");
    const client = await dev.get("/@vite/client");
    expect(client.status()).toBe(200);
    expect(client.headers()["content-type"]).toMatch(/javascript/);
  });
});
