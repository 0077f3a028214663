/**
 * POST /api/contact through the production server, in both languages: every
 * status of DESIGN "Contracts", the no-JavaScript path, the rate limit with
 * and without a trusted proxy, the store opened at start, and the export.
 * What was stored is read from the store itself: the store of this file's
 * server, in a temporary DATA_DIR of its own.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import de from "#app/content/contact/de.ts";
import en from "#app/content/contact/en.ts";
import type { ContactContent } from "#app/content/contact/types.ts";
import { freePort, TEST_TOTP_ENCRYPTION_KEY, type RunningServer } from "#test/server.ts";
import { exited, formBody, postJson, startContactServer, storedRequests, validContact } from "./contact-helpers.ts";
import { requestContext, type RequestContext } from "./request.ts";
import { migrations } from "#app/lib/store/migrations.server.ts";

const languages: { lang: "en" | "de"; query: string; home: string; copy: ContactContent }[] = [
  { lang: "en", query: "", home: "/", copy: en },
  { lang: "de", query: "?lang=de", home: "/de", copy: de },
];
const FORM = "application/x-www-form-urlencoded";

/** The server most tests share, as the end-to-end run did: no rate limit, a store of its own. */
let server: RunningServer;
let dataDir: string;
let request: RequestContext;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "http-contact-api-"));
  server = await startContactServer({ DATA_DIR: dataDir });
  request = requestContext(server.url);
});
afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function storedWith(marker: string) {
  return (await storedRequests({ DATA_DIR: dataDir })).filter((item) => item.message.includes(marker));
}

/**
 * A body of `size` bytes sent without Content-Length (chunked), answered how?
 * On a connection of its own: the server closes one whose body it stopped
 * reading, and a kept-alive socket reused after that would hang up.
 */
function postChunked(url: string, contentType: string, size: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const options = { method: "POST", agent: false, headers: { "Content-Type": contentType } };
    const request = httpRequest(url, options, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    // The server may answer (and stop reading) before all of it is sent.
    request.on("error", reject);
    const chunk = `"${"x".repeat(1022)}",`;
    for (let sent = 0; sent < size; sent += chunk.length) request.write(chunk);
    request.end();
  });
}

