/**
 * The plain-text answers the server makes where no page can (405, 500), in the path's language: a visitor on a
 * German page who meets one reads German. The 500 needs a fault nothing on the wire can cause: the real build,
 * with one of its functions made to throw, behind the real app on a real port.
 */
import { serve, type ServerType } from "@hono/node-server";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import de from "#app/content/http-answers/de.ts";
import en from "#app/content/http-answers/en.ts";
import { createApp } from "../../server/app.ts";
import type { SiteBuild } from "../../server/site-build.ts";
import { loadStaticFiles } from "../../server/static-files.ts";
import { freePort, startServer, type RunningServer } from "#test/server.ts";

const buildDir = join(import.meta.dirname, "..", "..", "build");

describe("405 in the path's language", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ CONTACT_RATE_LIMIT: "0" });
  });
  afterAll(() => server.stop());

  it.each([
    ["/de/about-us", de.methodNotAllowed],
    ["/de", de.methodNotAllowed],
    ["/about-us", en.methodNotAllowed],
  ])("PUT %s", async (path, text) => {
    const response = await fetch(`${server.url}${path}`, { method: "PUT" });
    expect(response.status).toBe(405);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(text);
  });
});

describe("500 in the path's language", () => {
  let listening: ServerType;
  let url: string;
  let logged: Record<string, unknown>[];
  beforeAll(async () => {
    const real: SiteBuild = await import(pathToFileURL(join(buildDir, "server", "index.js")).href);
    const faulty: SiteBuild = {
      ...real,
      countsVisits: () => false,
      pathPolicy: () => {
        throw new Error("a fault with a secret detail");
      },
    };
    logged = [];
    const app = createApp({
      build: faulty,
      staticFiles: await loadStaticFiles(join(buildDir, "client")),
      log: (line) => logged.push(line),
    });
    const port = await freePort();
    await new Promise<void>((resolve) => {
      listening = serve({ fetch: app.fetch, port }, () => resolve());
    });
    url = `http://localhost:${port}`;
  });
  afterAll(() => new Promise<void>((resolve) => listening.close(() => resolve())));

  it.each([
    ["/de/about-us", de.serverError],
    ["/about-us", en.serverError],
  ])("POST %s", async (path, text) => {
    const response = await fetch(`${url}${path}`, { method: "POST", body: "x" });
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).toBe(text);
    expect(body).not.toContain("secret detail");
    expect(JSON.stringify(logged)).toContain("a fault with a secret detail");
  });
});
