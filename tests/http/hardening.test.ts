/**
 * What a hostile internet tries against the production server (issue 13), on
 * the wire: redirects that would leave the site, paths with control
 * characters, methods nobody serves, clients that vanish mid-request, pages
 * that cost a render per request, and posts that are not what they claim.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import de from "#app/content/contact/de.ts";
import { startServer, type RunningServer } from "#test/server.ts";
import { logLines, rawRequest, validContact } from "./http-client.ts";

let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "http-hardening-"));
  server = await startServer({ DATA_DIR: dataDir, CONTACT_RATE_LIMIT: "2", TRUST_PROXY: "1" });
});
afterAll(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => rawRequest(server.url, path, { headers });

describe("redirects never leave the site", () => {
  it.each([
    "//evil.example/",
    "/%2fevil.example/",
    "/%5cevil.example/",
    "/%09/evil.example/",
    "/.//evil.example/",
    "/de/..//evil.example/",
    "///evil.example//",
  ])("%s", async (path) => {
    const response = await get(path);
    expect(response.status).toBeLessThan(500);
    const location = response.headers.location;
    if (location !== undefined) {
      const ours = new URL(server.url);
      expect(new URL(location, ours).origin).toBe(ours.origin);
      expect(location).toMatch(/^\/(?![/\\])/);
    }
  });

  it("sends a trailing slash to the one URL of the page, with a Cache-Control", async () => {
    const response = await get("/de/about-us/?ref=1");
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("/de/about-us?ref=1");
    expect(response.headers["cache-control"]).toMatch(/max-age=\d+/);
  });
});

describe("a page's path in other letter case", () => {
  it.each([
    ["/DE", "/de"],
    ["/De/about-us", "/de/about-us"],
    ["/About-Us", "/about-us"],
    ["/Blog", "/blog"],
    ["/DE/Blog/1/?x=A", "/de/blog/1?x=A"],
  ])("%s redirects to %s in one cacheable hop", async (path, target) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(target);
    expect(response.headers["cache-control"]).toMatch(/max-age=\d+/);
    expect((await get(target)).status).toBe(200);
  });

  it("is not found when no page has that path in any case, in the path's language", async () => {
    const [english, german] = await Promise.all([get("/No-Such-Page"), get("/de/Gibt-Es-Nicht")]);
    expect([english.status, german.status]).toEqual([404, 404]);
    expect(german.body).toContain('lang="de"');
  });

  it("leaves files alone: asset names keep their case", async () => {
    const home = await get("/");
    const asset = /\/assets\/[\w-]*[A-Z][\w-]*\.js/.exec(home.body)?.[0];
    expect(asset).toBeDefined();
    expect((await get(asset!)).status).toBe(200);
  });
});

describe("paths with control characters", () => {
  it.each(["/%0aX/", "/%0d%0aSet-Cookie:x=1/", "/%7f/", "/%01/", "/de/%00", "/%zz"])(
    "%s is simply not found, logged at info level",
    async (path) => {
      const from = server.log().length;
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers["set-cookie"]).toBeUndefined();
      expect(response.body).toContain("<html");
      // The log comes through a pipe of its own: its line may arrive just after the answer (and after the
      // lines of earlier requests still on their way).
      await expect.poll(() => logLines(server.log(), from).some((line) => line.msg === "not found")).toBe(true);
      const lines = logLines(server.log(), from);
      expect(lines.some((line) => line.level === "error")).toBe(false);
      expect(lines).toContainEqual(expect.objectContaining({ level: "info", msg: "not found" }));
    },
  );
});

describe("pages that would otherwise be rendered per request", () => {
  it("answers every unknown path with the same not-found page of its language, status 404", async () => {
    const [first, second, german] = await Promise.all([get("/nope"), get("/a/b/c?x=1"), get("/de/gibt-es-nicht")]);
    expect([first.status, second.status, german.status]).toEqual([404, 404, 404]);
    expect(second.body).toBe(first.body);
    expect(first.body).toMatch(/<html lang="en"/);
    expect(german.body).toMatch(/<html lang="de"/);
    expect(first.headers["content-security-policy"]).toContain("script-src");
    expect(first.headers.etag).toBeUndefined();
  });

  it("renders the home page for a contact outcome only when the token is one", async () => {
    const plain = await get("/de");
    const unknown = await get("/de?contact=made-up-token");
    expect(unknown.status).toBe(200);
    expect(unknown.body).toBe(plain.body);
    expect(unknown.headers.etag).toBe(plain.headers.etag);
  });

  it("answers every browser-made blog post with the one pre-rendered shell of its language", async () => {
    const [one, other, shell] = await Promise.all([
      get("/de/blog/1732000000000"),
      get("/de/blog/x"),
      get("/de/blog/shell"),
    ]);
    expect([one.status, other.status]).toEqual([200, 200]);
    expect(one.body).toBe(shell.body);
    expect(other.body).toBe(shell.body);
    expect(one.body).toContain('<meta name="robots" content="noindex"/>');
    expect(one.body).not.toContain("1732000000000");
  });
});

describe("methods", () => {
  it.each([
    ["TRACE", "/"],
    ["PROPFIND", "/"],
    ["MKCOL", "/de/blog"],
    ["PUT", "/about-us"],
    ["OPTIONS", "/"],
    ["TRACE", "/api/contact"],
    ["PROPFIND", "/api/contact"],
    ["OPTIONS", "/api/contact"],
  ])("%s %s gets 405 with Allow and one log line, no stack", async (method, path) => {
    const from = server.log().length;
    const response = await rawRequest(server.url, path, { method });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe(path === "/api/contact" ? "POST" : "GET, HEAD");
    // The log comes through a pipe of its own: wait for its line, then make sure no second one follows.
    await expect.poll(() => server.log().length).toBeGreaterThan(from);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = server.log().slice(from);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: "info", msg: "method not allowed", method });
    expect(lines[0]).not.toMatch(/\n\s+at /);
  });
});

describe("a client that resets the connection mid-request", () => {
  it("is logged as an abort at info level, not as a server error", async () => {
    const from = server.log().length;
    const { port } = new URL(server.url);
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), "localhost", () => {
        socket.write(
          "POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
        );
        setTimeout(() => {
          socket.resetAndDestroy();
          resolve();
        }, 200);
      });
      socket.on("error", () => {});
    });
    await expect.poll(() => logLines(server.log(), from).length).toBeGreaterThan(0);
    const lines = logLines(server.log(), from);
    expect(lines).toEqual([expect.objectContaining({ level: "info", outcome: "client-aborted" })]);
  });
});

describe("posts", () => {
  const postJson = (body: unknown, headers: Record<string, string> = {}) =>
    rawRequest(server.url, "/api/contact?lang=de", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    });

  it("counts an IPv6 client by its /64 and an IPv4-mapped client as IPv4 (behind a trusted proxy)", async () => {
    const from = (address: string) => ({ "X-Forwarded-For": address });
    expect((await postJson(validContact, from("2001:db8:1:2::1"))).status).toBe(201);
    expect((await postJson(validContact, from("2001:db8:1:2:ffff:ffff:ffff:ffff"))).status).toBe(201);
    expect((await postJson(validContact, from("2001:db8:1:2:abcd::9"))).status).toBe(429);
    expect((await postJson(validContact, from("2001:db8:1:3::1"))).status).toBe(201);
    expect((await postJson(validContact, from("198.51.100.20"))).status).toBe(201);
    expect((await postJson(validContact, from("::ffff:198.51.100.20"))).status).toBe(201);
    expect((await postJson(validContact, from("::FFFF:c633:6414"))).status).toBe(429);
  });

  it("answers a cross-site form post 403 without a redirect, like the JSON one", async () => {
    const response = await rawRequest(server.url, "/api/contact?lang=de", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "https://evil.example",
        "X-Forwarded-For": "203.0.113.50",
      },
      body: "firstName=x",
    });
    expect(response.status).toBe(403);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toBe(de.api.crossSite);
  });

  it("throttles a flood of invalid posts from one client", async () => {
    const flood = { "X-Forwarded-For": "203.0.113.60" };
    const statuses: number[] = [];
    for (let index = 0; index < 14; index++)
      statuses.push((await postJson({ ...validContact, email: "x" }, flood)).status);
    expect(statuses.slice(0, 12)).toEqual(Array<number>(12).fill(422));
    expect(statuses.slice(12)).toEqual([429, 429]);
  });

  it("answers a repeated Idempotency-Key with the first id", async () => {
    const headers = { "X-Forwarded-For": "203.0.113.70", "Idempotency-Key": "http-test-1" };
    const first = await postJson(validContact, headers);
    const again = await postJson(validContact, headers);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(JSON.parse(again.body)).toEqual(JSON.parse(first.body));
  });
});

describe("security.txt", () => {
  it("says whom to tell, in which languages, until when, and where it lives (RFC 9116)", async () => {
    const response = await get("/.well-known/security.txt");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toMatch(/^Contact: mailto:\S+@\S+$/m);
    expect(response.body).toMatch(/^Preferred-Languages: en, de$/m);
    expect(response.body).toMatch(/^Canonical: https:\/\/\S+\/\.well-known\/security\.txt$/m);
    const expires = Date.parse(/^Expires: (.+)$/m.exec(response.body)![1]!);
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires - Date.now()).toBeLessThan(365 * 86_400_000);
  });
});