for (const { lang, query, home, copy } of languages) {
  describe(`POST /api/contact${query} (${lang})`, () => {
    it("201 with the id, once the request is in the store; the language is kept", async () => {
      const marker = crypto.randomUUID();
      const response = await request.post(`/api/contact${query}`, { data: validContact(marker) });
      expect(response.status()).toBe(201);
      expect(response.headers()["content-type"]).toBe("application/json; charset=utf-8");
      const { id } = (await response.json()) as { id: string };
      const [stored, ...more] = await storedWith(marker);
      expect(more).toEqual([]);
      expect(stored).toMatchObject({ ...validContact(marker), id, locale: lang });
    });

    it("422 with every field's message in the page's language; nothing stored", async () => {
      const marker = crypto.randomUUID();
      const response = await request.post(`/api/contact${query}`, {
        data: { firstName: " ", lastName: "", company: "", email: "x@", message: `short`, privacyPolicy: false },
      });
      expect(response.status()).toBe(422);
      const { validation } = copy.form;
      expect(await response.json()).toEqual({
        message: copy.api.invalid,
        fieldErrors: {
          firstName: validation.firstNameRequired,
          lastName: validation.lastNameRequired,
          company: validation.companyRequired,
          email: validation.emailInvalid,
          message: validation.messageTooShort,
          privacyPolicy: validation.privacyPolicyRequired,
        },
      });
      const tooLong = await request.post(`/api/contact${query}`, {
        data: { ...validContact(marker), company: "c".repeat(201) },
      });
      expect(await tooLong.json()).toEqual({
        message: copy.api.invalid,
        fieldErrors: { company: validation.tooLong.replace("{max}", "200") },
      });
      expect(await storedWith(marker)).toEqual([]);
    });

    it("400 for a malformed body and for unknown fields", async () => {
      for (const data of ["{", "[1]", "null", ""]) {
        const response = await request.post(`/api/contact${query}`, {
          data,
          headers: { "Content-Type": "application/json" },
        });
        expect(response.status(), data).toBe(400);
        expect(await response.json()).toEqual({ message: copy.api.malformed });
      }
      const unknown = await request.post(`/api/contact${query}`, { data: { ...validContact(), isAdmin: true } });
      expect(unknown.status()).toBe(400);
      expect(await unknown.json()).toEqual({ message: copy.api.unknownFields });
    });

    it("413 above 16 KiB, declared or counted while reading", async () => {
      const marker = crypto.randomUUID();
      const big = await request.post(`/api/contact${query}`, {
        data: { ...validContact(marker), message: "x".repeat(16 * 1024) },
      });
      expect(big.status()).toBe(413);
      expect(await big.json()).toEqual({ message: copy.api.tooLarge });
      const chunked = await postChunked(`${server.url}/api/contact${query}`, "application/json", 200 * 1024);
      expect(chunked.status).toBe(413);
      expect(JSON.parse(chunked.body)).toEqual({ message: copy.api.tooLarge });
      expect(await storedWith(marker)).toEqual([]);
    });

    it("415 for other content types", async () => {
      for (const type of ["text/plain", "multipart/form-data; boundary=x", "application/xml"]) {
        const response = await request.post(`/api/contact${query}`, {
          data: JSON.stringify(validContact()),
          headers: { "Content-Type": type },
        });
        expect(response.status(), type).toBe(415);
        expect(await response.json()).toEqual({ message: copy.api.unsupportedType });
      }
    });

    it("403 for cross-site requests; our own origin and SITE_URL's pass", async () => {
      const marker = crypto.randomUUID();
      for (const headers of [
        { "Sec-Fetch-Site": "cross-site" },
        { Origin: "https://evil.example" },
        { Origin: "null" },
      ] as Record<string, string>[]) {
        const response = await request.post(`/api/contact${query}`, { data: validContact(marker), headers });
        expect(response.status(), JSON.stringify(headers)).toBe(403);
        expect(await response.json()).toEqual({ message: copy.api.crossSite });
      }
      expect(await storedWith(marker)).toEqual([]);
      for (const headers of [
        { Origin: server.url, "Sec-Fetch-Site": "same-origin" },
        { Origin: "https://conversational-bi.example" },
      ] as Record<string, string>[]) {
        const response = await request.post(`/api/contact${query}`, { data: validContact(marker), headers });
        expect(response.status(), JSON.stringify(headers)).toBe(201);
      }
      expect(await storedWith(marker)).toHaveLength(2);
    });

    it("405 for other methods", async () => {
      for (const method of ["GET", "PUT", "DELETE"]) {
        const response = await request.fetch(`/api/contact${query}`, { method });
        expect(response.status(), method).toBe(405);
        expect(response.headers()["allow"]).toBe("POST");
        expect(await response.json()).toEqual({ message: copy.api.methodNotAllowed });
      }
    });

    it("a filled honeypot is answered like a success and stored nowhere", async () => {
      const marker = crypto.randomUUID();
      const response = await request.post(`/api/contact${query}`, {
        data: { ...validContact(marker), website: "https://spam.example" },
      });
      expect(response.status()).toBe(201);
      expect(Object.keys((await response.json()) as object)).toEqual(["id"]);
      const form = await request.post(`/api/contact${query}`, {
        data: formBody({ ...validContact(marker), website: "spam" }),
        headers: { "Content-Type": FORM },
        maxRedirects: 0,
      });
      expect(form.status()).toBe(303);
      expect(await storedWith(marker)).toEqual([]);
    });

    it("without JavaScript: 303 back to the home page's #contact, which the server renders", async () => {
      const marker = crypto.randomUUID();
      const tokenUrl = new RegExp(`^${home === "/" ? "/" : "/de"}\\?contact=[\\w-]{22}#contact$`);
      const sent = await request.post(`/api/contact${query}`, {
        data: formBody(validContact(marker)),
        headers: { "Content-Type": FORM },
        maxRedirects: 0,
      });
      expect(sent.status()).toBe(303);
      const location = sent.headers()["location"]!;
      expect(location).toMatch(tokenUrl);
      const [stored] = await storedWith(marker);
      expect(stored).toMatchObject({ ...validContact(marker), locale: lang });

      // Invalid, unticked checkbox, too large: all come back the same way, and none is stored.
      const { privacyPolicy: _unticked, ...unticked } = validContact(marker);
      for (const body of [
        formBody({ ...unticked, privacyPolicy: false }),
        formBody({ ...validContact(marker), email: "nope" }),
        formBody({ ...validContact(marker), message: "y".repeat(20_000) }),
      ]) {
        const response = await request.post(`/api/contact${query}`, {
          data: body,
          headers: { "Content-Type": FORM },
          maxRedirects: 0,
        });
        expect(response.status()).toBe(303);
        expect(response.headers()["location"]).toMatch(tokenUrl);
      }
      expect(await storedWith(marker)).toHaveLength(1);

      // The page it leads to is rendered for this request (never the pre-rendered file, never cached).
      const page = await request.get(location.replace(/#.*/, ""));
      expect(page.status()).toBe(200);
      expect(page.headers()["cache-control"]).toBe("no-store");
      expect(page.headers()["etag"]).toBeUndefined();
      expect(await page.text()).toContain(`<html lang="${lang}"`);
    });
  });
}

describe("pre-rendered home pages", () => {
  it("come from the static files, unless ?contact names an outcome that waits", async () => {
    for (const path of ["/", "/de"]) {
      const plain = await request.get(path);
      expect(plain.headers()["etag"], path).toBeTruthy();
      const unknown = await request.get(`${path}?contact=unknown-token`);
      expect(unknown.status()).toBe(200);
      expect(unknown.headers()["etag"], path).toBe(plain.headers()["etag"]);
      const posted = await request.post(`/api/contact?lang=${path === "/" ? "en" : "de"}`, {
        data: formBody(validContact()),
        headers: { "Content-Type": FORM },
        maxRedirects: 0,
      });
      const outcome = await request.get(posted.headers()["location"]!);
      expect(outcome.status()).toBe(200);
      expect(outcome.headers()["etag"], path).toBeUndefined();
      expect(outcome.headers()["cache-control"]).toBe("no-store");
    }
    // Only the home pages show an outcome; other pages stay static.
    expect((await request.get("/about-us?contact=x")).headers()["etag"]).toBeTruthy();
  });
});

describe("rate limit", () => {
  it("CONTACT_RATE_LIMIT accepted requests per client, then 429 with Retry-After, in both languages", async () => {
    const dir = await mkdtemp(join(tmpdir(), "contact-rate-"));
    const server = await startContactServer({ DATA_DIR: dir }, { CONTACT_RATE_LIMIT: "2" });
    try {
      expect((await postJson(server.url, validContact())).status).toBe(201);
      expect((await postJson(server.url, { ...validContact(), email: "x" })).status).toBe(422); // refused: not counted
      expect((await postJson(server.url, validContact(), { lang: "de" })).status).toBe(201);
      for (const { lang, copy } of languages) {
        const limited = await postJson(server.url, validContact(), { lang });
        expect(limited.status).toBe(429);
        const retryAfter = Number(limited.headers.get("Retry-After"));
        expect(retryAfter).toBeGreaterThan(500);
        expect(retryAfter).toBeLessThanOrEqual(600);
        expect(await limited.json()).toEqual({ message: copy.api.rateLimited });
      }
      const form = await fetch(`${server.url}/api/contact?lang=de`, {
        method: "POST",
        headers: { "Content-Type": FORM },
        body: formBody(validContact()),
        redirect: "manual",
      });
      expect(form.status).toBe(303);
      expect(form.headers.get("location")).toMatch(/^\/de\?contact=[\w-]{22}#contact$/);
      expect(await storedRequests({ DATA_DIR: dir })).toHaveLength(2);
    } finally {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("X-Forwarded-For is ignored without TRUST_PROXY: one client, whatever it claims", async () => {
    const dir = await mkdtemp(join(tmpdir(), "contact-proxy-"));
    const server = await startContactServer({ DATA_DIR: dir }, { CONTACT_RATE_LIMIT: "1" });
    try {
      const from = (address: string) =>
        postJson(server.url, validContact(), { headers: { "X-Forwarded-For": address } });
      expect((await from("198.51.100.1")).status).toBe(201);
      expect((await from("198.51.100.2")).status).toBe(429);
    } finally {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("with TRUST_PROXY the proxy's X-Forwarded-For entry is the client; what the client prepends is not", async () => {
    const dir = await mkdtemp(join(tmpdir(), "contact-proxy-"));
    const server = await startContactServer({ DATA_DIR: dir }, { CONTACT_RATE_LIMIT: "1", TRUST_PROXY: "true" });
    try {
      const from = (forwarded: string) =>
        postJson(server.url, validContact(), { headers: { "X-Forwarded-For": forwarded } });
      expect((await from("198.51.100.1")).status).toBe(201);
      expect((await from("198.51.100.2")).status).toBe(201);
      expect((await from("198.51.100.1")).status).toBe(429);
      // A client cannot escape its limit by writing its own X-Forwarded-For in front of the proxy's entry.
      expect((await from("203.0.113.50, 198.51.100.2")).status).toBe(429);
      expect(await storedRequests({ DATA_DIR: dir })).toHaveLength(2);
    } finally {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("store and server", () => {
  it("the store is created and migrated at start, before any request", async () => {
    const dir = await mkdtemp(join(tmpdir(), "contact-start-"));
    const dataDir = join(dir, "not", "yet", "there");
    const server = await startContactServer({ DATA_DIR: dataDir });
    try {
      expect(existsSync(join(dataDir, "site.db"))).toBe(true);
      const db = new DatabaseSync(join(dataDir, "site.db"), { readOnly: true });
      try {
        expect(db.prepare("SELECT version FROM schema_migrations").all()).toEqual(
          migrations.map(({ version }) => ({ version })),
        );
        expect(db.prepare("SELECT count(*) AS n FROM contact_requests").get()).toEqual({ n: 0 });
      } finally {
        db.close();
      }
    } finally {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("a store that cannot open stops the start with a clear message", async () => {
    const child = spawn(process.execPath, [join(import.meta.dirname, "..", "..", "server", "index.ts")], {
      env: {
        ...process.env,
        PORT: String(await freePort()),
        DATABASE_URL: "postgres://nobody:x@127.0.0.1:9/none",
        TOTP_ENCRYPTION_KEY: TEST_TOTP_ENCRYPTION_KEY,
      },
      stdio: "pipe",
    });
    try {
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      const code = await new Promise((resolve) => child.on("exit", resolve));
      expect(code).toBe(1);
      expect(output).toContain("could not open the contact store");
      expect(output).not.toContain("nobody:x");
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
  });

  it("a failing store answers 503 with a human message, never a stack trace", async () => {
    const dir = await mkdtemp(join(tmpdir(), "contact-broken-"));
    const server = await startContactServer({ DATA_DIR: dir });
    try {
      // Break the store under the running server.
      const db = new DatabaseSync(join(dir, "site.db"));
      db.exec("DROP TABLE contact_requests");
      db.close();
      for (const { lang, copy } of languages) {
        const response = await postJson(server.url, validContact(), { lang });
        expect(response.status).toBe(503);
        const text = await response.text();
        expect(text).toBe(JSON.stringify({ message: copy.api.unavailable }));
      }
      const form = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": FORM },
        body: formBody(validContact()),
        redirect: "manual",
      });
      expect(form.status).toBe(303);
      // The log comes through a pipe of its own: it may arrive a moment after the answers.
      const failed = () => server.log().filter((line) => line.includes('"status":503'));
      await expect.poll(() => failed().length).toBeGreaterThanOrEqual(2);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const failures = failed();
      expect(failures).toHaveLength(2);
      for (const line of failures) {
        expect(JSON.parse(line)).toMatchObject({ level: "error", outcome: "store-failed" });
        expect(line).not.toContain("Anna");
      }
    } finally {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("logs one JSON line per contact request, without personal data", async () => {
    const dir = await mkdtemp(join(tmpdir(), "contact-log-"));
    const server = await startContactServer({ DATA_DIR: dir });
    try {
      await postJson(server.url, validContact());
      await postJson(server.url, { ...validContact(), email: "anna@" }, { lang: "de" });
      await fetch(`${server.url}/api/contact`);
      // The log comes through a pipe of its own: it may arrive a moment after the answers.
      const contactLines = () => server.log().filter((line) => line.includes('"msg":"contact request"'));
      await expect.poll(() => contactLines().length).toBeGreaterThanOrEqual(3);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const lines = contactLines();
      expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
        expect.objectContaining({ method: "POST", via: "json", lang: "en", status: 201, outcome: "stored" }),
        expect.objectContaining({ method: "POST", via: "json", lang: "de", status: 422, outcome: "invalid" }),
        expect.objectContaining({ method: "GET", status: 405, outcome: "method-not-allowed" }),
      ]);
      const all = server.log().join("\n");
      for (const personal of ["Anna", "Becker", "nordlicht", "127.0.0.1", "::1"]) expect(all).not.toContain(personal);
    } finally {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("npm run contacts:export prints the stored requests as CSV while the server runs", async () => {
    const marker = crypto.randomUUID();
    const ids: string[] = [];
    for (const body of [
      validContact(marker),
      {
        ...validContact(marker),
        company: '=HYPERLINK("http://evil.example")',
        message: `Zeile 1,\nZeile "2" (${marker})`,
      },
    ]) {
      const response = await request.post("/api/contact?lang=de", { data: body });
      ids.push(((await response.json()) as { id: string }).id);
    }
    // The store the server of this file writes.
    const result = spawnSync("npm", ["run", "--silent", "contacts:export"], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: "utf8",
    });
    expect(result.status, result.stderr).toBe(0);
    const csv = result.stdout;
    expect(
      csv.startsWith("id,receivedAt,language,firstName,lastName,company,email,phone,message,privacyPolicy\r\n"),
    ).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv).toContain(`${ids[0]},`);
    expect(csv).toContain(
      `,de,Anna,Becker,"'=HYPERLINK(""http://evil.example"")",anna.becker@nordlicht.de,'+49 40 555 0123,"Zeile 1,\nZeile ""2"" (${marker})",true\r\n`,
    );
  });
});

describe("shutdown", () => {
  it("a store file of a server that exited is complete (closed on SIGTERM)", async () => {
    const dir = await mkdtemp(join(tmpdir(), "contact-stop-"));
    const server = await startContactServer({ DATA_DIR: dir });
    try {
      expect((await postJson(server.url, validContact())).status).toBe(201);
      const code = exited(server);
      server.process.kill("SIGTERM");
      expect(await code).toBe(0);
      // A clean close checkpoints the WAL into the database file and removes it.
      expect(existsSync(join(dir, "site.db-wal"))).toBe(false);
      expect(await storedRequests({ DATA_DIR: dir })).toHaveLength(1);
    } finally {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
