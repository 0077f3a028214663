/**
 * One path, one spelling (issue 44): `/%61dmin/leads` is `/admin/leads` to every browser and to React Router, so
 * the server reads it so too, once, before the private paths' headers, the methods a path takes and routing. A
 * page asked for in another spelling is sent to its one URL (301); a write in another spelling is not found;
 * what names no path at all (an encoded slash, an empty segment) is not found. For every path of the back
 * office and of the APIs, with a signed-in operator: nothing private is ever answered without `no-store`.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "#test/server.ts";
import { adminCli, cookieOf, signedInBrowser, storeRows, type Browser } from "./back-office-support.ts";
import { rawRequest, validContact, type RawResponse } from "./http-client.ts";

const PASSWORD = "correct horse battery staple";
let server: RunningServer;
let dataDir: string;
let operator: Browser;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "http-path-spellings-"));
  const made = await adminCli("create", "ops@example.com", PASSWORD, { DATA_DIR: dataDir });
  expect(made.code, made.output).toBe(0);
  server = await startServer({ DATA_DIR: dataDir, BLOG_STORE: "server", TRUST_PROXY: "1" });
  operator = await signedInBrowser(server.url, "ops@example.com", PASSWORD, "203.0.113.10");
});
afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Every kind of path the back office and the APIs have, as a page, a download, data and JSON. */
const privatePaths = [
  "/admin",
  "/admin/leads",
  "/de/admin/leads",
  "/admin/leads.csv",
  "/de/admin/team",
  "/admin/blog",
  "/admin/leads.data",
  "/de/admin.data",
  "/api/blog/posts",
  "/api/blog/session",
  "/api/contact",
];

/** A letter of each segment as a percent-escape: the first in lower-case hex, the last in upper. */
function spellings(path: string): string[] {
  const escape = (letter: string, upper: boolean) => {
    const hex = letter.charCodeAt(0).toString(16);
    return `%${upper ? hex.toUpperCase() : hex}`;
  };
  const segments = path.split("/");
  const firstLetters = segments.map((segment) => (segment ? `${escape(segment[0]!, false)}${segment.slice(1)}` : ""));
  const lastLetters = segments.map((segment) =>
    segment.length > 1 ? `${segment.slice(0, -1)}${escape(segment.at(-1)!, true)}` : segment,
  );
  const capital = path.replace(
    /\/(de\/)?([a-z])/,
    (_, de: string | undefined, letter: string) => `/${de ?? ""}${escape(letter.toUpperCase(), true)}`,
  );
  return [firstLetters.join("/"), lastLetters.join("/"), capital];
}

const isPrivate = (response: RawResponse) =>
  response.headers["cache-control"] === "no-store" && response.headers["x-robots-tag"] === "noindex, nofollow";

describe("a back-office or API path in another spelling", () => {
  it.each(privatePaths)("%s: each spelling is sent to the one URL, never answered as it is", async (path) => {
    const direct = await operator.get(path);
    expect(direct.status, path).toBeLessThan(500);
    if (path.startsWith("/admin") || path.startsWith("/de/admin")) expect(isPrivate(direct), path).toBe(true);
    for (const spelling of spellings(path)) {
      // React Router's data has one spelling in one case: in another case it is not found, as any such path.
      const expected =
        spelling.endsWith(".data") && /[A-Z]/.test(decodeURIComponent(spelling)) ? [404, undefined] : [301, path];
      const response = await operator.get(spelling);
      expect([spelling, response.status, response.headers.location]).toEqual([spelling, ...expected]);
      if (expected[0] === 301) expect(response.body, spelling).toBe("");
      else expect(isPrivate(response) || !response.body.includes("ops@example.com"), spelling).toBe(true);
      const head = await rawRequest(server.url, spelling, { method: "HEAD", headers: { Cookie: operator.cookie! } });
      expect([spelling, head.status, head.headers.location]).toEqual([spelling, ...expected]);
    }
  });

  it.each([
    ["/admin/./leads", "/admin/leads"],
    ["/admin/%2e/leads", "/admin/leads"],
    ["/x/../admin/leads", "/admin/leads"],
    ["/de/x/%2E%2E/admin/leads", "/de/admin/leads"],
  ])("%s: dot segments are resolved before anything reads the path (%s, private)", async (spelling) => {
    const response = await operator.get(spelling);
    expect(response.status, spelling).toBe(200);
    expect(isPrivate(response), spelling).toBe(true);
  });

  it.each([
    "/admin//leads",
    "//admin/leads",
    "/admin%2Fleads",
    "/de%2fadmin/leads",
    "/%2561dmin/leads",
    "/admin%5Cleads",
  ])("%s names no path: not found, and nothing of the back office in it", async (spelling) => {
    const response = await operator.get(spelling);
    expect(response.status, spelling).toBe(404);
    expect(response.body).not.toMatch(/ops@example\.com|Leads<\/h1>/);
  });
});

describe("a write to another spelling of a path", () => {
  it("signs nobody in: the back office's login and the blog's session", async () => {
    const login = await rawRequest(server.url, "/%61dmin/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({ email: "ops@example.com", password: PASSWORD }).toString(),
    });
    expect([login.status, cookieOf(login)]).toEqual([404, undefined]);
    const session = await rawRequest(server.url, "/api/blog/%73ession?lang=de", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ email: "ops@example.com", password: PASSWORD }),
    });
    expect([session.status, cookieOf(session)]).toEqual([404, undefined]);
    // In the path's language, as every plain answer of the server.
    expect(session.body).toBe("There is nothing at this address.");
    const german = await rawRequest(server.url, "/de/%61dmin/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({ email: "ops@example.com", password: PASSWORD }).toString(),
    });
    expect([german.status, german.body, cookieOf(german)]).toEqual([
      404,
      "Unter dieser Adresse gibt es nichts.",
      undefined,
    ]);
  });

  it("changes nothing: a contact request, a deleted post", async () => {
    const leads = async () =>
      (await storeRows<{ n: number }>(dataDir, "SELECT count(*) AS n FROM contact_requests"))[0]!.n;
    const before = await leads();
    const contact = await rawRequest(server.url, "/api/%63ontact?lang=en", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.9" },
      body: JSON.stringify(validContact),
    });
    expect(contact.status).toBe(404);
    expect(contact.body).toBe("There is nothing at this address.");
    const deleted = await rawRequest(server.url, "/api/blog/%70osts/1?lang=en", {
      method: "DELETE",
      headers: { Origin: server.url, Cookie: operator.cookie! },
    });
    expect(deleted.status).toBe(404);
    expect(await leads()).toBe(before);
    expect((await operator.get("/api/blog/posts/1")).status).toBe(200);
  });
});
