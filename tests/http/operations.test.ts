/**
 * What an operator and a load balancer rely on: /healthz and /readyz (also
 * while stopping and while the store is away), one JSON log line per request
 * with an id, Prometheus metrics on their own port, and a start refused on a
 * wrong setting.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort, startServer, type RunningServer } from "#test/server.ts";
import { createTempSchema, cuttableRelay, probeTestPostgres } from "#test/test-postgres.ts";
import { logLines, rawRequest } from "./http-client.ts";
import { submitLead } from "./back-office-support.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
});

async function server(env: Record<string, string> = {}): Promise<RunningServer> {
  const dir = await mkdtemp(join(tmpdir(), "http-ops-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const running = await startServer({ DATA_DIR: dir, ...env });
  cleanups.push(running.stop);
  return running;
}

const postgres = await probeTestPostgres();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("health", () => {
  it("answers /healthz and /readyz cheaply, without a log line", async () => {
    const site = await server();
    const from = site.log().length;
    const health = await fetch(`${site.url}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get("cache-control")).toBe("no-store");
    const ready = await fetch(`${site.url}/readyz`);
    expect([ready.status, await ready.text()]).toEqual([200, "ready\n"]);
    await fetch(`${site.url}/about-us`);
    await expect.poll(() => logLines(site.log(), from).length).toBe(1);
    expect(logLines(site.log(), from)[0]).toMatchObject({ path: "/about-us" });
  });

  it("says not ready from the moment SIGTERM arrives, while it still serves, then stops cleanly", async () => {
    const site = await server({ SHUTDOWN_DELAY_SECONDS: "2" });
    const exited = new Promise<number | null>((resolve) => site.process.once("exit", resolve));
    site.process.kill("SIGTERM");
    await expect.poll(async () => (await fetch(`${site.url}/readyz`)).status, { timeout: 1_000 }).toBe(503);
    expect(await (await fetch(`${site.url}/readyz`)).text()).toBe("not ready: starting or stopping\n");
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${site.url}/`)).status).toBe(200);
    expect(await exited).toBe(0);
  });

  it.skipIf(Boolean(postgres.reason))(
    "says not ready while PostgreSQL does not answer, and ready again when it does",
    async () => {
      // The server reaches PostgreSQL through a relay this test can cut, as a network would.
      const schema = await createTempSchema(postgres.url!, "ops");
      cleanups.push(schema.drop);
      const relay = await cuttableRelay(schema.url);
      cleanups.push(relay.close);

      const site = await server({ DATABASE_URL: relay.url });
      expect((await fetch(`${site.url}/readyz`)).status).toBe(200);
      relay.cut();
      await expect
        .poll(async () => (await fetch(`${site.url}/readyz`)).status, { timeout: 10_000, interval: 500 })
        .toBe(503);
      expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
      relay.mend();
      await expect
        .poll(async () => (await fetch(`${site.url}/readyz`)).status, { timeout: 10_000, interval: 500 })
        .toBe(200);
    },
  );
});

describe("request log", () => {
  it("writes one JSON line per request, with the id it returns in X-Request-Id", async () => {
    const site = await server();
    const from = site.log().length;
    const page = await rawRequest(site.url, "/de/about-us", { headers: { "X-Request-Id": "from-the-client" } });
    const missing = await rawRequest(site.url, "/no-such-page");
    const id = page.headers["x-request-id"] as string;
    // Without TRUST_PROXY a client cannot choose the id its line is filed under.
    expect(id).toMatch(UUID);
    await expect.poll(() => logLines(site.log(), from).length).toBe(2);
    const [first, second] = logLines(site.log(), from);
    expect(first).toMatchObject({
      level: "info",
      msg: "request",
      id,
      method: "GET",
      path: "/de/about-us",
      status: 200,
    });
    expect(first!.route).toBe("about.de");
    expect(typeof first!.ms).toBe("number");
    expect(second).toMatchObject({ id: missing.headers["x-request-id"], status: 404, route: "not-found" });
  });

  it("takes the id of a trusted proxy, and only one that is safe to log", async () => {
    const site = await server({ TRUST_PROXY: "1" });
    const from = site.log().length;
    const given = await rawRequest(site.url, "/", { headers: { "X-Request-Id": "4f1c2b9e0a7d4c3e" } });
    expect(given.headers["x-request-id"]).toBe("4f1c2b9e0a7d4c3e");
    const hostile = await rawRequest(site.url, "/", { headers: { "X-Request-Id": '"}, {"level":"error' } });
    expect(hostile.headers["x-request-id"]).toMatch(UUID);
    await expect
      .poll(() => logLines(site.log(), from).map((line) => line.id))
      .toEqual(["4f1c2b9e0a7d4c3e", hostile.headers["x-request-id"]]);
  });

  it("puts a contact request's outcome on its request's line, and never what the visitor typed", async () => {
    const site = await server();
    const from = site.log().length;
    await submitLead(site.url);
    await expect.poll(() => logLines(site.log(), from).length).toBe(1);
    const [line] = logLines(site.log(), from);
    expect(line).toMatchObject({ msg: "contact request", outcome: "stored", status: 201, route: "api-contact" });
    expect(JSON.stringify(line)).not.toContain("Anna");
  });
});

describe("metrics", () => {
  it("serves Prometheus metrics on METRICS_PORT only", async () => {
    const metricsPort = await freePort();
    const site = await server({ METRICS_PORT: String(metricsPort) });
    await fetch(`${site.url}/`);
    await fetch(`${site.url}/no-such-page`);
    await submitLead(site.url);
    const response = await fetch(`http://localhost:${metricsPort}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(/^http_requests_total\{route="home\.en",method="GET",status="200"\} [1-9]/m);
    expect(text).toMatch(/^http_requests_total\{route="not-found",method="GET",status="404"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.1",route="home\.en"\} [1-9]/m);
    expect(text).toMatch(/^contact_requests_total\{outcome="stored"\} 1$/m);
    expect(text).toMatch(/^outbox_backlog\{status="pending"\} 0$/m);
    expect(text).toMatch(/^outbox_oldest_pending_age_seconds 0$/m);
    expect(text).toMatch(/^process_resident_memory_bytes /m);
    // Not on the site's own port.
    expect((await fetch(`${site.url}/metrics`)).status).toBe(404);
  });
});

describe("configuration", () => {
  function start(env: Record<string, string>) {
    const child = spawn(process.execPath, [join(import.meta.dirname, "..", "..", "server", "index.ts")], {
      env: { ...process.env, PORT: "0", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    return new Promise<{ code: number | null; output: string }>((resolve) =>
      child.on("exit", (code) => {
        clearTimeout(timer);
        resolve({ code, output });
      }),
    );
  }

  it("refuses to start on a wrong value, naming each variable and never a secret", async () => {
    const { code, output } = await start({
      TRUST_PROXY: "yes-please",
      SITE_URL: "http://www.example.de",
      DATABASE_URL: "mysql://root:hunter2@db/site",
    });
    expect(code).toBe(1);
    expect(output).toContain("Error: the server cannot start with this configuration:");
    expect(output).toContain("TRUST_PROXY must be true, false or the number of proxies");
    expect(output).toContain("SITE_URL must be the site's public https:// origin");
    expect(output).toContain("DATABASE_URL must be a postgres:// URL");
    expect(output).not.toContain("hunter2");
    expect(output).not.toMatch(/\n\s+at /);
  });

  it("refuses to start on PostgreSQL without TOTP_ENCRYPTION_KEY, or with a key it cannot read, never repeating either", async () => {
    const many = await start({ DATABASE_URL: "postgres://site:hunter2@127.0.0.1:9/site", TOTP_ENCRYPTION_KEY: "" });
    expect(many.code).toBe(1);
    expect(many.output).toContain("TOTP_ENCRYPTION_KEY must be set when DATABASE_URL is");
    expect(many.output).not.toContain("hunter2");
    expect(many.output).not.toMatch(/\n\s+at /);
    const unreadable = await start({ TOTP_ENCRYPTION_KEY: "hunter2-hunter2-hunter2", DATABASE_URL: "" });
    expect(unreadable.code).toBe(1);
    expect(unreadable.output).toContain("TOTP_ENCRYPTION_KEY must be 32 random bytes as 64 hex digits or base64");
    expect(unreadable.output).not.toContain("hunter2");
  });
});
